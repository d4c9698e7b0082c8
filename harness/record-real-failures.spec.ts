// Issue 31's failure classes that only a replay shows, each of which failed before issue 31:
// - WebPagetest's six runs of one URL (documents put back, harness/record/real-har-fixtures.ts): the import used to
//   hang for ever after "replaying the imported recording once…" (a cookie written as a response header name made
//   the browser refuse the answer), then kept 2 pageviews of 6 (a page loaded again drew the ids of the page before
//   it, and the capture endpoint kept its batches once), in an order no visitor saw;
// - a site whose Content-Security-Policy blocks the embed tag: the golden was green with 0 events.
import { test, expect } from '@playwright/test';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTrackerBuilt, ROOT, TAG_FILE } from './replay/build.ts';
import { runSite } from './replay/run.ts';
import { describeReplay, importHar } from './record/from-har.ts';
import { wikipediaWithDocuments } from './record/real-har-fixtures.ts';

const TMP = join(ROOT, '.beacon-tmp', `real-failures-${process.pid}`);
test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

async function imported(browser: import('playwright').Browser, name: string, har: unknown) {
  await ensureTrackerBuilt();
  mkdirSync(TMP, { recursive: true });
  const file = join(TMP, `${name}.har`);
  writeFileSync(file, JSON.stringify(har));
  const lines: string[] = [];
  const r = await importHar({ file, name, provider: 'site-generic', siteKey: 'site-generic-b', root: join(TMP, 'recordings'), trackerFile: TAG_FILE, browser, log: (l) => lines.push(l) });
  return { r, summary: [...lines, ...describeReplay(r)].join('\n') };
}

test('WebPagetest six runs of one URL: the import ends, keeps six pageviews in the visit order, names the header it left out', async ({ browser }) => {
  test.setTimeout(150_000);
  const { r, summary } = await imported(browser, 'wpt-six-runs', wikipediaWithDocuments());
  expect(summary).toContain('exported by WebPagetest (WebPagetest 2.17)');
  expect(r.replay!.report.error, summary).toBeNull();
  expect(summary).toMatch(/response header "WMF-Last-Access=29-Aug-2015;Path=\/;HttpOnly[^"]*" left out: its name is not an HTTP token/);
  const titles = r.golden!.filter((e) => e.action === 'pageview').map((e) => (e.payload as { title: string }).title);
  expect(titles, summary).toEqual([1, 2, 3].flatMap((run) => [`Run ${run}, First View for https://en.wikipedia.org/wiki/Main_Page`, `Run ${run}, Repeat View for https://en.wikipedia.org/wiki/Main_Page`]));
  const again = await runSite(browser, r.dir, { trackerSource: readFileSync(TAG_FILE) });
  expect(again.report.status, JSON.stringify(again.report.diff)).toBe('pass');
});

test('a Content-Security-Policy that blocks the embed tag: the replay runs the tracker and the finding names the directive', async ({ browser }) => {
  test.setTimeout(120_000);
  const doc = (url: string, t: string, headers: { name: string; value: string }[], html: string) => ({
    startedDateTime: t,
    request: { method: 'GET', url, headers: [{ name: 'Sec-Fetch-Dest', value: 'document' }] },
    response: { status: 200, headers: [{ name: 'Content-Type', value: 'text/html; charset=utf-8' }, ...headers], content: { size: html.length, mimeType: 'text/html', text: html } },
  });
  const har = {
    log: {
      creator: { name: 'WebInspector', version: '537.36' },
      entries: [
        doc('https://csp.example/', '2026-01-01T10:00:00Z', [{ name: 'Content-Security-Policy', value: "default-src 'self'; img-src *" }], '<!DOCTYPE html><html><head><title>Strict site</title></head><body>hello</body></html>'),
        doc('https://csp.example/meta', '2026-01-01T10:00:05Z', [], `<!DOCTYPE html><html><head><meta http-equiv="Content-Security-Policy" content="script-src 'self'; connect-src 'self'"><title>Meta policy</title></head><body>hi</body></html>`),
      ],
    },
  };
  const { r, summary } = await imported(browser, 'csp-site', har);
  expect(r.replay!.report.error, summary).toBeNull();
  expect(r.golden!.filter((e) => e.action === 'pageview').map((e) => (e.payload as { title: string }).title), summary).toEqual(['Strict site', 'Meta policy']);
  expect(r.replay!.report.findings, summary).toEqual([
    'the Content-Security-Policy header of https://csp.example/ (entry 0) would block the embed tag in production: extend default-src https://cdn.beacon-analytics.com and default-src https://collect.beacon-analytics.com (the replay ran the tracker as if it did)',
    'the Content-Security-Policy <meta http-equiv> of https://csp.example/meta (entry 1) would block the embed tag in production: extend script-src https://cdn.beacon-analytics.com and connect-src https://collect.beacon-analytics.com (the replay ran the tracker as if it did)',
  ]);
  expect(summary).toContain('FINDING: the Content-Security-Policy header of https://csp.example/');
});
