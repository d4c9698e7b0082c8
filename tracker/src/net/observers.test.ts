// @vitest-environment happy-dom
// The observers against stand-ins (a stub fetch, a fake jQuery, JSONP globals). Real XHR/fetch behaviour is
// checked in Chromium by tracker/test/browser/net-conformance.spec.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MARK, resetBus, type Call } from './bus';
import { installNetworkObservers, observe, observeJsonp, recentCalls, setNetHooks } from './index';
import { uninstallNetworkObservers } from './uninstall';

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));
const w = window as any;
const logs: unknown[][] = [];
const reported: unknown[] = [];
const nativeOpen = XMLHttpRequest.prototype.open;
const nativeSend = XMLHttpRequest.prototype.send;

beforeEach(() => {
  resetBus();
  logs.length = reported.length = 0;
  setNetHooks({ log: (...a) => logs.push(a), report: (e) => reported.push(e) });
});
afterEach(() => {
  uninstallNetworkObservers();
  resetBus();
});

describe('install', () => {
  it('is idempotent and uninstall restores the originals', () => {
    const stub = (w.fetch = function fetch() {});
    installNetworkObservers();
    const wrapped = { fetch: w.fetch, open: XMLHttpRequest.prototype.open, send: XMLHttpRequest.prototype.send };
    expect(wrapped.fetch).not.toBe(stub);
    expect(wrapped.open).not.toBe(nativeOpen);
    installNetworkObservers();
    expect(w.fetch).toBe(wrapped.fetch);
    expect(XMLHttpRequest.prototype.open).toBe(wrapped.open);
    expect(XMLHttpRequest.prototype.send).toBe(wrapped.send);
    expect((w.fetch as any)[MARK]).toBe(stub);
    uninstallNetworkObservers();
    expect(w.fetch).toBe(stub);
    expect(XMLHttpRequest.prototype.open).toBe(nativeOpen);
    expect(XMLHttpRequest.prototype.send).toBe(nativeSend);
  });
  it('wrappers look like the natives: name, length, toString, no prototype, not constructible', () => {
    w.fetch = function fetch(_input: unknown) {};
    installNetworkObservers();
    expect([w.fetch.name, w.fetch.length, String(w.fetch), 'prototype' in w.fetch, Object.keys(w.fetch)]).toEqual(['fetch', 1, 'function fetch(_input) {}', false, []]);
    const P = XMLHttpRequest.prototype;
    expect([P.open.name, P.open.length, P.send.name, P.send.length]).toEqual(['open', 2, 'send', 0]);
    expect(() => new w.fetch('x')).toThrow(TypeError);
    expect(Object.getOwnPropertyDescriptor(P, 'open')).toMatchObject({ writable: true, enumerable: true, configurable: true });
  });
  it('a wrapper someone else wrapped over stays in their chain, inert after uninstall', async () => {
    const calls: string[] = [];
    w.fetch = () => Promise.resolve(new Response('{}', { status: 200 }));
    installNetworkObservers();
    const ours = w.fetch;
    w.fetch = function other(this: unknown, ...a: unknown[]) {
      return ours.apply(this, a);
    };
    uninstallNetworkObservers();
    observe({}, (c) => calls.push(c.url));
    await w.fetch('https://site.test/after');
    await tick(5);
    expect(calls).toEqual([]);
  });
});

