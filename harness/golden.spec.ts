// The golden replays as Playwright tests (project `golden`: `npm run test:golden`; `npm test` runs project `smoke`,
// the same file with the golden tests of harness/family-recordings.ts only), shardable
// with --shard (tests run in parallel mode, so shards split by test, not by file). Keep it that way: a hook
// (beforeAll/afterAll) at the top level of this file would make Playwright cut the file into one chunk per shard
// (shard 1/2 got all 41 goldens). Each recording's `golden` and `truth` tests are declared together so that each
// shard gets its share of the goldens. `npm run replay -- --shard i/n` replays exactly the `golden <site>` tests
// Playwright puts in shard i/n (harness/replay/shard.ts).
//
// - one test per recording: replay with the built tracker, no unmatched request, no difference from golden.json,
//   no matcher fallback that changed an event, no capture-health diagnostic;
// - one test per demo site with a recording: its golden agrees with recordings/<slug>/truth.json.
// The harness's checks of itself are golden-self-checks.spec.ts (project harness) and foreign-machine.spec.ts
// (project golden).
import { test, expect } from '@playwright/test';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readRecording } from './recording/layout.ts';
import { describeDiff } from './golden/diff.ts';
import { describeFallbackFailure, fallbackFailures } from './replay/fallback-check.ts';
import { truthProblems } from '../demo-sites/server/truth-check.ts';
import { failureText, recordings, replay } from './golden-testing.ts';

test.describe.configure({ mode: 'parallel' });

// One `golden <site>` test per recording, then its `truth <site>` test when it is a demo site.
for (const dir of recordings) {
  const site = basename(dir);
  test(`golden ${site}`, async ({ browser }, info) => {
    test.setTimeout(180_000);
    const run = await replay(browser, dir);
    const r = run.report;
    if (r.status !== 'pass') await info.attach(`${site}.json`, { body: JSON.stringify(r, null, 2), contentType: 'application/json' });
    expect(r.error, failureText(run)).toBeNull();
    expect(r.unmatched.map((u) => `[${u.step}] ${u.method} ${u.url}  key: ${u.key}`), `${site}: requests the recording could not answer`).toEqual([]);
    expect(describeDiff(r.diff), `${site}: events differ from golden.json (npm run replay -- ${site} --update if intended)`).toEqual([]);
    expect(fallbackFailures(r.fallbacks).map(describeFallbackFailure), `${site}: a matcher fallback changed an event`).toEqual([]);
    // capture health (issue 33): a recording of the platform as it is gives its adapter no diagnostic
    expect((r.findings ?? []).filter((f) => f.startsWith('capture health')), `${site}: capture-health diagnostics`).toEqual([]);
  });
  // Demo sites: the golden (a regression baseline) must agree with the truth written from the site's own data.
  if (existsSync(join(dir, 'truth.json'))) {
    test(`truth ${site}`, async () => {
      const rec = readRecording(dir);
      expect(rec.golden, `${site}: no golden.json (npm run record:demos -- ${site})`).not.toBeNull();
      const problems = await truthProblems(dir, rec.golden!.events);
      expect(problems, `${site}: golden.json disagrees with recordings/${site}/truth.json: fix the adapter, never the truth`).toEqual([]);
    });
  }
}
