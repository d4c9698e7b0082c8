// The recording folder, a contract read by the replayer, the viewer, CI and outside checks:
//
//   recordings/<site>/recording.har          HAR 1.2, bodies embedded (base64 where binary), secrets redacted
//   recordings/<site>/snapshots/NN-<step>.html  DOM after each step, NN = 01, 02, …
//   recordings/<site>/steps.json             [{ "name", one of "goto"|"click"|"fill"|"select"|"wait", selector?, url?, value?, text? }]
//   recordings/<site>/meta.json              see Meta
//   recordings/<site>/golden.json            see harness/golden/normalise.ts
//
// Recordings are found by listing folders (no hand-kept list). Everything that reads or writes the folder goes
// through this module; writes are atomic (temporary folder beside the target, then rename).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, normalize, resolve, sep } from 'node:path';
import type { GoldenFile } from '../report/types.ts';
import type { MatcherOverrides } from '../har/match-config.ts';
import { readGolden } from '../golden/normalise.ts';

export const RECORDING_FILES = {
  har: 'recording.har',
  steps: 'steps.json',
  meta: 'meta.json',
  golden: 'golden.json',
  snapshots: 'snapshots',
} as const;

export const STEP_ACTIONS = ['goto', 'click', 'fill', 'select', 'wait'] as const;
export type StepAction = (typeof STEP_ACTIONS)[number];

/**
 * One step as written in steps.json. Exactly one action key; its value is the action's target:
 *   { "name": "search",   "goto": "https://www.example.test/search?arrive=2025-01-10" }   (or a path, against meta.startUrl)
 *   { "name": "open",     "click": ".listing a", "text": "Sea View" }                        (text narrows the match)
 *   { "name": "checkin",  "fill": "#checkin", "value": "2025-01-10" }
 *   { "name": "guests",   "select": "select[name=guests]", "value": "2" }
 *   { "name": "results",  "wait": ".results", "text": "3 properties" }                      (visible; text and url optional)
 * The target may instead be given as `true` with `url` (goto) or `selector` (the others):
 *   { "name": "search", "goto": true, "url": "…" }, { "name": "thanks", "wait": true, "url": "/thank-you" }
 */
export interface Step {
  name: string;
  goto?: string | true;
  click?: string | true;
  fill?: string | true;
  select?: string | true;
  wait?: string | true;
  selector?: string;
  url?: string;
  value?: string;
  text?: string;
}

/** A step with its action spelled out; `url` is absolute when resolveStep was given the start URL. */
export interface ResolvedStep {
  name: string;
  action: StepAction;
  selector: string | null;
  url: string | null;
  value: string | null;
  text: string | null;
}

export interface Meta {
  /** lowercase slug, the same as the folder name */
  site: string;
  startUrl: string;
  /** ISO time of the recording; replay installs the clock here */
  recordedAt: string;
  /** adapter slug */
  provider: string;
  siteKey: string | null;
  clientId: number | string | null;
  installId: number | string | null;
  /** IANA time zone, e.g. Europe/Madrid */
  timezone: string;
  /** BCP 47 locale, e.g. en-US */
  locale: string;
  viewport: { width: number; height: number };
  userAgent: string;
  browserVersion: string;
  recorderVersion: string;
  /** per-site matcher exceptions (harness/har/match-config.ts) */
  matcher?: MatcherOverrides;
  /** the site mapping's adapter options (e.g. wp-ajax-generic's action names), passed to the tracker on replay */
  options?: Record<string, unknown>;
  /** per-site replay settings */
  replay?: ReplaySettings;
}

/** The replay-specific part of meta.json (optional): `"replay": { "allowUnmatched": [...], "quietMs": 3000 }`. */
export interface ReplaySettings {
  /**
   * Requests that may go unanswered without failing the site. Each entry is a URL prefix
   * ("https://maps.example.com/tiles/") or a regular expression between slashes ("/\\.woff2$/").
   * Use it for requests that cannot affect what the tracker reports (fonts, map tiles, analytics pixels of
   * third parties) and that the recorder could not capture. Matched requests still get a 404 and a console line.
   */
  allowUnmatched?: string[];
  /** the idle quiet window for this site (simulated ms), when its host page waits longer than the default */
  quietMs?: number;
}

