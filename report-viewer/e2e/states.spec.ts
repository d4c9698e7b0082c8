import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReportServer } from '../../scripts/report.ts';
import { expect, FIXTURE_REPORT, tempDir, test } from './fixtures.ts';

test('no report yet: says to run npm run replay', async ({ page }) => {
  const dir = tempDir('beacon-viewer-empty-');
  const server = await startReportServer({ reportDir: dir.path, port: 0 });
  try {
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('No report yet');
    await expect(page.locator('main')).toContainText('Run npm run replay to make one');
  } finally {
    await server.close();
    dir.remove();
  }
});

test('malformed index and site files are named with the reason', async ({ page }) => {
  const dir = tempDir('beacon-viewer-malformed-');
  const server = await startReportServer({ reportDir: dir.path, port: 0 });
  try {
    writeFileSync(join(dir.path, 'index.json'), '{"version": 1, "tracker": ');
    await page.goto(server.url);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The report is malformed');
    await expect(alert).toContainText('report/index.json is not a replay report this viewer can read: it is not valid JSON');

    cpSync(FIXTURE_REPORT, dir.path, { recursive: true });
    writeFileSync(join(dir.path, 'homey-demo.json'), JSON.stringify({ version: 1, site: 'homey-demo', provider: 'homey', status: 'fail', error: null, expected: 'oops' }));
    await page.goto(`${server.url}#/site/homey-demo`);
    await page.reload(); // a new hash alone would not reload the report
    await expect(page.getByRole('alert')).toContainText('report/homey-demo.json is not a replay report this viewer can read: expected is the string "oops"; expected an array');
    // A report an older harness wrote (no alignment): refused, saying to re-run the replay.
    const { alignment: _dropped, ...older } = JSON.parse(readFileSync(join(FIXTURE_REPORT, 'homey-demo.json'), 'utf8'));
    writeFileSync(join(dir.path, 'homey-demo.json'), JSON.stringify(older));
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('report/homey-demo.json is not a replay report this viewer can read: it has no alignment');
    await expect(page.getByRole('alert')).toContainText('an older harness wrote it. Run npm run replay again');
    // The rest of the report still works.
    await page.goto(`${server.url}#/site/homey-lost`);
    await expect(page.getByTestId('unmatched')).toBeVisible();

    mkdirSync(join(dir.path, 'gone'), { recursive: true });
    const index = JSON.parse(JSON.stringify(await (await page.request.get(`${server.url}report/index.json`)).json()));
    index.recordings[0].file = 'gone/missing.json';
    writeFileSync(join(dir.path, 'index.json'), JSON.stringify(index));
    await page.goto(`${server.url}#/site/${index.recordings[0].site}`);
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('The report could not be loaded');
    await expect(page.getByRole('alert')).toContainText('report/gone/missing.json');
  } finally {
    await server.close();
    dir.remove();
  }
});
