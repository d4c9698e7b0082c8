// Records a site into recordings/<name>/ (layout: harness/recording/layout.ts):
//   1. a fresh context with Playwright's recordHar (content embedded) writes the raw HAR to a private temp folder;
//      the context runs in the pinned environment (harness/pinned-env.ts: fixed user agent, screen, time zone,
//      locale…), never the machine's, and meta.json records it for the replay;
//   2. the production tracker's own traffic (cdn/collect/errors *.beacon-analytics.com) is aborted in the browser
//      and filtered out of the HAR: replays inject the build under test instead;
//   3. the steps run (given: headless or headed; interactive: the engineer browses, clicks and navigations
//      become steps) with a DOM snapshot after each;
//   4. the HAR, URLs in steps and the snapshots are redacted before anything is written;
//   5. the new recording is replayed once from a temp copy to produce golden.json;
//   6. everything (HAR, steps, meta, snapshots, golden) is written with writeRecordingAtomically: a temp folder
//      beside the target, then a rename. Without `force` an existing recording is never touched; Ctrl-C at any
//      point leaves the target as it was (temp folders are removed on SIGINT/SIGTERM/exit).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, LaunchOptions, Page } from 'playwright';
import { launchChromium } from '../browser.ts';
import { contextOptions, DEFAULT_ENV, pinContext, type RecordedEnv } from '../pinned-env.ts';
import { readHar } from '../har/read.ts';
import type { Har } from '../har/types.ts';
import { filterHar, stringifyHar } from '../har/write.ts';
import { newRedactStats, redactCardNumbers, redactHar, redactUrl, isSecretField, REDACTED, type RedactStats } from '../recording/redact.ts';
import { RECORDING_FILES, snapshotName } from '../recording/layout.ts';
import { resolveStep, type Step, parseSteps } from '../recording/steps.ts';
import { SITE_SLUG, type Meta } from '../recording/meta.ts';
import { siteRecord, stringifyMapping, type InstallRecord } from '../recording/mapping.ts';
import { writeRecordingAtomically } from '../recording/atomic-write.ts';
import type { GoldenEvent } from '../report/types.ts';
import { performStep, stepTarget } from '../recording/perform-step.ts';
import { NetworkWatch } from '../recording/network-watch.ts';
import { runSite, type SiteRun } from '../replay/run.ts';
import { defaultTrackerFile } from '../replay/engine.ts';
import { BINDING, STEP_CAPTURE_SCRIPT, StepCollector, type RawAction } from './capture-steps.ts';

export const RECORDER_VERSION = 'beacon-recorder/1';
const ROOT = join(import.meta.dirname, '..', '..');
/** The production tracker's hosts: script, collection, session page, error reporting. */
export const PRODUCTION_TRACKER = /^https?:\/\/([^/]*\.)?beacon-analytics\.com(:\d+)?(\/|$)/i;

export interface RecordOptions {
  url: string;
  name: string;
  /** steps to run; null: interactive (requires headed) */
  steps: Step[] | null;
  headed?: boolean;
  provider: string;
  siteKey?: string | null;
  clientId?: number | string | null;
  installId?: number | string | null;
  /** the site mapping's adapter options, written to mapping.json with the keys above */
  options?: Record<string, unknown>;
  /** the site's install records as they are (record:demos: the recording's mapping.json); instead of the above */
  mapping?: InstallRecord[];
  /** the pinned environment (harness/pinned-env.ts DEFAULT_ENV unless given); written to meta.json */
  timezone?: string;
  locale?: string;
  viewport?: { width: number; height: number };
  userAgent?: string;
  /** extra launch options for the recording browser and the first replay's (the harness's tests use it to record
   * from a browser whose own user agent, language, time zone and scale differ from the pinned ones) */
  launch?: LaunchOptions;
  /** Chromium --host-resolver-rules (demo sites) */
  hostResolverRules?: string;
  force?: boolean;
  /** recordings root (default recordings/ at the repository root) */
  root?: string;
  log?: (line: string) => void;
  /** interactive mode: resolves when the engineer is done (e.g. Enter pressed) */
  finished?: () => Promise<void>;
  /** called with the recording page (tests drive interactive mode through it) */
  onPage?: (page: Page) => void;
  /** interactive mode without a window (the harness's own tests drive the page through onPage) */
  interactiveHeadless?: boolean;
  /** replay once and write golden.json (default true) */
  golden?: boolean;
  /** the built tracker for that replay (default dist/tracker.js; the caller builds it) */
  trackerFile?: string;
  /** real ms of network quiet that ends a recorded step */
  quietMs?: number;
}