export interface Recording {
  site: string;
  dir: string;
  meta: Meta;
  steps: Step[];
  harFile: string;
  goldenFile: string;
  snapshotsDir: string;
  /** snapshot file names present, sorted */
  snapshots: string[];
  /**
   * null when golden.json does not exist yet (replay --update writes it). Read and validated when first asked for,
   * so an invalid golden.json throws there: a replay does not need it, and --update replaces it.
   */
  readonly golden: GoldenFile | null;
}

export class RecordingError extends Error {
  readonly file: string;
  /** e.g. `[2].value` in steps.json or `viewport.width` in meta.json; null for the file as a whole */
  readonly field: string | null;
  constructor(file: string, field: string | null, problem: string, hint: string) {
    super(`${file}${field ? `: ${field}` : ''}: ${problem}. ${hint}`);
    this.name = 'RecordingError';
    this.file = file;
    this.field = field;
  }
}

export const SITE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const STEP_KEYS = new Set<string>(['name', ...STEP_ACTIONS, 'selector', 'url', 'value', 'text']);
const STEPS_HINT = 'Fix steps.json by hand (format in harness/recording/layout.ts), or record again with --force.';
const META_HINT = 'Fix meta.json by hand (fields in harness/recording/layout.ts), or record again with --force.';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const show = (v: unknown) => (v === undefined ? 'missing' : JSON.stringify(v)?.slice(0, 80));

