// The inspector (issue 33): a part of its own, tracker.inspect.js beside the main part, loaded only when asked. With
// #beaconInspect its overlay (a CLOSED shadow root: the test reads it through an init script that keeps the roots the
// page attaches) lists each host call, the rule that took it and the event it became or why not; without the flag no
// request for it is made. The pair as built under dist/tag/, served as two-part.spec.ts serves it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, pageUrl, until, errorReports } from './core-helpers';
import type { TestServer } from './server';

const DIST = join(import.meta.dirname, '../../../dist/tag');
const PART_URL = /\/dist\/tracker\.(main|upload|errors|inspect|conversion|adapter\.[a-z0-9-]+)\.js\?v=[0-9a-f]{10}$/;
const INSPECT_URL = /\/dist\/tracker\.inspect\.js\?v=[0-9a-f]{10}$/;

/** A WordPress theme whose quotes are the admin-ajax action get_price (wp-ajax-generic, configured per site). */
const SITE = { sites: [{ host: '127.0.0.1', provider: 'wp-ajax-generic', siteKey: 'k', clientId: 7, installId: 9, options: { quote: 'get_price' } }] };

test.beforeEach(async ({ page }) => {
  await page.route(/\/dist\/tracker\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(DIST, 'tracker.js'), 'utf8') }));
  await page.route(PART_URL, (route) => {
    const name = PART_URL.exec(route.request().url())![1];
    return route.fulfill({ contentType: 'text/javascript', body: readFileSync(join(DIST, `tracker.${name}.js`), 'utf8') });
  });
});

function serveHost(server: TestServer): void {
  server.handlers.push((req, res) => {
    if (req.url === '/wp-admin/admin-ajax.php') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ data: { total: '640.00' } }));
      return true;
    }
    if (req.url?.startsWith('/api/weather')) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"sun":true}');
      return true;
    }
    return false;
  });
}

/** The host's calls: a quote, an unrelated call, then the same quote again (another body, the same stay). */
const hostCalls = (page: import('@playwright/test').Page) =>
  page.evaluate(async () => {
    const post = (body: string) => fetch('/wp-admin/admin-ajax.php', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body }).then((r) => r.text());
    await post('action=get_price&property_id=L1&checkin=2026-07-01&checkout=2026-07-08&adults=2');
    await fetch('/api/weather?city=Faro').then((r) => r.text());
    await post('action=get_price&property_id=L1&checkin=2026-07-01&checkout=2026-07-08&adults=2&again=1');
  });

test('with #beaconInspect the overlay reads call -> rule -> event for a quote, and why the repeat became none', async ({ page, server }) => {
  serveHost(server);
  await page.addInitScript(() => {
    const attach = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attach.call(this, init);
      ((window as any).__roots ||= []).push(root);
      return root;
    };
  });
  await page.goto(pageUrl(server, SITE, '/core.html', '#beaconInspect'));
  await server.waitForBatches(1);
  await hostCalls(page);
  await until(() => server.events().some((e) => e.action === 'quote'), 'the quote');
  // the overlay's rows, read from its closed shadow root once the second quote call is listed with its reason
  const rows = (await until(
    () =>
      page.evaluate(() => {
        const roots: ShadowRoot[] = (window as any).__roots || [];
        const root = roots.find((r) => r.host.hasAttribute('data-beacon-inspector'));
        if (!root || (root as any).mode !== 'closed') return null;
        const rows = [...root.querySelectorAll('tr[data-row]')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
        const quotes = rows.filter((r) => /admin-ajax/.test(r[1]!));
        return quotes.length === 2 && quotes[0][4] === 'quote' && rows.some((r) => /weather/.test(r[1]!)) ? rows : null;
      }),
    'the overlay listing the three calls, the quote posted',
  ))!;
  const quotes = rows.filter((r) => /admin-ajax/.test(r[1]!));
  expect(quotes[0]).toEqual(['POST', server.origin + '/wp-admin/admin-ajax.php', '200', 'quote: admin-ajax action=get_price', 'quote']);
  expect(quotes[1].slice(0, 4)).toEqual(['POST', server.origin + '/wp-admin/admin-ajax.php', '200', 'quote: admin-ajax action=get_price']);
  expect(quotes[1][4]).toMatch(/^No quote sent: .*no change in quote/);
  expect(rows.find((r) => /weather/.test(r[1]!))).toEqual(['GET', server.origin + '/api/weather?city=', '200', 'no rule', '']);
  // the page's batches, the provider and the site mapping are there too
  const panel = await page.evaluate(() => ((window as any).__roots as ShadowRoot[]).find((r) => r.host.hasAttribute('data-beacon-inspector'))!.textContent);
  expect(panel).toContain('Provider: wp-ajax-generic');
  expect(panel).toMatch(/pageview/);
  // window.__beacon.inspect() returns the same rows
  const fromConsole = await page.evaluate(() => (window as any).__beacon.inspect());
  expect(fromConsole.filter((r: any) => r.event === 'quote')).toEqual([
    { method: 'POST', url: server.origin + '/wp-admin/admin-ajax.php', status: 200, adapter: 'wp-ajax-generic', rule: 'quote: admin-ajax action=get_price', event: 'quote', skip: null },
  ]);
});

test('without the flag no byte of the inspector is fetched; inspect() from the console loads it and answers', async ({ page, server }) => {
  serveHost(server);
  const asked: string[] = [];
  page.on('request', (r) => void (/tracker\.inspect\.js/.test(r.url()) && asked.push(r.url())));
  await page.goto(pageUrl(server, SITE));
  await server.waitForBatches(1);
  await hostCalls(page);
  await until(() => server.events().some((e) => e.action === 'quote'), 'the quote');
  expect(asked).toEqual([]);
  expect(await page.evaluate(() => document.querySelector('[data-beacon-inspector]'))).toBeNull();
  const rows = await page.evaluate(() => (window as any).__beacon.inspect());
  expect(asked).toEqual([expect.stringMatching(INSPECT_URL)]);
  const quote = rows.find((r: any) => r.rule);
  expect(quote).toMatchObject({ method: 'POST', adapter: 'wp-ajax-generic', rule: 'quote: admin-ajax action=get_price', event: null });
  // no overlay without the flag
  expect(await page.evaluate(() => document.querySelector('[data-beacon-inspector]'))).toBeNull();
});

test('with #beaconInspect and the part failing to load: the failure is reported, nothing reaches the page', async ({ page, server }) => {
  serveHost(server);
  await page.route(INSPECT_URL, (route) => route.fulfill({ status: 404, body: '' }));
  const reports = errorReports(server);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(pageUrl(server, SITE, '/core.html', '#beaconInspect'));
  await server.waitForBatches(1);
  await until(() => reports.length === 2, 'the report (cleaned and raw)');
  expect(reports[0].exception.values[0].value).toMatch(/tracker\.inspect\.js\?v=[0-9a-f]{10} did not load$/);
  expect(errors).toEqual([]);
});
