// Hosts whose libraries change built-ins before the tracker runs (issue 13): Prototype.js's toJSON on the
// built-in prototypes, JSON polyfills, Promise and timer patches (zone.js-like), frozen fetch/XHR, enumerable
// additions to Object/Array prototypes. With each, the tracker still sends readable batches and the host's own
// calls behave as without it.
import { test, expect, pageUrl, until } from './core-helpers';

/** Each runs in the page before any of its scripts (as a host library loaded in <head> would). */
const ALTERATIONS: Record<string, () => void> = {
  'Prototype.js 1.6/1.7: toJSON on Array, String, Number, Date and Object.toJSON': () => {
    const str = (v: unknown) => '"' + String(v) + '"';
    // Prototype: an array's JSON is a JSON *string* of its items, so JSON.stringify writes arrays as strings
    (Array.prototype as any).toJSON = function (this: unknown[]) {
      return '[' + this.map((x) => (typeof x === 'object' ? '{…}' : String(x))).join(', ') + ']';
    };
    (String.prototype as any).toJSON = function (this: string) {
      return str(this);
    };
    (Number.prototype as any).toJSON = function (this: number) {
      return isFinite(+this) ? String(this) : 'null';
    };
    (Date.prototype as any).toJSON = function () {
      return '"' + 'date' + '"';
    };
    (Object as any).toJSON = () => 'prototype';
  },
  'a JSON polyfill that ignores the replacer and drops undefined': () => {
    const native = JSON.stringify;
    (window as any).JSON = { parse: JSON.parse, stringify: (v: unknown) => native(v) };
  },
  'Promise replaced by a zone.js-like subclass': () => {
    const Native = Promise;
    class ZoneAwarePromise<T> extends Native<T> {}
    (window as any).Promise = ZoneAwarePromise;
    (window as any).__promiseThens = 0;
    const then = Native.prototype.then;
    Native.prototype.then = function (this: Promise<unknown>, ...a: any[]) {
      (window as any).__promiseThens++;
      return then.apply(this, a as any);
    } as any;
  },
  'timers patched by a zone.js-like wrapper': () => {
    const w = window as any;
    w.__timers = 0;
    for (const name of ['setTimeout', 'setInterval', 'requestAnimationFrame', 'queueMicrotask']) {
      const native = w[name];
      if (!native) continue;
      w[name] = function (fn: (...a: unknown[]) => unknown, ...rest: unknown[]) {
        w.__timers++;
        return native.call(window, typeof fn === 'function' ? (...a: unknown[]) => fn(...a) : fn, ...rest);
      };
    }
  },
  'fetch and XMLHttpRequest frozen': () => {
    Object.defineProperty(window, 'fetch', { value: window.fetch, writable: false, configurable: false });
    Object.freeze(XMLHttpRequest.prototype);
    Object.freeze(XMLHttpRequest);
  },
  'enumerable additions to Object.prototype and Array.prototype (MooTools-era)': () => {
    (Object.prototype as any).extend = function () {
      return this;
    };
    (Array.prototype as any).each = function (this: unknown[], fn: (x: unknown) => void) {
      for (let i = 0; i < this.length; i++) fn(this[i]);
    };
  },
};

for (const [name, alter] of Object.entries(ALTERATIONS)) {
  test(`host alteration: ${name}`, async ({ page, server }) => {
    server.handlers.push((req, res) => (req.url === '/host-api' ? (res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":[1,2]}'), true) : false));
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));
    await page.addInitScript(alter);
    await page.goto(pageUrl(server));
    const batch = await until(() => server.batches.find((b) => Array.isArray(b.events) && b.events.some((e) => e.action === 'pageview')), 'a batch with the pageview');
    expect(Object.keys(batch!).sort()).toEqual(['client_id', 'events', 'install_id', 'pageview_id', 'post_id', 'session_id', 'site_key', 'url', 'user_id', 'version']);
    for (const e of batch!.events) {
      expect(typeof e.action).toBe('string');
      expect(typeof e.payload).toBe('object');
      expect(typeof e.offset).toBe('number');
    }
    const identify = server.events().find((e) => e.action === 'identify');
    expect(identify?.payload).toMatchObject({ width: expect.any(Number), agent: expect.any(String) });
    expect(server.posts.every((p) => typeof JSON.parse(p.body).events === 'object')).toBe(true);
    // the host's own calls behave as without the tracker
    const host = await page.evaluate(async () => {
      const viaFetch = await fetch('/host-api').then((r) => r.json());
      const viaXhr = await new Promise((ok) => {
        const x = new XMLHttpRequest();
        x.open('GET', '/host-api');
        x.onload = () => ok(x.responseText);
        x.send();
      });
      return { viaFetch, viaXhr };
    });
    expect(host).toEqual({ viaFetch: { ok: [1, 2] }, viaXhr: '{"ok":[1,2]}' });
    // the tracker's stored state is readable JSON (the buffer, identity)
    const stored = await page.evaluate(() => localStorage.getItem('__beacon'));
    expect(JSON.parse(stored as string)).toMatchObject({ user: { id: expect.any(String) }, session: { id: expect.any(String) } });
    expect(pageErrors).toEqual([]);
  });
}
