// The capture layer end to end in real Chromium: a fake adapter built only from tracker/src/capture (see
// pages/capture/fake-adapter.ts), bundled with the real core and network observers by the same rollup plugins
// as dist/tracker.js, puts each of the five event kinds on the wire.
import { test, expect, until, errorReports } from './core-helpers';
import { controlTime, settle, withoutHarnessGlobals } from './page-clock';
import { buildCaptureBundle, serveCaptureBundle } from './capture-bundle';
import type { TestServer } from './server';

let bundle = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  bundle = await buildCaptureBundle();
});

/** Serves the test bundle and a WordPress-like admin-ajax endpoint answering the fake theme's quote action. */
function host(server: TestServer): void {
  serveCaptureBundle(server, bundle);
  server.handlers.push((req, res, body) => {
    if (req.url !== '/wp-admin/admin-ajax.php') return false;
    const form = new URLSearchParams(body);
    const answer =
      form.get('action') !== 'fake_quote'
        ? 0
        : form.get('arrive') === '01/07/2026'
          ? { data: { total: '1.234,50 €', items: { Rent: '1.100,00 €', 'Cleaning fee': '134,50 €' } } }
          : { errors: { arrive: ['Not available', 'Minimum stay 3 nights'] } };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
    return true;
  });
}

const of = (server: TestServer, action: string) => server.events().filter((e) => e.action === action).map((e) => e.payload);

test('a fake adapter built only from the capture layer sends all five event kinds', async ({ page, server }) => {
  host(server);
  await controlTime(page, 'flowing');

  // search: read from the page and its URL, slug map applied, "Any Features" dropped
  const searchUrl = '/capture/search.html?checkin=2026-07-01&checkout=2026-07-08&adults=2&region=coast';
  await page.goto(server.origin + searchUrl);
  await until(() => of(server, 'search').length, 'search');
  expect(of(server, 'search')).toEqual([
    {
      result_count: 24,
      checkin: '2026-07-01',
      checkout: '2026-07-08',
      checkin_flex: null,
      checkout_flex: null,
      bedrooms: null,
      bathrooms: null,
      guests_adults: [2, null],
      guests_children: null,
      price: null,
      currency: null,
      property_types: [],
      locations: ['Coast'],
      amenities: [],
    },
  ]);
  // the same search on a reload is not resent; a filter change is (after the 500 ms debounce)
  await page.reload();
  await until(() => server.events().filter((e) => e.action === 'pageview').length >= 2, 'second pageview');
  await settle(page, server, 600); // past the 500 ms filter debounce
  expect(of(server, 'search')).toHaveLength(1);
  await page.check('.filters input[value=pool]');
  await until(() => of(server, 'search').length >= 2, 'filtered search');
  expect(of(server, 'search')[1]).toMatchObject({ amenities: ['Pool'], locations: [], result_count: 24 });

  // property from the page; quotes from the host's admin-ajax calls (XHR and fetch)
  await page.goto(server.origin + '/capture/rental.html?id=L1');
  await until(() => of(server, 'property').length, 'property');
  expect(of(server, 'property')).toEqual([{ listing_id: 'L1', listing_name: 'Sea Loft' }]);
  const hostSaw = await page.evaluate(() => (window as any).runQuotes());
  expect(hostSaw).toEqual({ errors: { arrive: ['Not available', 'Minimum stay 3 nights'] } }); // the host's answer, untouched
  await until(() => of(server, 'quote').length >= 2, 'two quotes');
  await settle(page, server, 300);
  const line_items = { Rent: 1100, 'Cleaning fee': 134.5 };
  expect(of(server, 'quote')).toEqual([
    // the repeat of this quote (same answer, 700 ms later) was suppressed: No change in quote
    { listing_id: 'L1', listing_name: null, checkin: '2026-07-01', checkout: '2026-07-08', guests_adults: 2, guests_children: null, total: 1234.5, currency: 'EUR', promo_code: null, line_items, payments: {}, error_message: null, success: true },
    { listing_id: 'L1', listing_name: null, checkin: '2026-08-01', checkout: '2026-08-02', guests_adults: 2, guests_children: null, total: null, currency: 'EUR', promo_code: null, line_items: {}, payments: {}, error_message: 'arrive - Not available,Minimum stay 3 nights.', success: false },
  ]);

  // confirmation page: page upload first, then the conversion once the confirmation shows, carrying the last quote
  await page.evaluate(() => void (location.href = '/capture/thank-you.html')); // a link-like visit: referrer set
  await until(() => of(server, 'conversion').length, 'conversion');
  const actions = server.events().map((e) => e.action);
  expect(actions.indexOf('page_upload')).toBeGreaterThan(-1);
  expect(actions.indexOf('page_upload')).toBeLessThan(actions.indexOf('conversion'));
  expect(of(server, 'conversion')).toEqual([
    { listing_id: 'L1', listing_name: null, reservation_id: 'BK-1001', checkin: '2026-07-01', checkout: '2026-07-08', guests_adults: 2, guests_children: null, total: 1234.5, currency: 'EUR', promo_code: null, line_items, payments: {}, success: null },
  ]);
  expect(await page.evaluate(() => [localStorage.getItem('__beaconLastQuote'), sessionStorage.getItem('__beaconLastQuote')])).toEqual([null, null]);

  const [upload] = of(server, 'page_upload') as Record<string, any>[];
  expect(Object.keys(upload).sort()).toEqual(['ajaxCache', 'bodyHTML', 'globals', 'localStorage', 'referrer', 'sessionStorage']);
  expect(upload.bodyHTML).toContain('Booking reference');
  expect(upload.bodyHTML).not.toMatch(/<svg|<style|base64|hunter2|4111111111111111/);
  expect(upload.referrer).toBe(server.origin + '/capture/rental.html?id=L1');
  // Chromium's own window properties are all recognised as standard: only the page's globals remain
  expect(withoutHarnessGlobals(upload.globals)).toEqual({ bookingData: { step: 'done', guest: { name: 'Ann' } }, bookingStep: 3 });
  expect(upload.globals.bookingData).toEqual({ step: 'done', guest: { name: 'Ann' } });
  expect(Object.keys(upload.localStorage).filter((k) => /beacon|LOCK/.test(k))).toEqual([]);
  // the host's own early call is in ajaxCache, its secret form field blanked
  expect(upload.ajaxCache).toEqual([
    {
      page: server.origin + '/capture/thank-you.html',
      method: 'POST',
      url: server.origin + '/wp-admin/admin-ajax.php',
      body: 'action=fake_status&booking=BK-1001&_wpnonce=',
      status: 200,
      response: '0',
      headers: expect.objectContaining({ 'content-type': 'application/json' }),
      timestamp: expect.any(Number),
    },
  ]);
});

