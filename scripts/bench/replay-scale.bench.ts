// Replay at scale (issue 20): N recordings (copies of the recordings under new names, in a temporary
// BEACON_RECORDINGS folder) replayed by `npm run replay` (a child process) with 1 and 2 workers: seconds per
// recording, suite time, peak memory of the Node process and of the browser (Chromium processes, sampled from
// /proc), a projection for 500 recordings on 8 shards, and the bare routeFromHAR ratio from the same run.
// `npm run bench -- replay-scale`; BEACON_SCALE_N=<n> (default 24) sets N, BEACON_SCALE_TARGET=500 and
// BEACON_SCALE_SHARDS=8 the projection. Not a budgeted figure except the ratio (≤ 1.5, as `replay`).
//
// Model: a suite of n recordings with w workers takes S + n·r(w), S being the start-up (tsx, the build check, the
// browser launch, the report folder): r(w) = (T(N, w) - T(1)) / (N - 1) from the N-recording runs and a
// one-recording run T(1), S = T(1) - r(1). A shard of the projection is a machine like this one (2 cores) running
// S + ceil(500 / 8)·r(w). The ratio compares r(1), the marginal replay time of a recording in the suite, with the
// bare routeFromHAR time of the same recordings in one browser. One pass: on a loaded machine compare figures of
// one run only.
import { mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { spawn } from 'node:child_process';
import { launchChromium } from '../../harness/browser.ts';
import { ensureTrackerBuilt, ROOT } from '../../harness/replay/build.ts';
import type { BenchRow } from '../bench.ts';
import { bareReplay, benchRecordings, envInt } from './replay-bare.ts';

const BUDGET = 1.5;
const TMP = join(ROOT, '.beacon-tmp', 'bench-replay-scale');

/** Copies of `dirs` under new names (n in all, cycling): meta.json rewritten with the new site name, the other
 * files linked. */
function makeCopies(dirs: string[], n: number, into: string): string[] {
  rmSync(into, { recursive: true, force: true });
  mkdirSync(into, { recursive: true });
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const src = dirs[i % dirs.length]!;
    const name = `${basename(src)}-copy${String(i).padStart(3, '0')}`;
    const dir = join(into, name);
    mkdirSync(dir);
    for (const f of readdirSync(src)) {
      if (f === 'meta.json') {
        const meta = JSON.parse(readFileSync(join(src, f), 'utf8')) as { site: string };
        writeFileSync(join(dir, f), JSON.stringify({ ...meta, site: name }, null, 2) + '\n');
      } else symlinkSync(join(src, f), join(dir, f));
    }
    out.push(dir);
  }
  return out;
}

/** Process tree under `pid`: pid -> [parent, command]. */
function processes(): Map<number, { ppid: number; comm: string }> {
  const out = new Map<number, { ppid: number; comm: string }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const ppid = Number(stat.slice(close + 2).split(' ')[1]);
      out.set(Number(name), { ppid, comm });
    } catch {}
  }
  return out;
}

/** Resident memory of a process in bytes: PSS when readable (shared pages counted once across the processes
 * summed), else RSS; 0 when it is gone. */
