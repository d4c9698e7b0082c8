// Real exported HARs (issue 31): every HAR of harness/record/fixtures/real-hars/ (SOURCES.md says where each comes
// from) is imported as `record --from-har` imports it and replayed, and the result is held to the expectation
// written beside it (<name>.expect.json): the pages kept (one goto step each, in the visit's order), the outcome
// (green: the golden written by the import's replay has one pageview per page, and a second replay is green;
// unanswered: the same, with exactly the listed requests unanswered because the export never captured them;
// refused: nothing usable, with the reason), and the exit code the command gives.
// `*.large.har` files run only with BEACON_REAL_HARS=all (`npm run test:real-hars`); the others in `npm test`.
import { test, expect } from '@playwright/test';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ensureTrackerBuilt, ROOT, TAG_FILE } from './replay/build.ts';
import { runSite } from './replay/run.ts';
import { describeAnalysis, describeReplay, FromHarError, importHar } from './record/from-har.ts';
import { EXIT } from '../scripts/cli.ts';

const DIR = join(ROOT, 'harness', 'record', 'fixtures', 'real-hars');
const TMP = join(ROOT, '.beacon-tmp', `real-hars-${process.pid}`);
const ALL = process.env.BEACON_REAL_HARS === 'all';

interface Expectation {
  exporter: string;
  version: string;
  source: { repo: string; path: string; commit: string };
  pages: string[];
  outcome: 'green' | 'unanswered' | 'refused';
  exitCode: number;
  unanswered?: string[];
  refusal?: string;
}

const hars = readdirSync(DIR, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.har') && (ALL || !f.endsWith('.large.har')))
  .sort();

test.describe.configure({ mode: 'parallel' });
test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

test('the corpus lists a source and an expectation for every HAR', () => {
  const sources = readFileSync(join(DIR, 'SOURCES.md'), 'utf8');
  for (const f of readdirSync(DIR, { recursive: true, encoding: 'utf8' }).filter((x) => x.endsWith('.har'))) {
    expect(sources, `SOURCES.md names ${f}`).toContain(`| ${f} |`);
    const x = JSON.parse(readFileSync(join(DIR, f.replace(/\.har$/, '.expect.json')), 'utf8')) as Expectation;
    expect(x.source.commit, f).toMatch(/^[0-9a-f]{40}$/);
  }
});

for (const file of hars) {
  test(`real HAR ${file}`, async ({ browser }) => {
    test.setTimeout(180_000);
    await ensureTrackerBuilt();
    const expected = JSON.parse(readFileSync(join(DIR, file.replace(/\.har$/, '.expect.json')), 'utf8')) as Expectation;
    const name = file.replace(/\.large/, '').replace(/\.har$/, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    const root = join(TMP, name);
    const lines: string[] = [];
    const run = importHar({ file: join(DIR, file), name, provider: 'site-generic', siteKey: 'site-generic-b', root, trackerFile: TAG_FILE, browser, log: (l) => lines.push(l) });
    if (expected.outcome === 'refused') {
      const error = await run.then(() => null, (e: unknown) => e);
      expect(error, `${file}: refused`).toBeInstanceOf(FromHarError);
      expect((error as Error).message).toContain(expected.refusal!);
      expect(expected.exitCode).toBe(EXIT.usage);
      return;
    }
    const result = await run;
    const summary = [...lines, ...describeReplay(result)].join('\n');
    expect(summary, file).toContain(`exported by ${expected.exporter}`);
    expect(result.analysis.notReplayable, `${file}: no page lost\n${summary}`).toEqual([]);
    expect(result.analysis.steps.map((s) => s.goto), `${file}: one goto step per page, in order\n${summary}`).toEqual(expected.pages);
    const replay = result.replay!;
    expect(replay.report.error, summary).toBeNull();
    expect(replay.report.unmatched.map((u) => u.url).sort(), summary).toEqual([...(expected.unanswered ?? [])].sort());
    // every page is in the golden: one pageview per goto step, in its step, with the page's own title
    const pageviews = result.golden!.filter((e) => e.action === 'pageview');
    expect(pageviews.map((e) => e.step), summary).toEqual(result.analysis.steps.map((s) => s.name));
    // each page with its document (its snapshot is the HTML as served: at least one element), not an empty page
    const snapshots = readdirSync(join(result.dir, 'snapshots'));
    expect(snapshots.length, file).toBe(expected.pages.length);
    for (const f of snapshots) expect(readFileSync(join(result.dir, 'snapshots', f), 'utf8'), `${file} ${f}`).toMatch(/<[a-z][a-z0-9]*\b/i);
    // the exit code `record --from-har` gives (scripts/record.ts verdict): 1 when requests went unanswered
    expect(replay.report.unmatched.length ? EXIT.failed : EXIT.ok).toBe(expected.exitCode);
    // a second replay of what was written gives the same events
    const again = await runSite(browser, result.dir, { trackerSource: readFileSync(TAG_FILE) });
    expect(again.report.error, relative(ROOT, result.dir)).toBeNull();
    expect(again.report.diff, relative(ROOT, result.dir)).toEqual([]);
    expect(again.report.status).toBe(expected.outcome === 'green' ? 'pass' : 'fail');
    expect(describeAnalysis(result.analysis).join('\n')).not.toContain('PAGE LOST');
  });
}
