// Issue 20, as a reviewer met the viewer: the "Tracker console" listed the page's own 404s without their URLs, and
// a payload's changed line further down than the diff pane's height was cut at its bottom edge.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureViewerBuilt, startReportServer } from '../../scripts/report.ts';
import { compareEvents } from '../../harness/golden/diff.ts';
import { ev, reportFiles, siteReport } from '../src/test/helpers.ts';
import { expect, tempDir, test } from './fixtures.ts';

/** A quote payload long enough to overflow the pane, its `total` (sorted last) the only difference. */
const quote = (total: number) => ev('quote', 'quote', { ...Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`line_item_${String(i).padStart(2, '0')}`, i])), total });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await ensureViewerBuilt();
});

test('the page console shows each failed load with its URL, apart from the tracker log; the first difference is scrolled into view', async ({ page }) => {
  const dir = tempDir('beacon-viewer-console-');
  const expected = [ev('search', 'pageview'), quote(135)];
  const actual = [ev('search', 'pageview'), quote(140)];
  const report = siteReport('long-quote', {
    status: 'fail',
    expected,
    actual,
    ...compareEvents(expected, actual),
    console: [
      { type: 'error', text: 'Failed to load resource: the server responded with a status of 404 ()', step: 'search', source: 'page', url: 'http://www.long-quote.test/img/cabin-1.jpg' },
      { type: 'log', text: '[beacon] quote 4821: 140 USD', step: 'quote', source: 'tracker', url: 'https://cdn.beacon-analytics.com/tracker.main.js?v=1' },
    ],
  });
  mkdirSync(dir.path, { recursive: true });
  for (const [name, text] of Object.entries(reportFiles([report]))) writeFileSync(join(dir.path, name), text as string);
  const server = await startReportServer({ reportDir: dir.path, port: 0 });
  try {
    await page.goto(`${server.url}#/site/long-quote`);

    const pageConsole = page.getByTestId('console-page');
    await expect(pageConsole.getByRole('heading', { level: 2 })).toHaveText('Page console (1 line)');
    await expect(pageConsole).toContainText('status of 404');
    await expect(pageConsole).toContainText('http://www.long-quote.test/img/cabin-1.jpg');
    await expect(pageConsole).not.toContainText('[beacon]');
    const trackerLog = page.getByTestId('console-tracker');
    await expect(trackerLog.getByRole('heading', { level: 2 })).toHaveText('Tracker log (1 line)');
    await expect(trackerLog).toContainText('[beacon] quote 4821: 140 USD');
    await expect(trackerLog).not.toContainText('404');

    for (const side of ['expected', 'actual'] as const) {
      const pane = page.locator(`tr[data-kind="changed"] pre.json-${side}`);
      const changed = pane.locator('.line[data-path="payload.total"]');
      await expect(changed).toHaveCount(1);
      const [box, line] = [await pane.boundingBox(), await changed.boundingBox()];
      expect(line!.height).toBeGreaterThan(0);
      expect(line!.y, `${side}: the changed line starts inside its pane`).toBeGreaterThanOrEqual(box!.y);
      expect(line!.y + line!.height, `${side}: the changed line ends inside its pane, not cut at its bottom edge`).toBeLessThanOrEqual(box!.y + box!.height);
    }
  } finally {
    await server.close();
    dir.remove();
  }
});