function readJson(file: string, hint: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new RecordingError(file, null, `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, hint);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new RecordingError(file, null, `is not valid JSON (${(e as Error).message})`, hint);
  }
}

/** Validates steps.json's content; `file` names it in messages. */
export function parseSteps(json: unknown, file: string): Step[] {
  const fail = (field: string | null, problem: string): never => {
    throw new RecordingError(file, field, problem, STEPS_HINT);
  };
  if (!Array.isArray(json)) return fail(null, `is ${show(json)}, expected an array of steps`);
  const names = new Map<string, number>();
  return json.map((s: unknown, i: number) => {
    const at = (f: string) => `[${i}]${f ? `.${f}` : ''}`;
    if (!isObj(s)) return fail(at(''), `is ${show(s)}, expected an object such as { "name": "search", "goto": "https://…" }`);
    for (const k of Object.keys(s)) {
      if (!STEP_KEYS.has(k)) fail(at(k), `is not a step field (allowed: ${[...STEP_KEYS].join(', ')})`);
    }
    if (typeof s.name !== 'string' || s.name.trim() === '') fail(at('name'), `is ${show(s.name)}, expected a non-empty string`);
    const name = s.name as string;
    if (names.has(name)) fail(at('name'), `"${name}" is already the name of step ${names.get(name)}; step names must be unique (goldens refer to them)`);
    names.set(name, i);
    const actions = STEP_ACTIONS.filter((a) => s[a] !== undefined);
    if (actions.length !== 1) {
      fail(at(actions.length ? actions[1]! : ''), actions.length ? `step "${name}" has both ${actions.join(' and ')}; give each step exactly one action` : `step "${name}" has no action; add one of ${STEP_ACTIONS.join(', ')}`);
    }
    const action = actions[0]!;
    const target = s[action];
    if (!(target === true || (typeof target === 'string' && target.trim() !== ''))) fail(at(action), `is ${show(target)}, expected a non-empty string (or true with ${action === 'goto' ? 'url' : 'selector'})`);
    for (const k of ['selector', 'url', 'value', 'text'] as const) {
      if (s[k] !== undefined && typeof s[k] !== 'string') fail(at(k), `is ${show(s[k])}, expected a string`);
    }
    const step = s as unknown as Step;
    const r = resolveStep(step);
    if (action === 'goto' && !r.url) fail(at('url'), `step "${name}" has goto: true but no url`);
    if ((action === 'fill' || action === 'select') && !r.selector) fail(at('selector'), `step "${name}" has ${action}: true but no selector`);
    if ((action === 'fill' || action === 'select') && r.value === null) fail(at('value'), `step "${name}" (${action}) needs a value`);
    if (action === 'click' && !r.selector && !r.text) fail(at('selector'), `step "${name}" has click: true but neither selector nor text`);
    if (action === 'wait' && !r.selector && !r.text && !r.url) fail(at('selector'), `step "${name}" has wait: true but no selector, text or url to wait for`);
    return step;
  });
}

/** Spells out a step's action; relative goto/wait URLs are resolved against `baseUrl` (meta.startUrl) when given. */
export function resolveStep(step: Step, baseUrl?: string): ResolvedStep {
  const action = STEP_ACTIONS.find((a) => step[a] !== undefined) ?? 'wait';
  const target = step[action];
  const own = typeof target === 'string' ? target : null;
  let url = action === 'goto' ? own ?? step.url ?? null : step.url ?? null;
  if (url && baseUrl) {
    try {
      url = new URL(url, baseUrl).href;
    } catch {}
  }
  return {
    name: step.name,
    action,
    selector: action === 'goto' ? step.selector ?? null : own ?? step.selector ?? null,
    url,
    value: step.value ?? null,
    text: step.text ?? null,
  };
}

/** Validates meta.json's content. `expectedSite` (the folder name) must equal meta.site when given. */
export function parseMeta(json: unknown, file: string, expectedSite?: string): Meta {
  const fail = (field: string | null, problem: string): never => {
    throw new RecordingError(file, field, problem, META_HINT);
  };
  if (!isObj(json)) return fail(null, `is ${show(json)}, expected an object`);
  const str = (k: string): string => {
    const v = json[k];
    if (typeof v !== 'string' || v === '') fail(k, `is ${show(v)}, expected a non-empty string`);
    return v as string;
  };
  const siteOptions = (v: unknown): Record<string, unknown> => (isObj(v) ? v : fail('options', `is ${show(v)}, expected an object (the site mapping's options)`));
  const idLike = (k: string): number | string | null => {
    const v = json[k];
    if (v === undefined || v === null) return null;
    if (typeof v !== 'string' && !(typeof v === 'number' && Number.isFinite(v))) fail(k, `is ${show(v)}, expected a string, a number or null`);
    return v as number | string;
  };
  const site = str('site');
  if (!SITE_SLUG.test(site)) fail('site', `"${site}" is not a lowercase slug (a-z, 0-9 and single dashes)`);
  if (expectedSite !== undefined && site !== expectedSite) fail('site', `is "${site}" but the folder is "${expectedSite}"; rename one so they agree`);
  const startUrl = str('startUrl');
  if (!/^https?:\/\//.test(startUrl) || !URL.canParse(startUrl)) fail('startUrl', `"${startUrl}" is not an absolute http(s) URL`);
  const recordedAt = str('recordedAt');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(recordedAt) || Number.isNaN(Date.parse(recordedAt))) {
    fail('recordedAt', `"${recordedAt}" is not an ISO date-time with a zone, e.g. "2024-11-19T07:06:40.000Z"`);
  }
  const provider = str('provider');
  if (!SITE_SLUG.test(provider)) fail('provider', `"${provider}" is not an adapter slug (lowercase, a-z, 0-9 and dashes)`);
  const siteKey = json.siteKey;
  if (siteKey !== undefined && siteKey !== null && typeof siteKey !== 'string') fail('siteKey', `is ${show(siteKey)}, expected a string or null`);
  const timezone = str('timezone');
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
  } catch {
    fail('timezone', `"${timezone}" is not an IANA time zone such as "Europe/Madrid"`);
  }
  const locale = str('locale');
  try {
    Intl.getCanonicalLocales(locale);
  } catch {
    fail('locale', `"${locale}" is not a BCP 47 locale such as "en-US"`);
  }
  const vp = json.viewport;
  if (!isObj(vp)) fail('viewport', `is ${show(vp)}, expected { "width": 1280, "height": 800 }`);
  for (const k of ['width', 'height'] as const) {
    const v = (vp as Obj)[k];
    if (typeof v !== 'number' || !Number.isInteger(v) || v <= 0) fail(`viewport.${k}`, `is ${show(v)}, expected a positive integer`);
  }
  const userAgent = str('userAgent');
  const browserVersion = str('browserVersion');
  const recorderVersion = str('recorderVersion');
  let matcher: MatcherOverrides | undefined;
  if (json.matcher !== undefined && json.matcher !== null) {
    if (!isObj(json.matcher)) fail('matcher', `is ${show(json.matcher)}, expected { "volatileKeys": [...], "keepKeys": [...], "requiredKeys": [...] }`);
    const m = json.matcher as Obj;
    matcher = {};
    for (const k of Object.keys(m)) {
      if (k !== 'volatileKeys' && k !== 'keepKeys' && k !== 'requiredKeys') fail(`matcher.${k}`, 'is not a matcher field (allowed: volatileKeys, keepKeys, requiredKeys)');
      const list = m[k];
      if (!Array.isArray(list) || list.some((x) => typeof x !== 'string' || x === '')) fail(`matcher.${k}`, `is ${show(list)}, expected an array of field names`);
      matcher[k as keyof MatcherOverrides] = list as string[];
    }
  }
  return {
    site,
    startUrl,
    recordedAt,
    provider,
    siteKey: (siteKey as string | null | undefined) ?? null,
    clientId: idLike('clientId'),
    installId: idLike('installId'),
    timezone,
    locale,
    viewport: { width: (vp as Obj).width as number, height: (vp as Obj).height as number },
    userAgent,
    browserVersion,
    recorderVersion,
    ...(matcher ? { matcher } : {}),
    ...(json.options !== undefined ? { options: siteOptions(json.options) } : {}),
    ...(json.replay !== undefined ? { replay: replaySettings(json.replay) } : {}),
  };

  function replaySettings(r: unknown): ReplaySettings {
    if (!r || typeof r !== 'object' || Array.isArray(r)) fail('replay', `is ${show(r)}, expected an object such as { "allowUnmatched": [...], "quietMs": 3000 }`);
    const { allowUnmatched, quietMs, ...rest } = r as Obj;
    for (const k of Object.keys(rest)) fail(`replay.${k}`, 'is not a replay setting (allowed: allowUnmatched, quietMs)');
    if (allowUnmatched !== undefined && (!Array.isArray(allowUnmatched) || allowUnmatched.some((x) => typeof x !== 'string' || x === '')))
      fail('replay.allowUnmatched', `is ${show(allowUnmatched)}, expected an array of URL prefixes or /regexps/`);
    if (quietMs !== undefined && !(typeof quietMs === 'number' && quietMs > 0)) fail('replay.quietMs', `is ${show(quietMs)}, expected a number of milliseconds above 0`);
    return { ...(allowUnmatched !== undefined ? { allowUnmatched: allowUnmatched as string[] } : {}), ...(quietMs !== undefined ? { quietMs: quietMs as number } : {}) };
  }
}

/** Reads and validates `<dir>/meta.json` (its site must be the folder's name). */
export function readMeta(dir: string): Meta {
  const file = join(dir, RECORDING_FILES.meta);
  return parseMeta(readJson(file, META_HINT), file, basename(resolve(dir)));
}

/** Reads and validates `<dir>/steps.json`. */
export function readSteps(dir: string): Step[] {
  const file = join(dir, RECORDING_FILES.steps);
  return parseSteps(readJson(file, STEPS_HINT), file);
}

/** Reads and validates a recording folder (meta.json, steps.json, golden.json when present). The HAR is only checked to exist: read it with readHar. */
export function readRecording(dir: string): Recording {
  const site = basename(resolve(dir));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new RecordingError(dir, null, 'is not a folder', `Record the site with \`npm run record -- <url> --name ${site}\`, or check the name.`);
  }
  const harFile = join(dir, RECORDING_FILES.har);
  const goldenFile = join(dir, RECORDING_FILES.golden);
  const snapshotsDir = join(dir, RECORDING_FILES.snapshots);
  const meta = readMeta(dir);
  const steps = readSteps(dir);
  if (!existsSync(harFile)) throw new RecordingError(harFile, null, 'is missing', `Record the site again with \`npm run record -- <url> --name ${site} --force\`.`);
  const snapshots = existsSync(snapshotsDir) ? readdirSync(snapshotsDir).filter((f) => f.endsWith('.html')).sort() : [];
  let golden: { file: GoldenFile | null } | undefined;
  return {
    site,
    dir,
    meta,
    steps,
    harFile,
    goldenFile,
    snapshotsDir,
    snapshots,
    get golden() {
      golden ??= { file: existsSync(goldenFile) ? readGolden(goldenFile) : null };
      return golden.file;
    },
  };
}

