// The hub every observer (XHR, fetch, jQuery, JSONP) feeds: one call record, a ring of the last 20 calls for the
// page upload's ajaxCache (spec 3), de-duplication (spec 4: identical callbacks within 500 ms count once) and
// subscriptions. Memory: the ring keeps whole calls only until the provider has started (adapters subscribing then
// get the page's early calls complete); after that, once a call is delivered, the ring keeps a copy with its
// bodies cut to KEPT characters (enough for the upload), so a page making many large calls does not keep
// megabytes alive through us. Nothing here runs adapter code synchronously inside a host callback: delivery is deferred to a
// later task, so the host's own handlers for the same response have all run first and are never delayed.
import { parse, stringify } from '../builtins/json';

export interface Call {
  via: 'xhr' | 'fetch' | 'jquery' | 'jsonp';
  method: string;
  /** absolute */
  url: string;
  requestBody: string | null;
  status: number;
  responseText: string | null;
  /** responseText parsed as JSON, or null; parsed when read, a fresh copy each time */
  json: unknown;
  /** response headers, lower-case names */
  headers: Record<string, string>;
  /** Date.now() when the response was seen */
  timestamp: number;
  /** location.href when the answer arrived, before any host handler of it ran (a fetch's: when its Response is
   * seen, not when our clone of its body is read, which engines order differently against the host's own reads) */
  page: string;
}

/** Every given part must hold. `url` as a string is a substring of the absolute url. */
export type CallMatcher = { method?: string; url?: string | RegExp; test?: (url: string, body: string | null) => boolean };

type Sub = [(c: Call, callback?: string) => unknown, (c: Call) => void];

/** Bodies above this many characters are not kept (ajaxCache and matchers do not need them). */
export const MAX = 1e6;
/** How much of a delivered call's answer (and request body) the ring keeps once the provider has started: 20 calls
 * of 8 KB keep the tracker's own heap under issue 16's 1 MB on a page of large answers (`npm run bench -- memory`). */
export const KEPT = { response: 8192, body: 4096 };
/** Marks our wrappers; holds the wrapped original. Private, so nothing else can spoof or strip it. */
export const MARK = Symbol();
export const live = { on: false };

// the hooks setNetHooks installs (plain variables: shorter in the bundle than an object's property names)
let logHook: (...a: unknown[]) => void = () => {};
let reportHook: (e: unknown) => void = () => {};
let ignoreHook: (url: string) => boolean = () => false;
const ring: Call[] = [];
const subs: Sub[] = [];
const pending: Call[] = [];
const callbackOf = new WeakMap<Call, string>();
/** the whole lengths of a kept copy's cut bodies (de-duplication compares them) */
const whole = new WeakMap<Call, [number, number]>();
let settled = false;
// Taken now, while the script is evaluated: a later host patch of setTimeout (zone.js, test clocks) then never
// sees our timers.
const later = setTimeout;
const stop = clearTimeout;
/** each recorded call's place in the order answers were seen: a fetch's when its Response arrived (before its body
 * was read), any other's when it was recorded */
const seenAt = new WeakMap<Call, number>();
let seen = 0;
/** fetch bodies being read: answers seen but not recorded yet */
const reading = new Set<Promise<unknown>>();

/** `ignore` names calls that are not the host's (the tracker's own posts): they are never recorded or delivered. */
export function setNetHooks(h: { log?: (...a: unknown[]) => void; report?: (e: unknown) => void; ignore?: (url: string) => boolean }): void {
  if (h.log) logHook = h.log;
  if (h.report) reportHook = h.report;
  if (h.ignore) ignoreHook = h.ignore;
}

/** Runs fn; an error goes to the report hook, never to the host. (Fixed arity: no rest/spread on hot paths.) */
export function guard<A, B, C, R>(fn: (a: A, b: B, c: C) => R, a?: A, b?: B, c?: C): R | undefined {
  try {
    return fn(a as A, b as B, c as C);
  } catch (e) {
    try {
      reportHook(e);
    } catch {}
  }
}

export function log(message: string): void {
  try {
    logHook(message);
  } catch {}
}

/** Builds a record. `json` parses responseText when read (most calls are only buffered, never read), and each
 *  read returns a fresh copy, so one subscriber changing it cannot affect another. `page`: location.href unless
 *  the observer took it earlier (fetch). */
