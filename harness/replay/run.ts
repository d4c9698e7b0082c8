// Replays many recordings with one browser, up to `workers` at a time, and turns each into a SiteReport
// (optionally rewriting goldens, optionally writing the report folder). Used by scripts/replay.ts, the
// golden spec, scripts/record.ts (the first golden of a new recording) and the bench.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Browser } from 'playwright';
import type { GoldenEvent, RunIndex, SiteReport } from '../report/types.ts';
import { readRecording, writeGolden } from '../recording/layout.ts';
import { GoldenError, stringifyGolden } from '../golden/normalise.ts';
import { describeDiff, diffEvents } from '../golden/diff.ts';
import type { Engine } from '../engines.ts';
import { launchDriver } from '../driver/launch.ts';
import type { EngineDriver } from '../driver/types.ts';
import { defaultTrackerFile, replayRecording, type ServedRecord } from './engine.ts';
import { actualEvents, copySnapshots, errorReport, prepareReportDir, runIndex, siteReport, trackerHash, trackerInfo, writeRunIndex, writeSiteReport } from './report.ts';
import { checkFallbacks } from './fallback-check.ts';
import { allowedFallbacks } from '../har/match-config.ts';
import type { FallbackReport } from '../report/types.ts';

export interface RunOptions {
  /** recordings replayed at once (contexts of one browser) */
  workers?: number;
  /** rewrite golden.json of every site run (the caller picks which sites to pass) */
  update?: boolean;
  /** write index.json, <site>.json and snapshots here; null: write nothing */
  reportDir?: string | null;
  /** an open browser (a Playwright Chromium, or any engine's driver) to use; otherwise `engine`'s is launched
   * and closed */
  browser?: Browser | EngineDriver;
  /** the engine to launch when no browser is given (default chromium) */
  engine?: Engine;
  trackerFile?: string;
  /** the tracker file of each recording, when they differ (per-site deliveries); else trackerFile for all */
  trackerFileFor?: (dir: string) => string;
  /** progress and per-step lines */
  log?: (line: string) => void;
  /** called as each site finishes */
  onSite?: (run: SiteRun) => void;
  /** real-time limit per recording */
  timeoutMs?: number;
  /** log every idle-loop iteration */
  trace?: boolean;
  /**
   * a subset run: recordings not replayed now whose earlier results stay in the report (marked `earlier`);
   * absent: the report is replaced by this run's results alone
   */
  keepEarlier?: readonly string[];
  /** this run is shard `shard` of a sharded run (the report says so) */
  shard?: { current: number; total: number };
}

export interface GoldenUpdate {
  /** golden.json was (re)written */
  written: boolean;
  /** describeDiff lines between the old golden and the new (all events as added for a new golden) */
  changes: string[];
  /** why it was not written (replay error) */
  reason?: string;
  /** the previous golden.json could not be read (not JSON, wrong shape): why; it was replaced, not compared */
  replacedInvalid?: string;
}

export interface SiteRun {
  site: string;
  dir: string;
  report: SiteReport;
  /** the actual events in golden form */
  actual: GoldenEvent[];
  /** every HAR entry served, in order (all resource types) */
  served: ServedRecord[];
  warnings: string[];
  update?: GoldenUpdate;
}

export interface RunResult {
  index: RunIndex;
  sites: SiteRun[];
}


