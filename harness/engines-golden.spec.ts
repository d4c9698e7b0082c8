// The goldens in Firefox and WebKit (issue 30): one recording of each adapter family replayed in each engine
// (harness/driver/) against the same golden.json as Chromium's, byte for byte. `npm run replay -- --browser all`
// replays every recording in every engine (docs/ci.md has it as shards); this is what `npm test` affords.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeDiff } from './golden/diff.ts';
import { ensureTrackerBuilt, ROOT, TRACKER_FILE } from './replay/build.ts';
import { runSite } from './replay/run.ts';
import { launchDriver } from './driver/launch.ts';
import type { EngineDriver } from './driver/types.ts';
import { FAMILY_RECORDINGS } from './engines.ts';

for (const engine of ['firefox', 'webkit'] as const) {
  test.describe(`${engine} goldens`, () => {
    test.describe.configure({ mode: 'serial' });
    let driver: EngineDriver;
    let tracker: Buffer;
    test.beforeAll(async () => {
      test.setTimeout(120_000);
      await ensureTrackerBuilt();
      tracker = readFileSync(TRACKER_FILE);
      driver = await launchDriver(engine);
    });
    test.afterAll(async () => {
      await driver?.close();
    });
    for (const [family, site] of Object.entries(FAMILY_RECORDINGS)) {
      test(`[${engine}] golden ${site} (${family})`, async () => {
        test.setTimeout(240_000);
        const run = await runSite(driver, join(ROOT, 'recordings', site), { trackerSource: tracker });
        const r = run.report;
        const why = [r.error, ...r.unmatched.map((u) => `unmatched [${u.step}] ${u.method} ${u.url}`), ...describeDiff(r.diff)].filter(Boolean).join('\n');
        expect(r.status, `${engine}: ${site}\n${why}`).toBe('pass');
      });
    }
  });
}
