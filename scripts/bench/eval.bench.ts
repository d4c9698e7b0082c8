// Evaluation across the <script> tag (issue 16): parse + compile + evaluate of the tag script as shipped minus an
// empty script, main-thread CPU time, median of 20 cold loads each, all in the same run (measure-eval.ts). The
// two-part tag (ARCHITECTURE.md) is what keeps it small: the budget is for its tag script (dist/tag/tracker.js, and
// a per-site tag dist/tag/sites/<key>.js, built when missing); the main part it loads (dist/tag/tracker.main.js)
// runs later, off the critical path. Information lines (no budget) say what the main part costs and where:
// - the main part inline right after the tag (tag + main part in one script, minus the tag alone), i.e. what an
//   all-in-one script would add across the tag;
// - the main part as the tag loads it, an external async script (Chromium parses and compiles those off the main
//   thread): tag inline + main part async, minus the tag alone: what the host's main thread pays for it;
// - the one-script tracker (dist/tracker.js, what a plain embed tag loads), minus empty.
// BEACON_BENCH_BASELINE=<file> adds another bundle (e.g. the previous one-script release) to the same run.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { launchChromium } from '../../harness/browser.ts';
import { mainOf } from '../../harness/replay/tracker-main.ts';
import type { BenchRow } from '../bench.ts';
import { measureEvaluation, median, type EvalSubject } from './measure-eval.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const RUNS = 20;
const BUDGET_MS = 2;
const SITE = 'homey';

/** The tag script and its main part, built when missing. */
function ensureBuilt(file: string, args: string[]): { tag: string; main: string } {
  if (!existsSync(join(ROOT, file)) || !existsSync(join(ROOT, mainOf(file)))) execFileSync('npm', ['run', '--silent', 'build', '--', ...args], { cwd: ROOT, stdio: 'inherit' });
  return { tag: readFileSync(join(ROOT, file), 'utf8'), main: readFileSync(join(ROOT, mainOf(file)), 'utf8') };
}

const kb = (code: string) => `${(code.length / 1024).toFixed(1)} KB`;

export default async function evalBench(): Promise<BenchRow[]> {
  const all = ensureBuilt('dist/tag/tracker.js', []);
  // the recordings' install records hold homey's (a build has no default records since issue 28)
  const site = ensureBuilt(`dist/tag/sites/${SITE}.js`, ['--mappings', 'recordings', '--site', SITE]);
  const oneScript = readFileSync(join(ROOT, 'dist/tracker.js'), 'utf8');
  const S = {
    empty: { label: 'empty', code: '' },
    tag: { label: 'tag', code: all.tag },
    siteTag: { label: `per-site tag (${SITE})`, code: site.tag },
    whole: { label: 'all-in-one', code: `${all.tag}\n;${all.main}` },
    oneScript: { label: 'one script', code: oneScript },
    async: { label: 'main part async', code: all.main, async: true, setup: all.tag },
  } satisfies Record<string, EvalSubject>;
  const subjects: EvalSubject[] = Object.values(S);
  const baseline = process.env.BEACON_BENCH_BASELINE;
  if (baseline) subjects.push({ label: `baseline ${baseline}`, code: readFileSync(baseline, 'utf8') });
  const browser = await launchChromium();
  let times: Map<string, number[]>;
  try {
    times = await measureEvaluation(browser, subjects, RUNS);
  } finally {
    await browser.close();
  }
  const m = (s: EvalSubject) => median(times.get(s.label)!);
  const empty = m(S.empty);
  const row = (figure: string, ms: number, budgeted = false): BenchRow => ({
    figure,
    value: `${ms.toFixed(2)} ms`,
    ...(budgeted ? { budget: `≤ ${BUDGET_MS} ms`, ok: ms <= BUDGET_MS } : {}),
  });
  const rows: BenchRow[] = [
    { figure: `empty <script> (the baseline), median of ${RUNS}`, value: `${empty.toFixed(2)} ms` },
    row(`evaluation across the tag, tag script dist/tag/tracker.js (${kb(all.tag)}) minus empty`, m(S.tag) - empty, true),
    row(`evaluation across the tag, per-site tag dist/tag/sites/${SITE}.js (${kb(site.tag)}) minus empty`, m(S.siteTag) - empty, true),
    row(`info: main part dist/tag/tracker.main.js (${kb(all.main)}) inline after the tag (tag + main inline minus tag)`, m(S.whole) - m(S.tag)),
    row(`info: main part as the tag loads it, external async (tag + async main part minus tag)`, m(S.async) - m(S.tag)),
    row(`info: the one-script tracker dist/tracker.js (${kb(oneScript)}) minus empty`, m(S.oneScript) - empty),
  ];
  if (baseline) rows.push(row(`before: baseline ${baseline} (${kb(subjects[subjects.length - 1].code)}) minus empty`, m(subjects[subjects.length - 1]) - empty));
  return rows;
}
