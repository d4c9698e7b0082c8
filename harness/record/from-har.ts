// `npm run record -- --from-har <file.har> --name <site> --provider <p> --site-key <k>`: a recording made from a
// HAR someone else exported (Chrome DevTools "Save all as HAR with content", Firefox "Save All As HAR", Safari
// "Export HAR"), in the normal layout (harness/recording/layout.ts):
//
//   - steps.json: one `goto` step per main-frame page navigation (the HAR's `pages`, each page's document request;
//     without pages, the document requests themselves), named as the interactive recorder names them
//     (capture-steps.ts: `open`, then `goto-<path>`), to the first URL of its redirect chain. A HAR holds no clicks
//     or form fields: requests a page made after a click are kept in the HAR, and the summary lists the XHR/fetch
//     entries the goto steps never asked for again, so the engineer can add the steps that make them.
//   - recording.har: the entries read by harness/har/read.ts (DevTools, Firefox, Safari, Playwright shapes; base64
//     bodies decoded), minus the production tracker's own traffic (the replay injects the build under test), minus
//     what cannot be replayed, which is named and never guessed: entries without a response body (no
//     `content.text` although the body was not empty, DevTools' `_error`, status 0, a 304 answered from the
//     browser cache) and non-HTTP entries (WebSockets, data: URLs). A page that asks for one of them during the
//     replay then shows it as unmatched. Secrets are redacted as when recording (harness/recording/redact.ts).
//   - snapshots/NN-<step>.html: each page's HTML as served (the HAR has no DOM after the page's scripts ran).
//   - meta.json: recordedAt = when the first page started (the replay's clock), the visitor's user agent and
//     Accept-Language locale when the HAR has them, provider and keys from the command line.
//   - golden.json: written by one replay (harness/replay/run.ts runSite with update), as for a fresh recording.
// Usage problems (no file, not JSON, not a HAR, no navigation, existing recording) throw FromHarError: nothing is
// written.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, LaunchOptions } from 'playwright';
import { DEFAULT_ENV } from '../pinned-env.ts';
import { HarError, parseHar } from '../har/read.ts';
import type { Har, HarEntry } from '../har/types.ts';
import { stringifyHar } from '../har/write.ts';
import { newRedactStats, redactHar, type RedactStats } from '../recording/redact.ts';
import { RECORDING_FILES, snapshotName } from '../recording/layout.ts';
import type { Step } from '../recording/steps.ts';
import { SITE_SLUG, type Meta } from '../recording/meta.ts';
import { siteRecord, stringifyMapping } from '../recording/mapping.ts';
import { writeRecordingAtomically } from '../recording/atomic-write.ts';
import type { GoldenEvent } from '../report/types.ts';
import type { SiteRun } from '../replay/run.ts';
import { StepCollector } from './capture-steps.ts';
import { carryOver, firstReplay, PRODUCTION_TRACKER, redactSnapshot } from './recorder.ts';

export const HAR_IMPORT_VERSION = 'beacon-har-import/1';
const ROOT = join(import.meta.dirname, '..', '..');

export class FromHarError extends Error {}

export type HarFlavour = 'devtools' | 'firefox' | 'safari' | 'playwright' | 'unknown';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const EXPORT_AGAIN =
  'Export it again from the browser\'s network panel: Chrome DevTools "Save all as HAR with content" (or "Export HAR (with sensitive data)"), ' +
  'Firefox "Save All As HAR", Safari "Export HAR".';

/** A HAR export as read: the raw document (for the exporter-private fields) and its normalised entries (same positions). */
export interface HarExport {
  file: string;
  raw: { log: Obj & { entries: unknown[] } };
  har: Har;
  flavour: HarFlavour;
  /** exporter as written in log.creator (and log.browser), e.g. "Firefox 132.0" */
  exporter: string;
}

// ---- reading ----

