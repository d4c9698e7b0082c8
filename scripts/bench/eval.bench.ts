// Evaluation across the <script> tag (issue 16): parse + compile + evaluate of the built tracker minus an empty
// script, main-thread CPU time, median of 20 cold loads each, all in the same run (measure-eval.ts). Measured for
// the all-sites bundle (dist/tracker.js) and a per-site bundle (dist/sites/<key>.js, built when missing).
// BEACON_BENCH_BASELINE=<file> adds another bundle (e.g. the previous release) to the same run, for before/after.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { launchChromium } from '../../harness/browser.ts';
import type { BenchRow } from '../bench.ts';
import { measureEvaluation, median, type EvalSubject } from './measure-eval.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = 20;
const BUDGET_MS = 2;
const SITE = 'homey';

function ensureBuilt(file: string, args: string[]): string {
  if (!existsSync(join(ROOT, file))) execFileSync('npm', ['run', '--silent', 'build', '--', ...args], { cwd: ROOT, stdio: 'inherit' });
  return readFileSync(join(ROOT, file), 'utf8');
}

export default async function evalBench(): Promise<BenchRow[]> {
  const subjects: EvalSubject[] = [
    { label: 'empty', code: '' },
    { label: 'all sites', code: ensureBuilt('dist/tracker.js', []) },
    { label: `per-site (${SITE})`, code: ensureBuilt(`dist/sites/${SITE}.js`, ['--site', SITE]) },
  ];
  const baseline = process.env.BEACON_BENCH_BASELINE;
  if (baseline) subjects.push({ label: `baseline ${baseline}`, code: readFileSync(baseline, 'utf8') });
  const browser = await launchChromium();
  let times: Map<string, number[]>;
  try {
    times = await measureEvaluation(browser, subjects, RUNS);
  } finally {
    await browser.close();
  }
  const empty = median(times.get('empty')!);
  const rows: BenchRow[] = [{ figure: `empty <script> (the baseline), median of ${RUNS}`, value: `${empty.toFixed(2)} ms` }];
  for (const s of subjects.slice(1)) {
    const cost = median(times.get(s.label)!) - empty;
    const budgeted = !s.label.startsWith('baseline');
    rows.push({
      figure: `evaluation across the tag, ${s.label} (${(s.code.length / 1024).toFixed(1)} KB) minus empty`,
      value: `${cost.toFixed(2)} ms`,
      ...(budgeted ? { budget: `≤ ${BUDGET_MS} ms`, ok: cost <= BUDGET_MS } : {}),
    });
  }
  return rows;
}