export function call(via: Call['via'], method: string, url: string, requestBody: string | null, status: number, responseText: string | null, headers: Record<string, string>, page = location.href): Call {
  return {
    via,
    method,
    url,
    requestBody,
    status,
    responseText,
    get json() {
      try {
        return parse(this.responseText as string);
      } catch {
        return null;
      }
    },
    headers,
    timestamp: Date.now(),
    page,
  };
}

/** The next place in the seen order (fetch.ts takes it when the Response arrives). */
export const seenNext = () => ++seen;

/** An answer seen whose body is still being read (`read` records it): callsSeen waits for it. */
export function readingBody(read: Promise<unknown>): void {
  reading.add(read);
  read.then(() => reading.delete(read));
}

/** Records a call (unless it repeats one seen within 500 ms) and schedules its delivery. `at`: its place in the
 * seen order, when it was taken earlier (seenNext). */
export function publish(c: Call, callback?: string, at = seenNext()): void {
  seenAt.set(c, at);
  if (guard(ignoreHook, c.url)) return;
  for (let i = ring.length; i--; ) {
    const o = ring[i];
    if (c.timestamp - o.timestamp > 500) break;
    if (o.method === c.method && o.url === c.url && o.status === c.status && same(o, c)) return;
  }
  if (ring.push(c) > 20) ring.shift();
  if (callback) callbackOf.set(c, callback);
  if (pending.push(c) === 1) later(flush, 0);
}

/** Delivers what is still pending now. Also run at pagehide: a host that navigates in its response handler
 * (a booking answer, then location.href = confirmation) would otherwise unload before the deferred delivery,
 * and the event it carries would be lost. Adapters' chains settle in microtasks, before the sender's own
 * pagehide flush (registered later) hands the buffer to keepalive. */
export function flush(): void {
  for (const c of pending.splice(0)) {
    for (const s of subs.slice()) run(s, c);
    if (settled) keepLess(c);
  }
}

/** The ring's calls that are no longer pending. */
const delivered = () => ring.filter((c) => pending.indexOf(c) < 0);

/** Called once the provider has started: from now on the ring keeps delivered calls cut (see the top). */
export function settleCalls(): void {
  settled = true;
  delivered().forEach(keepLess);
}

/** A body's length, -1 for none. */
const len = (s: string | null) => (s == null ? -1 : s.length);

/** s, or null when it is too long to keep (MAX). */
export const capped = (s: string | null) => (len(s) > MAX ? null : s);

/** Takes item out of list, if it is there. */
export function remove<T>(list: T[], item: T): void {
  const i = list.indexOf(item);
  if (i >= 0) list.splice(i, 1);
}

/** A copy of s's first n characters that does not keep s alive (a slice of a string points into it). */
function cut(s: string | null, n: number): string | null {
  // concatenating then slicing flattens: the result is a new string of n + 1 characters, not a view of s
  return s == null || s.length <= n ? s : (s.slice(0, n) + ' ').slice(0, n);
}

/** Puts a copy with cut bodies in c's place in the ring; subscribers that hold c keep it whole. */
function keepLess(c: Call): void {
  const i = ring.indexOf(c);
  const text = c.responseText;
  const body = c.requestBody;
  if (i < 0 || (len(text) <= KEPT.response && len(body) <= KEPT.body)) return;
  const copy = call(c.via, c.method, c.url, cut(body, KEPT.body), c.status, cut(text, KEPT.response), c.headers);
  copy.timestamp = c.timestamp;
  copy.page = c.page;
  seenAt.set(copy, seenAt.get(c)!);
  const k = callbackOf.get(c);
  if (k) callbackOf.set(copy, k);
  whole.set(copy, [len(body), len(text)]);
  ring[i] = copy;
}

/** Same request body and answer; against a cut copy, the same lengths and the same kept beginning. */
function same(o: Call, c: Call): boolean {
  const w = whole.get(o);
  const b = c.requestBody;
  const t = c.responseText;
  if (!w) return o.requestBody === b && o.responseText === t;
  return w[0] === len(b) && w[1] === len(t) && cut(b, KEPT.body) === o.requestBody && cut(t, KEPT.response) === o.responseText;
}

function run(s: Sub, c: Call): void {
  if (subs.indexOf(s) >= 0 && guard(s[0], c, callbackOf.get(c))) guard(s[1], c);
}

export function matches(m: CallMatcher, c: Call): boolean {
  const u = m.url;
  return (
    (!m.method || m.method.toUpperCase() === c.method) &&
    (!u || (typeof u === 'string' ? c.url.indexOf(u) >= 0 : ((u.lastIndex = 0), u.test(c.url)))) &&
    (!m.test || m.test(c.url, c.requestBody))
  );
}

