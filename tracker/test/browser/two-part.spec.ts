// The two-part tag (ARCHITECTURE.md, "Light on the host page"): dist/tracker.js installs the observers and loads
// dist/tracker.main.js from beside it; the main part reaches the observers through window.__beacon_v1. What the
// pair must tolerate: the main part loaded twice, a main part of another stamp, the main part failing to load,
// and a tag inlined in the page (no src: it loads the main part from the production script host). The main part
// loads the upload part (dist/tracker.upload.js) beside it on upload pages only, and converts without it when it
// cannot load. The all-sites main part loads its site's adapter as a part of its own (dist/tracker.adapter.<slug>.js).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, pageUrl, actions, until, errorReports } from './core-helpers';
import { controlTime, settle } from './page-clock';
import { mappingFileText } from '../../build/mapping-files.mjs';

const DIST = join(import.meta.dirname, '../../../dist');
// the pair as built under dist/tag/ (dist/tracker.js is the one-script tracker), served at the test pages' tag URL
const TAG = readFileSync(join(DIST, 'tag', 'tracker.js'), 'utf8');
const MAIN = readFileSync(join(DIST, 'tag', 'tracker.main.js'), 'utf8');
const STAMP = /"(\d+\.\d+\.\d+-[0-9a-f]{8})"/;
const MAIN_URL = /\/dist\/tracker\.main\.js\?v=[0-9a-f]{10}$/;
const UPLOAD = readFileSync(join(DIST, 'tag', 'tracker.upload.js'), 'utf8');
const UPLOAD_URL = /\/dist\/tracker\.upload\.js\?v=[0-9a-f]{10}$/;
const ADAPTER_URL = /\/dist\/tracker\.adapter\.([a-z0-9-]+)\.js\?v=[0-9a-f]{10}$/;
const CONVERSION_PART = readFileSync(join(DIST, 'tag', 'tracker.conversion.js'), 'utf8');
const CONVERSION_URL = /\/dist\/tracker\.conversion\.js\?v=[0-9a-f]{10}$/;
const ERRORS_PART = readFileSync(join(DIST, 'tag', 'tracker.errors.js'), 'utf8');
const ERRORS_URL = /\/dist\/tracker\.errors\.js\?v=[0-9a-f]{10}$/;

test.beforeEach(async ({ page }) => {
  // registered first, so a test's own route of the main part takes precedence
  await page.route(/\/dist\/tracker\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: TAG }));
  await page.route(MAIN_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: MAIN }));
  await page.route(UPLOAD_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: UPLOAD }));
  await page.route(CONVERSION_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: CONVERSION_PART }));
  await page.route(ERRORS_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: ERRORS_PART }));
  await page.route(ADAPTER_URL, (route) => {
    const slug = ADAPTER_URL.exec(route.request().url())![1];
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(DIST, 'tag', `tracker.adapter.${slug}.js`), 'utf8') });
  });
});

/** A confirmation page of a site mapped to an adapter that uploads its conversion pages (wp-ajax-generic). */
const CONVERSION = '/booking-request-received/';
const CONVERTING = {
  sites: [{ host: '127.0.0.1', provider: 'wp-ajax-generic', siteKey: 'k', clientId: 7, installId: 9, options: { conversion: CONVERSION, reservation: '#request-ref' } }],
};
function serveConversionPage(server: Parameters<typeof pageUrl>[0]): void {
  server.handlers.push((req, res) => {
    if (!req.url?.startsWith(CONVERSION)) return false;
    const html = readFileSync(join(import.meta.dirname, 'pages/core.html'), 'utf8').replace('</body>', '<p>Request <b id="request-ref">R-1001</b> received</p></body>');
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
    return true;
  });
}
const events = (server: Parameters<typeof pageUrl>[0]) => actions(server.batches).flat();

test('the tag asks for its own main part, which starts the tracker', async ({ page, server }) => {
  const asked: string[] = [];
  page.on('request', (r) => void (r.url().includes('tracker.main.js') && asked.push(r.url())));
  await page.goto(pageUrl(server));
  await server.waitForBatches(1);
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(MAIN_URL);
  expect(await page.evaluate(() => (window as any).__beacon_v1.main)).toBe(true);
});

