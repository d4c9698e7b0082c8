// Every request of a replay is answered here, from memory; nothing reaches the network. One `context.route('**/*')`:
//   - https://cdn.beacon-analytics.com/tracker.js (the production script URL) with the build under test, also
//     injected as the embed tag when a page has none (page-init.ts); a page's own async tag is served
//     parser-blocking so the tracker runs at the tag's place in every replay (embed-tag.ts); the main part it
//     loads from beside it, tracker.main.js?v=<hash>, with the built main part of that hash (tracker-main.ts),
//     and the upload part the main part loads (tracker.upload.js?v=<hash>) likewise; the all-sites main part's
//     install records for its page's host (map/<key>.js) as mapping-file.ts decides;
//   - the capture endpoint (REPLAY_ENDPOINT, set as __beaconConfig.endpoint): every batch is stored, tagged with
//     the step, and answered `{}` as the collection service would; error reports are stored too. Posts a page makes
//     while it is being unloaded (keepalive fetch, sendBeacon at pagehide) never reach a context's route, nor its
//     request events: Chromium hands them to the browser process once the document is going, and only a
//     browser-level Fetch interception sees them (routeUnloadPosts below), answered by the same capture endpoint;
//   - everything else from the HarMatcher; a request nothing matches gets a 404 and is listed as unmatched
//     (step, method, URL, body, key). Other beacon-analytics.com hosts (production collection, errors) are never
//     answered: a request there is unmatched too, since replay must not depend on production.
// Unmatched requests fail the site unless meta.json's `replay.allowUnmatched` lists them (engine.ts allowList);
// allowed ones still get a 404 and a console line, never silence.
//
// While the harness advances the clock, answers are held back (AnswerGate, at most HOLD_CAP_MS real time), so
// every answer is handled at a chunk boundary whatever the machine's speed (idle.ts).
import { join } from 'node:path';
import type { BrowserContext, CDPSession, Page, Request, Route } from 'playwright';
import type { Har } from '../har/types.ts';
import type { HarMatcher } from '../har/matcher.ts';
import type { CapturedBatch, WireBatch } from '../golden/normalise.ts';
import type { ConsoleLine, ServedCall, UnmatchedRequest } from '../report/types.ts';
import { pinEmbedTag } from './embed-tag.ts';
import { findPart, isPartOf, mainOf, uploadOf } from './tracker-main.ts';
import { mappingFile } from './mapping-file.ts';
import type { InstallRecord } from '../recording/mapping.ts';
import { allowReplayTracker, metaPolicies, productionBlocks, rewriteMetaPolicies } from './csp.ts';

/** The production script URL (tracker/service.json scriptHosts): replays serve the build under test here. */
export const TRACKER_URL = 'https://cdn.beacon-analytics.com/tracker.js';
/** Where the tag script loads its main part from (with `?v=<hash>`). */
export const TRACKER_MAIN_URL = mainOf(TRACKER_URL);
/** Where the main part loads its upload part from (with `?v=<hash>`), the first time a page uploads. */
export const TRACKER_UPLOAD_URL = uploadOf(TRACKER_URL);
/** The replay's collection service. `.test` never resolves, so nothing here can leak to a real host. */
export const REPLAY_ENDPOINT = 'https://collect.beacon.test';
export const REPLAY_ERROR_ENDPOINT = `${REPLAY_ENDPOINT}/errors`;

/** A capture-health diagnostic's body (tracker/src/core/error-event.ts) as a finding, or null for any other report. */
export function healthFinding(body: string, step: string): string | null {
  try {
    const t = (JSON.parse(body) as { tags?: Record<string, unknown> }).tags;
    if (!t || t.kind !== 'capture_health') return null;
    return `capture health in step ${step}: ${String(t.reason)} (adapter ${String(t.adapter)}, rule ${String(t.rule)}, call ${String(t.path)})`;
  } catch {
    return null;
  }
}
/** What the CDN serves at TRACKER_URL's directory (README "Per-site bundles"): dist/tag/ as built. */
const TAG_DIR = join(import.meta.dirname, '..', '..', 'dist', 'tag');
const PRODUCTION_HOSTS = /(^|\.)beacon-analytics\.com$/;
const CAPTURE_HOST = new URL(REPLAY_ENDPOINT).hostname;
const ERROR_PATH = new URL(REPLAY_ERROR_ENDPOINT).pathname;
/** Real-time cap on holding a network answer back while the clock runs (a synchronous XHR would deadlock). */
const HOLD_CAP_MS = 250;