/** Position of the first JSON syntax error in `text` (-1 when it parses): JSON.parse's message has none on Node 20. */
export function jsonErrorPosition(text: string): number {
  let i = 0;
  const n = text.length;
  const fail = (): never => {
    throw new RangeError(String(i));
  };
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const str = () => {
    i++; // opening quote
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return;
      }
      if (c < 0x20) fail();
      if (c === 0x5c) {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 1;
            fail();
          }
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i += 1;
          fail();
        }
      } else i++;
    }
    fail();
  };
  const NUM = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const value = (depth: number): void => {
    if (depth > 5000) fail();
    ws();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return;
      }
      for (;;) {
        if (c === '{') {
          ws();
          if (text[i] !== '"') fail();
          str();
          ws();
          if (text[i] !== ':') fail();
          i++;
        }
        value(depth + 1);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === close) {
          i++;
          return;
        }
        fail();
      }
    }
    if (c === '"') return str();
    NUM.lastIndex = i;
    if (NUM.exec(text)) {
      i = NUM.lastIndex;
      return;
    }
    for (const lit of ['true', 'false', 'null']) {
      if (text.startsWith(lit, i)) {
        i += lit.length;
        return;
      }
    }
    fail();
  };
  try {
    value(0);
    ws();
    if (i < n) fail();
    return -1;
  } catch (e) {
    if (e instanceof RangeError && /^\d+$/.test(e.message)) return Number(e.message);
    throw e;
  }
}

/** "line L, column C (position P)" for a character offset. */
export function describePosition(text: string, pos: number): string {
  const before = text.slice(0, pos);
  const line = before.split('\n').length;
  const column = pos - (before.lastIndexOf('\n') + 1) + 1;
  return `line ${line}, column ${column} (position ${pos})`;
}

function flavourOf(log: Obj): { flavour: HarFlavour; exporter: string } {
  const creator = isObj(log.creator) ? log.creator : {};
  const browser = isObj(log.browser) ? log.browser : {};
  const name = typeof creator.name === 'string' ? creator.name : '';
  const version = typeof creator.version === 'string' ? creator.version : '';
  const bname = typeof browser.name === 'string' ? browser.name : '';
  const exporter = [name, version].filter(Boolean).join(' ') || 'an unnamed exporter';
  if (/firefox/i.test(name) || /firefox/i.test(bname)) return { flavour: 'firefox', exporter };
  if (/webkit|safari/i.test(name) || /safari/i.test(bname)) return { flavour: 'safari', exporter };
  if (/^webinspector$/i.test(name) || /chrome|edge/i.test(bname)) return { flavour: 'devtools', exporter };
  if (/playwright/i.test(name)) return { flavour: 'playwright', exporter };
  return { flavour: 'unknown', exporter };
}

/** Reads an exported HAR. Throws FromHarError naming the file and what is wrong with it. */
export function readExport(file: string): HarExport {
  let buf: Buffer;
  try {
    buf = readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new FromHarError(`--from-har ${file}: no such file`);
    if (code === 'EISDIR') throw new FromHarError(`--from-har ${file}: is a folder, not a HAR file`);
    throw new FromHarError(`--from-har ${file}: cannot be read (${code ?? (e as Error).message})`);
  }
  if (buf[0] === 0x50 && buf[1] === 0x4b) throw new FromHarError(`${file} is a zip archive, not a HAR: unzip it and pass the .har inside`);
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    const pos = jsonErrorPosition(text);
    const where = pos >= 0 ? (pos >= text.length ? `it ends early, at ${describePosition(text, pos)}` : `at ${describePosition(text, pos)}, near ${JSON.stringify(text.slice(pos, pos + 30))}`) : (e as Error).message;
    throw new FromHarError(`${file} is not JSON: ${where}. A HAR file is JSON; was the export cut short? ${EXPORT_AGAIN}`);
  }
  if (!isObj(json) || !isObj(json.log) || !Array.isArray(json.log.entries)) {
    const what = !isObj(json) ? `its JSON is ${Array.isArray(json) ? 'an array' : typeof json}` : !isObj(json.log) ? 'it has no "log" object' : 'its "log" has no "entries" array';
    throw new FromHarError(`${file} is not a HAR: ${what} (a HAR is { "log": { "entries": [...] } }). ${EXPORT_AGAIN}`);
  }
  let har: Har;
  try {
    har = parseHar(json, file);
  } catch (e) {
    if (e instanceof HarError) throw new FromHarError(e.message);
    throw e;
  }
  return { file, raw: json as HarExport['raw'], har, ...flavourOf(json.log) };
}

// ---- analysis ----

export interface PageNavigation {
  /** position in log.entries of the navigation's first request (the start of its redirect chain) */
  entry: number;
  /** position in log.entries of the document that answered it (after redirects) */
  documentEntry: number;
  url: string;
  /** the HAR page (pages[].id) it belongs to, when the exporter wrote pages */
  pageId: string | null;
  /** pages[].title of its page when the page has no other navigation: the URL (DevTools, Safari) or the document's title (Firefox) */
  title: string | null;
  startedDateTime: string | null;
}

