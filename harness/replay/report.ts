// From a replay to the report contract (harness/report/types.ts): one SiteReport per recording and the run's
// RunIndex, written as replay-report/ (or --report-dir): index.json, <site>.json, snapshots/<site>/NN-step.html.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { DiffEntry, GoldenEvent, RunIndex, ServedCall, SiteReport, SiteStatus } from '../report/types.ts';
import { normaliseBatches } from '../golden/normalise.ts';
import { diffEvents } from '../golden/diff.ts';
import type { ReplayResult } from './engine.ts';

/** The events of a replay in golden form, and for each the HAR calls it came from (same index). */
export function actualEvents(result: ReplayResult): { events: GoldenEvent[]; sources: ServedCall[][] } {
  const golden = normaliseBatches(result.batches, { recordedAt: result.recording.meta.recordedAt });
  // normaliseBatches emits one event per batch event, batches in order: expand the per-batch sources alike.
  const sources = result.batches.flatMap((b, i) => b.batch.events.map(() => result.batchSources[i] ?? []));
  if (sources.length !== golden.events.length) throw new Error(`internal: ${golden.events.length} normalised events but ${sources.length} sent`);
  return { events: golden.events, sources };
}

export interface SiteOutcome {
  report: SiteReport;
  /** the actual events as a golden file would hold them (for --update) */
  actual: GoldenEvent[];
  /** warnings from the replay (idle caps, …) */
  warnings: string[];
}

/** Compares a replay with its golden. `expected` null means golden.json does not exist (an error unless updating). */
export function siteReport(result: ReplayResult, opts: { expected: GoldenEvent[] | null; snapshots?: { step: string; path: string }[] }): SiteOutcome {
  const { meta } = result.recording;
  const { events, sources } = actualEvents(result);
  const expected = opts.expected ?? [];
  const diff: DiffEntry[] = opts.expected ? diffEvents(expected, events) : [];
  let status: SiteStatus = diff.length || result.unmatched.length ? 'fail' : 'pass';
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
      provider: meta.provider,
      status,
      error,
      expected,
      actual: events,
      diff,
      unmatched: result.unmatched,
      sources,
      snapshots: opts.snapshots ?? [],
      console: result.console,
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
    hash: createHash('sha256').update(source).digest('hex').slice(0, 12),
    bytes: source.length,
    gzipBytes: gzipSync(source, { level: 9 }).length,
  };
}

/**
 * Prepares a report directory: creates it, and removes what an earlier run wrote there (index.json, the site
 * reports it lists, snapshots/). Refuses a non-empty folder that does not look like a report (no index.json).
 */
export function prepareReportDir(dir: string): void {
  if (existsSync(dir)) {
    const names = readdirSync(dir);
    if (names.length && !names.includes('index.json')) {
      throw new Error(`--report-dir ${dir} is not empty and holds no index.json: refusing to write a report over other files. Choose an empty or new folder.`);
    }
    if (names.includes('index.json')) {
      try {
        const old = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as RunIndex;
        for (const r of old.recordings ?? []) if (typeof r.file === 'string' && /^[a-z0-9-]+\.json$/.test(r.file)) rmSync(join(dir, r.file), { force: true });
      } catch {}
      rmSync(join(dir, 'index.json'), { force: true });
      rmSync(join(dir, 'snapshots'), { recursive: true, force: true });
    }
  }
  mkdirSync(dir, { recursive: true });
}

/** Copies the recording's DOM snapshots into `<reportDir>/snapshots/<site>/` and returns them per step. */
export function copySnapshots(reportDir: string, site: string, snapshotsDir: string, files: string[], stepNames: string[]): { step: string; path: string }[] {
  if (!files.length) return [];
  const target = join(reportDir, 'snapshots', site);
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

export function runIndex(tracker: TrackerInfo, startedAt: Date, reports: SiteReport[]): RunIndex {
  const count = (s: SiteStatus) => reports.filter((r) => r.status === s).length;
  return {
    version: 1,
    tracker,
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    counts: { total: reports.length, pass: count('pass'), fail: count('fail'), error: count('error') },
    recordings: reports.map((r) => ({
      site: r.site,
      provider: r.provider,
      status: r.status,
      differences: r.diff.length,
      unmatched: r.unmatched.length,
      durationMs: r.durationMs,
      file: `${r.site}.json`,
    })),
  };
}

export function writeRunIndex(reportDir: string, index: RunIndex): void {
  writeFileSync(join(reportDir, 'index.json'), JSON.stringify(index, null, 2) + '\n');
}
