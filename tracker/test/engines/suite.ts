// The tracker's contract in every engine the visitors use (issue 30): the same tests in Chromium, Firefox and
// WebKit, each a spec file of its own (chromium.spec.ts, …) so Playwright's workers run engines side by side.
// Pages are opened through the harness's plain-page launcher (harness/driver/plain.ts: Playwright, firefox-esr
// over BiDi, MiniBrowser over WebDriver), which has no init scripts or interception in WebKit: what a test must
// put before the page's own scripts goes through the loopback server (TestServer.initScripts), faults through
// its scripted answers. Every title starts with the engine, so a failure names it.
import { test, expect } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchPlain, type PlainBrowser, type PlainPage } from '../../../harness/driver/plain';
import type { Engine } from '../../../harness/engines';
import { injectDocumentScript } from '../../../harness/proxy/har-proxy';
import { actions, until } from '../browser/core-helpers';
import { TestServer } from '../browser/server';
import { buildNetObservers, CONFORMANCE_SUBSCRIPTIONS, freePort, netHandler } from '../browser/net-fixtures';

const PAGES = join(import.meta.dirname, '../browser/pages');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Uncaught errors and rejections of each document, kept under a symbol (no key on window). */
// (messages only: a stack names every frame, and a wrapped fetch is a frame: the conformance suite compares
// messages too)
const ERRORS_SCRIPT = `(function () {
  var errs = [];
  Object.defineProperty(window, Symbol.for('test.errors'), { value: errs });
  addEventListener('error', function (e) { errs.push(String(e.message)); });
  addEventListener('unhandledrejection', function (e) { errs.push('unhandled rejection: ' + String(e.reason && e.reason.message || e.reason)); });
})();`;
const READ_ERRORS = `window[Symbol.for('test.errors')] || ['(the error watch is missing)']`;

/** localStorage and sessionStorage throw on access, as in Safari's private mode of old or blocked storage. */
const STORAGE_THROWS = `(function () {
  ['localStorage', 'sessionStorage'].forEach(function (name) {
    Object.defineProperty(window, name, { configurable: true, get: function () { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  });
})();`;

/** A multipart body's boundary is random, and Firefox's is of random length: the echoed length and hash of a
 * FormData body (any transcript key naming FormData: formData, fetchRequestFormData, …) differ run to run whoever
 * sends it, so they are left out of the comparison. */
function withoutMultipartSizes(value: unknown, inFormData = false): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutMultipartSizes(v, inFormData));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !(inFormData && (k === 'cl' || k === 'hash')))
      .map(([k, v]) => [k, withoutMultipartSizes(v, inFormData || /formdata/i.test(k))]),
  );
}

/** A host's libraries that change built-ins before the tracker runs (tracker/test/browser/core-hostile.spec.ts has
 * each alone in Chromium): Prototype.js's toJSON, a zone.js-like Promise and timers, frozen fetch/XHR, enumerable
 * prototype additions, all at once. */
const HOSTILE = `(function () {
  Array.prototype.toJSON = function () { return '[' + this.map(function (x) { return typeof x === 'object' ? '{…}' : String(x); }).join(', ') + ']'; };
  String.prototype.toJSON = function () { return '"' + String(this) + '"'; };
  Date.prototype.toJSON = function () { return '"date"'; };
  var NativePromise = Promise, then = NativePromise.prototype.then;
  window.Promise = class ZoneAwarePromise extends NativePromise {};
  NativePromise.prototype.then = function () { return then.apply(this, arguments); };
  ['setTimeout', 'setInterval', 'requestAnimationFrame', 'queueMicrotask'].forEach(function (name) {
    var native = window[name];
    if (native) window[name] = function (fn) { var rest = [].slice.call(arguments, 1); return native.apply(window, [typeof fn === 'function' ? function () { return fn.apply(this, arguments); } : fn].concat(rest)); };
  });
  Object.defineProperty(window, 'fetch', { value: window.fetch, writable: false, configurable: false });
  Object.freeze(XMLHttpRequest.prototype);
  Object.prototype.extend = function () { return this; };
  Array.prototype.each = function (fn) { for (var i = 0; i < this.length; i++) fn(this[i]); };
})();`;

/** A confirmation page of a site whose adapter uploads its conversion pages (wp-ajax-generic): the page upload runs
 * in idle slices (requestIdleCallback, which WebKit lacks: core/idle-slices.ts falls back to timers). */
const CONVERSION = '/booking-request-received/';
const CONVERTING = { sites: [{ host: '127.0.0.1', provider: 'wp-ajax-generic', siteKey: 'k', clientId: 7, installId: 9, options: { conversion: CONVERSION, reservation: '#request-ref' } }] };


