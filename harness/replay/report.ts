// From a replay to the report contract (harness/report/types.ts): one SiteReport per recording and the run's
// RunIndex, written as replay-report/ (or --report-dir): index.json, <site>.json, snapshots/<site>/NN-step.html.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { FallbackReport, GoldenEvent, NormaliseCounts, ReportScope, RunIndex, ServedCall, SiteReport, SiteStatus } from '../report/types.ts';
import { normaliseBatches } from '../golden/normalise.ts';
import { alignmentWithoutDiff, compareEvents } from '../golden/diff.ts';
import type { ReplayResult } from './engine.ts';
import { fallbackAnswers, fallbackCounts, fallbackFailures } from './fallback-check.ts';

/** The events of a replay in golden form, for each the HAR calls it came from (same index), and what normalising
 * replaced. */
export function actualEvents(result: ReplayResult): { events: GoldenEvent[]; sources: ServedCall[][]; normalised: NormaliseCounts } {
  const golden = normaliseBatches(result.batches, { recordedAt: result.recording.meta.recordedAt });
  // normaliseBatches emits one event per batch event, batches in order: expand the per-batch sources alike.
  const sources = result.batches.flatMap((b, i) => b.batch.events.map(() => result.batchSources[i] ?? []));
  if (sources.length !== golden.events.length) throw new Error(`internal: ${golden.events.length} normalised events but ${sources.length} sent`);
  return { events: golden.events, sources, normalised: golden.counts };
}

export interface SiteOutcome {
  report: SiteReport;
  /** the actual events as a golden file would hold them (for --update) */
  actual: GoldenEvent[];
  /** warnings from the replay (idle caps, …) */
  warnings: string[];
}

/** Compares a replay with its golden. `expected` null means golden.json does not exist (an error unless updating). */
export function siteReport(
  result: ReplayResult,
  opts: { expected: GoldenEvent[] | null; snapshots?: { step: string; path: string }[]; fallbacks?: FallbackReport },
): SiteOutcome {
  const { meta } = result.recording;
  const { events, sources, normalised } = actualEvents(result);
  // counted even when not checked (a replay that did not finish is not checked)
  const served = result.served.map(({ resourceType: _rt, ...call }) => call);
  const fallbacks: FallbackReport = opts.fallbacks ?? { counts: fallbackCounts(fallbackAnswers(served)), answers: fallbackAnswers(served), checks: [] };
  const expected = opts.expected ?? [];
  // One alignment for the verdict and the viewer; with no golden, nothing is compared (the actual events are all rows)
  const { diff, alignment } = opts.expected ? compareEvents(expected, events) : { diff: [], alignment: alignmentWithoutDiff(expected, events) };
  let status: SiteStatus = diff.length || result.unmatched.length || fallbackFailures(fallbacks).length ? 'fail' : 'pass';
  let error: string | null = null;
  if (result.error) {
    status = 'error';
    error = `${result.error}${result.unmatched.length ? ` (${result.unmatched.length} unmatched requests: a missing answer may be why)` : ''}`;
  } else if (!opts.expected) {
    status = 'error';
    error = `no golden.json in ${result.recording.dir}: run \`npm run replay -- ${meta.site} --update\` and review the events it writes`;
  }
  return {
    report: {
      version: 1,
      site: meta.site,
      provider: result.recording.provider,
      status,
      error,
      expected,
      actual: events,
      diff,
      alignment,
      unmatched: result.unmatched,
      sources,
      snapshots: opts.snapshots ?? [],
      console: result.console,
      ...(result.findings.length ? { findings: result.findings } : {}),
      fallbacks,
      normalised,
      ...(result.trace ? { trace: result.trace } : {}),
      durationMs: result.durationMs,
    },
    actual: events,
    warnings: result.warnings,
  };
}

/** The report of a site whose replay could not run (unreadable recording, browser crash, …). */
export function errorReport(site: string, provider: string, error: unknown, durationMs: number, expected: GoldenEvent[] = []): SiteReport {
  const message = error instanceof Error ? error.message : String(error);
  return {
    version: 1,
    site,
    provider,
    status: 'error',
    error: message,
    expected,
    actual: [],
    diff: [],
    alignment: alignmentWithoutDiff(expected, []),
    unmatched: [],
    sources: [],
    snapshots: [],
    console: [],
    durationMs,
  };
}

export interface TrackerInfo {
  hash: string;
  bytes: number;
  gzipBytes: number;
}

export function trackerInfo(source: Buffer): TrackerInfo {
  return {
    hash: trackerHash(source),
    bytes: source.length,
    gzipBytes: gzipSync(source, { level: 9 }).length,
  };
}

/** Sub-folders a report directory may hold besides its own files: the default report folders of shards. */
export const SHARD_DIR = /^shard-\d+-of-\d+$/;

type IndexRow = RunIndex['recordings'][number];

function readOldIndex(dir: string): RunIndex | null {
  try {
    const old = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as RunIndex;
    return old && Array.isArray(old.recordings) ? old : null;
  } catch {
    return null;
  }
}

const SITE_FILE = /^[a-z0-9][a-z0-9._-]*\.json$/i;

