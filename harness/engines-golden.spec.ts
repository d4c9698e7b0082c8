// The goldens in Firefox and WebKit (issue 30): the recording of each adapter family (harness/family-recordings.ts,
// the ones project `smoke` replays in Chromium) replayed in each engine (harness/driver/) against the same
// golden.json as Chromium's, byte for byte, with the all-sites tag as a customer's page gets it. Project `engines`
// (with tracker/test/engines/), run by `npm test`; `npm run replay:engines` replays every recording in every
// engine (docs/ci.md has it as shards).
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeDiff } from './golden/diff.ts';
import { ensureTrackerBuilt, ROOT, TAG_FILE } from './replay/build.ts';
import { runSite } from './replay/run.ts';
import { launchDriver } from './driver/launch.ts';
import type { EngineDriver } from './driver/types.ts';
import { FAMILY_RECORDINGS } from './family-recordings.ts';

for (const engine of ['firefox', 'webkit'] as const) {
  test.describe(`${engine} goldens`, () => {
    test.describe.configure({ mode: 'serial' });
    let driver: EngineDriver;
    let tracker: Buffer;
    test.beforeAll(async () => {
      test.setTimeout(180_000);
      await ensureTrackerBuilt();
      // the all-sites two-part tag: what a customer's page gets (its parts and map files served as a CDN serves them)
      tracker = readFileSync(TAG_FILE);
      driver = await launchDriver(engine);
    });
    test.afterAll(async () => {
      await driver?.close();
    });
    for (const site of FAMILY_RECORDINGS) {
      test(`[${engine}] golden ${site}`, async () => {
        test.setTimeout(240_000);
        const run = await runSite(driver, join(ROOT, 'recordings', site), { trackerSource: tracker });
        const r = run.report;
        const why = [r.error, ...r.unmatched.map((u) => `unmatched [${u.step}] ${u.method} ${u.url}`), ...describeDiff(r.diff)].filter(Boolean).join('\n');
        expect(r.status, `${engine}: ${site}\n${why}`).toBe('pass');
      });
    }
  });
}