/** Replays one recording and compares (or updates) its golden. Never throws: failures become status error. */
export async function runSite(browser: Browser | EngineDriver, dir: string, opts: RunOptions & { trackerSource: Buffer }): Promise<SiteRun> {
  const started = Date.now();
  const stamp = { ranAt: new Date(started).toISOString(), tracker: trackerHash(opts.trackerSource) };
  const site = basename(dir);
  let provider = 'unknown';
  let expected: GoldenEvent[] | null = null;
  try {
    const recording = readRecording(dir);
    provider = recording.provider;
    let invalidGolden: string | undefined;
    try {
      expected = recording.golden?.events ?? null;
    } catch (error) {
      // --update exists to regenerate golden.json: one that does not parse is replaced, not a reason to refuse.
      if (!(opts.update && error instanceof GoldenError)) throw error;
      invalidGolden = error.message;
    }
    const replayOpts = {
      trackerSource: opts.trackerSource,
      timeoutMs: opts.timeoutMs,
      trace: opts.trace,
      log: opts.log ? (line: string) => opts.log!(`  ${site}: ${line}`) : undefined,
    };
    const result = await replayRecording(browser, dir, replayOpts);
    // a fallback answered: the recording again without it, to see whether it changed an event (fallback-check.ts)
    let fallbacks: FallbackReport | undefined;
    if (!result.error && result.served.some((s) => s.fallback)) {
      fallbacks = await checkFallbacks(result.served, actualEvents(result).events, allowedFallbacks(recording.meta), async (fallback) => {
        opts.log?.(`  ${site}: replaying again without the ${fallback} fallback`);
        const other = await replayRecording(browser, dir, { ...replayOpts, disableFallbacks: [fallback], inspect: false });
        return { events: actualEvents(other).events, error: other.error };
      });
    }
    const snapshots = opts.reportDir
      ? copySnapshots(opts.reportDir, site, recording.snapshotsDir, recording.snapshots, recording.steps.map((s) => s.name))
      : recording.snapshots.map((f) => ({ step: f.replace(/^\d+-|\.html$/g, ''), path: `${recording.snapshotsDir}/${f}` }));
    let update: GoldenUpdate | undefined;
    let outcome = siteReport(result, { expected, snapshots, fallbacks });
    if (opts.update && result.error) {
      update = { written: false, changes: [], reason: `the replay did not finish: ${result.error}` };
    } else if (opts.update) {
      const golden = { version: 1 as const, events: outcome.actual };
      const changes = describeDiff(diffEvents(expected ?? [], outcome.actual));
      writeGolden(recording, stringifyGolden(golden));
      update = { written: true, changes, replacedInvalid: invalidGolden };
      outcome = siteReport(result, { expected: outcome.actual, snapshots, fallbacks });
    }
    const run: SiteRun = { site, dir, report: { ...outcome.report, ...stamp }, actual: outcome.actual, served: result.served, warnings: outcome.warnings, update };
    if (opts.reportDir) writeSiteReport(opts.reportDir, run.report);
    return run;
  } catch (error) {
    const report = { ...errorReport(site, provider, error, Date.now() - started, expected ?? []), ...stamp };
    if (opts.reportDir) writeSiteReport(opts.reportDir, report);
    return {
      site,
      dir,
      report,
      actual: [],
      served: [],
      warnings: [],
      update: opts.update ? { written: false, changes: [], reason: report.error ?? 'replay failed' } : undefined,
    };
  }
}

/** Replays `dirs` (recording folders), `workers` at a time. */
export async function runReplays(dirs: string[], opts: RunOptions = {}): Promise<RunResult> {
  const startedAt = new Date();
  const trackerSource = readFileSync(opts.trackerFile ?? (opts.trackerFileFor && dirs[0] ? opts.trackerFileFor(dirs[0]) : defaultTrackerFile()));
  const earlier = opts.reportDir ? prepareReportDir(opts.reportDir, opts.keepEarlier) : [];
  const results: SiteRun[] = new Array(dirs.length);
  // an empty shard replays nothing: no browser
  const browser = dirs.length ? (opts.browser ?? (await launchDriver(opts.engine ?? 'chromium'))) : null;
  try {
    let next = 0;
    const worker = async () => {
      while (next < dirs.length) {
        const i = next++;
        const own = opts.trackerFileFor?.(dirs[i]!);
        const run = await runSite(browser!, dirs[i]!, { ...opts, trackerSource: own ? readFileSync(own) : trackerSource });
        results[i] = run;
        opts.onSite?.(run);
      }
    };
    await Promise.all(Array.from({ length: Math.min(opts.workers ?? 2, dirs.length) }, worker));
  } finally {
    if (browser && !opts.browser) await browser.close();
  }
  const index = runIndex(trackerInfo(trackerSource), startedAt, results.map((r) => r.report), {
    earlier: opts.keepEarlier ? earlier : undefined,
    kind: opts.shard ? 'shard' : undefined,
    shard: opts.shard,
  });
  if (opts.reportDir) writeRunIndex(opts.reportDir, index);
  return { index, sites: results };
}