/** Adds a subscriber; calls already buffered (made before it attached) are replayed to it, also deferred. */
export function subscribe(test: Sub[0], handler: Sub[1]): () => void {
  const s: Sub = [test, handler];
  const early = delivered();
  subs.push(s);
  if (early.length) later(() => early.forEach((c) => run(s, c)), 0);
  return () => remove(subs, s);
}

export function observe(matcher: CallMatcher, handler: (call: Call) => void): () => void {
  return subscribe((c) => matches(matcher, c), handler);
}

/** The last 20 calls, in the order their answers were seen. */
export function recentCalls(): Call[] {
  return ring.slice().sort((a, b) => seenAt.get(a)! - seenAt.get(b)!);
}

/** The calls whose answers were seen until now, in that order (page_upload's ajaxCache): once the bodies of those
 * still being read are (at most 2 s), since an engine reads our copy of a fetch body before or after the host's
 * own read (WebKit before: the call was recorded when the host showed its page; Chromium after: it was not). */
export function callsSeen(): Promise<Call[]> {
  const upTo = seen;
  const waits = [...reading];
  const now = () => recentCalls().filter((c) => seenAt.get(c)! <= upTo);
  if (!waits.length) return Promise.resolve(now());
  return new Promise((done) => {
    const go = () => {
      stop(timer);
      done(now());
    };
    const timer = later(go, 2000);
    Promise.all(waits).then(go);
  });
}

/** Test helper: forgets buffered calls and subscribers. */
export function resetBus(): void {
  ring.length = subs.length = pending.length = 0;
  settled = false;
}

/** One field of a urlencoded, multipart or JSON body (admin-ajax `action=`, icnea `ws=`), as a string. */
export function formField(body: string | null, name: string): string | null {
  try {
    const t = (body || '').trim();
    let v: unknown;
    if (t[0] === '{') v = parse(t)[name];
    else if (t.slice(0, 2) === '--')
      // a part: `--boundary`, `Content-Disposition: form-data; name="x"`, maybe more headers, a blank line, the value
      for (const part of t.split(/\r?\n--/)) {
        const m = /\bname="([^"]*)"[^]*?\r?\n\r?\n([^]*)/.exec(part);
        if (m && m[1] === name) v = m[2];
      }
    else v = new URLSearchParams(t).get(name);
    return v == null ? null : typeof v === 'object' ? stringify(v) : String(v);
  } catch {
    return null;
  }
}

/** What a request body says as text: strings and form bodies (FormData urlencoded, a file as its name);
 *  binary and stream bodies are not read (null). */
export function bodyText(b: unknown): string | null {
  if (typeof b === 'string') return b;
  if (b instanceof URLSearchParams) return String(b);
  if (!(b instanceof FormData)) return null;
  const u = new URLSearchParams();
  b.forEach((v, k) => u.append(k, typeof v === 'string' ? v : v.name));
  return String(u);
}

/** Parses getAllResponseHeaders() into lower-case names. */
export function heads(raw: unknown): Record<string, string> {
  const h: Record<string, string> = {};
  if (typeof raw === 'string')
    for (const line of raw.split('\r\n')) {
      const i = line.indexOf(': ');
      if (i > 0) h[line.slice(0, i).toLowerCase()] = line.slice(i + 2);
    }
  return h;
}

/** An absolute url for what the host passed (strings and URL objects only: other objects would run host code).
 *  Called once the native call has accepted the url, so it does not throw. */
export function abs(u: unknown): string {
  return typeof u === 'string' || u instanceof URL ? new URL(u as string, document.baseURI).href : '';
}

const toStr = Function.prototype.toString;
const def = (o: object, k: PropertyKey, value: unknown) => Object.defineProperty(o, k, { value, configurable: true, writable: true });

/** Puts wrapper w in place of o[k] unless o[k] is already ours; `.toString()` still prints the native source. */
export function patch(o: any, k: string, w: (...a: any[]) => unknown): void {
  const f = o[k];
  if (typeof f !== 'function' || f[MARK]) return;
  def(w, MARK, f);
  def(w, 'toString', toStr.bind(f));
  o[k] = w;
}

/** Puts the original back when ours is still the outermost wrapper (else `live.on` makes ours pass through). */
export function unpatch(o: any, k: string): void {
  const f = o[k];
  if (f && f[MARK]) o[k] = f[MARK];
}
