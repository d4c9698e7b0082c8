// The replay engine: one recording, one fresh browser context, the freshly built tracker, and every request
// answered from the recording's HAR. Returns what the capture endpoint received, step by step.
//
// The context is pinned to the recording: meta's timezone, locale, viewport and user agent, and the fixed device
// of harness/pinned-env.ts (screen, scale factor, colour scheme, navigator hardware…); the Playwright clock
// paused at recordedAt and advanced only by the harness (idle.ts); Math.random and crypto ids seeded
// (page-init.ts). Nothing reaches the network: `context.route('**/*')` answers
//   - https://cdn.beacon-analytics.com/tracker.js (the production script URL) with dist/tracker.js, also
//     injected as the embed tag when a page has none; a page's own async tag is served parser-blocking so the
//     tracker runs at the tag's place in every replay (embed-tag.ts); the main part it loads from beside it,
//     tracker.main.js?v=<hash>, with the built main part of that hash (tracker-main.ts);
//   - the capture endpoint (REPLAY_ENDPOINT, set as __beaconConfig.endpoint): every batch is stored, tagged with
//     the step, and answered `{}` as the collection service would; error reports are stored too;
//   - everything else from the HarMatcher; a request nothing matches gets a 404 and is listed as unmatched
//     (step, method, URL, body, key). Other beacon-analytics.com hosts (production collection, errors) are never
//     answered: a request there is unmatched too, since replay must not depend on production.
// Unmatched requests fail the site unless meta.json's `replay.allowUnmatched` lists them (see allowList below);
// allowed ones still get a 404 and a console line, never silence.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import type { Browser, BrowserContext, Request, Route } from 'playwright';
import { readHar } from '../har/read.ts';
import { HarMatcher } from '../har/matcher.ts';
import { matcherOptionsFromMeta } from '../har/match-config.ts';
import { readRecording, resolveStep, type Meta, type Recording, type ResolvedStep } from '../recording/layout.ts';
import type { CapturedBatch, WireBatch } from '../golden/normalise.ts';
import type { ConsoleLine, ServedCall, UnmatchedRequest } from '../report/types.ts';
import { IDLE, nextAdvance, type IdleSettings } from './idle.ts';
import { pageInitScript, READ_STATE, type PageState } from './page-init.ts';
import { contextOptions, envOf, pinContext } from '../pinned-env.ts';
import { pinEmbedTag } from './embed-tag.ts';
import { pageConsoleLine } from './console-line.ts';
import { findMainPart, mainOf, mainPartFor } from './tracker-main.ts';

/** The production script URL (tracker/sites/_service.json scriptHosts): replays serve the build under test here. */
/** Two macrotask turns through a MessageChannel (not a timer, so the paused clock does not hold it). */
const YIELD_TASKS = `new Promise((done) => { const c = new MessageChannel(); let n = 0; c.port1.onmessage = () => (++n < 2 ? c.port2.postMessage(0) : done(0)); c.port2.postMessage(0); })`;

/** Simulated time between two visitor actions during replay. */
const THINK_MS = 1000;

export const TRACKER_URL = 'https://cdn.beacon-analytics.com/tracker.js';
/** Where the tag script loads its main part from (with `?v=<hash>`). */
export const TRACKER_MAIN_URL = mainOf(TRACKER_URL);
/** The replay's collection service. `.test` never resolves, so nothing here can leak to a real host. */
export const REPLAY_ENDPOINT = 'https://collect.beacon.test';
export const REPLAY_ERROR_ENDPOINT = `${REPLAY_ENDPOINT}/errors`;
const PRODUCTION_HOSTS = /(^|\.)beacon-analytics\.com$/;
const CAPTURE_HOST = new URL(REPLAY_ENDPOINT).hostname;
/** Real-time cap on holding a network answer back while the clock runs (a synchronous XHR would deadlock). */
const HOLD_CAP_MS = 250;
/** Real-time limit of one click/fill/select/goto. The clock does not run while Playwright waits for an element,
 * and everything is served from memory: an element missing this long is missing. */
const STEP_ACTION_TIMEOUT_MS = 10_000;

