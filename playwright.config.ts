// One Playwright config for every browser test: the tracker's own (real Chromium against loopback pages),
// the golden replays (one test per recording) and the report viewer's end-to-end tests.
import { defineConfig } from '@playwright/test';
import { launchOptions } from './harness/browser.ts';

export default defineConfig({
  timeout: 60_000,
  workers: process.env.CI ? 2 : undefined,
  // Known flaky under load (issue 13 still open): core-tabs "two live tabs" resends /a/3-/a/4 when the shared
  // clock passes a lock's expiry mid-post, and core-init "first visit" reads the buffer before the answer lands.
  // One retry in CI until they are fixed; a test that fails twice still fails the run.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { launchOptions: launchOptions() },
  projects: [
    { name: 'tracker', testDir: 'tracker/test/browser', testMatch: '**/*.spec.ts' },
    { name: 'golden', testDir: 'harness', testMatch: '**/*.spec.ts' },
    { name: 'viewer', testDir: 'report-viewer/e2e', testMatch: '**/*.spec.ts' },
  ],
});