export interface ServedRecord extends ServedCall {
  resourceType: string;
}

/** Holds network answers back while the clock runs (at most HOLD_CAP_MS real time each). */
export class AnswerGate {
  private promise: Promise<void> | null = null;
  private release: (() => void) | null = null;

  /** Resolves when the gate is open (or after HOLD_CAP_MS). */
  async hold(): Promise<void> {
    if (!this.promise) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([this.promise, new Promise<void>((r) => (timer = setTimeout(r, HOLD_CAP_MS)))]);
    clearTimeout(timer);
  }

  /** Runs `fn` with the gate closed. */
  async closedDuring<T>(fn: () => Promise<T>): Promise<T> {
    this.promise = new Promise<void>((r) => (this.release = r));
    try {
      return await fn();
    } finally {
      this.open();
    }
  }

  open(): void {
    this.release?.();
    this.promise = null;
    this.release = null;
  }
}

/** What the routes record, shared with the engine (which reads `step` as the steps go on). */
export interface ReplayLedger {
  step: string;
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
  /** what the replay found about the site that production would suffer (a policy that blocks the embed tag), once each */
  findings: string[];
  warn: (text: string) => void;
  /** a line for the report's console that is no warning (what was served from where) */
  note: (text: string) => void;
}

/** An empty ledger at `step`; `warn` and `note` receive what the routes say (by default nothing is kept). */
export function newLedger(step: string, said: Partial<Pick<ReplayLedger, 'warn' | 'note'>> = {}): ReplayLedger {
  return { step, batches: [], batchSources: [], unmatched: [], allowedUnmatched: [], served: [], console: [], errorReports: [], findings: [], warn: said.warn ?? (() => {}), note: said.note ?? (() => {}) };
}

export interface RoutingInput {
  har: Har;
  matcher: HarMatcher;
  /** the tag (or one-script tracker) to serve at TRACKER_URL */
  tracker: Buffer;
  /** the recording's install records (mapping.json): what map/<key>.js must hold */
  mapping: InstallRecord[];
  /** the folder the CDN serves (dist/tag/) */
  tagDir?: string;
  /** meta.json replay.allowUnmatched as a test */
  allowed: (url: string) => boolean;
  gate: AnswerGate;
  ledger: ReplayLedger;
  /** answer requests for pictures, fonts, media and stylesheets the HAR does not hold with an empty 200, listed as allowed
   * unmatched (recordings imported from an exported HAR: the export may have missed them) */
  answerUnrecorded?: boolean;
}

/** Resource types an imported HAR's missing answers are replaced with an empty one for (answerUnrecorded). */
export const UNRECORDED_TYPES: ReadonlySet<string> = new Set(['image', 'font', 'media', 'stylesheet']);

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Why the browser would refuse this response header (RFC 9110 token name, no CR/LF/NUL in the value), or null. */
export function invalidHeader(name: string, value: string): string | null {
  if (!TOKEN.test(name)) return 'its name is not an HTTP token';
  if (/[\r\n\0]/.test(value)) return 'its value holds a line break or NUL';
  return null;
}

