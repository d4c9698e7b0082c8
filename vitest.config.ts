import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit tests (*.test.ts[x]) live beside the code they test. Browser tests are Playwright's (*.spec.ts).
export default defineConfig({
  test: {
    include: ['{tracker,harness,scripts,demo-sites,report-viewer}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**'],
    environment: 'node',
    // A limit against hangs, not a speed check: some tests parse every adapter with TypeScript or spawn a script,
    // and vitest's 5 s default failed them at load average 30 (CI machines are shared too).
    testTimeout: 30_000,
    // vitest's default leaves a core idle (one worker on a 2-core machine): the test files are mostly waiting on
    // I/O and module loading, and two workers halve the run here (153 s -> 88 s), keeping npm test under 10 minutes
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