export interface ReplayOptions {
  /** path of the built tracker; default dist/tracker.js at the repository root */
  trackerFile?: string;
  /** the tracker's bytes, when already read (the runner reads it once for all sites) */
  trackerSource?: Buffer;
  /** real-time limit for the whole replay of one recording */
  timeoutMs?: number;
  /** progress lines (step names) */
  log?: (line: string) => void;
  idle?: Partial<IdleSettings>;
  /** log every idle-loop iteration (BEACON_REPLAY_TRACE=1 in the CLI) */
  trace?: boolean;
}

export interface ServedRecord extends ServedCall {
  resourceType: string;
}

export interface ReplayResult {
  recording: Recording;
  /** a step that could not be replayed (element never there, navigation failed…); what came before is kept */
  error: string | null;
  batches: CapturedBatch[];
  /** for each batch (same index): the xhr/fetch HAR entries served in its step before it arrived */
  batchSources: ServedCall[][];
  unmatched: UnmatchedRequest[];
  /** unmatched but listed in meta.json replay.allowUnmatched: not a failure */
  allowedUnmatched: UnmatchedRequest[];
  served: ServedRecord[];
  console: ConsoleLine[];
  /** error reports the tracker posted to the replay's error endpoint (raw bodies) */
  errorReports: { step: string; body: string }[];
  /** idle caps hit, load events that never came, …: also in `console` as type "harness" */
  warnings: string[];
  /** simulated ms the clock advanced in all */
  simulatedMs: number;
  durationMs: number;
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

/** Reads meta.json's optional `replay` object (not part of the Meta contract parsed by layout.ts). */
export function readReplaySettings(dir: string): ReplaySettings {
  try {
    const raw = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8')) as { replay?: ReplaySettings };
    const r = raw.replay;
    if (!r || typeof r !== 'object') return {};
    return {
      allowUnmatched: Array.isArray(r.allowUnmatched) ? r.allowUnmatched.filter((x): x is string => typeof x === 'string' && x !== '') : undefined,
      quietMs: typeof r.quietMs === 'number' && r.quietMs > 0 ? r.quietMs : undefined,
    };
  } catch {
    return {};
  }
}

export function allowList(patterns: string[] = []): (url: string) => boolean {
  const tests = patterns.map((p) => {
    const m = /^\/(.+)\/([a-z]*)$/.exec(p);
    if (m) {
      const re = new RegExp(m[1]!, m[2]);
      return (u: string) => re.test(u);
    }
    return (u: string) => u.startsWith(p);
  });
  return (url) => tests.some((t) => t(url));
}

/** The recording's seed for randomness: stable across runs and machines. */
export function replaySeed(meta: Meta): string {
  return createHash('sha256').update(`${meta.site}|${meta.recordedAt}|${meta.startUrl}`).digest('hex').slice(0, 16);
}

export function defaultTrackerFile(): string {
  return join(import.meta.dirname, '..', '..', 'dist', 'tracker.js');
}

function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers()['origin'];
  return {
    'access-control-allow-origin': origin && origin !== 'null' ? origin : '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'content-type',
    'access-control-expose-headers': 'retry-after',
    vary: 'origin',
  };
}

