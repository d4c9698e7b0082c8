// Storage that throws (Safari private mode, blocked storage) or is full, and a corrupt buffer.
import { test, expect, pageUrl, actions, until } from './core-helpers';

test('localStorage and sessionStorage disabled: tracking works in memory, the cookie keeps the user', async ({ page, server }) => {
  await page.addInitScript(() => {
    for (const name of ['localStorage', 'sessionStorage']) {
      Object.defineProperty(window, name, {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  server.replies = [{ status: 503 }]; // a retry must work from memory too
  await page.goto(pageUrl(server, { scriptHosts: ['127.0.0.1'] }));
  const [first] = await server.waitForBatches(1);
  expect(actions([first])).toEqual([['identify', 'pageview', 'page_timing']]);
  await page.evaluate(() => history.pushState({}, '', '/in-memory'));
  const [, spa] = await server.waitForBatches(2);
  expect(actions([spa])).toEqual([['pageview']]);
  await page.goto(pageUrl(server, { scriptHosts: ['127.0.0.1'] }));
  const [, , again] = await server.waitForBatches(3);
  // nothing in own storage: restored from the cookie, so identify again for the same user and session
  expect(actions([again])).toEqual([['identify', 'pageview', 'page_timing']]);
  expect(again.user_id).toBe(first.user_id);
  expect(again.session_id).toBe(first.session_id);
  expect(errors).toEqual([]);
});

test('localStorage full: writes fail, tracking goes on', async ({ page, server }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
  });
  await page.goto(pageUrl(server));
  await server.waitForBatches(1);
  await page.evaluate(() => history.pushState({}, '', '/full'));
  const batches = await server.waitForBatches(2);
  expect(actions(batches)).toEqual([['identify', 'pageview', 'page_timing'], ['pageview']]);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
});

test('an invalid buffer is reset and logged', async ({ page, server }) => {
  const logs: string[] = [];
  page.on('console', (m) => logs.push(m.text()));
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('__beaconDebug', '1');
      // a left-over of an earlier page, corrupt
      localStorage.setItem('__beaconBuffer.earlier-page', '{"s":[{"broken":true}],"f":[]}');
    }
  });
  await page.goto(pageUrl(server));
  const [batch] = await server.waitForBatches(1);
  expect(actions([batch])).toEqual([['identify', 'pageview', 'page_timing']]);
  await until(() => logs.some((l) => l.startsWith('[beacon] Invalid event buffer - reset')), 'the reset log');
});