export interface MissingBody {
  entry: number;
  method: string;
  url: string;
  status: number;
  /** why the body is missing, as the HAR says it */
  why: string;
}

export interface HarAnalysis {
  flavour: HarFlavour;
  exporter: string;
  /** pages[] in the file */
  pages: number;
  navigations: PageNavigation[];
  /** navigations that get no step, and pages without a document request: why */
  notReplayable: { url: string; reason: string }[];
  steps: Step[];
  /** positions in log.entries kept in recording.har (in order) */
  kept: number[];
  missing: MissingBody[];
  /** entries of the production tracker (cdn/collect *.beacon-analytics.com), left out */
  production: number;
  /** non-HTTP entries (WebSockets, data: URLs…), left out: what they were */
  nonHttp: { entry: number; url: string; why: string }[];
  /** kept entries whose body the HAR stored as base64 */
  base64: number;
  recordedAt: string;
  /** the visitor's User-Agent header on the first navigation, when recorded */
  userAgent: string | null;
  /** the first language of its Accept-Language header, when recorded */
  locale: string | null;
}

const header = (e: HarEntry, name: string) => e.requestHeaders.find((h) => h.name.toLowerCase() === name)?.value ?? null;
const responseHeader = (e: HarEntry, name: string) => e.responseHeaders.find((h) => h.name.toLowerCase() === name)?.value ?? null;
const isRedirect = (e: HarEntry) => e.status >= 300 && e.status < 400 && e.status !== 304;
const isHtml = (e: HarEntry) => /html/i.test(e.responseMimeType ?? responseHeader(e, 'content-type') ?? '');

/** Why the entry's response body is not in the HAR, or null when it is (or when the response has none). */
export function missingBodyReason(rawEntry: unknown, e: HarEntry): string | null {
  const res = isObj(rawEntry) && isObj(rawEntry.response) ? rawEntry.response : {};
  const error = typeof res._error === 'string' && res._error !== '' ? res._error : null;
  if (e.status <= 0) return `status ${e.status}${error ? ` (${error})` : ''}: the request failed or was cancelled while recording`;
  if (error) return `${error}: the request failed while recording`;
  if (e.status === 304) return '304 Not Modified: the body came from the browser cache (export with "Disable cache" ticked)';
  if (isRedirect(e) || e.status === 204 || e.status === 205 || e.status < 200 || e.method === 'HEAD' || e.method === 'OPTIONS') return null;
  if (e.responseBody.length > 0) return null;
  const content = isObj(res.content) ? res.content : null;
  if (!content) return 'no response.content';
  if (typeof content._file === 'string') return null;
  const size = typeof content.size === 'number' ? content.size : null;
  if (size === 0) return null; // an empty body, recorded as empty
  if (content.text === undefined || content.text === null) return 'no content.text: the browser did not keep the body';
  if (size !== null && size > 0) return `content.text is empty but content.size is ${size}`;
  const length = Number(responseHeader(e, 'content-length') ?? '0');
  if (length > 0) return `content.text is empty but Content-Length is ${length}`;
  return null;
}

/** Why a raw entry cannot be part of a replay however complete (WebSockets, non-HTTP URLs), or null. */
function nonHttpReason(rawEntry: unknown, e: HarEntry): string | null {
  if (!/^https?:$/.test(new URL(e.url).protocol)) return `a ${new URL(e.url).protocol} URL`;
  const type = (e.resourceType ?? '').toLowerCase();
  if (type === 'websocket' || e.status === 101 || (isObj(rawEntry) && Array.isArray(rawEntry._webSocketMessages))) return 'a WebSocket (the replay serves HTTP only)';
  return null;
}

/**
 * A main-frame document request: Sec-Fetch-Dest when the browser sent it (iframes are "iframe"), else DevTools'
 * and Safari's resource type (its first document of a HAR page: later ones are frames), else the first HTML (or
 * redirect) answer of a HAR page or the one whose URL is the page's title, else, without pages, an HTML answer to
 * a request that accepts HTML first.
 */