function textOf(body: Buffer, mime: string | null): string | null {
  if (body.length === 0) return '';
  if (body.includes(0)) return null;
  const text = body.toString('utf8');
  if (!Buffer.from(text, 'utf8').equals(body)) return null;
  if (mime && /^(image|audio|video|font)\//.test(mime)) return null;
  return text;
}

/** Replays one recording folder in a fresh context of `browser`. Throws only for unreadable recordings. */
export async function replayRecording(browser: Browser, dir: string, opts: ReplayOptions = {}): Promise<ReplayResult> {
  const started = Date.now();
  const recording = readRecording(dir);
  const { meta } = recording;
  const har = readHar(recording.harFile);
  const matcher = new HarMatcher(har, matcherOptionsFromMeta(meta));
  const settings = readReplaySettings(dir);
  const allowed = allowList(settings.allowUnmatched);
  const idle: IdleSettings = { ...IDLE, ...(settings.quietMs ? { quietMs: settings.quietMs } : {}), ...opts.idle };
  const tracker = opts.trackerSource ?? readFileSync(opts.trackerFile ?? defaultTrackerFile());
  // the tag's main part, found as soon as the tag is known (dist/ may be rebuilt by another process meanwhile)
  mainPartFor(tracker);
  const log = opts.log ?? (() => {});
  const steps: ResolvedStep[] = recording.steps.map((s) => resolveStep(s, meta.startUrl));

  const batches: CapturedBatch[] = [];
  const batchSources: ServedCall[][] = [];
  const unmatched: UnmatchedRequest[] = [];
  const allowedUnmatched: UnmatchedRequest[] = [];
  const served: ServedRecord[] = [];
  const consoleLines: ConsoleLine[] = [];
  const errorReports: { step: string; body: string }[] = [];
  const warnings: string[] = [];
  let step = steps[0]?.name ?? 'start';
  const warn = (text: string) => {
    warnings.push(`[${step}] ${text}`);
    consoleLines.push({ type: 'harness', text, step });
  };

  // ---- network bookkeeping: what is in flight, when the last request was seen, the hold gate ----
  const inflight = new Set<Request>();
  let activity = 0;
  let waiters: (() => void)[] = [];
  const poke = () => {
    const w = waiters;
    waiters = [];
    for (const f of w) f();
  };
  // While the clock runs, network answers wait (at most HOLD_CAP_MS real time) so they land between chunks.
  const gate: { promise: Promise<void> | null; release: (() => void) | null } = { promise: null, release: null };
  const hold = async () => {
    if (!gate.promise) return;
    await Promise.race([gate.promise, new Promise((r) => setTimeout(r, HOLD_CAP_MS))]);
  };

  // The recording's environment (meta.json) plus the fixed device of harness/pinned-env.ts: the same as the
  // recorder used, whatever this machine's browser, screen, time zone or locale.
  const env = envOf(meta);
  const context: BrowserContext = await browser.newContext({
    ...contextOptions(env),
    serviceWorkers: 'block',
    ignoreHTTPSErrors: true,
  });
  let simulatedMs = 0;
  let error: string | null = null;
  try {
    // The clock first: the init script below reads the fake Date/performance and wraps the fake timers.
    // pauseAt alone installs the fake clock and pauses it at recordedAt in one step; calling install() first
    // would leak the real milliseconds between the two calls into every document's performance.now().
    await context.clock.pauseAt(new Date(meta.recordedAt));
    await pinContext(context, env);
    await context.addInitScript({
      content: pageInitScript({
        seed: replaySeed(meta),
        trackerUrl: TRACKER_URL,
        inject: true,
        config: {
          endpoint: REPLAY_ENDPOINT,
          sessionPage: null,
          errorEndpoint: REPLAY_ERROR_ENDPOINT,
          sites: [{ host: new URL(meta.startUrl).hostname, provider: meta.provider, siteKey: meta.siteKey, clientId: meta.clientId, installId: meta.installId, ...(meta.options ? { options: meta.options } : {}) }],
        },
      }),
    });

    context.on('request', (r) => {
      inflight.add(r);
      activity++;
      const from = r.redirectedFrom();
      if (from) inflight.delete(from);
    });
    const done = (r: Request) => {
      inflight.delete(r);
      poke();
    };
    context.on('requestfinished', done);
    context.on('requestfailed', done);
    context.on('console', (msg) => consoleLines.push(pageConsoleLine(msg, step, new URL(TRACKER_URL).origin)));
    context.on('weberror', (e) => consoleLines.push({ type: 'pageerror', text: String(e.error()?.stack ?? e.error()), step }));

    const unmatchedRequest = (route: Route, key: string) => {
      const r = route.request();
      const item: UnmatchedRequest = { step, method: r.method(), url: r.url(), body: r.postData(), key };
      if (allowed(item.url)) {
        allowedUnmatched.push(item);
        consoleLines.push({ type: 'harness', text: `allowed unmatched (404): ${item.method} ${item.url}`, step });
      } else {
        unmatched.push(item);
      }
      return route.fulfill({ status: 404, contentType: 'text/plain', body: `beacon replay: no recorded answer for ${item.method} ${item.url}` });
    };

    await context.route('**/*', async (route) => {
      const request = route.request();
      const url = request.url();
      let host = '';
      try {
        host = new URL(url).hostname;
      } catch {}
      if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
      await hold();
      if (host === CAPTURE_HOST) {
        if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: corsHeaders(request) });
        const path = new URL(url).pathname;
        const body = request.postData() ?? '';
        if (request.method() === 'POST' && path === '/action') {
          let batch: WireBatch;
          try {
            batch = JSON.parse(body) as WireBatch;
          } catch {
            warn(`the tracker posted a batch that is not JSON: ${body.slice(0, 200)}`);
            return route.fulfill({ status: 400, headers: corsHeaders(request), body: '{}' });
          }
          // As the collection service does: a batch resent under a post id it already has is kept once
          // (the tracker resends posts it could not confirm before its page went away).
          if (batches.some((b) => b.batch.post_id != null && b.batch.post_id === batch.post_id)) return route.fulfill({ status: 200, headers: { ...corsHeaders(request), 'content-type': 'application/json' }, body: '{}' });
          batches.push({ step, batch });
          batchSources.push(served.filter((s) => s.step === step && (s.resourceType === 'xhr' || s.resourceType === 'fetch')).map(({ resourceType: _rt, ...call }) => call));
          return route.fulfill({ status: 200, headers: { ...corsHeaders(request), 'content-type': 'application/json' }, body: '{}' });
        }
        if (request.method() === 'POST' && path === new URL(REPLAY_ERROR_ENDPOINT).pathname) {
          errorReports.push({ step, body });
          consoleLines.push({ type: 'tracker-error-report', text: body.slice(0, 2000), step });
          return route.fulfill({ status: 200, headers: corsHeaders(request), body: '{}' });
        }
        return unmatchedRequest(route, `capture endpoint: ${request.method()} ${path}`);
      }
      const script = { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' };
      if (url.split(/[?#]/)[0] === TRACKER_URL) return route.fulfill({ status: 200, headers: script, body: tracker });
      if (url.split(/[?#]/)[0] === TRACKER_MAIN_URL) {
        const hash = new URL(url).searchParams.get('v') ?? '';
        const main = findMainPart(hash);
        if (main) return route.fulfill({ status: 200, headers: script, body: main });
        warn(`the tag asks for its main part v=${hash}, which no built dist/**/*.main.js has (rebuild: npm run build)`);
        return route.fulfill({ status: 404, headers: script, body: '' });
      }
      if (PRODUCTION_HOSTS.test(host)) return unmatchedRequest(route, `production host ${host}: replay never answers it`);
      const req = { method: request.method(), url, body: request.postData(), headers: request.headers() };
      const m = matcher.match(req);
      if (!m) return unmatchedRequest(route, matcher.key(req));
      const entry = har.entries[m.entry]!;
      served.push({
        entry: m.entry,
        step,
        method: req.method,
        url,
        status: m.status,
        requestBody: req.body,
        responseBody: textOf(m.body, entry.responseMimeType),
        rule: m.rule,
        resourceType: request.resourceType(),
      });
      const headers: Record<string, string> = {};
      for (const h of m.headers) {
        const name = h.name.toLowerCase();
        if (h.value === '[REDACTED]') continue;
        // Playwright takes several Set-Cookie values newline-separated; other repeated headers comma-joined.
        const sep = name === 'set-cookie' ? '\n' : ', ';
        headers[name] = headers[name] && name !== 'location' ? `${headers[name]}${sep}${h.value}` : h.value;
      }
      const location = headers['location'];
      if (request.isNavigationRequest() && m.status >= 300 && m.status < 400 && location) {
        // Chromium commits an error page before following a fulfilled 3xx navigation (the tracker would run on
        // it): redirect the navigation itself, as Playwright's own routeFromHAR does.
        const redirect = (route as unknown as { _redirectNavigationRequest?: (url: string) => Promise<void> })._redirectNavigationRequest;
        if (typeof redirect === 'function') return redirect.call(route, new URL(location, url).href);
      }
      let body = m.body;
      if (request.resourceType() === 'document' && /html/i.test(headers['content-type'] ?? '')) {
        const pinned = pinEmbedTag(body.toString('latin1'), TRACKER_URL); // latin1: every byte kept as is
        if (pinned !== null) {
          body = Buffer.from(pinned, 'latin1');
          delete headers['content-length'];
        }
      }
      return route.fulfill({ status: m.status, headers, body });
    });

    const page = await context.newPage();
    let docPending = false;
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) docPending = true;
    });
    page.on('load', () => {
      docPending = false;
      poke();
    });
    page.on('requestfailed', (r) => {
      if (r.isNavigationRequest() && r.frame() === page.mainFrame()) {
        docPending = false;
        poke();
      }
    });

    /** Real-time wait (event driven) until nothing is in flight and the main document has loaded. */
    const drain = async (): Promise<void> => {
      const until = Date.now() + idle.realWaitMs;
      while (inflight.size > 0 || docPending) {
        const left = until - Date.now();
        if (left <= 0) {
          const what = [...inflight].slice(0, 5).map((r) => `${r.method()} ${r.url()}`);
          warn(`still waiting after ${idle.realWaitMs} ms real time for ${docPending ? 'the page load event' : ''}${docPending && what.length ? ' and ' : ''}${what.join(', ')}; carrying on`);
          inflight.clear();
          docPending = false;
          return;
        }
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, Math.min(left, 1000));
          waiters.push(() => {
            clearTimeout(t);
            resolve();
          });
        });
      }
    };

    const readState = async (): Promise<PageState | null> => {
      for (let i = 0; i < 3; i++) {
        try {
          return (await page.evaluate(READ_STATE)) as PageState | null;
        } catch {
          // the document changed under us (navigation): wait for it and ask again
          await page.waitForLoadState('load').catch(() => {});
        }
      }
      return null;
    };

    const advance = async (ms: number) => {
      gate.promise = new Promise<void>((r) => (gate.release = r));
      try {
        await context.clock.runFor(ms);
      } finally {
        gate.release?.();
        gate.promise = null;
        gate.release = null;
      }
      simulatedMs += ms;
    };

    /** Advances simulated time until the tracker is idle (idle.ts). */
    const settle = async (): Promise<void> => {
      let elapsed = 0;
      let quietSince = 0;
      let seen = activity;
      let chunk = idle.minChunkMs;
      let waitingOnPage = 0;
      let confirmed = 0;
      for (;;) {
        await drain();
        // Let tasks the page already queued (a hashchange or popstate after a click, a message) run before the
        // clock moves: whether they ran first must not depend on how fast the real machine is.
        await page.evaluate(YIELD_TASKS).catch(() => {});
        const state = await readState();
        // the state round trip lets requests started by answers just handled surface: drain those first
        if (inflight.size > 0 || docPending) continue;
        // requests or a navigation the page started that have not reached the harness yet: let them arrive
        if (state && (state.inflight > 0 || state.navigating)) {
          if (++waitingOnPage * 10 < idle.realWaitMs) {
            await new Promise((r) => setTimeout(r, 10));
            continue;
          }
          if (waitingOnPage * 10 === idle.realWaitMs || waitingOnPage * 10 - 10 < idle.realWaitMs) {
            warn(`the page reports ${state.inflight} unfinished requests${state.navigating ? ' and a navigation' : ''} that never reached the harness; carrying on`);
          }
        }
        if (activity !== seen) {
          seen = activity;
          quietSince = elapsed;
          chunk = idle.minChunkMs;
        }
        const now = state?.now ?? 0;
        const due = (state?.timers ?? []).map((t) => t.due - now).filter((d) => d <= idle.horizonMs);
        const nextTimerIn = due.length ? Math.max(0, Math.min(...due)) : null;
        const host = (state?.hostTimers ?? []).map((t) => t - now);
        const nextHostTimerIn = host.length ? Math.max(0, Math.min(...host)) : null;
        const ms = nextAdvance({ elapsed, quietFor: elapsed - quietSince, nextTimerIn, nextHostTimerIn, chunk }, idle);
        if (opts.trace) log(`    t+${elapsed} quiet ${elapsed - quietSince} timers [${due.map((d) => Math.round(d)).join(',')}] host [${host.map((d) => Math.round(d)).join(',')}] intervals ${state?.intervals ?? '-'} -> advance ${ms}`);
        // Idle once more after a pause: a response the page received may still be on its way through the
        // page's promise chain (a body being read), which no timer or request count shows yet.
        if (ms === 0 && confirmed < 2 && elapsed < idle.maxStepMs) {
          confirmed++;
          await new Promise((r) => setTimeout(r, 15));
          continue;
        }
        if (ms !== 0) confirmed = 0;
        if (ms === 0) {
          if (elapsed >= idle.maxStepMs) warn(`not idle after ${idle.maxStepMs} simulated ms (tracker timers pending: ${due.length}); carrying on`);
          return;
        }
        await advance(ms);
        elapsed += ms;
        chunk = Math.min(chunk * idle.chunkGrowth, idle.maxChunkMs);
      }
    };

    /** Runs one step; false when it changed nothing (a wait whose element was already there). */
    const runStep = async (s: ResolvedStep): Promise<boolean> => {
      const target = (sel: string | null) => {
        let loc = sel ? page.locator(sel) : page.locator('body *');
        if (s.text) loc = sel ? loc.filter({ hasText: s.text }) : page.getByText(s.text, { exact: false });
        return loc.first();
      };
      switch (s.action) {
        case 'goto':
          await page.goto(s.url!, { waitUntil: 'load', timeout: STEP_ACTION_TIMEOUT_MS });
          break;
        case 'click':
          await target(s.selector).click({ timeout: STEP_ACTION_TIMEOUT_MS });
          break;
        case 'fill':
          await target(s.selector).fill(s.value ?? '', { timeout: STEP_ACTION_TIMEOUT_MS });
          break;
        case 'select':
          await target(s.selector).selectOption(s.value ?? '', { timeout: STEP_ACTION_TIMEOUT_MS });
          break;
        case 'wait':
          return (await waitFor(s)) > 0;
      }
      return true;
    };

    /** A wait step: advance simulated time until the selector/text is visible and/or the URL matches. Returns the
     * simulated ms it advanced (0: it was already there). */
    const waitFor = async (s: ResolvedStep): Promise<number> => {
      let waited = 0;
      const ok = async () => {
        if (s.url && !page.url().startsWith(s.url) && page.url() !== s.url) return false;
        if (!s.selector && !s.text) return true;
        const loc = s.selector ? page.locator(s.selector) : page.getByText(s.text!, { exact: false });
        const el = s.selector && s.text ? loc.filter({ hasText: s.text }) : loc;
        return el.first().isVisible().catch(() => false);
      };
      while (!(await ok())) {
        if (waited >= idle.maxStepMs) throw new Error(`wait step "${s.name}": ${s.selector ?? ''}${s.text ? ` "${s.text}"` : ''}${s.url ? ` url ${s.url}` : ''} not there after ${idle.maxStepMs} simulated ms`);
        await drain();
        await advance(100);
        waited += 100;
      }
      return waited;
    };

    const deadline = started + (opts.timeoutMs ?? 180_000);
    try {
      for (const s of steps) {
        if (Date.now() > deadline) throw new Error(`replay took longer than ${opts.timeoutMs ?? 180_000} ms real time`);
        step = s.name;
        log(`step ${s.name}`);
        // A visitor's think time before each action: without it the pinned clock barely moves between steps,
        // and two identical calls a human makes seconds apart would look like one callback fired twice
        // within 500 ms (which the tracker rightly suppresses).
        if (s.action !== 'wait') await advance(THINK_MS);
        const before = activity;
        const acted = await runStep(s);
        // the previous step ended idle; a wait that found its element at once, with no request since, leaves
        // it idle: nothing to settle
        if (acted || activity !== before || inflight.size > 0) await settle();
      }
    } catch (e) {
      // keep what was captured so far: the unmatched requests and console usually explain the failure
      error = `step "${step}" failed: ${(e as Error).message.split('\n')[0]}`;
      consoleLines.push({ type: 'harness', text: (e as Error).message, step });
    }
  } finally {
    gate.release?.();
    await context.close().catch(() => {});
  }
  return {
    recording,
    error,
    batches,
    batchSources,
    unmatched,
    allowedUnmatched,
    served,
    console: consoleLines,
    errorReports,
    warnings,
    simulatedMs,
    durationMs: Date.now() - started,
  };
}

/** true when dist/tracker.js exists; the runner builds it first (build.ts). */
export function trackerExists(file = defaultTrackerFile()): boolean {
  return existsSync(file);
}
