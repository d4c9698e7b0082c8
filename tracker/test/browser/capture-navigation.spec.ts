// A booking answered just as the host navigates (issue 13): the host reads the answer and sets location.href in
// the same task. The conversion made from that answer still reaches the collection service, exactly once.
import { test, expect, until } from './core-helpers';
import { buildCaptureBundle, serveCaptureBundle } from './capture-bundle';
import type { TestServer } from './server';

let bundle = '';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  bundle = await buildCaptureBundle();
});

function host(server: TestServer, answerDelayMs: number): void {
  serveCaptureBundle(server, bundle);
  server.handlers.push(async (req, res) => {
    if (req.url !== '/capture/api/book') return false;
    // the answer arrives in two chunks, the last one a moment later: the body is read while the page leaves
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.write('{"reservation":{"id":"R-9001",');
    await new Promise((r) => setTimeout(r, answerDelayMs));
    res.end('"total":"1.234,50"}}');
    return true;
  });
}

for (const via of ['fetch', 'xhr'] as const)
  for (const delay of [0, 150])
    test(`${via}: a booking answer followed at once by location.href yields its conversion exactly once (answer tail after ${delay} ms)`, async ({ page, server }) => {
      host(server, delay);
      // Every post the page makes, to the end: "exactly once" is checked when none is still on its way (the
      // next page has no tracker, so nothing is posted after those).
      const open = new Set<unknown>();
      let made = 0;
      page.on('request', (r) => void (r.url().endsWith('/collect/action') && (open.add(r), made++)));
      page.on('requestfinished', (r) => void open.delete(r));
      page.on('requestfailed', (r) => void open.delete(r));
      await page.goto(server.origin + '/capture/book.html');
      await until(() => server.events().some((e) => e.action === 'pageview'), 'pageview');
      await page.evaluate((v) => (window as any).book(v, '/capture/blog.html'), via);
      await page.waitForURL('**/capture/blog.html?ref=R-9001');
      const conversions = () => server.events().filter((e) => e.action === 'conversion');
      await until(() => conversions().length, 'the conversion');
      await until(() => open.size === 0 && server.posts.length >= made, 'every post the page made to be answered');
      expect(conversions().map((e) => e.payload)).toEqual([
        { listing_id: 'L1', listing_name: null, reservation_id: 'R-9001', checkin: null, checkout: null, guests_adults: null, guests_children: null, total: 1234.5, currency: 'EUR', promo_code: null, line_items: {}, payments: {}, success: true },
      ]);
      expect(new URL(conversions()[0].batch.url).pathname).toBe('/capture/book.html');
    });