/**
 * Prepares a report directory: creates it, and removes what an earlier run wrote there (index.json, the site
 * reports it lists, snapshots/), except, when `keep` is given (a subset run), the results of the recordings named
 * in `keep`: those stay, and their index rows are returned marked `earlier` (with when they ran and with which
 * tracker). Refuses a non-empty folder that does not look like a report (no index.json; shard-i-of-n
 * sub-folders, the shards' default reports, are allowed and never touched).
 */
export function prepareReportDir(dir: string, keep?: readonly string[]): IndexRow[] {
  const kept: IndexRow[] = [];
  if (existsSync(dir)) {
    const names = readdirSync(dir);
    const foreign = names.filter((n) => n !== 'index.json' && !SHARD_DIR.test(n));
    if (foreign.length && !names.includes('index.json')) {
      throw new Error(`--report-dir ${dir} is not empty and holds no index.json: refusing to write a report over other files. Choose an empty or new folder.`);
    }
    if (names.includes('index.json')) {
      const old = readOldIndex(dir);
      const keepSet = new Set(keep ?? []);
      for (const r of old?.recordings ?? []) {
        if (typeof r?.file !== 'string' || !SITE_FILE.test(r.file)) continue;
        if (keepSet.has(r.site) && existsSync(join(dir, r.file))) {
          kept.push({ ...r, ranAt: r.ranAt ?? old!.startedAt, tracker: r.tracker ?? old!.tracker?.hash, earlier: true });
          continue;
        }
        rmSync(join(dir, r.file), { force: true });
        if (keep && typeof r.site === 'string' && /^[a-z0-9][a-z0-9._-]*$/i.test(r.site)) rmSync(join(dir, 'snapshots', r.site), { recursive: true, force: true });
      }
      rmSync(join(dir, 'index.json'), { force: true });
      if (!keep) rmSync(join(dir, 'snapshots'), { recursive: true, force: true });
    }
  }
  mkdirSync(dir, { recursive: true });
  return kept;
}

/** Copies the recording's DOM snapshots into `<reportDir>/snapshots/<site>/` and returns them per step. */
export function copySnapshots(reportDir: string, site: string, snapshotsDir: string, files: string[], stepNames: string[]): { step: string; path: string }[] {
  if (!files.length) return [];
  const target = join(reportDir, 'snapshots', site);
  rmSync(target, { recursive: true, force: true }); // an earlier result's snapshots (a subset run keeps the folder)
  mkdirSync(target, { recursive: true });
  return files.map((file) => {
    copyFileSync(join(snapshotsDir, file), join(target, file));
    const n = Number(/^(\d+)-/.exec(file)?.[1] ?? 0);
    return { step: stepNames[n - 1] ?? file.replace(/^\d+-|\.html$/g, ''), path: relative(reportDir, join(target, file)).split('\\').join('/') };
  });
}

export function writeSiteReport(reportDir: string, report: SiteReport): string {
  const file = `${report.site}.json`;
  writeFileSync(join(reportDir, file), JSON.stringify(report, null, 2) + '\n');
  return file;
}

export function trackerHash(source: Buffer): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 12);
}

export function indexRow(r: SiteReport): IndexRow {
  return {
    site: r.site,
    provider: r.provider,
    status: r.status,
    differences: r.diff.length,
    unmatched: r.unmatched.length,
    ...(r.fallbacks ? { fallbackAnswers: r.fallbacks.answers.length, fallbackChanges: fallbackFailures(r.fallbacks).length } : {}),
    durationMs: r.durationMs,
    file: `${r.site}.json`,
    ...(r.ranAt ? { ranAt: r.ranAt } : {}),
    ...(r.tracker ? { tracker: r.tracker } : {}),
  };
}

export function countRows(rows: readonly { status: SiteStatus }[]): RunIndex['counts'] {
  const count = (s: SiteStatus) => rows.filter((r) => r.status === s).length;
  return { total: rows.length, pass: count('pass'), fail: count('fail'), error: count('error') };
}

/** Sites in the order listRecordings gives them (plain string order of the folder names). */
export function bySite(a: { site: string }, b: { site: string }): number {
  return a.site < b.site ? -1 : a.site > b.site ? 1 : 0;
}

export interface IndexOptions {
  /** rows of earlier runs kept beside this run's (a subset run); they come back marked `earlier` */
  earlier?: IndexRow[];
  /** what the report holds (default: `all`, or `subset` when `earlier` is given) */
  kind?: ReportScope['kind'];
  shard?: { current: number; total: number };
}

export function runIndex(tracker: TrackerInfo, startedAt: Date, reports: SiteReport[], opts: IndexOptions = {}): RunIndex {
  const ran = reports.map(indexRow);
  const rows = opts.earlier?.length ? [...ran, ...opts.earlier].sort(bySite) : ran;
  const kind = opts.kind ?? (opts.earlier ? 'subset' : 'all');
  return {
    version: 1,
    tracker,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    counts: countRows(rows),
    recordings: rows,
    scope: { kind, ranThisRun: ran.length, ...(opts.shard ? { shard: opts.shard } : {}) },
  };
}

export function writeRunIndex(reportDir: string, index: RunIndex): void {
  writeFileSync(join(reportDir, 'index.json'), JSON.stringify(index, null, 2) + '\n');
}