export interface RecordResult {
  dir: string;
  meta: Meta;
  steps: Step[];
  entries: number;
  dropped: number;
  redacted: RedactStats;
  /** the first replay (null when golden was not asked for); replay.update.changes: against the previous golden */
  replay: SiteRun | null;
  /** a golden.json existed before (re-recording) */
  hadGolden: boolean;
  golden: GoldenEvent[] | null;
}

export class RecordError extends Error {}

/** Redacts secret-looking hidden/inputs values and card numbers in a DOM snapshot. */
export function redactSnapshot(html: string): string {
  const out = html.replace(/<input\b[^>]*>/gi, (tag) => {
    const name = /\bname\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = /\bvalue\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const type = /\btype\s*=\s*["']?password/i.test(tag);
    if (!value) return tag;
    const n = name ? (name[2] ?? name[3] ?? name[4] ?? '') : '';
    const v = value[2] ?? value[3] ?? value[4] ?? '';
    if (type || (n && isSecretField(n, v))) return tag.replace(value[0], `value="${REDACTED}"`);
    return tag;
  });
  return redactCardNumbers(out);
}

interface CapturedBody {
  method: string;
  url: string;
  postData: string | null;
  body: Buffer;
  /** the answer's status and headers, for an entry the HAR has without its answer (aborted by a navigation) */
  status: number;
  headers: { name: string; value: string }[];
  used?: boolean;
}

const captureSessions = new WeakSet<Page>();

/** Reads XHR, fetch and document answers at the response stage (see recordSite). Never fails the recording. */
async function captureBodies(context: BrowserContext, page: Page, out: CapturedBody[]): Promise<void> {
  if (captureSessions.has(page)) return;
  captureSessions.add(page);
  try {
    const cdp = await context.newCDPSession(page);
    cdp.on('Fetch.requestPaused', (ev: { requestId: string; request: { method: string; url: string; postData?: string }; responseStatusCode?: number; responseHeaders?: { name: string; value: string }[] }) => {
      void (async () => {
        try {
          const status = ev.responseStatusCode ?? 0;
          if (status < 300 || status >= 400) {
            const b = (await cdp.send('Fetch.getResponseBody', { requestId: ev.requestId })) as { body: string; base64Encoded: boolean };
            const url = ev.request.url.replace(/#.*$/, '');
            out.push({ method: ev.request.method, url, postData: ev.request.postData ?? null, body: Buffer.from(b.body, b.base64Encoded ? 'base64' : 'utf8'), status, headers: ev.responseHeaders ?? [] });
          }
        } catch {}
        await cdp.send('Fetch.continueRequest', { requestId: ev.requestId }).catch(() => {});
      })();
    });
    await cdp.send('Fetch.enable', {
      patterns: (['XHR', 'Fetch', 'Document', 'Script'] as const).map((resourceType) => ({ urlPattern: '*', resourceType, requestStage: 'Response' as const })),
    });
  } catch {}
}

/** Fills HAR entries recorded without a body from the response-stage captures (same method, URL and body, in order).
 * An entry the HAR has without any answer (status 0 or less: the page navigated while it was read, a booking call
 * whose handler moves on at once) gets the captured answer whole: status, headers and body. */
export function fillBodies(har: Har, captured: CapturedBody[]): Har & { filled: number } {
  let filled = 0;
  const entries = har.entries.map((e) => {
    const aborted = e.status <= 0;
    if (!aborted && (e.responseBody.length > 0 || e.status < 200 || (e.status >= 300 && e.status < 400) || e.status === 204)) return e;
    const same = (c: CapturedBody) => !c.used && c.method === e.method && c.url === e.url && (e.requestBody === null || c.postData === null || c.postData === e.requestBody);
    const hit = captured.find(same);
    if (!hit || (hit.body.length === 0 && !aborted) || (aborted && hit.status <= 0)) return e;
    hit.used = true;
    filled++;
    return aborted ? { ...e, status: hit.status, statusText: '', responseHeaders: hit.headers, responseBody: hit.body } : { ...e, responseBody: hit.body };
  });
  return { ...har, entries, filled };
}

/** The hand-written `matcher` and `replay` fields of an existing meta.json (nothing when there is none). */
export function carryOver(metaFile: string): Record<string, unknown> {
  try {
    const old = JSON.parse(readFileSync(metaFile, 'utf8')) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const k of ['matcher', 'replay']) if (old[k] && typeof old[k] === 'object') out[k] = old[k];
    return out;
  } catch {
    return {};
  }
}

async function runStep(page: Page, step: Step, baseUrl: string): Promise<void> {
  const s = resolveStep(step, baseUrl);
  const timeout = 30_000;
  await performStep(page, s, () => stepTarget(page, s), timeout);
  await page.waitForLoadState('load', { timeout }).catch(() => {});
}

/** Records a site. Throws RecordError for usage problems (bad name, existing target without force). */
export async function recordSite(opts: RecordOptions): Promise<RecordResult> {
  const log = opts.log ?? (() => {});
  if (!SITE_SLUG.test(opts.name)) throw new RecordError(`--name "${opts.name}" is not a lowercase slug (a-z, 0-9, single dashes), e.g. "streamline" or "sea-view-rentals"`);
  const root = resolve(opts.root ?? join(ROOT, 'recordings'));
  const target = join(root, opts.name);
  if (existsSync(target) && !opts.force) throw new RecordError(`${target} already exists: pass --force to record it again (the old recording is replaced only when the new one is complete)`);
  if (!opts.steps && !opts.headed && !opts.interactiveHeadless) throw new RecordError('without --steps the recording is interactive: add --headed (and browse, then press Enter), or give --steps <file>');
  if (opts.steps) parseSteps(opts.steps, '--steps');

  const tmpRoot = join(ROOT, '.beacon-tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const work = mkdtempSync(join(tmpRoot, `record-${opts.name}-`));
  const cleanup = () => rmSync(work, { recursive: true, force: true });
  const onSignal = () => cleanup();
  process.once('exit', onSignal);
  const rawHar = join(work, 'raw.har');
  const recordedAt = new Date().toISOString();
  // Never the browser's or the machine's own: what the replay will pin, from meta.json.
  const env: RecordedEnv = {
    userAgent: opts.userAgent ?? DEFAULT_ENV.userAgent,
    timezone: opts.timezone ?? DEFAULT_ENV.timezone,
    locale: opts.locale ?? DEFAULT_ENV.locale,
    viewport: opts.viewport ?? DEFAULT_ENV.viewport,
  };

  let browser: Browser | null = null;
  let context: BrowserContext | null = null;
  try {
    browser = await launchChromium({
      ...opts.launch,
      headless: !opts.headed,
      args: [...(opts.launch?.args ?? []), ...(opts.hostResolverRules ? [`--host-resolver-rules=${opts.hostResolverRules}`] : [])],
    });
    context = await browser.newContext({
      ...contextOptions(env),
      recordHar: { path: rawHar, content: 'embed', mode: 'full' },
      serviceWorkers: 'block',
    });
    await pinContext(context, env);
    await context.route(PRODUCTION_TRACKER, (route) => route.abort('blockedbyclient'));
    // Bodies: Playwright's HAR recorder reads each body from the browser once the request has finished; a page
    // that navigates right after an XHR answer (location.href = data.url) loses that body ("No resource with
    // given identifier"). So XHR, fetch and document answers are also read at the response stage through the
    // DevTools Fetch domain, before the page sees them, and fill the HAR entries that came out empty.
    const captured: CapturedBody[] = [];
    context.on('page', (p) => void captureBodies(context!, p, captured));
    const page = await context.newPage();
    await captureBodies(context, page, captured);
    opts.onPage?.(page);
    // a step ends when the page has had no request in flight for quietMs real time (at most 15 s)
    const network = new NetworkWatch(page);
    const quietMs = opts.quietMs ?? 500;
    const quiet = (ms: number) => network.quiet({ quietMs: ms, capMs: 15_000 });
    // the browser that recorded, for the record (doctor shows it); nothing in a replay depends on it
    const version = browser.version();
    const snapshots: { name: string; html: string }[] = [];
    let steps: Step[];

    if (opts.steps) {
      steps = opts.steps;
      for (const [i, step] of steps.entries()) {
        log(`  step ${i + 1}/${steps.length} ${step.name}`);
        await runStep(page, step, opts.url);
        await quiet(quietMs);
        snapshots.push({ name: snapshotName(i, step.name), html: await page.content() });
      }
    } else {
      const collector = new StepCollector();
      let chain = Promise.resolve();
      const snap = () => {
        const i = collector.steps.length - 1;
        const step = collector.steps[i]!;
        log(`  step ${i + 1} ${step.name}${step.goto ? ` ${step.goto}` : ''}`);
        chain = chain.then(async () => {
          await quiet(quietMs);
          const html = await page.content().catch(() => '');
          snapshots[i] = { name: snapshotName(i, step.name), html };
        });
      };
      await context.exposeBinding(BINDING, (_source, a: RawAction) => {
        collector.action(a);
        snap();
      });
      await context.addInitScript({ content: STEP_CAPTURE_SCRIPT });
      // Who started a main-frame navigation: no Referer means the engineer (address bar, bookmark).
      const navs = new Map<string, { typed: boolean; firstUrl: string }>();
      page.on('request', (r) => {
        if (!r.isNavigationRequest() || r.frame() !== page.mainFrame()) return;
        let first = r;
        while (first.redirectedFrom()) first = first.redirectedFrom()!;
        navs.set(r.url(), { typed: !first.headers()['referer'], firstUrl: first.url() });
      });
      page.on('framenavigated', (frame) => {
        if (frame !== page.mainFrame()) return;
        const nav = navs.get(frame.url());
        if (collector.navigation(frame.url(), nav ?? {})) snap();
      });
      await page.goto(opts.url, { waitUntil: 'load' });
      log('  Browse the site in the Chromium window: clicks, form fields and navigations become steps. Press Enter here when done.');
      await (opts.finished ? opts.finished() : new Promise<void>(() => {}));
      await chain;
      steps = collector.steps;
      if (!steps.length) throw new RecordError('nothing was recorded (no navigation or click)');
    }
    await context.close(); // writes the HAR
    context = null;
    await browser.close();
    browser = null;

    // ---- filter, redact, assemble ----
    const har = fillBodies(readHar(rawHar), captured);
    if (har.filled) log(`  ${har.filled} response bodies the HAR recorder missed were filled from the response stage`);
    // never silent: an answer that had a body (its content-length says so) and reached neither the HAR nor the
    // response stage is replayed empty; say which, so a replay that then breaks is not a mystery
    for (const [i, e] of har.entries.entries()) {
      const length = Number(e.responseHeaders.find((h) => h.name.toLowerCase() === 'content-length')?.value ?? 0);
      if (length > 0 && e.responseBody.length === 0 && e.status >= 200 && e.status < 300 && !PRODUCTION_TRACKER.test(e.url))
        log(`  WARNING: entry ${i} ${e.method} ${e.url}: its ${length}-byte answer was not recorded (the page moved on before it could be read); a replay answers it empty. Record again: npm run record -- ${opts.url} --name ${opts.name} --force`);
      else if (e.status <= 0 && ['xhr', 'fetch'].includes(e.resourceType ?? '') && !PRODUCTION_TRACKER.test(e.url))
        log(`  WARNING: entry ${i} ${e.method} ${e.url}: no answer was recorded (the call failed or the page moved on first); a replay answers it as a failed call. Record again if the page got an answer: npm run record -- ${opts.url} --name ${opts.name} --force`);
    }
    const kept = filterHar(har, (e) => !PRODUCTION_TRACKER.test(e.url));
    const dropped = har.entries.length - kept.entries.length;
    const redacted = newRedactStats();
    const clean = redactHar(kept, redacted);
    const cleanSteps = steps.map((s) => ({ ...s, ...(typeof s.goto === 'string' ? { goto: redactUrl(s.goto) } : {}), ...(s.url ? { url: redactUrl(s.url) } : {}) }));
    const first = cleanSteps.map((s) => resolveStep(s, opts.url)).find((s) => s.action === 'goto');
    const meta: Meta = {
      site: opts.name,
      startUrl: first?.url ?? opts.url,
      recordedAt,
      timezone: env.timezone,
      locale: env.locale,
      viewport: env.viewport,
      userAgent: env.userAgent,
      browserVersion: version,
      recorderVersion: RECORDER_VERSION,
    };
    // Per-site exceptions written by hand into the old meta.json (matcher overrides, replay allow-list and
    // quiet window) survive a re-recording: they describe the site, not one recording of it.
    const carried = carryOver(join(target, RECORDING_FILES.meta));
    const files: Record<string, string | Buffer> = {
      [RECORDING_FILES.har]: stringifyHar(clean),
      [RECORDING_FILES.steps]: JSON.stringify(cleanSteps, null, 2) + '\n',
      [RECORDING_FILES.meta]: JSON.stringify({ ...meta, ...carried }, null, 2) + '\n',
      [RECORDING_FILES.mapping]: stringifyMapping(opts.mapping ?? [siteRecord(meta.startUrl, opts)]),
    };
    if (Object.keys(carried).length) log(`  kept ${Object.keys(carried).join(' and ')} from the previous meta.json`);
    for (const s of snapshots) if (s) files[`${RECORDING_FILES.snapshots}/${s.name}`] = redactSnapshot(s.html);
    log(`  ${clean.entries.length} requests recorded (${dropped} of the production tracker left out), redacted: ${redacted.headers} headers, ${redacted.fields} fields, ${redacted.cards} card numbers`);

    // ---- first replay: golden.json ----
    let replay: SiteRun | null = null;
    let golden: GoldenEvent[] | null = null;
    const hadGolden = existsSync(join(target, RECORDING_FILES.golden));
    if (opts.golden !== false) {
      log('  replaying the new recording once to write golden.json…');
      ({ replay, golden } = await firstReplay(files, target, join(work, opts.name), { launch: opts.launch, trackerFile: opts.trackerFile }));
    }
    writeRecordingAtomically(target, files, { force: opts.force });
    return { dir: target, meta, steps: cleanSteps, entries: clean.entries.length, dropped, redacted, replay, golden, hadGolden };
  } finally {
    await context?.close().catch(() => {});
    await browser?.close().catch(() => {});
    process.off('exit', onSignal);
    cleanup();
  }
}

/**
 * The first replay of a recording about to be written (`files`, by path inside the folder): replayed from a copy
 * at `copy`, with the previous golden of `target` when there is one (the update then reports what changed), and
 * golden.json added to `files` when the replay wrote it. Shared by the recorder and the HAR import.
 */
export async function firstReplay(
  files: Record<string, string | Buffer>,
  target: string,
  copy: string,
  opts: { browser?: Browser; launch?: Parameters<typeof launchChromium>[0]; trackerFile?: string },
): Promise<{ replay: SiteRun; golden: GoldenEvent[] | null }> {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(copy, name, '..'), { recursive: true });
    writeFileSync(join(copy, name), content);
  }
  const previous = join(target, RECORDING_FILES.golden);
  if (existsSync(previous)) writeFileSync(join(copy, RECORDING_FILES.golden), readFileSync(previous));
  const browser = opts.browser ?? (await launchChromium(opts.launch));
  let replay: SiteRun;
  try {
    replay = await runSite(browser, copy, { update: true, trackerSource: readFileSync(opts.trackerFile ?? defaultTrackerFile()) });
  } finally {
    if (!opts.browser) await browser.close();
  }
  if (!replay.update?.written) return { replay, golden: null };
  files[RECORDING_FILES.golden] = readFileSync(join(copy, RECORDING_FILES.golden), 'utf8');
  return { replay, golden: replay.actual };
}

/** The golden events as the engineer reads them after recording: one line each. */
export function describeEvents(events: GoldenEvent[]): string[] {
  return events.map((e, i) => `  ${String(i).padStart(3)}  ${e.step.padEnd(18)} ${e.action.padEnd(12)} ${JSON.stringify(e.payload)}`);
}