/** The recording folders under `root`, sorted by name. Hidden folders (temporary writes) are skipped; a missing root gives []. */
export function listRecordings(root = 'recordings'): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort()
    .map((name) => join(root, name));
}

/** `snapshots/` file name for the step at 0-based `index`: snapshotName(0, 'Search results') -> '01-search-results.html'. */
export function snapshotName(index: number, stepName: string): string {
  return `${String(index + 1).padStart(2, '0')}-${slugify(stepName) || 'step'}.html`;
}

export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

// ---- atomic writes ----

export interface Staging {
  /** the temporary folder to write into (beside the target, hidden) */
  dir: string;
  /** moves the temporary folder into place (replacing the target when forced) */
  commit(): void;
  /** removes the temporary folder; safe to call more than once */
  abort(): void;
}

const live = new Set<() => void>();
let hooked = false;

function onSignal(signal: NodeJS.Signals): void {
  const alone = process.listenerCount(signal) === 1;
  for (const cleanup of [...live]) cleanup(); // the last cleanup also unhooks this listener
  // Only we were listening: let the signal do what it would have done without us (exit 130 for Ctrl-C).
  // Otherwise the program's own handler decides.
  if (alone) process.kill(process.pid, signal);
}

function onExit(): void {
  for (const cleanup of [...live]) cleanup();
}