function corsHeaders(origin: string | undefined): Record<string, string> {
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

const SCRIPT_HEADERS = { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store', 'access-control-allow-origin': '*' };

/** A request to the capture endpoint, wherever it was seen (the context's route, or routeUnloadPosts). */
export interface CaptureRequest {
  method: string;
  url: string;
  body: string;
  /** the Origin header, if any */
  origin: string | undefined;
}

export interface CaptureAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the capture endpoint does with a request, as the collection service would: a batch is stored once per
 * post id, tagged with the step it arrived in; an error report is stored. Null: not an endpoint of the service. */
export function captureAnswer(ledger: ReplayLedger, request: CaptureRequest): CaptureAnswer | null {
  const cors = corsHeaders(request.origin);
  const json = { status: 200, headers: { ...cors, 'content-type': 'application/json' }, body: '{}' };
  if (request.method === 'OPTIONS') return { status: 204, headers: cors, body: '' };
  const path = new URL(request.url).pathname;
  const body = request.body;
  if (request.method === 'POST' && path === '/action') {
    let batch: WireBatch;
    try {
      batch = JSON.parse(body) as WireBatch;
    } catch {
      ledger.warn(`the tracker posted a batch that is not JSON: ${body.slice(0, 200)}`);
      return { status: 400, headers: cors, body: '{}' };
    }
    // As the collection service does: a batch resent under a post id it already has is kept once
    // (the tracker resends posts it could not confirm before its page went away).
    if (ledger.batches.some((b) => b.batch.post_id != null && b.batch.post_id === batch.post_id)) return json;
    const step = ledger.step;
    ledger.batches.push({ step, batch });
    ledger.batchSources.push(ledger.served.filter((s) => s.step === step && (s.resourceType === 'xhr' || s.resourceType === 'fetch')).map(({ resourceType: _rt, ...call }) => call));
    return json;
  }
  if (request.method === 'POST' && path === ERROR_PATH) {
    ledger.errorReports.push({ step: ledger.step, body });
    ledger.console.push({ type: 'tracker-error-report', text: body.slice(0, 2000), step: ledger.step });
    // a capture-health diagnostic (issue 33: the platform's answer changed shape, a needed field did not parse) is a
    // finding in plain words: every golden has none
    const health = healthFinding(body, ledger.step);
    if (health && !ledger.findings.includes(health)) ledger.findings.push(health);
    return { status: 200, headers: cors, body: '{}' };
  }
  return null;
}

interface FramePaused {
  requestId: string;
  frameId?: string;
  request: { method: string; url: string; postData?: string; postDataEntries?: { bytes?: string }[]; headers: Record<string, string> };
}
interface FrameTree {
  frame: { id: string };
  childFrames?: FrameTree[];
}

/**
 * Posts to the capture endpoint that a document makes while it is being unloaded (the tracker's keepalive fetch
 * or sendBeacon at pagehide: a booking answer whose handler sets location.href, then the conversion handed over
 * at pagehide). Chromium carries such a request on in the browser process once the document is going: the
 * context's route never sees it, nor do the page's request events, and without this it would go to the network
 * (where .test never resolves) and be lost. A browser-level Fetch interception does see it, with the frame that
 * made it: requests of this context's frames are answered by the capture endpoint (captureAnswer: stored once per
 * post id, in the step they arrive in, which is the step that unloaded the page), any other is left to the next
 * interceptor (another replay in the same browser). Returns the stop function, to call before the context closes
 * (posts made as the context closes are after the last step and are not captured, as before).
 */
export async function routeUnloadPosts(context: BrowserContext, ledger: ReplayLedger, gate: AnswerGate): Promise<() => Promise<void>> {
  const browser = context.browser();
  if (!browser) return async () => {};
  const session = await browser.newBrowserCDPSession();
  // this context's frames, by DevTools frame id (a main frame's is its page's target id); looked up when an
  // unknown frame posts, since frames come and go
  const frames = new Set<string>();
  const sessions = new Map<Page, Promise<CDPSession | null>>();
  const collect = (tree: FrameTree) => {
    frames.add(tree.frame.id);
    tree.childFrames?.forEach(collect);
  };
  const learn = async (s: CDPSession | null) => {
    const tree = s ? await s.send('Page.getFrameTree').catch(() => null) : null;
    if (tree) collect(tree.frameTree as FrameTree);
  };
  // each page's frames as soon as it exists (a popup that posts as it closes is gone from context.pages())
  const watch = (page: Page) => {
    if (sessions.has(page)) return;
    const s = context.newCDPSession(page).catch(() => null);
    sessions.set(page, s);
    void s.then(learn);
  };
  const ours = async (frameId: string | undefined): Promise<boolean> => {
    if (!frameId) return false;
    if (frames.has(frameId)) return true;
    for (const page of context.pages()) watch(page);
    for (const s of sessions.values()) await learn(await s);
    return frames.has(frameId);
  };
  const onPaused = async (e: FramePaused) => {
    let answer: CaptureAnswer | null = null;
    if (await ours(e.frameId)) {
      await gate.hold();
      const r = e.request;
      const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k.toLowerCase(), v]));
      // a Blob body (sendBeacon) comes as postDataEntries only
      const body = r.postData ?? Buffer.concat((r.postDataEntries ?? []).map((p) => Buffer.from(p.bytes ?? '', 'base64'))).toString('utf8');
      answer = captureAnswer(ledger, { method: r.method, url: r.url, body, origin: headers['origin'] });
      if (!answer) ledger.unmatched.push({ step: ledger.step, method: r.method, url: r.url, body, key: `capture endpoint (page unloading): ${r.method} ${new URL(r.url).pathname}` });
      answer ??= { status: 404, headers: { 'content-type': 'text/plain' }, body: '' };
    }
    const sent = answer
      ? session.send('Fetch.fulfillRequest', {
          requestId: e.requestId,
          responseCode: answer.status,
          responseHeaders: Object.entries(answer.headers).map(([name, value]) => ({ name, value })),
          body: Buffer.from(answer.body).toString('base64'),
        })
      : session.send('Fetch.continueRequest', { requestId: e.requestId });
    await sent.catch(() => {}); // the request may be gone (browser closing)
  };
  for (const page of context.pages()) watch(page);
  context.on('page', watch);
  session.on('Fetch.requestPaused', (e) => void onPaused(e as unknown as FramePaused).catch((err) => ledger.warn(`capturing a post of an unloading page failed: ${String(err)}`)));
  await session.send('Fetch.enable', { patterns: [{ urlPattern: `${REPLAY_ENDPOINT}/*` }] });
  return async () => {
    context.off('page', watch);
    await session.send('Fetch.disable').catch(() => {});
    await session.detach().catch(() => {});
    for (const s of sessions.values()) await (await s)?.detach().catch(() => {});
  };
}