function isMainDocument(e: HarEntry, page: { id: string | null; title: string | null; navigated: boolean; first: boolean }): boolean {
  if (e.method !== 'GET' && e.method !== 'POST') return false;
  const dest = header(e, 'sec-fetch-dest');
  if (dest) return dest.toLowerCase() === 'document';
  const type = e.resourceType?.toLowerCase() ?? null;
  if (type) return type === 'document' && (page.id === null || !page.navigated);
  if (page.id !== null) return !page.navigated && ((page.first && (isHtml(e) || isRedirect(e))) || page.title === e.url);
  return isHtml(e) && /^\s*text\/html/i.test(header(e, 'accept') ?? '');
}

/** An XHR or fetch call (DevTools' resource type; else Sec-Fetch-Dest "empty" or X-Requested-With). */
export function isApiCall(e: HarEntry): boolean {
  const type = e.resourceType?.toLowerCase() ?? null;
  if (type) return type === 'xhr' || type === 'fetch';
  return header(e, 'sec-fetch-dest')?.toLowerCase() === 'empty' || header(e, 'x-requested-with') !== null;
}

function iso(s: string | null): string | null {
  if (!s) return null;
  const t = Date.parse(s);
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/** Works out the steps and what is kept from an export. Throws FromHarError when it holds no page navigation. */
export function analyseExport(x: HarExport): HarAnalysis {
  const { har, raw } = x;
  const rawEntries = raw.log.entries;
  const rawPages = Array.isArray(raw.log.pages) ? raw.log.pages.filter(isObj) : [];
  const pages = new Map<string, { title: string | null; startedDateTime: string | null }>();
  for (const p of rawPages) {
    if (typeof p.id === 'string') pages.set(p.id, { title: typeof p.title === 'string' ? p.title : null, startedDateTime: typeof p.startedDateTime === 'string' ? p.startedDateTime : null });
  }
  const pageOf = (i: number): string | null => {
    const r = rawEntries[i];
    return isObj(r) && typeof r.pageref === 'string' && pages.has(r.pageref) ? r.pageref : null;
  };
  // entries in the order they started (exporters mostly write them so; a stable sort keeps ties as written)
  const order = har.entries.map((e, i) => ({ e, i, t: Date.parse(e.startedDateTime ?? '') })).sort((a, b) => (Number.isNaN(a.t) || Number.isNaN(b.t) ? 0 : a.t - b.t) || a.i - b.i);

  const missing: MissingBody[] = [];
  const nonHttp: HarAnalysis['nonHttp'] = [];
  let production = 0;
  const dropped = new Set<number>();
  for (const { e, i } of order) {
    if (PRODUCTION_TRACKER.test(e.url)) {
      production++;
      dropped.add(i);
      continue;
    }
    const odd = nonHttpReason(rawEntries[i], e);
    if (odd) {
      nonHttp.push({ entry: i, url: e.url, why: odd });
      dropped.add(i);
      continue;
    }
    const why = missingBodyReason(rawEntries[i], e);
    if (why) {
      missing.push({ entry: i, method: e.method, url: e.url, status: e.status, why });
      dropped.add(i);
    }
  }

  // navigations: main-frame documents in start order; a redirect's target continues its chain
  const navigations: PageNavigation[] = [];
  const notReplayable: HarAnalysis['notReplayable'] = [];
  const seenPage = new Set<string>();
  const navigatedPage = new Set<string>();
  let chain: { nav: PageNavigation; next: string } | null = null;
  for (const { e, i } of order) {
    if (PRODUCTION_TRACKER.test(e.url) || nonHttp.some((n) => n.entry === i)) continue;
    const pageId = pageOf(i);
    const first = pageId !== null && !seenPage.has(pageId);
    if (pageId !== null) seenPage.add(pageId);
    const title = pageId !== null ? pages.get(pageId)!.title : null;
    if (chain && e.url === chain.next && (pageId === null || pageId === chain.nav.pageId || !navigatedPage.has(pageId))) {
      chain.nav.documentEntry = i;
      chain = isRedirect(e) && e.redirectURL ? { nav: chain.nav, next: new URL(e.redirectURL, e.url).href.replace(/#.*$/, '') } : null;
      continue;
    }
    const navigated = pageId !== null && navigatedPage.has(pageId);
    if (!isMainDocument(e, { id: pageId, title, first, navigated })) continue;
    if (pageId !== null) navigatedPage.add(pageId);
    // a page's start belongs to its first navigation (Firefox, by default, writes one page for a whole visit)
    const own = pageId !== null && !navigated;
    const nav: PageNavigation = { entry: i, documentEntry: i, url: e.url, pageId, title: own ? title : null, startedDateTime: (own ? pages.get(pageId)!.startedDateTime : null) ?? e.startedDateTime };
    chain = isRedirect(e) && e.redirectURL ? { nav, next: new URL(e.redirectURL, e.url).href.replace(/#.*$/, '') } : null;
    navigations.push(nav);
  }

  // a page with several navigations (Firefox's default: one page for the visit) has a title that names only one of them
  for (const nav of navigations) if (nav.pageId !== null && navigations.filter((n) => n.pageId === nav.pageId).length > 1) nav.title = null;
  const steps = new StepCollector();
  const stepNavs: PageNavigation[] = [];
  for (const nav of navigations) {
    const first = har.entries[nav.entry]!;
    const doc = har.entries[nav.documentEntry]!;
    if (first.method !== 'GET') {
      notReplayable.push({ url: nav.url, reason: `a ${first.method} form submission: a goto step can only GET it. Add the fill/click steps that submit the form to steps.json` });
      continue;
    }
    if (isRedirect(doc)) {
      notReplayable.push({ url: nav.url, reason: `its redirect chain ends at ${doc.redirectURL}, which the HAR does not hold` });
      continue;
    }
    const gone = missing.find((m) => m.entry === nav.documentEntry);
    if (gone) {
      notReplayable.push({ url: nav.url, reason: `its document has no body in the HAR (${gone.why})` });
      continue;
    }
    steps.navigation(nav.url, { typed: true });
    stepNavs.push(nav);
  }
  for (const [id, p] of pages) {
    if (!navigations.some((n) => n.pageId === id)) notReplayable.push({ url: p.title ?? id, reason: `page ${id} has no document request in the HAR (served from the cache, or the export started after it)` });
  }
  if (steps.steps.length === 0) {
    const why = notReplayable.length ? ` (${notReplayable.map((n) => `${n.url}: ${n.reason}`).join('; ')})` : '';
    throw new FromHarError(
      `${x.file}: no page navigation found${why}: the HAR holds ${har.entries.length} requests but no main-frame document a goto step could load. ` +
        'Export the visit with "Preserve log" (Chrome) or "Persist Logs" (Firefox) ticked and the page reloaded after opening the network panel.',
    );
  }

  const kept = order.map((o) => o.i).filter((i) => !dropped.has(i));
  const base64 = kept.filter((i) => {
    const r = rawEntries[i];
    return isObj(r) && isObj(r.response) && isObj(r.response.content) && r.response.content.encoding === 'base64';
  }).length;
  const firstNav = har.entries[stepNavs[0]!.entry]!;
  const firstTime = iso(stepNavs[0]!.startedDateTime) ?? iso(order.find((o) => iso(o.e.startedDateTime))?.e.startedDateTime ?? null);
  if (!firstTime) throw new FromHarError(`${x.file}: no entry has a startedDateTime, so the time of the visit (the replay's clock) is unknown. ${EXPORT_AGAIN}`);
  const lang = header(firstNav, 'accept-language')?.split(',')[0]?.split(';')[0]?.trim() ?? null;
  let locale: string | null = null;
  try {
    if (lang && lang !== '*') locale = Intl.getCanonicalLocales(lang)[0] ?? null;
  } catch {}
  return {
    flavour: x.flavour,
    exporter: x.exporter,
    pages: rawPages.length,
    navigations: stepNavs,
    notReplayable,
    steps: steps.steps,
    kept,
    missing,
    production,
    nonHttp,
    base64,
    recordedAt: firstTime,
    userAgent: header(firstNav, 'user-agent'),
    locale,
  };
}

// ---- import ----

export interface FromHarOptions {
  file: string;
  name: string;
  provider: string;
  siteKey: string;
  clientId?: number | string | null;
  installId?: number | string | null;
  options?: Record<string, unknown>;
  timezone?: string;
  locale?: string;
  force?: boolean;
  /** recordings root (default recordings/ at the repository root) */
  root?: string;
  /** replay once and write golden.json (default true) */
  golden?: boolean;
  trackerFile?: string;
  /** an open browser for the replay (else one is launched with `launch` and closed) */
  browser?: Browser;
  launch?: LaunchOptions;
  log?: (line: string) => void;
  /** the site mapping's adapter options for the recording's start URL, when it has any (meta.json options) */
  siteOptions?: (startUrl: string) => Record<string, unknown> | undefined;
  /** called once the HAR is found usable, before the replay (the CLI makes sure of the browser and the build) */
  prepare?: () => Promise<void>;
}

export interface FromHarResult {
  dir: string;
  meta: Meta;
  analysis: HarAnalysis;
  entries: number;
  /** recording.har's entries, in its order (the replay's served[].entry positions) */
  harEntries: HarEntry[];
  redacted: RedactStats;
  replay: SiteRun | null;
  hadGolden: boolean;
  golden: GoldenEvent[] | null;
}

/** Makes recordings/<name>/ from an exported HAR. Throws FromHarError for usage problems (nothing written). */
export async function importHar(opts: FromHarOptions): Promise<FromHarResult> {
  const log = opts.log ?? (() => {});
  if (!SITE_SLUG.test(opts.name)) throw new FromHarError(`--name "${opts.name}" is not a lowercase slug (a-z, 0-9, single dashes), e.g. "sea-view-rentals"`);
  const root = resolve(opts.root ?? join(ROOT, 'recordings'));
  const target = join(root, opts.name);
  if (existsSync(target) && !opts.force) throw new FromHarError(`${target} already exists: pass --force to replace it (the old recording is replaced only when the new one is complete)`);
  const x = readExport(opts.file);
  const analysis = analyseExport(x);
  for (const line of describeAnalysis(analysis)) log(line);

  const kept: Har = { file: null, creator: x.har.creator, entries: analysis.kept.map((i) => x.har.entries[i]!) };
  const redacted = newRedactStats();
  const clean = redactHar(kept, redacted);
  const byEntry = new Map(analysis.kept.map((i, k) => [i, clean.entries[k]!]));
  const env = {
    userAgent: analysis.userAgent ?? DEFAULT_ENV.userAgent,
    timezone: opts.timezone ?? DEFAULT_ENV.timezone,
    locale: opts.locale ?? analysis.locale ?? DEFAULT_ENV.locale,
    viewport: DEFAULT_ENV.viewport,
  };
  const startUrl = analysis.steps[0]!.goto as string;
  const siteOptions = opts.options ?? opts.siteOptions?.(startUrl);
  const meta: Meta = {
    site: opts.name,
    startUrl,
    recordedAt: analysis.recordedAt,
    timezone: env.timezone,
    locale: env.locale,
    viewport: env.viewport,
    userAgent: env.userAgent,
    browserVersion: x.exporter,
    recorderVersion: HAR_IMPORT_VERSION,
  };
  const carried = carryOver(join(target, RECORDING_FILES.meta));
  const files: Record<string, string | Buffer> = {
    [RECORDING_FILES.har]: stringifyHar(clean),
    [RECORDING_FILES.steps]: JSON.stringify(analysis.steps, null, 2) + '\n',
    [RECORDING_FILES.meta]: JSON.stringify({ ...meta, ...carried }, null, 2) + '\n',
    [RECORDING_FILES.mapping]: stringifyMapping([siteRecord(startUrl, { ...opts, options: siteOptions })]),
  };
  if (Object.keys(carried).length) log(`  kept ${Object.keys(carried).join(' and ')} from the previous meta.json`);
  analysis.navigations.forEach((nav, k) => {
    const doc = byEntry.get(nav.documentEntry);
    if (doc) files[`${RECORDING_FILES.snapshots}/${snapshotName(k, analysis.steps[k]!.name)}`] = redactSnapshot(doc.responseBody.toString('utf8'));
  });
  log(`  redacted: ${redacted.headers} headers, ${redacted.fields} fields, ${redacted.cards} card numbers`);
  log(`  environment: user agent ${analysis.userAgent ? "the visitor's" : 'pinned (the HAR has none)'}, locale ${env.locale}${opts.locale ? '' : analysis.locale ? ' (Accept-Language)' : ' (default)'}, time zone ${env.timezone}${opts.timezone ? '' : ' (a HAR does not say: pass --timezone for the visitor\'s)'}, viewport ${env.viewport.width}x${env.viewport.height}`);

  const tmpRoot = join(ROOT, '.beacon-tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const work = mkdtempSync(join(tmpRoot, `from-har-${opts.name}-`));
  const cleanup = () => rmSync(work, { recursive: true, force: true });
  process.once('exit', cleanup);
  try {
    let replay: SiteRun | null = null;
    let golden: GoldenEvent[] | null = null;
    const hadGolden = existsSync(join(target, RECORDING_FILES.golden));
    if (opts.golden !== false) {
      await opts.prepare?.();
      log('  replaying the imported recording once to write golden.json…');
      ({ replay, golden } = await firstReplay(files, target, join(work, opts.name), { browser: opts.browser, launch: opts.launch, trackerFile: opts.trackerFile }));
    }
    writeRecordingAtomically(target, files, { force: opts.force });
    return { dir: target, meta, analysis, entries: clean.entries.length, harEntries: clean.entries, redacted, replay, hadGolden, golden };
  } finally {
    process.off('exit', cleanup);
    cleanup();
  }
}

// ---- summary ----

const FLAVOUR_NAME: Record<HarFlavour, string> = { devtools: 'Chrome DevTools', firefox: 'Firefox', safari: 'Safari', playwright: 'Playwright', unknown: 'an unknown exporter' };

/** What was found in the export: pages → steps, entries kept, entries without a body. */
export function describeAnalysis(a: HarAnalysis): string[] {
  const lines = [`  exported by ${FLAVOUR_NAME[a.flavour]} (${a.exporter}); the visit started at ${a.recordedAt}`];
  lines.push(`  pages: ${a.pages} in log.pages, ${a.navigations.length + a.notReplayable.filter((n) => !n.reason.startsWith('page ')).length} page navigations found → ${a.steps.length} steps`);
  a.steps.forEach((s, k) => lines.push(`    step ${k + 1} ${s.name}: goto ${s.goto}${a.navigations[k]!.title && a.navigations[k]!.title !== a.navigations[k]!.url ? `  ("${a.navigations[k]!.title}")` : ''}`));
  for (const n of a.notReplayable) lines.push(`    no step: ${n.url}: ${n.reason}`);
  const total = a.kept.length + a.missing.length + a.production + a.nonHttp.length;
  lines.push(`  entries: ${a.kept.length} of ${total} kept${a.base64 ? ` (${a.base64} with base64 bodies, decoded)` : ''}; left out: ${a.production} of the production tracker, ${a.missing.length} without a response body, ${a.nonHttp.length} not HTTP`);
  if (a.missing.length) {
    lines.push('  without a response body (not replayable: a page that asks for one of them during the replay finds it unanswered):');
    for (const m of a.missing) lines.push(`    ${m.method} ${m.url} (${m.why})`);
  }
  for (const n of a.nonHttp) lines.push(`  left out: ${n.url} (${n.why})`);
  return lines;
}

/** What the first replay made of the import: status, unmatched requests (and which lacked a body), entries never asked for. */
export function describeReplay(r: FromHarResult): string[] {
  const run = r.replay;
  if (!run) return [`  not replayed (--no-golden): write golden.json with npm run replay -- ${r.meta.site} --update`];
  const rep = run.report;
  const lines: string[] = [];
  lines.push(`  replay: ${rep.status === 'error' ? `failed: ${rep.error}` : `${run.actual.length} events${rep.unmatched.length ? `, ${rep.unmatched.length} requests unanswered` : ', every request answered'}`}`);
  const missingUrls = new Map(r.analysis.missing.map((m) => [`${m.method} ${m.url}`, m]));
  for (const u of rep.unmatched) {
    const gone = missingUrls.get(`${u.method} ${u.url}`);
    lines.push(`    unanswered [${u.step}] ${u.method} ${u.url}${gone ? `: its body is not in the export (${gone.why})` : ': the export has no such request'}`);
  }
  const asked = new Set(rep.unmatched.map((u) => `${u.method} ${u.url}`));
  const notAsked = r.analysis.missing.filter((m) => !asked.has(`${m.method} ${m.url}`));
  if (notAsked.length && rep.status !== 'error') lines.push(`  ${notAsked.length} of the ${r.analysis.missing.length} entries without a body were not asked for during the replay (nothing lost for these steps)`);
  const served = new Set(run.served.map((s) => s.entry));
  const unused = rep.status === 'error' ? [] : r.harEntries.filter((e, k) => !served.has(k) && isApiCall(e));
  if (unused.length) {
    lines.push(`  ${unused.length} XHR/fetch requests of the export were never asked for by the goto steps (made after a click or a form change? add those steps to steps.json, then npm run replay -- ${r.meta.site} --update):`);
    for (const e of unused) lines.push(`    ${e.method} ${e.url}`);
  }
  for (const w of run.warnings) lines.push(`  warning: ${w}`);
  return lines;
}