test('a conversion page loads the upload part once and uploads before the conversion; other pages never load it', async ({ page, server }) => {
  const asked: string[] = [];
  page.on('request', (r) => void ((r.url().includes('tracker.upload.js') || r.url().includes('tracker.errors.js')) && asked.push(r.url())));
  serveConversionPage(server);
  await page.goto(pageUrl(server, CONVERTING));
  await server.waitForBatches(1);
  await page.goto(pageUrl(server, CONVERTING, CONVERSION));
  await until(() => events(server).includes('conversion'), 'the conversion');
  // and no errors part: nothing went wrong
  expect(asked).toEqual([expect.stringMatching(UPLOAD_URL)]);
  const sent = events(server);
  expect(sent.filter((a) => a === 'page_upload')).toHaveLength(1);
  expect(sent.indexOf('page_upload')).toBeLessThan(sent.indexOf('conversion'));
  const upload = server.batches.flatMap((b) => b.events).find((e) => e.action === 'page_upload')!;
  expect(upload.payload.bodyHTML).toContain('R-1001');
});

test('the upload part failing to load: the conversion still goes, the failure is reported (the errors part loaded once for it)', async ({ page, server }) => {
  await page.route(UPLOAD_URL, (route) => route.fulfill({ status: 404, body: '' }));
  const asked: string[] = [];
  page.on('request', (r) => void (ERRORS_URL.test(r.url()) && asked.push(r.url())));
  const reports = errorReports(server);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  serveConversionPage(server);
  await page.goto(pageUrl(server, CONVERTING, CONVERSION));
  await until(() => events(server).includes('conversion'), 'the conversion');
  expect(events(server)).not.toContain('page_upload');
  await until(() => reports.length === 2, 'the report (cleaned and raw)');
  expect(reports[0].exception.values[0].value).toMatch(/^Upload part .*tracker\.upload\.js\?v=[0-9a-f]{10} did not load$/);
  expect(reports.map((r) => r.tags.context)).toEqual(['cleaned', 'raw']);
  expect(asked).toHaveLength(1);
  expect(errors).toEqual([]);
});

test('the errors part failing to load: no report, the console says why, the page is untouched', async ({ page, server }) => {
  await page.route(UPLOAD_URL, (route) => route.fulfill({ status: 404, body: '' }));
  await page.route(ERRORS_URL, (route) => route.fulfill({ status: 404, body: '' }));
  const reports = errorReports(server);
  const errors: string[] = [];
  const logged: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => void logged.push(m.text()));
  await page.addInitScript(() => localStorage.setItem('__beaconDebug', '1'));
  serveConversionPage(server);
  await page.goto(pageUrl(server, CONVERTING, CONVERSION));
  await until(() => events(server).includes('conversion'), 'the conversion');
  await until(() => logged.some((t) => /Error report not sent:.*Errors part .*tracker\.errors\.js\?v=[0-9a-f]{10} did not load/.test(t)), 'the console line');
  expect(reports).toEqual([]);
  expect(errors).toEqual([]);
});

test('a page loads only its site\'s adapter part; one failing to load is reported and the pageview still goes', async ({ page, server }) => {
  const asked: string[] = [];
  page.on('request', (r) => void (ADAPTER_URL.test(r.url()) && asked.push(ADAPTER_URL.exec(r.url())![1])));
  serveConversionPage(server);
  await page.goto(pageUrl(server, CONVERTING, CONVERSION));
  await until(() => events(server).includes('conversion'), 'the conversion, by the wp-ajax-generic part');
  expect(asked).toEqual(['wp-ajax-generic']);

  await page.route(ADAPTER_URL, (route) => route.fulfill({ status: 404, body: '' }));
  const reports = errorReports(server);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const before = events(server).length;
  await page.goto(pageUrl(server, CONVERTING, CONVERSION));
  await until(() => events(server).slice(before).includes('pageview'), 'the pageview');
  await until(() => reports.length === 2, 'the report (cleaned and raw)');
  expect(reports[0].exception.values[0].value).toMatch(/^Adapter part .*tracker\.adapter\.wp-ajax-generic\.js\?v=[0-9a-f]{10} did not load$/);
  expect(events(server).slice(before)).not.toContain('conversion');
  expect(errors).toEqual([]);
});

