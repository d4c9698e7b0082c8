// The hospitality conversion tracker end to end in real Chromium (capture/families/impact.ts): dist/tracker.js on a
// booking page mapped to site-generic with `options.conversionTracker`, the page carrying impact.com's UTT queue
// (`ire`), a booking call answered by this server. After the conversion event, the page's ire() gets the
// trackConversion call with program 33477, the order, currency, promo code, discount, items and the e-mail hashed
// with the spec's hash (first 16 hex characters of SHA-256: 127.0.0.1 is a secure context, crypto.subtle exists).
import { createHash } from 'node:crypto';
import { test, expect, until, errorReports } from './core-helpers';
import type { TestServer } from './server';

const OPTIONS = {
  calls: { conversion: [{ method: 'POST', url: '=/api/booking', answer: { reservation: 'booking.nummer', total: 'booking.total', items: 'booking.linjer', name: 'booking.husnavn' } }] },
  fields: { checkin: 'ankomst', checkout: 'afrejse', adults: 'voksne', children: 'boern', listing: 'hus', promo: 'rabatkode' },
  itemLabel: 'tekst',
  itemAmount: 'beloeb',
  currency: 'DKK',
};
const TRACKER = { program: 33477, email: 'email' };
const BOOKING = {
  ok: true,
  booking: { nummer: 'KF-30417', husnavn: 'Klitrosen', total: 8310, linjer: [{ tekst: 'Leje', beloeb: 8400 }, { tekst: 'Slutrengøring', beloeb: 750 }, { tekst: 'Rabat SOMMER10', beloeb: -840 }] },
};
const FORM = 'hus=118&ankomst=2027-07-10&afrejse=2027-07-17&voksne=2&boern=1&navn=Mette+Holm&email=Mette.Holm%40example.dk&rabatkode=SOMMER10';

/** The UTT snippet's queue (impact's script itself is not loaded: its calls stay in ire.a). */
const UTT_QUEUE = "window.ire=window.ire||function(){(window.ire.a=window.ire.a||[]).push(arguments)};";

function host(server: TestServer, options: Record<string, unknown>, utt = true): void {
  server.handlers.push((req, res) => {
    if (req.url === '/api/booking' && req.method === 'POST') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(BOOKING));
      return true;
    }
    if (req.url !== '/booking.html') return false;
    const cfg = { endpoint: server.origin + '/collect', sessionPage: null, errorEndpoint: server.origin + '/errors', sites: [{ host: '127.0.0.1', provider: 'site-generic', siteKey: 'klitby', clientId: 7, installId: 9, options }] };
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><head><meta charset="utf-8"><link rel="icon" href="data:,">
<script>${utt ? UTT_QUEUE : ''}window.__beaconConfig=${JSON.stringify(cfg)};</script><script src="/dist/tracker.js"></script></head>
<body><h1>Book Klitrosen</h1><button id="book" onclick="fetch('/api/booking',{method:'POST',headers:{'Content-Type':'application/x-www-form-urlencoded'},body:'${FORM}'})">Bekræft</button></body></html>`);
    return true;
  });
}

const conversions = (server: TestServer) => server.events().filter((e) => e.action === 'conversion').map((e) => e.payload);
const ireCalls = (page: import('@playwright/test').Page) => page.evaluate(() => (((window as any).ire && (window as any).ire.a) || []).map((a: IArguments) => Array.from(a)));

test('after a booking, the page gets impact trackConversion with program 33477 and the hashed e-mail', async ({ page, server }) => {
  host(server, { ...OPTIONS, conversionTracker: TRACKER });
  await page.goto(server.origin + '/booking.html');
  await page.click('#book');
  await until(() => conversions(server).length, 'the conversion event');
  expect(conversions(server)[0]).toMatchObject({ reservation_id: 'KF-30417', promo_code: 'SOMMER10', currency: 'DKK', total: 8310 });
  const calls = await until(async () => (await ireCalls(page)).length && ireCalls(page), 'the ire call');
  expect(calls).toEqual([
    [
      'trackConversion',
      33477,
      {
        orderId: 'KF-30417',
        customerId: '',
        customerEmail: createHash('sha256').update('mette.holm@example.dk').digest('hex').slice(0, 16),
        currencyCode: 'DKK',
        orderPromoCode: 'SOMMER10',
        orderDiscount: 840,
        items: [
          { subTotal: 8400, category: 'Leje', sku: '118', quantity: 1, name: 'Klitrosen' },
          { subTotal: 750, category: 'Slutrengøring', sku: '118', quantity: 1, name: 'Klitrosen' },
        ],
      },
      { verifySiteDefinitionMatch: true },
    ],
  ]);
});

test('a mapping without conversionTracker never calls ire; a page without ire still gets its conversion', async ({ page, server }) => {
  const reports = errorReports(server);
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  host(server, OPTIONS);
  await page.goto(server.origin + '/booking.html');
  await page.click('#book');
  // the ire call would be made as the conversion is handed to the sender, before its post (100 ms debounce)
  await until(() => conversions(server).length, 'the conversion event');
  expect(await ireCalls(page)).toEqual([]);

  server.handlers.length = 0;
  const again = errorReports(server);
  host(server, { ...OPTIONS, conversionTracker: TRACKER }, false);
  await page.goto(server.origin + '/booking.html');
  await page.click('#book');
  await until(() => conversions(server).length === 2, 'the second conversion event');
  expect(await page.evaluate(() => typeof (window as any).ire)).toBe('undefined');
  expect([...reports, ...again, ...pageErrors]).toEqual([]);
});