/** A request as the replay sees it, whichever engine made it (a Playwright route, or the HAR-serving proxy of
 * harness/proxy/). */
export interface ReplayRequest {
  method: string;
  url: string;
  body: string | null;
  headers: Record<string, string>;
  /** Playwright's resource type, or the proxy's reading of Sec-Fetch-Dest / Accept ('document', 'xhr', 'fetch', …) */
  resourceType: string;
  /** a frame's navigation (a 3xx is followed as a navigation) */
  isNavigation: boolean;
}

/** The answer to a ReplayRequest. Repeated headers are joined (Set-Cookie by newlines, as Playwright takes them). */
export interface ReplayAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

/** The build under test at TRACKER_URL, the install records its main part loads for its page's host
 * (map/<key>.js, mapping-file.ts), and the parts a tag or main part loads beside it, by hash (tracker-main.ts).
 * Null: not a tracker file. The one function that serves the tracker's files in a replay. */
export function trackerFileAnswer(input: Pick<RoutingInput, 'tracker' | 'mapping' | 'tagDir' | 'ledger'>, url: string): ReplayAnswer | null {
  const { tracker, mapping, ledger } = input;
  const trackerOrigin = new URL(TRACKER_URL).origin;
  const bare = url.split(/[?#]/)[0]!;
  if (bare === TRACKER_URL) return { status: 200, headers: SCRIPT_HEADERS, body: tracker };
  const records = bare.startsWith(trackerOrigin + '/') ? mappingFile(bare.slice(trackerOrigin.length), mapping, input.tagDir ?? TAG_DIR) : null;
  if (records) {
    if (records.note) (records.mismatch ? ledger.warn : ledger.note)(records.note);
    return { status: records.body == null ? 404 : 200, headers: SCRIPT_HEADERS, body: records.body ?? '' };
  }
  if (!isPartOf(TRACKER_URL, bare)) return null;
  const hash = new URL(url).searchParams.get('v') ?? '';
  const part = findPart(hash, bare.split('/').pop());
  if (part) return { status: 200, headers: SCRIPT_HEADERS, body: part };
  const which = bare === TRACKER_MAIN_URL ? 'the tag asks for its main part' : `the main part asks for its part ${bare.split('/').pop()}`;
  ledger.warn(`${which} v=${hash}, which no built part in dist/ has (rebuild: npm run build)`);
  return { status: 404, headers: SCRIPT_HEADERS, body: '' };
}

/** Answers one request of a replay (after the gate), whichever engine made it: the capture endpoint, the
 * tracker's files, else the HAR (an HTML document with the embed tag pinned and its Content-Security-Policy
 * allowing the replay's tracker, csp.ts); an unanswered request is listed (unmatched or allowed) and gets a 404. */
export function answerReplay(input: RoutingInput, request: ReplayRequest): ReplayAnswer {
  const { har, matcher, allowed, ledger } = input;
  const url = request.url;
  let host = '';
  try {
    host = new URL(url).hostname;
  } catch {}

  const unmatchedRequest = (key: string): ReplayAnswer => {
    const item: UnmatchedRequest = { step: ledger.step, method: request.method, url, body: request.body, key };
    if (allowed(item.url)) {
      ledger.allowedUnmatched.push(item);
      ledger.console.push({ type: 'harness', text: `allowed unmatched (404): ${item.method} ${item.url}`, step: ledger.step });
    } else {
      ledger.unmatched.push(item);
    }
    return { status: 404, headers: { 'content-type': 'text/plain' }, body: `beacon replay: no recorded answer for ${item.method} ${item.url}` };
  };

  if (host === CAPTURE_HOST) {
    const answer = captureAnswer(ledger, { method: request.method, url, body: request.body ?? '', origin: request.headers['origin'] });
    return answer ?? unmatchedRequest(`capture endpoint: ${request.method} ${new URL(url).pathname}`);
  }
  const file = trackerFileAnswer(input, url);
  if (file) return file;

  if (PRODUCTION_HOSTS.test(host)) return unmatchedRequest(`production host ${host}: replay never answers it`);
  const req = { method: request.method, url, body: request.body, headers: request.headers };
  const m = matcher.match(req);
  const resourceType = request.resourceType;
  if (!m && input.answerUnrecorded && UNRECORDED_TYPES.has(resourceType)) {
    // an imported HAR's export never captured it: a picture, font, media file or stylesheet cannot change what
    // the tracker reports; answered empty and listed, never silently (scripts, frames and calls still fail)
    const item: UnmatchedRequest = { step: ledger.step, method: req.method, url, body: req.body, key: `unrecorded ${resourceType} (not in the exported HAR): answered empty` };
    ledger.allowedUnmatched.push(item);
    ledger.console.push({ type: 'harness', text: `${item.key}: ${item.method} ${item.url}`, step: ledger.step });
    return { status: 200, headers: { 'content-type': 'application/octet-stream' }, body: '' };
  }
  if (!m) return unmatchedRequest(matcher.key(req));
  const entry = har.entries[m.entry]!;
  ledger.served.push({
    entry: m.entry,
    step: ledger.step,
    method: req.method,
    url,
    status: m.status,
    requestBody: req.body,
    responseBody: textOf(m.body, entry.responseMimeType),
    rule: m.rule,
    ...(m.fallback ? { fallback: m.fallback } : {}),
    resourceType,
  });
  const headers: Record<string, string> = {};
  for (const h of m.headers) {
    const name = h.name.toLowerCase();
    if (h.value === '[REDACTED]') continue;
    // a header the browser would refuse (a cookie's text written as a name by some exporters): the whole
    // answer would be refused and the page would wait for it forever
    const bad = invalidHeader(h.name, h.value);
    if (bad) {
      ledger.warn(`entry ${m.entry} (${req.method} ${url}): response header ${JSON.stringify(h.name.slice(0, 80))} left out: ${bad}`);
      continue;
    }
    // Playwright takes several Set-Cookie values newline-separated; other repeated headers comma-joined.
    const sep = name === 'set-cookie' ? '\n' : ', ';
    headers[name] = headers[name] && name !== 'location' ? `${headers[name]}${sep}${h.value}` : h.value;
  }
  let body = m.body;
  if (resourceType === 'document' && /html/i.test(headers['content-type'] ?? '')) {
    let html = body.toString('latin1'); // latin1: every byte kept as is
    const pinned = pinEmbedTag(html, TRACKER_URL);
    if (pinned !== null) html = pinned;
    // the site's Content-Security-Policy, as it would read with the embed tag allowed (csp.ts); a finding when
    // production's tag would be blocked
    const noteCsp = (policy: string, where: string) => {
      const blocks = productionBlocks(policy);
      if (!blocks) return;
      const text = `the Content-Security-Policy ${where} of ${url.split('?')[0]} (entry ${m.entry}) would block the embed tag in production: extend ${blocks.extend.join(' and ')} (the replay ran the tracker as if it did)`;
      if (!ledger.findings.includes(text)) ledger.findings.push(text);
    };
    const name = 'content-security-policy';
    if (headers[name] !== undefined) {
      for (const policy of headers[name].split(/,(?=\s*[a-z-]+\s)/i)) noteCsp(policy, 'header');
      headers[name] = headers[name].split(/,(?=\s*[a-z-]+\s)/i).map(allowTracker).join(', ');
    }
    const metas = metaPolicies(html);
    if (metas.length) {
      for (const policy of metas) noteCsp(policy, '<meta http-equiv>');
      html = rewriteMetaPolicies(html, allowTracker);
    }
    const out = Buffer.from(html, 'latin1');
    if (!out.equals(body)) {
      body = out;
      delete headers['content-length'];
    }
  }
  return { status: m.status, headers, body };
}

/** The policy with the replay's tracker and capture origins allowed (csp.ts). */
const allowTracker = (policy: string) => allowReplayTracker(policy, new URL(TRACKER_URL).origin, REPLAY_ENDPOINT);

/** Installs the replay's one route on `context` (every answer from answerReplay), and the capture of posts made
 * by unloading pages (routeUnloadPosts). Returns the function that stops the latter: call it before the context
 * closes. */
export async function routeReplay(context: BrowserContext, input: RoutingInput): Promise<() => Promise<void>> {
  const { gate, ledger } = input;
  await context.route('**/*', async (route) => {
    const request = route.request();
    try {
      await answer(route, request);
    } catch (e) {
      // an answer the browser refused must not leave the page waiting for it: say what failed, then end the request
      const text = `answering ${request.method()} ${request.url()} failed: ${(e as Error).message.split('\n')[0]}`;
      ledger.warn(text);
      await route.abort('failed').catch(() => {});
    }
  });
  return routeUnloadPosts(context, ledger, gate);

  async function answer(route: Route, request: Request): Promise<void> {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    await gate.hold();
    const answer = answerReplay(input, {
      method: request.method(),
      url,
      body: request.postData(),
      headers: request.headers(),
      resourceType: request.resourceType(),
      isNavigation: request.isNavigationRequest(),
    });
    const location = answer.headers['location'];
    if (request.isNavigationRequest() && answer.status >= 300 && answer.status < 400 && location) {
      // Chromium commits an error page before following a fulfilled 3xx navigation (the tracker would run on
      // it): redirect the navigation itself, as Playwright's own routeFromHAR does. Private Playwright API: if a
      // Playwright upgrade removes it, the fulfilled 3xx below still works, with that error page in between.
      const redirect = (route as unknown as { _redirectNavigationRequest?: (url: string) => Promise<void> })._redirectNavigationRequest;
      if (typeof redirect === 'function') return redirect.call(route, lastHop(new URL(location, url).href, request.headers()));
    }
    return route.fulfill(answer);
  }

  /** Where a navigation's recorded redirect chain ends, from its first Location: page.goto follows one
   * _redirectNavigationRequest only (a second hop aborts it with net::ERR_ABORTED, playwright-core's
   * Frame.raceNavigationAction), so the hops the HAR answers with a redirect too are served here, in order, as the
   * browser would have asked for them (at most 10, as browsers allow 20), and the navigation goes to the last. */
  function lastHop(target: string, headers: Record<string, string>): string {
    for (let hop = 0; hop < 10; hop++) {
      const req = { method: 'GET', url: target, body: null, headers, resourceType: 'document', isNavigation: true };
      const next = input.matcher.peek(req);
      const status = next ? next.status : 0;
      if (!next || status < 300 || status >= 400) return target;
      const location = answerReplay(input, req).headers['location'];
      if (!location) return target;
      target = new URL(location, target).href;
    }
    return target;
  }
}