// The conversion tracker (capture/families/impact.ts) is a part of its own, tracker.conversion.js, which site-generic's
// part loads on the first conversion of a site that asks for it: a booking page, impact.com's UTT queue (`ire`), a
// booking call answered by this server (as tracker/test/browser/capture-conversion-tracker.spec.ts, with the pair).
const BOOKED = { ok: true, booking: { nummer: 'KF-30417', total: 8310, linjer: [{ tekst: 'Leje', beloeb: 8400 }, { tekst: 'Rabat', beloeb: -90 }] } };
function serveBookingPage(server: Parameters<typeof pageUrl>[0], conversionTracker?: Record<string, unknown>): void {
  server.handlers.push((req, res) => {
    if (req.url === '/api/booking' && req.method === 'POST') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(BOOKED));
      return true;
    }
    if (req.url?.split('?')[0] !== '/booking.html') return false;
    const options = {
      calls: { conversion: [{ method: 'POST', url: '=/api/booking', answer: { reservation: 'booking.nummer', total: 'booking.total', items: 'booking.linjer' } }] },
      fields: { listing: 'hus' },
      itemLabel: 'tekst',
      itemAmount: 'beloeb',
      currency: 'DKK',
      ...(conversionTracker ? { conversionTracker } : {}),
    };
    const cfg = { endpoint: server.origin + '/collect', sessionPage: null, errorEndpoint: server.origin + '/errors', sites: [{ host: '127.0.0.1', provider: 'site-generic', siteKey: 'klitby', clientId: 7, installId: 9, options }] };
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script>window.ire=window.ire||function(){(window.ire.a=window.ire.a||[]).push(arguments)};window.__beaconConfig=${JSON.stringify(cfg)};</script><script src="/dist/tracker.js"></script></head>
<body><button id="book" onclick="fetch('/api/booking',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'hus=118&email=Mette.Holm%40example.dk'})">Book</button></body></html>`);
    return true;
  });
}
const ireCalls = (page: import('@playwright/test').Page) => page.evaluate(() => (((window as any).ire && (window as any).ire.a) || []).map((a: IArguments) => Array.from(a)));

test('the conversion tracker comes from the conversion part, loaded on its first conversion only; failing to load, it is reported', async ({ page, server }) => {
  const asked: string[] = [];
  page.on('request', (r) => void (CONVERSION_URL.test(r.url()) && asked.push(r.url())));
  serveBookingPage(server, { program: 33477, email: 'email' });
  await page.goto(server.origin + '/booking.html');
  await server.waitForBatches(1);
  expect(asked, 'a page without a conversion does not load it').toEqual([]);
  await page.click('#book');
  const calls = await until(async () => (await ireCalls(page)).length && ireCalls(page), 'the ire call');
  expect(asked).toHaveLength(1);
  expect(calls).toEqual([
    [
      'trackConversion',
      33477,
      {
        orderId: 'KF-30417',
        customerId: '',
        customerEmail: createHash('sha256').update('mette.holm@example.dk').digest('hex').slice(0, 16),
        currencyCode: 'DKK',
        orderPromoCode: '',
        orderDiscount: 90,
        items: [{ subTotal: 8400, category: 'Leje', sku: '118', quantity: 1, name: 'Leje' }],
      },
      { verifySiteDefinitionMatch: true },
    ],
  ]);
  await until(() => events(server).includes('conversion'), 'the conversion');

  await page.route(CONVERSION_URL, (route) => route.fulfill({ status: 404, body: '' }));
  const reports = errorReports(server);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const before = events(server).length;
  await page.goto(server.origin + '/booking.html?again');
  await page.click('#book');
  await until(() => events(server).slice(before).includes('conversion'), 'the conversion, without the part');
  await until(() => reports.length === 2, 'the report (cleaned and raw)');
  expect(reports[0].exception.values[0].value).toMatch(/^Conversion part .*tracker\.conversion\.js\?v=[0-9a-f]{10} did not load$/);
  expect(await ireCalls(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a site without the conversion tracker never loads the conversion part', async ({ page, server }) => {
  const asked: string[] = [];
  page.on('request', (r) => void (CONVERSION_URL.test(r.url()) && asked.push(r.url())));
  serveBookingPage(server);
  await page.goto(server.origin + '/booking.html');
  await page.click('#book');
  // the part would be asked for as the conversion is tracked, before its post (100 ms debounce)
  await until(() => events(server).includes('conversion'), 'the conversion');
  expect(asked).toEqual([]);
  expect(await ireCalls(page)).toEqual([]);
});

// The all-sites main part bakes no install record: a page whose own config does not map its host loads its site's
// records from map/<domain>.js beside the main part (src/mapping-part.ts); the test pages' host is 127.0.0.1 (key 0.1).
const MAP_URL = /\/dist\/map\/([a-z0-9.-]+)\.js$/;
test("the host's records come from map/<key>.js beside the main part; no file: the install notice; a page that maps itself loads none", async ({ page, server }) => {
  const asked: string[] = [];
  page.on('request', (r) => void (MAP_URL.test(r.url()) && asked.push(r.url())));
  const record = { host: '127.0.0.1', provider: 'pageview-only', siteKey: 'from-file', clientId: 5, installId: 6 };
  let served: string | null = mappingFileText('0.1', [record]);
  await page.route(MAP_URL, (route) => (served ? route.fulfill({ contentType: 'text/javascript', body: served }) : route.fulfill({ status: 404, body: '' })));
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server, { sites: [] }));
  const [batch] = await server.waitForBatches(1);
  expect(asked.map((u) => new URL(u).pathname)).toEqual(['/dist/map/0.1.js']);
  expect(batch).toMatchObject({ site_key: 'from-file', client_id: 5, install_id: 6 });
  expect(actions([batch])).toEqual([['identify', 'pageview', 'page_timing']]);

  served = null; // a host that is no customer's
  await page.goto(pageUrl(server, { sites: [] }) + '&again');
  const [, notice] = await server.waitForBatches(2);
  expect(actions([notice])).toEqual([['install']]);
  expect(notice).toMatchObject({ site_key: null, client_id: -1 });

  asked.length = 0;
  await page.goto(pageUrl(server) + '?mapped'); // core.html maps 127.0.0.1 itself
  await server.waitForBatches(3);
  await settle(page, server);
  expect(asked, 'no records file for a page that maps its host').toEqual([]);
});

test('the main part loaded twice starts once', async ({ page, server }) => {
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server));
  await server.waitForBatches(1);
  const url = await page.evaluate(() => (document.querySelector('script[src*="tracker.main.js"]') as HTMLScriptElement).src);
  await page.addScriptTag({ url });
  await settle(page, server);
  expect(actions(server.batches)).toEqual([['identify', 'pageview', 'page_timing']]);
});

test('a main part of another stamp is reported once and does nothing', async ({ page, server }) => {
  const stamp = STAMP.exec(TAG)![1];
  expect(MAIN, 'the main part carries the same stamp as its tag').toContain(`"${stamp}"`);
  const other = MAIN.split(`"${stamp}"`).join('"0.0.0-00000000"');
  await page.route(MAIN_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: other }));
  // its errors part is of its own release too: it builds the report although the tag is another's
  expect(ERRORS_PART).toContain(`"${stamp}"`);
  await page.route(ERRORS_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: ERRORS_PART.split(`"${stamp}"`).join('"0.0.0-00000000"') }));
  const reports = errorReports(server);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server));
  await until(() => reports.length === 2, 'the report (cleaned and raw)');
  await page.addScriptTag({ content: other }); // met again: not reported again
  await settle(page, server, 5000);
  expect(reports.map((r) => r.exception.values[0].value)).toEqual([`tag ${stamp} met main part 0.0.0-00000000`, `tag ${stamp} met main part 0.0.0-00000000`]);
  expect(server.posts).toEqual([]);
  expect(errors).toEqual([]);
});

test('a main part without its tag does nothing and throws nothing', async ({ page, server }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await controlTime(page, 'flowing');
  await page.goto(server.origin + '/blank.html');
  await page.addScriptTag({ content: MAIN });
  await settle(page, server, 5000);
  expect(await page.evaluate(() => [typeof (window as any).__beacon, typeof (window as any).__beacon_v1])).toEqual(['undefined', 'undefined']);
  expect(server.posts).toEqual([]);
  expect(errors).toEqual([]);
});

test('the main part failing to load leaves the page as it was', async ({ page, server }) => {
  await page.route(MAIN_URL, (route) => route.fulfill({ status: 404, body: '' }));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server));
  await page.waitForLoadState('load');
  // the host's own calls still go through the (idle) observers
  expect(await page.evaluate(() => fetch('/blank.html').then((r) => r.status))).toBe(200);
  expect(await page.evaluate(() => new Promise((ok) => { const x = new XMLHttpRequest(); x.open('GET', '/blank.html'); x.onload = () => ok(x.status); x.send(); }))).toBe(200);
  await settle(page, server, 5000);
  expect(server.posts).toEqual([]);
  expect(errors).toEqual([]);
});

test('an inlined tag (no src) loads its main part from the production script host', async ({ page, server }) => {
  const asked: string[] = [];
  await page.route('https://cdn.beacon-analytics.com/**', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: MAIN });
  });
  server.handlers.push((req, res) => {
    if (!req.url?.startsWith('/inline.html')) return false;
    const html = readFileSync(join(import.meta.dirname, 'pages/core.html'), 'utf8').replace('<script src="/dist/tracker.js"></script>', () => `<script>${TAG}</script>`);
    res.writeHead(200, { 'Content-Type': 'text/html' }).end(html);
    return true;
  });
  await page.goto(pageUrl(server, undefined, '/inline.html'));
  await server.waitForBatches(1);
  expect(asked).toEqual([expect.stringMatching(/^https:\/\/cdn\.beacon-analytics\.com\/tracker\.main\.js\?v=[0-9a-f]{10}$/)]);
  expect(actions(server.batches)[0]).toEqual(['identify', 'pageview', 'page_timing']);
});
