// Joins the reports of a sharded run (`npm run replay -- --shard i/n`, one folder per shard) into one report folder
// the viewer opens: index.json with every site, each <site>.json, its snapshots. `npm run replay -- --merge dir…`
// and `npm run report -- --merge dir…` both use it.
//
// Everything is checked before anything is written, and every problem is named: a folder that is missing or holds
// no report, a malformed index.json or site report (which file, which field), a site report an older harness wrote
// (no event alignment, which the viewer needs), a site in two shards (which site, which folders), shards replayed
// with different tracker builds (each folder's hash), shards of different splits.
// A shard of the split that was not given is not an error (a CI job may have died): the merged report lists it
// in scope.missingShards and the caller says so.
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import type { ReportScope, RunIndex, SiteReport } from '../report/types.ts';
import { bySite, countRows, prepareReportDir, writeRunIndex } from './report.ts';

export class MergeError extends Error {}

type IndexRow = RunIndex['recordings'][number];

interface Input {
  dir: string;
  index: RunIndex;
  sites: { row: IndexRow; report: SiteReport; files: string[] }[];
}

export interface MergeResult {
  index: RunIndex;
  outDir: string;
  /** things worth saying that did not stop the merge (missing shards) */
  warnings: string[];
}

/** A report-relative path, or null when it is absolute, or leaves the folder. */
function insideRel(root: string, rel: unknown): string | null {
  if (typeof rel !== 'string' || rel === '' || isAbsolute(rel) || rel.includes('\\')) return null;
  const full = resolve(root, rel);
  const back = relative(root, full);
  if (back === '' || back.startsWith('..') || isAbsolute(back)) return null;
  return back.split('\\').join('/');
}

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new MergeError(`${file}: cannot read ${what} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new MergeError(`${file}: ${what} is not valid JSON (${(error as Error).message})`);
  }
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const STATUSES = ['pass', 'fail', 'error'];

function checkIndex(raw: unknown, file: string): RunIndex {
  const bad = (what: string) => new MergeError(`${file}: ${what}; not a report written by \`npm run replay\``);
  if (!isObj(raw)) throw bad('the top level is not an object');
  if (raw.version !== 1) throw bad(`version is ${JSON.stringify(raw.version)}, expected 1`);
  if (!isObj(raw.tracker) || typeof raw.tracker.hash !== 'string' || typeof raw.tracker.bytes !== 'number' || typeof raw.tracker.gzipBytes !== 'number') {
    throw bad('tracker is not { hash, bytes, gzipBytes }');
  }
  if (typeof raw.startedAt !== 'string' || Number.isNaN(Date.parse(raw.startedAt))) throw bad('startedAt is not a date');
  if (typeof raw.durationMs !== 'number') throw bad('durationMs is not a number');
  if (!Array.isArray(raw.recordings)) throw bad('recordings is not an array');
  raw.recordings.forEach((r: unknown, i) => {
    const p = `recordings[${i}]`;
    if (!isObj(r)) throw bad(`${p} is not an object`);
    for (const key of ['site', 'provider', 'file']) if (typeof r[key] !== 'string') throw bad(`${p}.${key} is not a string`);
    if (!STATUSES.includes(r.status as string)) throw bad(`${p}.status is ${JSON.stringify(r.status)}, expected one of ${STATUSES.join(', ')}`);
    for (const key of ['differences', 'unmatched', 'durationMs']) if (typeof r[key] !== 'number') throw bad(`${p}.${key} is not a number`);
  });
  if (raw.scope !== undefined) {
    const scope = raw.scope;
    if (!isObj(scope) || !['all', 'subset', 'shard', 'merged'].includes(scope.kind as string)) throw bad('scope.kind is not one of all, subset, shard, merged');
    if (scope.shard !== undefined && (!isObj(scope.shard) || typeof scope.shard.current !== 'number' || typeof scope.shard.total !== 'number')) {
      throw bad('scope.shard is not { current, total }');
    }
  }
  return raw as unknown as RunIndex;
}

