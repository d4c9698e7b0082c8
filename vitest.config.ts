import { defineConfig } from 'vitest/config';

// Unit tests (*.test.ts[x]) live beside the code they test. Browser tests are Playwright's (*.spec.ts).
export default defineConfig({
  test: {
    include: ['{tracker,harness,scripts,demo-sites,report-viewer}/**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'dist/**'],
    environment: 'node',
  },
});
