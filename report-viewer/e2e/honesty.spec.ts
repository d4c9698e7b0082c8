// Issue 29 ("nothing hidden") and issue 33 (the inspector's trace in the report): a recording's page shows the answers
// each matcher fallback gave and their check, the values normalised per kind, and the per-call trace beside the diff.
import { expect, test } from './fixtures.ts';

test('a recording answered by fallbacks shows the count of each, its check and the values normalised', async ({ page, viewer }) => {
  await page.goto(`${viewer.url}#/site/homey-demo`);
  const fallbacks = page.getByTestId('fallbacks');
  await expect(fallbacks.getByTestId('fallback-count-repeat')).toHaveText('2');
  await expect(fallbacks.getByTestId('fallback-count-similar-body')).toHaveText('1');
  await expect(fallbacks.locator('tr[data-fallback="repeat"]')).toContainText('changed no event');
  await expect(fallbacks.locator('tr[data-fallback="similar-body"]')).toContainText('allowed by the recording (“the quote form sends a random request id the recording cannot hold”)');
  const normalised = page.getByTestId('normalised');
  await expect(normalised.locator('li[data-kind="time"]')).toHaveText('2 times of time fields → <time>');
  await expect(normalised.locator('li[data-kind="timeLikeKept"]')).toHaveText('1 time-like values in other fields, kept as sent');
});

test('a fallback that changed an event is shown as the failure, with the request and the event', async ({ page, viewer }) => {
  await page.goto(`${viewer.url}#/site/homey-lost`);
  const check = page.getByTestId('fallback-check-similar-body');
  await expect(check).toHaveAttribute('role', 'alert');
  await expect(check).toContainText('The similar-body fallback answered POST https://www.homey-lost.test/wp-admin/admin-ajax.php; without it the events differ:');
  await expect(check).toContainText("events[2].payload.total: 135 with the fallback's answer, 120 without it");
  await expect(page.getByTestId('trace-note')).toContainText('no inspector on this page');
});

test('the inspector trace beside the diff reads call, rule and event, and says when a call matched no rule', async ({ page, viewer }) => {
  await page.goto(`${viewer.url}#/site/homey-demo`);
  const trace = page.getByTestId('trace');
  await expect(trace.getByRole('heading', { name: 'Host calls the tracker saw (inspector trace)' })).toBeVisible();
  await expect(trace.getByTestId('trace-page')).toHaveCount(2);
  const quote = trace.getByTestId('trace-page').nth(1);
  await expect(quote.locator('caption')).toHaveText('After step “quote” on https://www.homey-demo.test/listing/sea-view/');
  const rows = quote.getByTestId('trace-row');
  await expect(rows.nth(0)).toContainText('POST https://www.homey-demo.test/wp-admin/admin-ajax.php');
  await expect(rows.nth(0)).toContainText('homey quote: admin-ajax action=homey_calculate_booking_cost');
  await expect(rows.nth(0)).toContainText('became “quote”');
  await expect(rows.nth(1)).toContainText('No quote sent: no change in quote');
  await expect(rows.nth(2)).toHaveAttribute('data-rule', 'no');
  await expect(rows.nth(2)).toContainText('this call matched no rule');
  // beside the golden diff: the events table and the trace share one block
  await expect(page.locator('.diff-and-trace [data-testid="events"]')).toBeVisible();
  await expect(page.locator('.diff-and-trace [data-testid="trace"]')).toBeVisible();
});