function readInput(dirArg: string): Input {
  const dir = resolve(dirArg);
  if (!existsSync(dir)) throw new MergeError(`${dirArg}: no such folder (was this shard's report downloaded?)`);
  if (!statSync(dir).isDirectory()) throw new MergeError(`${dirArg}: a file, not a report folder`);
  const indexFile = join(dir, 'index.json');
  if (!existsSync(indexFile)) throw new MergeError(`${dirArg}: holds no index.json, so no report (did this shard's \`npm run replay -- --shard i/n\` finish?)`);
  const index = checkIndex(readJson(indexFile, 'index.json'), indexFile);
  const sites: Input['sites'] = [];
  for (const row of index.recordings) {
    const rel = insideRel(dir, row.file);
    if (!rel) throw new MergeError(`${indexFile}: the file of ${row.site}, ${JSON.stringify(row.file)}, is not inside the report folder`);
    const file = join(dir, rel);
    if (!existsSync(file)) throw new MergeError(`${indexFile} lists ${rel} for ${row.site}, but ${file} does not exist`);
    const report = readJson(file, `the report of ${row.site}`);
    if (!isObj(report) || report.version !== 1 || report.site !== row.site) {
      throw new MergeError(`${file}: not the version-1 report of ${row.site} that index.json says it is (site ${JSON.stringify(isObj(report) ? report.site : undefined)})`);
    }
    if (!Array.isArray(report.alignment)) {
      throw new MergeError(
        `${file}: the report of ${row.site} has no \`alignment\` (the events aligned by the harness), so an older harness wrote it and the viewer would refuse it. ` +
          `Re-run this shard's \`npm run replay\` (with the same --shard i/n) and merge again.`,
      );
    }
    const files = [rel];
    const snapshots = Array.isArray(report.snapshots) ? report.snapshots : [];
    for (const s of snapshots as unknown[]) {
      const snap = insideRel(dir, isObj(s) ? s.path : undefined);
      if (!snap) throw new MergeError(`${file}: snapshot path ${JSON.stringify(isObj(s) ? s.path : s)} is not inside the report folder`);
      if (!existsSync(join(dir, snap))) throw new MergeError(`${file} lists the snapshot ${snap}, but ${join(dir, snap)} does not exist`);
      files.push(snap);
    }
    sites.push({ row, report: report as unknown as SiteReport, files });
  }
  return { dir, index, sites };
}

/** The inputs' problems that make one report of them wrong: duplicates, mixed builds, mixed splits. */
function crossCheck(inputs: Input[], args: string[]): { total: number | null; missing: number[] } {
  const problems: string[] = [];
  const where = new Map<string, string>();
  const files = new Map<string, string>();
  inputs.forEach((input, i) => {
    for (const { row, files: own } of input.sites) {
      const seen = where.get(row.site);
      if (seen !== undefined) problems.push(`site ${row.site} is in two reports: ${seen} and ${args[i]} (one recording belongs to one shard; were the same shard or overlapping --report-dir folders given?)`);
      else where.set(row.site, args[i]!);
      for (const f of own) {
        const other = files.get(f);
        if (other !== undefined && other !== row.site) problems.push(`${args[i]}: ${f} of ${row.site} would overwrite the same file of ${other}`);
        files.set(f, row.site);
      }
    }
  });
  const builds = new Map<string, string[]>();
  inputs.forEach((input, i) => builds.set(input.index.tracker.hash, [...(builds.get(input.index.tracker.hash) ?? []), args[i]!]));
  if (builds.size > 1) {
    problems.push(
      `the reports replayed different tracker builds, so one report of them would mix builds: ${[...builds].map(([hash, dirs]) => `${hash} (${dirs.join(', ')})`).join('; ')}. ` +
        'Every shard must replay the same commit (and the same `npm run build`).',
    );
  }
  const shards = inputs.map((input) => (input.index.scope?.kind === 'shard' ? input.index.scope.shard : undefined));
  let total: number | null = null;
  const missing: number[] = [];
  if (shards.every(Boolean)) {
    const totals = new Set(shards.map((s) => s!.total));
    if (totals.size > 1) {
      problems.push(`the reports are shards of different splits: ${shards.map((s, i) => `${args[i]} is ${s!.current}/${s!.total}`).join(', ')}`);
    } else {
      total = shards[0]!.total;
      const byNumber = new Map<number, string>();
      shards.forEach((s, i) => {
        const seen = byNumber.get(s!.current);
        if (seen !== undefined) problems.push(`shard ${s!.current}/${total} is given twice: ${seen} and ${args[i]}`);
        byNumber.set(s!.current, args[i]!);
      });
      for (let n = 1; n <= total; n++) if (!byNumber.has(n)) missing.push(n);
    }
  }
  if (problems.length) throw new MergeError(`cannot merge these reports:\n  ${problems.join('\n  ')}`);
  return { total, missing };
}

