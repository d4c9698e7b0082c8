// One Playwright config for every browser test: the tracker's own (real Chromium against loopback pages),
// the golden replays (one test per recording) and the report viewer's end-to-end tests.
import { defineConfig } from '@playwright/test';
import { launchOptions } from './harness/browser.ts';

export default defineConfig({
  timeout: 60_000,
  workers: process.env.CI ? 2 : undefined,
  retries: 0, // a test that needs a second try is a bug to fix (scripts/stress-test.sh finds them)
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { launchOptions: launchOptions() },
  projects: [
    { name: 'tracker', testDir: 'tracker/test/browser', testMatch: '**/*.spec.ts' },
    // the tracker's contract in Chromium, Firefox and WebKit (each engine launched by harness/driver/plain.ts)
    { name: 'engines', testDir: 'tracker/test/engines', testMatch: '**/*.spec.ts' },
    { name: 'golden', testDir: 'harness', testMatch: '**/*.spec.ts' },
    { name: 'viewer', testDir: 'report-viewer/e2e', testMatch: '**/*.spec.ts' },
  ],
});
