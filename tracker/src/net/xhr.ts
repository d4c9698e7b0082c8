// XMLHttpRequest observer: patches only prototype.open and prototype.send, so constructors, instanceof, the
// readyState constants, sync requests, abort, timeout, upload events and every listener stay native. Per-request
// state lives in a WeakMap (nothing is added to the host's objects). We never touch `xhr.upload`: registering
// upload listeners would force a CORS preflight the host never asked for.
import { abs, bodyText, call, capped, guard, heads, live, MARK, patch, publish, unpatch } from './bus';
import { stringify } from '../builtins/json';

type State = { m: string; u: string; b: string | null; s: boolean };
const states = new WeakMap<XMLHttpRequest, State>();
const P = () => XMLHttpRequest.prototype as any;

// Method shorthand: like the natives these have no `prototype`, cannot be `new`ed, and keep the native
// name and length (open 2, send 0).
const W = {
  open(method: string, url: string | URL) {
    // native first (its exceptions are the host's), with `arguments`: exactly the arguments the host passed,
    // so open('GET') stays the native's TypeError rather than an open of "undefined"
    // eslint-disable-next-line prefer-rest-params
    const r = (W.open as any)[MARK].apply(this, arguments);
    if (live.on) guard(opened, this as unknown as XMLHttpRequest, method, url);
    return r;
  },
  send(...a: unknown[]) {
    // before the native send: a sync request is done (and its readystatechange fired) when send returns
    if (live.on) guard(sending, this as unknown as XMLHttpRequest, a[0]);
    return (W.send as any)[MARK].apply(this, a);
  },
};

function opened(x: XMLHttpRequest, method: unknown, url: unknown): void {
  // one listener per object, added at its first open; reused objects just get fresh state
  if (!states.has(x)) x.addEventListener('readystatechange', onChange);
  states.set(x, { m: typeof method === 'string' ? method.toUpperCase() : 'GET', u: abs(url), b: null, s: false }); // s: sent
}

function sending(x: XMLHttpRequest, body: unknown): void {
  const s = states.get(x);
  if (s) {
    s.b = bodyText(body);
    s.s = true;
  }
}

// readystatechange DONE comes before load/loadend, so we read the response before any host load handler could
// reuse the object (open() again). Reading responseText/response has no side effect for these types; other
// types (arraybuffer, blob, document) are left alone.
function onChange(this: XMLHttpRequest): void {
  guard(done, this);
}

function done(x: XMLHttpRequest): void {
  const s = states.get(x);
  if (x.readyState !== 4 || !s || !s.s) return;
  s.s = false;
  if (!x.status) return; // aborted, timed out or failed: no answer to observe
  const t = x.responseType;
  const text = t === '' || t === 'text' ? x.responseText : t === 'json' ? stringify(x.response) : null;
  publish(call('xhr', s.m, s.u || x.responseURL, s.b, x.status, capped(text), heads(x.getAllResponseHeaders())));
}

export function wrapXhr(on: boolean): void {
  if (typeof XMLHttpRequest !== 'function') return;
  for (const k of ['open', 'send'] as const) {
    if (on) patch(P(), k, W[k]);
    else unpatch(P(), k);
  }
}