describe('fetch', () => {
  let last: { self: unknown; args: unknown[] } | null = null;
  let answer: () => Promise<Response>;
  beforeEach(() => {
    answer = () => Promise.resolve(new Response('{"total":"99,50 €"}', { status: 200, headers: { 'Content-Type': 'application/json', 'X-Thing': 'a' } }));
    w.fetch = function fetch(this: unknown, ...args: unknown[]) {
      last = { self: this, args };
      return answer();
    };
    installNetworkObservers();
  });

  it('passes the same arguments and this, resolves to the same Response, and observes the call', async () => {
    const got: Call[] = [];
    observe({ url: '/api/quote' }, (c) => got.push(c));
    const init = { method: 'post', body: new URLSearchParams('ws=Lodging&id=7') };
    const response = await answerOf(() => w.fetch('/api/quote?x=1', init));
    expect(last!.args[0]).toBe('/api/quote?x=1');
    expect(last!.args[1]).toBe(init);
    expect(last!.args).toHaveLength(2);
    expect(await response.json()).toEqual({ total: '99,50 €' }); // the host's body is untouched
    await tick(5);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ via: 'fetch', method: 'POST', url: new URL('/api/quote?x=1', location.href).href, requestBody: 'ws=Lodging&id=7', status: 200, responseText: '{"total":"99,50 €"}', headers: { 'content-type': 'application/json', 'x-thing': 'a' } });
    expect(got[0].json).toEqual({ total: '99,50 €' });
  });

  async function answerOf(run: () => Promise<Response>): Promise<Response> {
    let native!: Response;
    const inner = answer;
    answer = () => inner().then((r) => (native = r));
    const r = await run();
    expect(r).toBe(native);
    return r;
  }

  it('rejects with the same reason and records nothing', async () => {
    const reason = new DOMException('The user aborted a request.', 'AbortError');
    answer = () => Promise.reject(reason);
    await expect(w.fetch('/api/quote')).rejects.toBe(reason);
    await tick(5);
    expect(recentCalls()).toEqual([]);
    expect(reported).toEqual([]);
  });

  it('a synchronous throw of the native passes through', () => {
    const boom = new TypeError('Illegal invocation');
    answer = () => {
      throw boom;
    };
    expect(() => w.fetch('/x')).toThrow(boom);
  });

  it('reads a Request body from a clone, leaving the host able to send it', async () => {
    const got: Call[] = [];
    observe({}, (c) => got.push(c));
    const req = new Request(new URL('/api/icnea', location.href).href, { method: 'POST', body: 'ws=DailyRates', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    await w.fetch(req);
    expect(last!.args[0]).toBe(req);
    expect(req.bodyUsed).toBe(false); // the stub did not read it; a real fetch would, and still can
    expect(await req.text()).toBe('ws=DailyRates');
    await tick(5);
    expect(got[0]).toMatchObject({ method: 'POST', requestBody: 'ws=DailyRates', url: new URL('/api/icnea', location.href).href });
  });

  it('does not read binary or event-stream answers', async () => {
    answer = () => Promise.resolve(new Response('data: 1\n\n', { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
    await w.fetch('/api/sse');
    answer = () => Promise.resolve(new Response(new Uint8Array([1, 2, 3]), { status: 200, headers: { 'Content-Type': 'image/png' } }));
    await w.fetch('/api/img');
    await tick(5);
    expect(recentCalls().map((c) => [c.url.replace(location.origin, ''), c.responseText])).toEqual([
      ['/api/sse', null],
      ['/api/img', null],
    ]);
  });

  it('FormData bodies are recorded urlencoded (formField can read them)', async () => {
    const fd = new FormData();
    fd.append('action', 'listing_price');
    fd.append('guests', '2');
    await w.fetch('/wp-admin/admin-ajax.php', { method: 'POST', body: fd });
    await tick(5);
    expect(recentCalls()[0].requestBody).toBe('action=listing_price&guests=2');
  });
});

describe('jQuery', () => {
  function fakeJquery() {
    const handlers: ((...a: unknown[]) => unknown)[] = [];
    const $ = (target: unknown) => ({
      on(type: string, fn: (...a: unknown[]) => unknown) {
        if (target === document && type === 'ajaxComplete') handlers.push(fn);
      },
    });
    return { $, handlers };
  }
  afterEach(() => {
    delete w.jQuery;
    delete (document as any).readyState; // back to happy-dom's own getter
  });
  const loading = () => Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });

  it('records ajaxComplete; its handler returns undefined (never false)', async () => {
    const { $, handlers } = fakeJquery();
    w.jQuery = $;
    installNetworkObservers(); // found at once when already there
    expect(handlers).toHaveLength(1);
    const jqXHR = { status: 200, responseText: '{"ok":1}', getAllResponseHeaders: () => 'content-type: application/json\r\nX-A: b\r\n' };
    const ret = handlers[0]({ type: 'ajaxComplete' }, jqXHR, { type: 'post', url: '/wp-admin/admin-ajax.php', data: 'action=homey_half_map' });
    expect(ret).toBeUndefined();
    await tick();
    expect(recentCalls()[0]).toMatchObject({ via: 'jquery', method: 'POST', url: new URL('/wp-admin/admin-ajax.php', location.href).href, requestBody: 'action=homey_half_map', status: 200, responseText: '{"ok":1}', headers: { 'content-type': 'application/json', 'x-a': 'b' } });
  });

  it("looks again at load, and logs 'jquery not found' once when there is none", async () => {
    vi.resetModules(); // a fresh copy: this one already found the fake jQuery above
    loading();
    const net = { ...(await import('./index')), ...(await import('./uninstall')) };
    const mine: unknown[][] = [];
    net.setNetHooks({ log: (...a) => mine.push(a) });
    net.installNetworkObservers();
    expect(mine).toEqual([]); // still loading: the last look is at load
    window.dispatchEvent(new Event('load'));
    expect(mine).toEqual([['jquery not found']]);
    net.uninstallNetworkObservers();
  });
  it('finds a jQuery that arrives before load', async () => {
    vi.resetModules();
    loading();
    const net = { ...(await import('./index')), ...(await import('./uninstall')) };
    const mine: unknown[][] = [];
    net.setNetHooks({ log: (...a) => mine.push(a) });
    net.installNetworkObservers();
    const { $, handlers } = fakeJquery();
    w.jQuery = $;
    window.dispatchEvent(new Event('load'));
    expect(handlers.length).toBeGreaterThan(0); // (the earlier fresh copy's load listener hooks it too)
    expect(mine).toEqual([]);
    net.uninstallNetworkObservers();
  });
});

describe('JSONP', () => {
  afterEach(() => {
    for (const k of Object.keys(w)) if (k.startsWith('cb_')) delete w[k];
  });

  it("the host's callback gets the same this, arguments and return value; errors pass through", async () => {
    installNetworkObservers();
    const seen: unknown[] = [];
    const ret = { mine: true };
    const host = (w.cb_quote = function (this: unknown, ...a: unknown[]) {
      seen.push(this, ...a);
      return ret;
    });
    const got: Call[] = [];
    observeJsonp('cb_quote', (c) => got.push(c));
    expect(w.cb_quote).not.toBe(host);
    const data = { total: 10, currency: 'EUR' };
    const self = {};
    expect(w.cb_quote.call(self, data, 'x')).toBe(ret);
    expect(seen).toEqual([self, data, 'x']);
    expect(seen[1]).toBe(data);
    const boom = new Error('host bug');
    w.cb_quote = function () {
      throw boom;
    };
    observeJsonp('cb_quote', () => {});
    expect(() => w.cb_quote({})).toThrow(boom);
    await tick();
    expect(got).toHaveLength(2);
    expect(got[0]).toMatchObject({ via: 'jsonp', method: 'GET', status: 200 });
    expect(got[0].json).toEqual([{ total: 10, currency: 'EUR' }, 'x']);
  });

  it('records a copy made before the host can change the data', async () => {
    installNetworkObservers();
    w.cb_mut = (d: { total: number }) => void (d.total = 0);
    const got: Call[] = [];
    observeJsonp('cb_mut', (c) => got.push(c));
    w.cb_mut({ total: 42 });
    await tick();
    expect(got[0].json).toEqual({ total: 42 });
  });

  it('wraps callbacks named by a RegExp when a script tag names them, including ones defined after the tag', async () => {
    installNetworkObservers();
    const got: string[] = [];
    observeJsonp(/^cb_jq\d+$/, (c) => got.push(String((c.json as { n: number }).n)));
    const s = document.createElement('script');
    s.type = 'text/x-not-run'; // happy-dom must not try to load it
    s.src = 'https://widget.test/quote?callback=cb_jq123&_=1';
    document.head.appendChild(s);
    const host = (w.cb_jq123 = (d: unknown) => d); // defined right after inserting the tag, like jQuery's jsonp
    await tick(); // the MutationObserver runs before the script could load
    expect(w.cb_jq123).not.toBe(host);
    w.cb_jq123({ n: 1 });
    const other = (w.cb_other = (d: unknown) => d);
    const t = document.createElement('script');
    t.type = 'text/x-not-run';
    t.src = 'https://widget.test/quote?callback=cb_other';
    document.head.appendChild(t);
    await tick();
    expect(w.cb_other).toBe(other); // not watched: untouched
    expect(got).toEqual(['1']);
  });

  it('does not plant anything on window for a name the host has not defined', () => {
    observeJsonp('cb_later', () => {});
    expect('cb_later' in w).toBe(false);
  });
});
