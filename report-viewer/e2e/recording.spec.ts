import { expect, test } from './fixtures.ts';

test('a deep link opens one event with its diff, HAR calls, step and snapshot', async ({ page, viewer }) => {
  await page.goto(`${viewer.url}#/site/homey-demo/event/4`);
  const detail = page.getByTestId('event-detail');
  await expect(detail.getByRole('heading', { name: 'Event #4: “quote” in step “quote”' })).toBeVisible();
  await expect(detail).toContainText('golden.json events[4] · actual events[3]');
  const fields = detail.getByTestId('field-diff');
  // in the harness's order (the report's diff entries of this row: keys in code-unit order)
  await expect(fields.locator('tbody tr')).toHaveText([/payload\.fees\s*\+ added\s*\(absent\)\s*\{"cleaning":15\}/, /payload\.total\s*changed\s*120\s*135/]);
  const call = detail.getByTestId('sources').locator('li').first();
  await expect(call).toContainText('POST https://www.homey-demo.test/wp-admin/admin-ajax.php → 200');
  await expect(call).toContainText('action = homey_calculate_booking_cost');
  await expect(call).toContainText('"total_price": 135');
  await expect(page.frameLocator('iframe[title="DOM snapshot after step quote"]').locator('#quote-total')).toHaveText('Your quote: $135 for 3 nights');
  await expect(detail).toBeInViewport();
});

test('aligned events: one missing event does not shift the rest, differences marked with symbols and words', async ({ page, viewer }) => {
  await page.goto(`${viewer.url}#/site/homey-demo`);
  await expect(page.getByTestId('diff-summary')).toContainText(
    'The golden expects 7 events; the replay sent 7. 4 aligned events differ: 2 changed, 1 missing from the replay (− expected only), 1 extra in the replay (+ actual only).',
  );
  const rows = page.locator('tr[data-row]');
  await expect(rows).toHaveCount(4);
  expect(await rows.evaluateAll((trs) => trs.map((tr) => `${tr.getAttribute('data-row')} ${tr.getAttribute('data-kind')}`))).toEqual([
    '3 removed',
    '4 changed',
    '5 added',
    '7 changed',
  ]);
  await expect(page.locator('tr[data-row="3"]')).toContainText('− missing from the replay');
  await expect(page.locator('tr[data-row="5"]')).toContainText('+ extra in the replay');
  await expect(page.locator('tr[data-row="7"] del[data-path="payload.total"]')).toHaveText('−  "total": 120,');
  await expect(page.locator('tr[data-row="7"] ins[data-path="payload.total"]')).toHaveText('+  "total": 135,');
  // Unchanged events are folded, and unfold on demand.
  await page.getByRole('button', { name: /3 unchanged events/ }).click();
  await expect(rows).toHaveCount(7);
  await expect(page.locator('tr[data-row="0"]')).toContainText('= unchanged');
});

test('unmatched requests and replay errors come first, in plain words', async ({ page, viewer }) => {
  await page.goto(`${viewer.url}#/site/homey-lost`);
  const unmatched = page.getByTestId('unmatched');
  await expect(unmatched.getByRole('heading')).toHaveText('2 requests got no answer from the recording');
  await expect(unmatched).toContainText('In step “quote” the page sent POST https://www.homey-lost.test/wp-admin/admin-ajax.php.');
  await expect(unmatched).toContainText('coupon = SUMMER');
  const order = await page.locator('h2').allTextContents();
  expect(order.indexOf('⚠ What went wrong first')).toBeLessThan(order.indexOf('Events'));

  await page.goto(`${viewer.url}#/site/streamline-broken`);
  await expect(page.getByTestId('replay-error')).toContainText('The replay stopped in step “quote”: the selector #quote-form button[type=submit] matched nothing');
  await expect(page.locator('section[aria-labelledby="console-heading"]')).toContainText('✗ error');
});

test('copies the exact accept command and writes nothing', async ({ page, viewer, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(viewer.url).origin });
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
  });
  await page.goto(`${viewer.url}#/site/homey-demo`);
  await expect(page.getByTestId('accept-command')).toHaveText('npm run replay -- homey-demo --update');
  await page.getByRole('button', { name: 'Copy command' }).click();
  await expect(page.getByTestId('copy-status')).toHaveText('Copied “npm run replay -- homey-demo --update”.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('npm run replay -- homey-demo --update');
  expect(writes).toEqual([]);
});
