import { expect, shownSites, test } from './fixtures.ts';

test('shows the run summary and every recording, failures first', async ({ page, viewer }) => {
  await page.goto(viewer.url);
  await expect(page.getByRole('heading', { level: 1, name: 'Beacon replay report' })).toBeVisible();
  const summary = page.locator('section.summary');
  await expect(summary).toContainText('3f9c2a7d41be');
  await expect(summary).toContainText('18.0 KiB');
  await expect(summary).toContainText('2025-11-20 09:14:03 UTC');
  await expect(summary).toContainText('50.1 s');
  await expect(page.getByTestId('counts')).toHaveText(/5 total: ✓ pass 2, ✗ fail 2, ⚠ error 1/);
  await expect.poll(() => shownSites(page)).toEqual(['streamline-broken', 'homey-demo', 'homey-lost', 'streamline-cabins', 'streamline-demo']);
  const row = page.locator('tr[data-site="homey-lost"]');
  await expect(row.locator('td')).toHaveText(['', '✗ fail', 'homey-lost', 'homey', '1', '2', '6.0 s']);
  // A click anywhere on the row opens the recording.
  await row.locator('td').nth(3).click();
  await expect(page).toHaveURL(/#\/site\/homey-lost$/);
  await expect(page.getByRole('heading', { level: 1, name: 'homey-lost' })).toBeVisible();
});

test('filters by status and provider and searches, with the filters in the hash', async ({ page, viewer }) => {
  await page.goto(viewer.url);
  await page.getByRole('checkbox', { name: 'fail' }).check();
  await expect.poll(() => shownSites(page)).toEqual(['homey-demo', 'homey-lost']);
  await expect(page).toHaveURL(/#\/\?status=fail$/);

  await page.getByRole('checkbox', { name: 'error' }).check();
  await expect.poll(() => shownSites(page)).toEqual(['streamline-broken', 'homey-demo', 'homey-lost']);

  await page.getByLabel('Provider').selectOption('streamline');
  await expect.poll(() => shownSites(page)).toEqual(['streamline-broken']);
  await expect(page).toHaveURL(/#\/\?status=fail,error&provider=streamline$/);

  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect.poll(() => shownSites(page)).toHaveLength(5);

  await page.getByRole('searchbox').fill('lost');
  await expect.poll(() => shownSites(page)).toEqual(['homey-lost']);
  await page.getByRole('searchbox').fill('streamline pass');
  await expect.poll(() => shownSites(page)).toEqual(['streamline-cabins', 'streamline-demo']);

  // The hash is the whole state: a reload (or a pasted link) shows the same list.
  await page.reload();
  await expect.poll(() => shownSites(page)).toEqual(['streamline-cabins', 'streamline-demo']);
  await expect(page.getByRole('searchbox')).toHaveValue('streamline pass');

  await page.getByRole('searchbox').fill('no-such-site');
  await expect(page.getByText('No recording matches these filters.')).toBeVisible();
});
