// One Playwright config for every browser test, a project per kind (ARCHITECTURE.md, "Tests"):
// - tracker: the tracker's own browser tests (real Chromium against loopback pages);
// - harness: the harness's end-to-end checks (record, import, replay CLI, pinned environment, light, real HARs, the
//   replay's checks of itself: golden-self-checks.spec.ts);
// - smoke: golden.spec.ts with one replay per adapter family and every recording's truth check: what `npm test`
//   replays;
// - golden: golden.spec.ts whole, one replay per recording, and the foreign-machine re-record
//   (foreign-machine.spec.ts, a minute; pinned-env.spec.ts checks the pinned values in npm test)
//   (`npm run test:golden`, sharded in CI: docs/ci.md; `npm run replay -- --shard i/n` replays the same split);
// - deliveries: the deliveries other than the tag (per-site-build.spec.ts) and the sharded replay commands
//   (replay-shard.spec.ts), minutes each (`npm run test:deliveries`);
// - engines: the other engines the visitors use (issue 30): the tracker's contract in Chromium, Firefox and WebKit
//   (tracker/test/engines/, each engine launched by harness/driver/plain.ts) and the golden replay of each adapter
//   family's recording in Firefox and WebKit (harness/engines-golden.spec.ts); every recording in every engine is
//   `npm run replay:engines` (sharded in CI: docs/ci.md);
// - scaffold: `npm run new-adapter` run in a copy of the checkout, then the checks npm test runs for the new
//   platform there (harness/new-adapter.spec.ts, minutes: `npm run test:scaffold`);
// - viewer: the report viewer's end-to-end tests.
import { defineConfig } from '@playwright/test';
import { launchOptions } from './harness/browser.ts';
import { FAMILY_RECORDINGS } from './harness/family-recordings.ts';

const LONG = ['golden.spec.ts', 'foreign-machine.spec.ts', 'per-site-build.spec.ts', 'replay-shard.spec.ts', 'engines-golden.spec.ts', 'new-adapter.spec.ts'];
// every `golden <site>` test but those of the family recordings
const NOT_SMOKE = [new RegExp(`\\bgolden (?!(?:${FAMILY_RECORDINGS.join('|')})$)[\\w.-]+$`)];

export default defineConfig({
  timeout: 60_000,
  workers: process.env.CI ? 2 : undefined,
  retries: 0, // a test that needs a second try is a bug to fix (scripts/stress-test.sh finds them)
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { launchOptions: launchOptions() },
  projects: [
    { name: 'tracker', testDir: 'tracker/test/browser', testMatch: '**/*.spec.ts' },
    { name: 'harness', testDir: 'harness', testMatch: '**/*.spec.ts', testIgnore: LONG },
    { name: 'smoke', testDir: 'harness', testMatch: 'golden.spec.ts', grepInvert: NOT_SMOKE },
    { name: 'golden', testDir: 'harness', testMatch: ['golden.spec.ts', 'foreign-machine.spec.ts'] },
    { name: 'deliveries', testDir: 'harness', testMatch: ['per-site-build.spec.ts', 'replay-shard.spec.ts'] },
    { name: 'scaffold', testDir: 'harness', testMatch: 'new-adapter.spec.ts' },
    { name: 'engines', testDir: '.', testMatch: ['tracker/test/engines/*.spec.ts', 'harness/engines-golden.spec.ts'] },
    { name: 'viewer', testDir: 'report-viewer/e2e', testMatch: '**/*.spec.ts' },
  ],
});