/**
 * Merges the report folders `dirs` into `outDir` (created; an earlier report there is replaced, shard-i-of-n
 * sub-folders are left alone). Throws MergeError, before writing anything, when the reports cannot make one.
 */
export function mergeReports(dirs: string[], outDir: string): MergeResult {
  if (dirs.length === 0) throw new MergeError('no report folders to merge');
  const out = resolve(outDir);
  for (const d of dirs) {
    const dir = resolve(d);
    if (dir === out) throw new MergeError(`${d}: the merged report would be written over this input; pass another --report-dir`);
    if (relative(dir, out) !== '' && !relative(dir, out).startsWith('..') && !isAbsolute(relative(dir, out))) {
      throw new MergeError(`${d}: the merged report (${outDir}) would be written inside this input; pass another --report-dir`);
    }
  }
  const inputs = dirs.map(readInput);
  const { total, missing } = crossCheck(inputs, dirs);

  prepareReportDir(out);
  const rows: IndexRow[] = [];
  for (const input of inputs) {
    for (const { row, files } of input.sites) {
      for (const f of files) {
        mkdirSync(dirname(join(out, f)), { recursive: true });
        copyFileSync(join(input.dir, f), join(out, f));
      }
      rows.push({ ...row, ranAt: row.ranAt ?? input.index.startedAt, tracker: row.tracker ?? input.index.tracker.hash });
    }
  }
  rows.sort(bySite);
  const starts = inputs.map((i) => Date.parse(i.index.startedAt));
  const ends = inputs.map((i) => Date.parse(i.index.startedAt) + i.index.durationMs);
  const start = Math.min(...starts);
  const scope: ReportScope = {
    kind: 'merged',
    ranThisRun: rows.filter((r) => !r.earlier).length,
    shards: inputs
      .filter((i) => i.index.scope?.shard)
      .map((i) => ({ ...i.index.scope!.shard!, startedAt: i.index.startedAt, durationMs: i.index.durationMs, recordings: i.index.recordings.length }))
      .sort((a, b) => a.current - b.current),
    ...(missing.length ? { missingShards: missing } : {}),
  };
  const index: RunIndex = {
    version: 1,
    tracker: inputs[0]!.index.tracker,
    startedAt: new Date(start).toISOString(),
    durationMs: Math.max(...ends) - start,
    counts: countRows(rows),
    recordings: rows,
    scope,
  };
  writeRunIndex(out, index);
  const warnings = missing.length
    ? [`shard${missing.length === 1 ? '' : 's'} ${missing.map((n) => `${n}/${total}`).join(', ')} not given: the merged report lacks ${missing.length === 1 ? 'its' : 'their'} recordings`]
    : [];
  return { index, outDir: out, warnings };
}
