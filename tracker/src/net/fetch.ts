// fetch observer. The host gets `native.then(r => r)`: the same Response object, the same rejection reason
// (AbortError, TypeError…) and, when it does not handle a rejection, the same unhandledrejection event for the
// promise it holds. (Attaching our handler to the native promise and returning that promise instead would mark
// it handled and swallow the host's unhandledrejection.) The cost is one extra microtask before the host's
// reaction runs. The body we read comes from response.clone(), taken before the host can touch the response.
import { abs, bodyText, call, capped, guard, live, MARK, MAX, patch, publish, readingBody, seenNext, unpatch } from './bus';

type Meta = { m: string; u: unknown; b: string | null | Promise<string | null> };

const TEXT = /json|text|xml|script|form/i;
const textual = (ct: string | undefined) => !ct || (TEXT.test(ct) && !/event-stream/i.test(ct));
const noop = () => null;

const W = {
  // method shorthand: no prototype, not a constructor, name "fetch", length 1, like the native
  fetch(input: RequestInfo | URL) {
    // `arguments`, not rest parameters: the native must get exactly as many arguments as the host passed
    // (fetch() with none is the native's TypeError, not a fetch of "undefined")
    // eslint-disable-next-line prefer-rest-params
    const a = arguments;
    const m = live.on ? guard(meta, input, a[1] as RequestInit | undefined) : undefined;
    const p: Promise<Response> = (W.fetch as any)[MARK].apply(this, a); // a synchronous throw stays the host's
    return m ? p.then((r) => (guard(seen, r, m), r)) : p;
  },
};

function meta(input: RequestInfo | URL, init?: RequestInit): Meta {
  const req = input instanceof Request ? input : null;
  const m = String((init && init.method) || (req ? req.method : 'GET')).toUpperCase();
  let b: Meta['b'] = init && init.body != null ? bodyText(init.body) : null;
  // A Request's body is read from a clone made before fetch consumes it, and only when it is text: a stream or
  // binary body is not teed (teeing a long upload stream would buffer it for a reader that never comes).
  if (req && !(init && init.body != null) && m !== 'GET' && m !== 'HEAD' && !req.bodyUsed && TEXT.test(req.headers.get('content-type') || ''))
    b = req.clone().text().then(capped, noop);
  return { m, u: req ? req.url : input, b };
}

function seen(r: Response, m: Meta): void {
  if (!r.status) return; // opaque (no-cors) answers show nothing
  const u = abs(m.u) || r.url;
  // the page as the answer arrives: the host's own reaction (which may change location.hash) runs after this,
  // while our clone's body may be read before or after it, depending on the engine (WebKit reads it first)
  const page = location.href;
  const at = seenNext();
  const h: Record<string, string> = {};
  r.headers.forEach((v, k) => (h[k.toLowerCase()] = v)); // lower-case already in browsers; not in every polyfill
  // never an event stream (it may never end) nor a large or binary body
  const body = textual(h['content-type']) && !(+h['content-length'] > MAX) ? r.clone().text() : null;
  readingBody(
    Promise.all([m.b, body]).then(
      ([b, t]) => guard(publish, call('fetch', m.m, u, b, r.status, capped(t), h, page), undefined, at),
      noop, // a body the host aborts mid-way rejects here too: ours must never surface as an unhandled rejection
    ),
  );
}

export function wrapFetch(on: boolean): void {
  if (typeof fetch !== 'function') return;
  if (on) patch(window, 'fetch', W.fetch);
  else unpatch(window, 'fetch');
}