function pageUrl(server: TestServer, cfg?: Record<string, unknown>, path = '/core.html'): string {
  return server.origin + path + (cfg ? '?cfg=' + encodeURIComponent(JSON.stringify(cfg)) : '');
}


export function engineSuite(engine: Engine): void {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  let browser: PlainBrowser;
  let server: TestServer;
  let page: PlainPage | null = null;
  const open = async () => (page = await browser.newPage());

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    browser = await launchPlain(engine);
  });
  test.afterAll(async () => {
    await browser?.close();
  });
  test.beforeEach(async () => {
    server = await new TestServer().start();
    server.initScripts.push(ERRORS_SCRIPT);
  });
  test.afterEach(async () => {
    await page?.close().catch(() => {});
    page = null;
    await server.stop();
  });

  test(`[${engine}] contract: the first batch carries identify, pageview and page_timing with the install's keys`, async () => {
    const p = await open();
    await p.goto(pageUrl(server));
    const [first] = await server.waitForBatches(1, 20_000);
    expect(actions([first])).toEqual([['identify', 'pageview', 'page_timing']]);
    expect(first).toMatchObject({ site_key: 'k', client_id: 7, install_id: 9 });
    expect(first.user_id).toMatch(UUID);
    expect(first.session_id).toMatch(UUID);
    expect(first.url).toBe(pageUrl(server));
    const identify = first.events[0]!.payload;
    expect(typeof identify.agent).toBe('string');
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
  });

  test(`[${engine}] contract: a 503 is retried under the same post id, and nothing is lost`, async () => {
    server.replies = [{ status: 503 }];
    const p = await open();
    await p.goto(pageUrl(server));
    const [first] = await server.waitForBatches(1, 30_000);
    expect(server.posts.map((x) => x.status)).toEqual([503, 200]);
    expect(JSON.parse(server.posts[0]!.body).post_id).toBe(first.post_id);
    expect(actions([first])).toEqual([['identify', 'pageview', 'page_timing']]);
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
  });

  test(`[${engine}] contract: needs_refresh fetches the script again once`, async () => {
    server.replies = [{ body: '{"needs_refresh":true}' }, { body: '{"needs_refresh":true}' }];
    const p = await open();
    await p.goto(pageUrl(server));
    await server.waitForBatches(1, 20_000);
    await until(() => server.scriptFetches.length >= 2, 'the script re-fetch', 20_000);
    await p.evaluate('history.pushState({}, "", "/after-refresh")');
    await server.waitForBatches(2, 20_000);
    expect(server.scriptFetches).toHaveLength(2);
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
  });

  test(`[${engine}] contract: a post that fails on the network (offline) is retried under the same post id`, async () => {
    server.replies = [{ drop: true }];
    // every post that reached the server, the dropped one too (server.posts has the answered ones)
    const bodies: string[] = [];
    server.handlers.push((req, _res, body) => (req.url === '/collect/action' && bodies.push(body), false));
    const p = await open();
    await p.goto(pageUrl(server));
    const [first] = await server.waitForBatches(1, 30_000);
    expect(actions([first])).toEqual([['identify', 'pageview', 'page_timing']]);
    expect(bodies.length).toBe(2);
    expect(bodies.map((b) => JSON.parse(b).post_id)).toEqual([first.post_id, first.post_id]);
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
  });

  test(`[${engine}] hostile built-ins: with a host's altered JSON, Promise, timers and frozen fetch/XHR the batches are readable`, async () => {
    server.initScripts.push(HOSTILE);
    server.handlers.push((req, res) => (req.url === '/host-api' ? (res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":[1,2]}'), true) : false));
    const p = await open();
    await p.goto(pageUrl(server));
    const [first] = await server.waitForBatches(1, 30_000);
    expect(actions([first])).toEqual([['identify', 'pageview', 'page_timing']]);
    expect(Object.keys(first).sort()).toEqual(['client_id', 'events', 'install_id', 'pageview_id', 'post_id', 'session_id', 'site_key', 'url', 'user_id', 'version']);
    expect(first.user_id).toMatch(UUID);
    // the host's own calls behave as without the tracker
    // (strings only: WebKitWebDriver cannot return an array or object from a page whose Object.prototype has
    // enumerable additions: "cannot serialize cyclic structures")
    const host = await p.evaluate(`Promise.all([
      fetch('/host-api').then(function (r) { return r.text(); }),
      new Promise(function (ok) { var x = new XMLHttpRequest(); x.open('GET', '/host-api'); x.onload = function () { ok(x.responseText); }; x.send(); }),
    ]).then(function (a) { return a[0] + ' ' + a[1]; })`);
    expect(host).toBe('{"ok":[1,2]} {"ok":[1,2]}');
    expect(await p.evaluate(`(${READ_ERRORS}).join('\\n')`)).toBe('');
  });

  test(`[${engine}] page upload: a conversion page is uploaded (body, storages) before its conversion`, async () => {
    server.handlers.push((req, res) => {
      if (!req.url?.startsWith(CONVERSION)) return false;
      const html = readFileSync(join(PAGES, 'core.html'), 'utf8').replace('</body>', '<p>Request <b id="request-ref">R-1001</b> received</p></body>');
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(injectDocumentScript(html, server.initScripts.join('\n;\n')));
      return true;
    });
    const p = await open();
    await p.goto(pageUrl(server, CONVERTING, CONVERSION));
    await until(() => server.events().some((e) => e.action === 'conversion'), 'the conversion', 30_000);
    const sent = server.events().map((e) => e.action);
    expect(sent.filter((a) => a === 'page_upload')).toHaveLength(1);
    expect(sent.indexOf('page_upload')).toBeLessThan(sent.indexOf('conversion'));
    const upload = server.events().find((e) => e.action === 'page_upload')!;
    expect(upload.payload.bodyHTML).toContain('R-1001');
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
  });

  test(`[${engine}] inspector: __beacon.inspect() loads its part and names the rule that took a host call`, async () => {
    // the all-sites two-part tag (dist/tag/), as a customer's page gets it: the inspector is a part of it
    const TAG = join(import.meta.dirname, '../../../dist/tag');
    server.handlers.push((req, res) => {
      const m = /^\/dist\/tracker(\.[a-z0-9.-]+)?\.js(?:\?|$)/.exec(req.url ?? '');
      if (!m) return false;
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(readFileSync(join(TAG, `tracker${m[1] ?? ''}.js`)));
      return true;
    });
    server.handlers.push((req, res) => {
      if (req.url !== '/wp-admin/admin-ajax.php') return false;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: { total: '640.00' } }));
      return true;
    });
    const site = { sites: [{ host: '127.0.0.1', provider: 'wp-ajax-generic', siteKey: 'k', clientId: 7, installId: 9, options: { quote: 'get_price' } }] };
    const p = await open();
    await p.goto(pageUrl(server, site));
    await server.waitForBatches(1, 20_000);
    await p.evaluate(`fetch('/wp-admin/admin-ajax.php', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'action=get_price&property_id=L1&checkin=2026-07-01&checkout=2026-07-08&adults=2' }).then((r) => r.text())`);
    await until(() => server.events().some((e) => e.action === 'quote'), 'the quote', 30_000);
    const rows = JSON.parse(await p.evaluate<string>(`window.__beacon.inspect().then((r) => JSON.stringify(r))`)) as Record<string, unknown>[];
    expect(rows.find((r) => r.rule)).toMatchObject({ method: 'POST', adapter: 'wp-ajax-generic', rule: 'quote: admin-ajax action=get_price' });
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
  });

  test(`[${engine}] SPA navigation: each pushState is a pageview with the previous URL as referrer`, async () => {
    const p = await open();
    await p.goto(pageUrl(server));
    await server.waitForBatches(1, 20_000);
    await p.evaluate('history.pushState({}, "", "/spa/a")');
    const [, a] = await server.waitForBatches(2, 20_000);
    expect(actions([a!])).toEqual([['pageview']]);
    expect(new URL(a!.url).pathname).toBe('/spa/a');
    expect(a!.events[0]!.payload.referrer).toBe(pageUrl(server));
    await p.evaluate('history.pushState({}, "", "/spa/b")');
    const [, , b] = await server.waitForBatches(3, 20_000);
    expect(new URL(b!.url).pathname).toBe('/spa/b');
    expect(b!.events[0]!.payload.referrer).toBe(`${server.origin}/spa/a`);
    expect(new Set(server.batches.map((x) => x.pageview_id)).size).toBe(3);
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
  });

  test(`[${engine}] delivery: an event made just before the page goes away is delivered (unload flush)`, async () => {
    const p = await open();
    await p.goto(pageUrl(server));
    await server.waitForBatches(1, 20_000);
    // tracked 50 ms after the push, then the page is left at once: the pagehide flush hands it over
    await p.evaluate('history.pushState({}, "", "/leaving"); new Promise((r) => setTimeout(r, 60))');
    await p.goto(`${server.origin}/blank.html`);
    const batches = await server.waitForBatches(2, 20_000);
    expect(batches.some((b) => new URL(b.url).pathname === '/leaving' && b.events.some((e) => e.action === 'pageview'))).toBe(true);
  });

  test(`[${engine}] cookies and storage: storage that throws leaves tracking in memory, the cookie keeps the user`, async () => {
    server.initScripts.push(STORAGE_THROWS);
    server.replies = [{ status: 503 }]; // a retry must work from memory too
    const p = await open();
    await p.goto(pageUrl(server, { scriptHosts: ['127.0.0.1'] }));
    const [first] = await server.waitForBatches(1, 30_000);
    expect(actions([first])).toEqual([['identify', 'pageview', 'page_timing']]);
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
    await p.goto(pageUrl(server, { scriptHosts: ['127.0.0.1'] }));
    const [, again] = await server.waitForBatches(2, 20_000);
    expect(again!.user_id).toBe(first.user_id);
    expect(again!.session_id).toBe(first.session_id);
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
  });

  test(`[${engine}] host transparency: a fetch call's page is the page its answer arrived on, whatever the host does next`, async () => {
    // a booking answer whose handler routes to a confirmation hash: the call's page must not depend on whether
    // the engine reads our clone of the body before or after the host's own read (WebKit: before; the others: after)
    server.initScripts.push(await buildNetObservers('net.observe({}, (c) => t.calls.push(plain(c)));'));
    server.handlers.push(netHandler(() => ''));
    const p = await open();
    await p.goto(`${server.origin}/blank.html`);
    await p.evaluate(`fetch('/net/api/json?n=route', { method: 'POST', body: '{}' }).then((r) => r.json()).then(() => { location.hash = '#/booked'; })`);
    const routed = `window.__netTest.calls.filter((c) => c.url.indexOf('n=route') >= 0).map((c) => c.page)`;
    const pages = await until(async () => {
      const v = await p.evaluate<string[]>(routed);
      return v.length ? v : null;
    }, 'the observed call', 20_000);
    await until(async () => (await p.evaluate<string>('location.hash')) === '#/booked', 'the host\'s hash route', 20_000);
    expect(pages).toEqual([`${server.origin}/blank.html`]);
    expect(await p.evaluate(READ_ERRORS)).toEqual([]);
  });

  test(`[${engine}] host transparency: what the host sees of XHR, fetch and JSONP is identical with and without the observers`, async () => {
    const observers = await buildNetObservers(CONFORMANCE_SUBSCRIPTIONS);
    server.handlers.push(netHandler(() => observers));
    const closedPort = await freePort();
    const other = server.origin.replace('127.0.0.1', 'localhost');
    const run = async (net: boolean) => {
      const p = await browser.newPage();
      try {
        await p.goto(`${server.origin}/net/conformance.html?closed=${closedPort}&other=${encodeURIComponent(other)}&net=${net ? 1 : 0}`);
        await until(() => p.evaluate<boolean>('window.__hostDone === true'), 'the host page to finish', 60_000);
        // deferred deliveries of the last calls
        await p.evaluate('new Promise((r) => setTimeout(r, 100))');
        return await p.evaluate<{ transcript: Record<string, unknown>; net: { calls: unknown[]; errors: string[] } | null; errors: string[] }>(
          `({ transcript: window.__transcript, net: window.__netTest ? { calls: window.__netTest.calls, errors: window.__netTest.errors } : null, errors: ${READ_ERRORS} })`,
        );
      } finally {
        await p.close();
      }
    };
    const without = await run(false);
    const withNet = await run(true);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(`test-results/net-conformance-${engine}.json`, JSON.stringify({ without, withNet }, null, 2));
    expect(without.transcript.fatal, String(without.transcript.fatalStack)).toBeUndefined();
    expect(withNet.net, 'observers loaded in the second run').toBeTruthy();
    for (const key of Object.keys(without.transcript)) {
      // The key names the transcript entry: fetchRequestFormData's own fields are the multipart body.
      const formData = /formdata/i.test(key);
      expect(withoutMultipartSizes(withNet.transcript[key], formData), `${engine}: ${key}`).toEqual(withoutMultipartSizes(without.transcript[key], formData));
    }
    expect(Object.keys(withNet.transcript).sort()).toEqual(Object.keys(without.transcript).sort());
    expect(withNet.net!.errors, 'the observers reported no error').toEqual([]);
    expect(withNet.net!.calls.length, 'the observers saw the calls').toBeGreaterThan(5);
    expect(withNet.errors).toEqual(without.errors);
  });
}
