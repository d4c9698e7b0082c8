// Regression guard for issue 16 (not a timing test): the built bundle's size and its evaluation across the
// <script> tag, with generous margins. The figures against their real budgets are `npm run size` / `npm run bench`.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureEvaluation, median } from '../scripts/bench/measure-eval.ts';

const BUNDLE = join(import.meta.dirname, '../dist/tracker.js');

test('dist/tracker.js stays under 30 KB min+gzip (the budget for ≈ 45 platforms)', () => {
  expect(gzipSync(readFileSync(BUNDLE), { level: 9 }).length).toBeLessThan(30 * 1024);
});

test('evaluation across the tag stays far below 50 ms of main-thread time (budget 2 ms; this guards against heavy work at evaluation)', async ({ browser }) => {
  test.setTimeout(120_000);
  const times = await measureEvaluation(browser, [{ label: 'empty', code: '' }, { label: 'tracker', code: readFileSync(BUNDLE, 'utf8') }], 5);
  expect(median(times.get('tracker')!) - median(times.get('empty')!)).toBeLessThan(50);
});
