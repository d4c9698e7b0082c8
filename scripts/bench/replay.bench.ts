// Replay cost (issue 20): per recording, replay time over bare routeFromHAR on the same HAR, same run; budget ≤ 1.5
// for the median. For each recording (BEACON_RECORDINGS, recordings/, or when there are none the harness's fixture
// site recorded on the spot into .beacon-tmp/), RUNS alternating runs in one browser:
// - harness: replayRecording (fresh context, pinned clock and randomness, HarMatcher, built tracker injected, idle
//   waits after every step), as `npm run replay` does for one site;
// - bare: Playwright's own routeFromHAR on the same HAR, same steps, no tracker, no clock, no idle waits
//   (replay-bare.ts);
// - ratio = median harness / median bare per recording; printed with the range of the per-run ratios (the noise)
//   and marked "over" above the budget. The bench fails when the median over the recordings is over 1.5.
// - the whole `npm run replay` (all recordings, default workers) as a child process, wall clock.
// Environment: BEACON_BENCH_RUNS (default 3), BEACON_BENCH_SITES=a,b (only those), BEACON_BENCH_SUITE=0 (skip the
// whole-suite run), BEACON_BENCH_BASELINE_ENGINE=<path of another engine.ts> (also time that engine in the same
// runs, e.g. a copy of the harness before a change: the before/after figure of one run).
import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { launchChromium } from '../../harness/browser.ts';
import { ensureTrackerBuilt, ROOT, TRACKER_FILE } from '../../harness/replay/build.ts';
import { replayRecording } from '../../harness/replay/engine.ts';
import type { BenchRow } from '../bench.ts';
import { bareReplay, benchRecordings, envInt, median } from './replay-bare.ts';

const BUDGET = 1.5;
type Replay = typeof replayRecording;

const range = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;

export default async function bench(): Promise<BenchRow[]> {
  const runs = envInt('BEACON_BENCH_RUNS', 3);
  await ensureTrackerBuilt();
  const { root, dirs: all, fixture } = await benchRecordings('bench-replay');
  const only = process.env.BEACON_BENCH_SITES?.split(',').filter(Boolean);
  const dirs = only ? all.filter((d) => only.includes(basename(d))) : all;
  const baselineFile = process.env.BEACON_BENCH_BASELINE_ENGINE;
  const baseline = baselineFile ? ((await import(pathToFileURL(resolve(baselineFile)).href)) as { replayRecording: Replay }).replayRecording : null;
  const tracker = readFileSync(TRACKER_FILE);
  const rows: BenchRow[] = [];
  const ratios: number[] = [];
  const baseRatios: number[] = [];
  const spreads: number[] = [];
  const over: string[] = [];
  const browser = await launchChromium();
  try {
    // warm up (first context of a browser is slower)
    await bareReplay(browser, dirs[0]!);
    for (const dir of dirs) {
      const site = basename(dir);
      const ours: number[] = [];
      const bare: number[] = [];
      const base: number[] = [];
      let failed = 0;
      let error: string | null = null;
      for (let i = 0; i < runs && !error; i++) {
        const r = await replayRecording(browser, dir, { trackerSource: tracker });
        error = r.error;
        ours.push(r.durationMs);
        const b = await bareReplay(browser, dir);
        bare.push(b.ms);
        failed = b.failed;
        if (baseline) base.push((await baseline(browser, dir, { trackerSource: tracker })).durationMs);
      }
      if (error) {
        rows.push({ figure: `${site}: replay failed, not measured`, value: error.slice(0, 60) });
        continue;
      }
      const ratio = median(ours) / median(bare);
      const perRun = ours.map((o, i) => o / bare[i]!);
      ratios.push(ratio);
      spreads.push(Math.max(...perRun) - Math.min(...perRun));
      if (ratio > BUDGET) over.push(site);
      const baseNote = baseline ? `, baseline engine ${(median(base) / median(bare)).toFixed(2)}` : '';
      if (baseline) baseRatios.push(median(base) / median(bare));
      rows.push({
        figure: `${site}${fixture ? ' (fixture)' : ''}: ${median(ours)} / ${median(bare)} ms${failed ? ` (bare: ${failed} steps failed, left out)` : ''}${baseNote}`,
        value: `${ratio.toFixed(2)}${ratio > BUDGET ? ' over' : ''} (${range(perRun)})`,
      });
    }
  } finally {
    await browser.close();
  }
  if (ratios.length) {
    const m = median(ratios);
    rows.push({ figure: `replay / bare routeFromHAR, median of ${ratios.length} recordings (${runs} runs each)`, value: m.toFixed(2), budget: `≤ ${BUDGET}`, ok: m <= BUDGET });
    rows.push({ figure: 'range over the recordings', value: range(ratios) });
    rows.push({ figure: `recordings over ${BUDGET}`, value: `${over.length}${over.length ? `: ${over.slice(0, 6).join(', ')}${over.length > 6 ? '…' : ''}` : ''}` });
    rows.push({ figure: 'noise: median spread of one recording’s per-run ratios', value: median(spreads).toFixed(2) });
    if (baseRatios.length) rows.push({ figure: `baseline engine (${baselineFile}), same runs: median, range`, value: `${median(baseRatios).toFixed(2)} (${range(baseRatios)})` });
  }
  if (process.env.BEACON_BENCH_SUITE !== '0') {
    const t = Date.now();
    const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'replay.ts'), '--report-dir', join(ROOT, '.beacon-tmp', 'bench-replay-report')], {
      cwd: ROOT,
      env: { ...process.env, BEACON_RECORDINGS: root },
      encoding: 'utf8',
    });
    const total = Date.now() - t;
    rows.push({
      figure: `npm run replay, ${all.length} recording${all.length === 1 ? '' : 's'}${fixture ? ' (fixture)' : ''}, exit ${run.status}`,
      value: `${(total / 1000).toFixed(1)} s`,
    });
  }
  return rows;
}
