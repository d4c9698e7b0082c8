import { expect, test } from './fixtures.ts';

test('j/k move through recordings, Enter opens, j/k then walk the filtered list, Esc goes back', async ({ page, viewer }) => {
  await page.goto(`${viewer.url}#/?status=fail,error`);
  await page.locator('tr[data-site]').first().waitFor();
  await page.keyboard.press('j');
  await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-site', 'streamline-broken');
  // Focus follows the cursor, visibly.
  const link = page.locator('tr[data-site="streamline-broken"] a');
  await expect(link).toBeFocused();
  expect(await link.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineWidth}`)).toBe('solid 3px');
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await page.keyboard.press('j'); // stays on the last one
  await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-site', 'homey-lost');
  await page.keyboard.press('k');
  await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-site', 'homey-demo');
  await expect(page.locator('tr[data-site="homey-demo"] a')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/site\/homey-demo\?status=fail,error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('homey-demo');

  await page.keyboard.press('j');
  await expect(page).toHaveURL(/#\/site\/homey-lost\?status=fail,error$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('homey-lost');
  await expect(page.locator('.site-nav')).toContainText('3 of 3');
  await page.keyboard.press('k');
  await page.keyboard.press('k');
  await expect(page).toHaveURL(/#\/site\/streamline-broken\?status=fail,error$/);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/\?status=fail,error$/);
  await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-site', 'streamline-broken');
});

test('n/p step through the differences of a recording, each with its own deep link', async ({ page, viewer }) => {
  await page.goto(`${viewer.url}#/site/homey-demo`);
  await page.getByTestId('events').waitFor();
  const expectOpen = async (row: number) => {
    await expect(page).toHaveURL(new RegExp(`#/site/homey-demo/event/${row}$`));
    await expect(page.getByTestId('event-detail').getByRole('heading', { level: 3 })).toContainText(`Event #${row}:`);
  };
  await page.keyboard.press('n');
  await expectOpen(3);
  await page.keyboard.press('n');
  await expectOpen(4);
  await page.keyboard.press('n');
  await page.keyboard.press('n');
  await expectOpen(7);
  await page.keyboard.press('n'); // no further difference: stays
  await expectOpen(7);
  await page.keyboard.press('p');
  await expectOpen(5);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/#\/site\/homey-demo$/);
  await expect(page.getByTestId('event-detail')).toHaveCount(0);
  // Browser history follows: Back reopens the last event.
  await page.goBack();
  await expectOpen(5);
});

test('/ focuses the search from anywhere; typing there does not trigger shortcuts', async ({ page, viewer }) => {
  await page.goto(`${viewer.url}#/site/homey-demo`);
  await page.getByTestId('events').waitFor();
  await page.keyboard.press('/');
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByRole('searchbox')).toBeFocused();
  await page.keyboard.type('jk/n');
  await expect(page.getByRole('searchbox')).toHaveValue('jk/n');
  await expect(page).toHaveURL(/#\/\?q=jk%2Fn$/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('searchbox')).not.toBeFocused();
});