test('SPA navigation re-runs page captures and a hash route converts', async ({ page, server }) => {
  host(server);
  await controlTime(page, 'flowing');
  await page.goto(server.origin + '/capture/app.html');
  await until(() => server.events().some((e) => e.action === 'pageview'), 'pageview');
  await page.evaluate(() => (window as any).goRental('L2'));
  await until(() => of(server, 'property').length, 'property after pushState');
  expect(of(server, 'property')).toEqual([{ listing_id: 'L2', listing_name: 'Rental L2' }]);
  await page.evaluate(() => (window as any).confirmBooking());
  await until(() => of(server, 'conversion').length, 'conversion on the hash route');
  expect(of(server, 'conversion')[0]).toMatchObject({ reservation_id: 'R-77', total: null, currency: 'EUR' });
});

test('a throwing map loses that event only, is reported with the adapter, and the page carries on', async ({ page, server }) => {
  host(server);
  await controlTime(page, 'flowing');
  const reports = errorReports(server);
  const pageErrors: Error[] = [];
  page.on('pageerror', (e) => pageErrors.push(e));
  await page.goto(server.origin + '/capture/thank-you.html?explode=1');
  await until(() => reports.length >= 2, 'error reports');
  // the page upload is built in idle slices and nothing waits for it here (the conversion it precedes threw)
  await until(() => of(server, 'page_upload').length, 'page upload');
  await settle(page, server, 300);
  expect(reports[0].exception.values[0]).toEqual({ type: 'Error', value: 'fake adapter exploded' });
  expect(reports[0].tags.provider).toBe('capture-fake');
  expect(reports[0].extra.context).toEqual({ adapter: 'capture-fake', kind: 'conversion' });
  expect(of(server, 'conversion')).toEqual([]);
  expect(of(server, 'page_upload')).toHaveLength(1);
  expect(pageErrors).toEqual([]);
  expect(await page.evaluate(() => document.getElementById('confirmation')?.hidden)).toBe(false);
});
