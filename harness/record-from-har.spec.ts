// `npm run record -- --from-har` (issue 20): a DevTools-shaped and a Firefox-shaped export of a demo-site visit
// are imported (DevTools through the command line, Firefox through importHar) and both replay green; each
// golden holds the original recording's events for the part of the visit a HAR can give (its page navigations).
//
// The exports are generated, not committed: harness/record/har-export-shapes-testing.ts turns recordings/lmpm's HAR into
// what Chrome DevTools and Firefox export for that visit (their pages, private fields, header forms, timings),
// with the degradations real exports have: DevTools leaves the body out of one entry and writes another as
// cancelled (status 0, net::ERR_ABORTED) and the site's production tracker is in it; Firefox, with one page for
// the whole visit as it writes by default, lacks one body.
// Those entries are the two quote requests the visit made after clicking "get price": goto steps do not make them
// again, so the replay stays green and the summary says so. The original's events are compared up to its first
// step that is neither goto nor wait (the clicks a HAR cannot hold), each wait step's events under the goto
// step before it, as the import has goto steps only.
import { test, expect } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRecording } from './recording/layout.ts';
import { startRecord } from './recording/mapping.ts';
import { readHar } from './har/read.ts';
import { describeDiff } from './golden/diff.ts';
import { ensureTrackerBuilt, ROOT, TAG_FILE } from './replay/build.ts';
import { runSite } from './replay/run.ts';
import { describeReplay, importHar } from './record/from-har.ts';
import { navigationPrefix, toDevToolsHar, toFirefoxHar } from './record/har-export-shapes-testing.ts';
import { EXIT } from '../scripts/cli.ts';
import { runScript } from '../scripts/run-script.ts';

const SOURCE = join(ROOT, 'recordings', 'lmpm');
const TMP = join(ROOT, '.beacon-tmp', `from-har-spec-${process.pid}`);

test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

test('DevTools and Firefox exports of a demo-site visit import, replay green and give the original golden events', async ({ browser }) => {
  test.setTimeout(180_000);
  test.skip(!existsSync(join(SOURCE, 'golden.json')), 'recordings/lmpm is not there');
  await ensureTrackerBuilt();
  const original = readRecording(SOURCE);
  const root = join(TMP, 'recordings');
  mkdirSync(root, { recursive: true });
  const devtools = join(TMP, 'lmpm-devtools.har');
  const firefox = join(TMP, 'lmpm-firefox.har');
  // positions 10 and 11 of recordings/lmpm/recording.har: the two quote requests made after a click
  const clicked = readHar(original.harFile).entries.slice(10);
  expect(clicked.map((e) => `${e.resourceType} ${e.url.replace(/\?.*/, '')}`), 'recordings/lmpm was recorded again: pick the entries its clicks made').toEqual(
    Array(2).fill('xhr http://www.lmpm-demo.test/wp-json/lmpm/v1/properties/4127/property-items/search'),
  );
  writeFileSync(devtools, JSON.stringify(toDevToolsHar(SOURCE, { withoutBody: [11], aborted: [10], productionTracker: true }), null, 2));
  writeFileSync(firefox, JSON.stringify(toFirefoxHar(SOURCE, { withoutBody: [11] }), null, 2));
  const record = startRecord(original.mapping, original.meta.startUrl);
  const keys = ['--provider', record.provider, '--site-key', record.siteKey!, '--client-id', String(record.clientId ?? null), '--install-id', String(record.installId ?? null)];

  await test.step('DevTools export, through npm run record -- --from-har', async () => {
    const cli = await runScript('record.ts', ['--from-har', devtools, '--name', 'lmpm-devtools', ...keys], { BEACON_RECORDINGS: root });
    const out = cli.stdout + cli.stderr;
    expect(cli.code, out).toBe(EXIT.ok);
    expect(out).toContain('exported by Chrome DevTools (WebInspector 537.36)');
    expect(out).toContain('pages: 2 in log.pages, 2 page navigations found → 2 steps');
    expect(out).toContain('entries: 10 of 13 kept; left out: 1 of the production tracker, 2 without a response body, 0 not HTTP');
    expect(out).toMatch(/GET http:\/\/www\.lmpm-demo\.test\/wp-json\/lmpm\/v1\/properties\/4127\/property-items\/search\?start=2027-01-09\S* \(status 0 \(net::ERR_ABORTED\)/);
    expect(out).toMatch(/property-items\/search\?start=2027-01-09\S* \(no content\.text/);
    expect(out).toContain('every request answered');
    expect(out).toContain('2 of the 2 entries without a body were not asked for during the replay');
  });

  await test.step('Firefox export, through importHar', async () => {
    const lines: string[] = [];
    const ff = await importHar({
      file: firefox,
      name: 'lmpm-firefox',
      provider: record.provider,
      siteKey: record.siteKey!,
      clientId: record.clientId ?? null,
      installId: record.installId ?? null,
      root,
      trackerFile: TAG_FILE,
      browser,
      log: (l) => lines.push(l),
    });
    const summary = [...lines, ...describeReplay(ff)].join('\n');
    expect(summary).toContain('exported by Firefox (Firefox 132.0)');
    // Firefox writes one page for the whole visit by default: the navigations are its documents (Sec-Fetch-Dest)
    expect(summary).toContain('pages: 1 in log.pages, 2 page navigations found → 2 steps');
    expect(summary).toContain('entries: 11 of 12 kept');
    // the kept quote request of the click: named as one the goto steps never asked for
    expect(summary).toMatch(/1 XHR\/fetch requests of the export were never asked for by the goto steps[^\n]*\n {4}GET http:\/\/www\.lmpm-demo\.test\/wp-json\/lmpm\/v1\/properties\/4127\/property-items\/search\?start=2027-01-09/);
    expect(ff.replay?.report.status, summary).not.toBe('error');
    expect(ff.replay?.report.unmatched, summary).toEqual([]);
  });

  // What the original's golden says about the navigations, wait steps folded into their goto.
  const prefix = navigationPrefix(SOURCE);
  const group = new Map<string, number>();
  let g = -1;
  for (const s of prefix) group.set(s.name, s.goto ? ++g : g);
  const tracker = readFileSync(TAG_FILE);
  await test.step('both goldens hold the original events and replay green', async () => {
    await Promise.all(
      ['lmpm-devtools', 'lmpm-firefox'].map(async (site) => {
        const dir = join(root, site);
        const imported = readRecording(dir);
        expect(imported.steps.map((s) => Object.keys(s).sort()), site).toEqual(imported.steps.map(() => ['goto', 'name']));
        expect(imported.steps.length, site).toBe(g + 1);
        const expected = original.golden!.events.filter((e) => group.has(e.step)).map((e) => ({ ...e, step: imported.steps[group.get(e.step)!]!.name }));
        expect(expected.length).toBeGreaterThan(4);
        expect(imported.golden?.events, `${site}: golden.json against recordings/lmpm's`).toEqual(expected);
        // replays green from what was written
        const run = await runSite(browser, dir, { trackerSource: tracker });
        expect(run.report.error, site).toBeNull();
        expect(run.report.unmatched, site).toEqual([]);
        expect(describeDiff(run.report.diff), site).toEqual([]);
        expect(run.report.status, site).toBe('pass');
      }),
    );
  });
});
