import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { startReportServer, writeStaticBundle } from '../../scripts/report.ts';
import { expect, FIXTURE_REPORT, outsideRequests, shownSites, tempDir, test } from './fixtures.ts';

const out = tempDir('beacon-viewer-bundle-');
let bundle: Awaited<ReturnType<typeof writeStaticBundle>>;

test.beforeAll(async () => {
  bundle = await writeStaticBundle(FIXTURE_REPORT, join(out.path, 'report'));
});
test.afterAll(() => out.remove());

async function walkThrough(page: Page, base: string) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(base);
  await expect(page.getByTestId('counts')).toHaveText(/5 total/);
  await expect.poll(() => shownSites(page)).toEqual(['streamline-broken', 'homey-demo', 'homey-lost', 'streamline-cabins', 'streamline-demo']);
  await page.getByRole('link', { name: 'homey-demo' }).click();
  await expect(page.getByTestId('diff-summary')).toContainText('4 aligned events differ');
  await page.keyboard.press('n');
  await page.keyboard.press('n');
  await expect(page).toHaveURL(/#\/site\/homey-demo\/event\/4$/);
  const frame = page.frameLocator('iframe[title="DOM snapshot after step quote"]');
  await expect(frame.locator('#quote-total')).toHaveText('Your quote: $135 for 3 nights');
  await expect(frame.locator('html')).not.toHaveAttribute('data-snapshot-script-ran', 'yes');
  expect(errors).toEqual([]);
}

test('the static bundle opens from file:// with no server', async ({ page }) => {
  expect(bundle.indexUrl.startsWith('file://')).toBe(true);
  const outside = await outsideRequests(page);
  const fetched: string[] = [];
  page.on('requestfinished', (r) => fetched.push(r.url()));
  await walkThrough(page, bundle.indexUrl);
  // Everything came from the bundle folder: the viewer and its data scripts; nothing went to the network.
  const folder = pathToFileURL(bundle.outDir).href;
  expect(fetched.filter((u) => !u.startsWith(folder) && !u.startsWith('data:'))).toEqual([]);
  expect(fetched.some((u) => u.includes('/report-data/'))).toBe(true);
  expect(outside).toEqual([]);
});

test('the static bundle works from a plain static host (no /report/ route)', async ({ page }) => {
  const host = await startReportServer({ reportDir: FIXTURE_REPORT, viewerDir: bundle.outDir, staticOnly: true, port: 0 });
  try {
    await walkThrough(page, host.url);
    const missing = await page.request.get(`${host.url}report/index.json`);
    expect(missing.status()).toBe(404);
  } finally {
    await host.close();
  }
});

test('the bundle carries the report as written, so a malformed file is reported by name', async ({ page }) => {
  const data = readFileSync(join(bundle.outDir, 'report-data.js'), 'utf8');
  expect(data).toContain('"index.json"');
  expect(data).toContain('homey-demo.json');
  // Break one site file inside the bundle and see the viewer name it.
  const script = join(bundle.outDir, JSON.parse(data.slice(data.indexOf('{'), data.lastIndexOf('}') + 1)).files['homey-lost.json']);
  const { writeFileSync } = await import('node:fs');
  writeFileSync(script, 'window.__beaconReportFile("homey-lost.json", "{\\"version\\": 1, \\"site\\": 42}");');
  await page.goto(`${bundle.indexUrl}#/site/homey-lost`);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The report is malformed');
  await expect(alert).toContainText('homey-lost.json');
  await expect(alert).toContainText('site is number 42; expected a string');
});
