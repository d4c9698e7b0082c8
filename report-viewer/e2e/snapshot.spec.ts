import { expect, outsideRequests, test } from './fixtures.ts';

// The quote snapshot of homey-demo carries scripts that, if they ran, would mark the snapshot's <html>, set a
// global, post a message to the viewer, touch the viewer's DOM and navigate it.
test('a recorded DOM snapshot renders in an empty sandbox and its scripts never run', async ({ page, viewer }) => {
  await page.addInitScript(() => {
    (window as unknown as { __messages: unknown[] }).__messages = [];
    window.addEventListener('message', (e) => (window as unknown as { __messages: unknown[] }).__messages.push(e.data));
  });
  const outside = await outsideRequests(page, viewer.url);
  await page.goto(`${viewer.url}#/site/homey-demo/event/4`);
  const iframe = page.locator('iframe[title="DOM snapshot after step quote"]');
  await expect(iframe).toHaveAttribute('sandbox', '');
  expect(await iframe.getAttribute('src')).toBeNull();
  expect(await iframe.getAttribute('srcdoc')).toContain('data-snapshot-script-ran');

  const frame = page.frameLocator('iframe[title="DOM snapshot after step quote"]');
  await expect(frame.locator('#quote-total')).toHaveText('Your quote: $135 for 3 nights');
  await expect(frame.locator('#after-script')).toBeVisible();
  // The snapshot's scripts are inline: had they run, they would have by the frame's load event.
  const snapshotFrame = page.frames().find((f) => f !== page.mainFrame());
  expect(snapshotFrame).toBeDefined();
  await snapshotFrame!.waitForLoadState('load');
  await expect(frame.locator('html')).not.toHaveAttribute('data-snapshot-script-ran', 'yes');
  expect(await snapshotFrame!.evaluate(() => (window as unknown as { __snapshotHeadScriptRan?: boolean }).__snapshotHeadScriptRan ?? false)).toBe(false);
  expect(await snapshotFrame!.evaluate(() => window.origin)).toBe('null'); // opaque: nothing of the viewer's is reachable
  expect(await page.evaluate(() => (window as unknown as { __messages: unknown[] }).__messages)).toEqual([]);
  expect(await page.locator('body').getAttribute('data-snapshot-script-ran')).toBeNull();
  await expect(page).toHaveURL(/#\/site\/homey-demo\/event\/4$/);
  // Nor does the recorded page fetch anything from the real site (its stylesheet and photo are blocked).
  expect(outside).toEqual([]);
});

test('the same snapshot without the sandbox would run its script (the check above can fail)', async ({ page, viewer }) => {
  // A control: load the recorded HTML into an iframe that lacks the sandbox, on a page without the viewer's
  // policy, and the marker appears. So the absence of the marker above is the sandbox's doing.
  const html = await (await page.request.get(`${viewer.url}report/snapshots/homey-demo/03-quote.html`)).text();
  await page.setContent('<iframe id="bare"></iframe>');
  await page.locator('#bare').evaluate((el, doc) => ((el as HTMLIFrameElement).srcdoc = doc), html);
  await expect(page.frameLocator('#bare').locator('html')).toHaveAttribute('data-snapshot-script-ran', 'yes');
});

test('the server hands out snapshots as inert text, never as a page of its origin', async ({ request, viewer }) => {
  const response = await request.get(`${viewer.url}report/snapshots/homey-demo/03-quote.html`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  expect(response.headers()['content-security-policy']).toContain('sandbox');
  expect((await request.get(`${viewer.url}report/../package.json`)).status()).toBe(404);
  expect((await request.get(`${viewer.url}report/%2e%2e/package.json`)).status()).toBe(404);
});
