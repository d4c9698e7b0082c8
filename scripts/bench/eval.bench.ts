// Evaluation across the <script> tag (issue 16): parse + compile + evaluate of the built tracker minus an empty
// script, main-thread CPU time, median of 20 cold loads each, all in the same run (measure-eval.ts). Measured for
// the all-sites bundle (dist/tracker.js) and a per-site bundle (dist/sites/<key>.js, built when missing).
// BEACON_BENCH_BASELINE=<file> adds another bundle (e.g. the previous release) to the same run, for before/after.
// Two more subjects say where the time goes (no budget): the all-sites bundle wrapped in a function that is never
// called (parse + compile only: V8 pre-parses the inner functions, nothing runs) and the network observers alone,
// minified (the floor of a tag script that installs them and loads the rest apart: ARCHITECTURE.md).
import { build } from 'esbuild';
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

/** tracker/src/net alone, installing at once as start.ts does, minified like the bundle (ES2020 IIFE). */
async function observersAlone(): Promise<string> {
  const contents = `import { installNetworkObservers } from './tracker/src/net/index';\ninstallNetworkObservers();\n`;
  const out = await build({
    stdin: { contents, resolveDir: ROOT, sourcefile: 'observers-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

export default async function evalBench(): Promise<BenchRow[]> {
  const all = ensureBuilt('dist/tracker.js', []);
  const subjects: EvalSubject[] = [
    { label: 'empty', code: '' },
    { label: 'all sites', code: all },
    { label: `per-site (${SITE})`, code: ensureBuilt(`dist/sites/${SITE}.js`, ['--site', SITE]) },
    { label: 'info: all sites, parse + compile only', code: `function beaconNeverCalled() {\n${all}\n}` },
    { label: 'info: network observers alone', code: await observersAlone() },
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
    const budgeted = !s.label.startsWith('baseline') && !s.label.startsWith('info');
    rows.push({
      figure: `evaluation across the tag, ${s.label} (${(s.code.length / 1024).toFixed(1)} KB) minus empty`,
      value: `${cost.toFixed(2)} ms`,
      ...(budgeted ? { budget: `≤ ${BUDGET_MS} ms`, ok: cost <= BUDGET_MS } : {}),
    });
  }
  return rows;
}
