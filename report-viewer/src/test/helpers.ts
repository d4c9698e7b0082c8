// Test helpers: an in-memory report source and small report builders.
import { MissingFile, type ReportSource } from '../data/source.ts';
import type { GoldenEvent, RunIndex, SiteReport } from '../types.ts';

/** A source over a map of report-relative paths; an Error value makes that read fail; absent means missing. */
export function memorySource(files: Record<string, string | Error>, options: { pending?: boolean } = {}): ReportSource {
  return {
    mode: 'served',
    describe: (path) => `report/${path}`,
    read(path) {
      if (options.pending) return new Promise(() => {});
      const value = files[path];
      if (value === undefined) return Promise.reject(new MissingFile(`report/${path} does not exist`));
      if (value instanceof Error) return Promise.reject(value);
      return Promise.resolve(value);
    },
  };
}

export function ev(step: string, action: string, payload: Record<string, unknown> = {}): GoldenEvent {
  return { step, action, payload };
}

export function siteReport(site: string, fields: Partial<SiteReport> = {}): SiteReport {
  const report: SiteReport = {
    version: 1,
    site,
    provider: 'homey',
    status: 'pass',
    error: null,
    // no events, differences or evidence unless `fields` gives them (events come with their alignment rows)
    expected: [], actual: [], diff: [], alignment: [], unmatched: [], sources: [], snapshots: [], console: [],
    durationMs: 1000,
    ...fields,
  };
  if (report.sources.length < report.actual.length) report.sources = report.actual.map((_, i) => report.sources[i] ?? []);
  return report;
}

export function runIndex(reports: SiteReport[]): RunIndex {
  const counts = { total: reports.length, pass: 0, fail: 0, error: 0 };
  for (const r of reports) counts[r.status]++;
  return {
    version: 1,
    tracker: { hash: 'abcdef0123456789', bytes: 2048, gzipBytes: 1024 },
    startedAt: '2025-11-20T09:14:03.512Z',
    durationMs: 12_345,
    counts,
    recordings: reports.map(({ site, provider, status, diff, unmatched, durationMs }) => ({ site, provider, status, differences: diff.length, unmatched: unmatched.length, durationMs, file: `${site}.json` })),
  };
}

/** The files of a report: index.json plus one <site>.json each (plus any extra files). */
export function reportFiles(reports: SiteReport[], extra: Record<string, string | Error> = {}): Record<string, string | Error> {
  const files: Record<string, string | Error> = { 'index.json': JSON.stringify(runIndex(reports)) };
  for (const r of reports) files[`${r.site}.json`] = JSON.stringify(r);
  return { ...files, ...extra };
}