function memoryOf(pid: number): number {
  try {
    const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
    if (m) return Number(m[1]) * 1024;
  } catch {}
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

interface SuiteRun {
  ms: number;
  exit: number | null;
  /** peak of the node process (the replay CLI) */
  nodePeak: number;
  /** peak of the sum over the browser's processes */
  browserPeak: number;
  browserProcesses: number;
}

/** `npm run replay` on `root` with `workers`, its memory sampled every 250 ms. */
function replaySuite(root: string, workers: number): Promise<SuiteRun> {
  return new Promise((done, fail) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'replay.ts'), '--workers', String(workers), '--report-dir', join(TMP, `report-${workers}`)], {
      cwd: ROOT,
      env: { ...process.env, BEACON_RECORDINGS: root },
      stdio: 'ignore',
    });
    let nodePeak = 0;
    let browserPeak = 0;
    let browserProcesses = 0;
    const sample = () => {
      if (!child.pid) return;
      nodePeak = Math.max(nodePeak, memoryOf(child.pid));
      const tree = processes();
      const under = (pid: number) => {
        for (let p = tree.get(pid)?.ppid; p; p = tree.get(p)?.ppid) if (p === child.pid) return true;
        return false;
      };
      let sum = 0;
      let count = 0;
      for (const [pid, p] of tree) {
        if (/chrom/i.test(p.comm) && under(pid)) {
          sum += memoryOf(pid);
          count++;
        }
      }
      browserPeak = Math.max(browserPeak, sum);
      browserProcesses = Math.max(browserProcesses, count);
    };
    const timer = setInterval(sample, 250);
    child.on('error', fail);
    child.on('exit', (code) => {
      clearInterval(timer);
      done({ ms: Date.now() - started, exit: code, nodePeak, browserPeak, browserProcesses });
    });
  });
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export default async function bench(): Promise<BenchRow[]> {
  const n = Math.max(2, envInt('BEACON_SCALE_N', 24));
  const target = envInt('BEACON_SCALE_TARGET', 500);
  const shards = envInt('BEACON_SCALE_SHARDS', 8);
  await ensureTrackerBuilt();
  const { dirs, fixture } = await benchRecordings('bench-replay-scale-fixture');
  const copies = makeCopies(dirs, n, join(TMP, 'recordings'));
  const one = makeCopies(dirs, 1, join(TMP, 'one'));

  // one recording: the start-up cost S
  const single = await replaySuite(join(TMP, 'one'), 1);
  // bare routeFromHAR on the same N recordings, one browser (launch not counted, as the suite's r excludes S)
  const browser = await launchChromium();
  let bareMs = 0;
  let bareFailed = 0;
  try {
    await bareReplay(browser, one[0]!); // warm up
    for (const dir of copies) {
      const b = await bareReplay(browser, dir);
      bareMs += b.ms;
      bareFailed += b.failed;
    }
  } finally {
    await browser.close();
  }
  const runs = new Map<number, SuiteRun>();
  for (const w of [1, 2]) runs.set(w, await replaySuite(join(TMP, 'recordings'), w));

  const rOf = (w: number) => Math.max(0, runs.get(w)!.ms - single.ms) / Math.max(1, n - 1);
  const S = Math.max(0, single.ms - rOf(1));
  const rows: BenchRow[] = [];
  const tag = `${n} recordings${fixture ? ' (fixture copies)' : ''}`;
  rows.push({ figure: `npm run replay of 1 recording T(1), exit ${single.exit}`, value: s(single.ms) });
  rows.push({ figure: '  start-up S = T(1) - r(1)', value: s(S) });
  for (const [w, run] of runs) {
    const perRec = rOf(w);
    rows.push({ figure: `${tag}, ${w} worker${w > 1 ? 's' : ''}: suite T(${n}), exit ${run.exit}`, value: s(run.ms) });
    rows.push({ figure: `  per recording r(${w}) = (T(${n}) - T(1)) / ${n - 1}`, value: `${(perRec / 1000).toFixed(2)} s` });
    rows.push({ figure: `  peak memory: node / browser (${run.browserProcesses} processes, PSS)`, value: `${mb(run.nodePeak)} / ${mb(run.browserPeak)}` });
    const perShard = Math.ceil(target / shards);
    rows.push({ figure: `  projection: ${target} recordings on ${shards} shards (${perShard} each)`, value: s(S + perShard * perRec) });
  }
  const bare = bareMs / n;
  const ratio = rOf(1) / bare;
  rows.push({ figure: `bare routeFromHAR, same ${n} recordings, per recording${bareFailed ? ` (${bareFailed} steps failed, left out)` : ''}`, value: `${(bare / 1000).toFixed(2)} s` });
  rows.push({ figure: 'ratio r(1) / bare', value: ratio.toFixed(2), budget: `≤ ${BUDGET}`, ok: ratio <= BUDGET });
  return rows;
}