function track(cleanup: () => void): void {
  live.add(cleanup);
  if (!hooked) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
    process.on('exit', onExit);
    hooked = true;
  }
}

function untrack(cleanup: () => void): void {
  live.delete(cleanup);
  if (live.size === 0 && hooked) {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    process.off('exit', onExit);
    hooked = false;
  }
}

function refuse(targetDir: string): RecordingError {
  return new RecordingError(targetDir, null, 'already exists', 'Pass --force to replace it, or choose another --name.');
}

/**
 * Starts an atomic write of a recording folder: write into `dir`, then `commit()`. Refuses an existing target
 * unless `force`. Until commit or abort, Ctrl-C (SIGINT), SIGTERM and process exit remove the temporary folder.
 */
export function stageRecording(targetDir: string, opts: { force?: boolean } = {}): Staging {
  const target = resolve(targetDir);
  if (existsSync(target) && !opts.force) throw refuse(targetDir);
  const parent = dirname(target);
  mkdirSync(parent, { recursive: true });
  const tmp = mkdtempSync(join(parent, `.${basename(target)}.tmp-`));
  let done = false;
  const cleanup = () => {
    if (done) return;
    done = true;
    rmSync(tmp, { recursive: true, force: true });
    untrack(cleanup);
  };
  track(cleanup);
  return {
    dir: tmp,
    abort: cleanup,
    commit() {
      if (done) throw new Error(`stageRecording(${targetDir}): already committed or aborted`);
      try {
        if (existsSync(target)) {
          if (!opts.force) throw refuse(targetDir);
          const old = `${tmp}.old`;
          renameSync(target, old);
          try {
            renameSync(tmp, target);
          } catch (e) {
            renameSync(old, target);
            throw e;
          }
          rmSync(old, { recursive: true, force: true });
        } else {
          renameSync(tmp, target);
        }
      } catch (e) {
        cleanup();
        throw e;
      }
      done = true;
      untrack(cleanup);
    },
  };
}

/** Replaces a file of a recording in one step (a temporary file renamed over it): a reader never sees half of it. */
export function replaceFileAtomically(file: string, content: string | Buffer): void {
  const tmp = `${file}.tmp-${process.pid}`;
  writeFileSync(tmp, content);
  renameSync(tmp, file);
}

/** Writes a recording's golden.json (the text stringifyGolden gives). */
export const writeGolden = (recording: Pick<Recording, 'goldenFile'>, text: string): void => replaceFileAtomically(recording.goldenFile, text);

/**
 * Writes a whole recording folder atomically. `files` maps paths inside the folder (`meta.json`,
 * `snapshots/01-search.html`, …) to their content. Nothing is left behind on error or Ctrl-C.
 */
export function writeRecordingAtomically(targetDir: string, files: Record<string, string | Buffer>, opts: { force?: boolean } = {}): void {
  for (const name of Object.keys(files)) {
    const n = normalize(name);
    if (name === '' || isAbsolute(name) || n === '..' || n.startsWith(`..${sep}`) || n === '.') {
      throw new RecordingError(targetDir, name, 'is not a path inside the recording folder', 'Use paths such as "meta.json" or "snapshots/01-search.html".');
    }
  }
  const staging = stageRecording(targetDir, opts);
  try {
    for (const [name, content] of Object.entries(files)) {
      const path = join(staging.dir, name);
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, content);
    }
    staging.commit();
  } catch (e) {
    staging.abort();
    throw e;
  }
}
