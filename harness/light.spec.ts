// Regression guard for issue 16 (not a timing test): the built tracker's size and its evaluation across the
// <script> tag, with generous margins. The tracker is a two-part tag (ARCHITECTURE.md): dist/tracker.js, the tag
// script the host evaluates, and dist/tracker.main.js, which it loads. The figures against their real budgets
// are `npm run size` / `npm run bench`.
import { test, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureEvaluation, median } from '../scripts/bench/measure-eval.ts';
import { mainOf } from './replay/tracker-main.ts';

const TAG = join(import.meta.dirname, '../dist/tracker.js');
const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

test('tag + main part stay under 30 KB min+gzip (the budget for ≈ 45 platforms); the tag alone under 6 KB', () => {
  const tag = gzip(TAG);
  const main = gzip(mainOf(TAG));
  console.log(`dist/tracker.js ${tag} B + dist/tracker.main.js ${main} B = ${tag + main} B min+gzip`);
  expect(tag + main).toBeLessThan(30 * 1024);
  // the tag holds the network observers and the loader (≈ 4 KB): an import that drags the core in fails here
  expect(tag).toBeLessThan(6 * 1024);
});

test('evaluation across the tag stays far below 50 ms of main-thread time (budget 2 ms; this guards against heavy work at evaluation)', async ({ browser }) => {
  test.setTimeout(120_000);
  const times = await measureEvaluation(browser, [{ label: 'empty', code: '' }, { label: 'tag', code: readFileSync(TAG, 'utf8') }], 5);
  expect(median(times.get('tag')!) - median(times.get('empty')!)).toBeLessThan(50);
});
