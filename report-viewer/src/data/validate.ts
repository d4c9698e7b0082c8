// Checks that a parsed report file has the shape harness/report/types.ts promises, and says where it does not:
// "recordings[3].status is "ok"; expected one of pass, fail, error". The viewer trusts nothing it has not checked.
import type { AlignedRow, DiffEntry, GoldenEvent, RunIndex, ServedCall, SiteReport } from '../types.ts';

export class ShapeError extends Error {}

type Json = Record<string, unknown>;

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

function fail(path: string, value: unknown, wanted: string): never {
  throw new ShapeError(`${path || 'the top level'} is ${describe(value)}; expected ${wanted}`);
}

function obj(value: unknown, path: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, value, 'an object');
  return value as Json;
}
function str(value: unknown, path: string): string {
  if (typeof value !== 'string') fail(path, value, 'a string');
  return value;
}
function strOrNull(value: unknown, path: string): string | null {
  if (value !== null && typeof value !== 'string') fail(path, value, 'a string or null');
  return value as string | null;
}
function num(value: unknown, path: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(path, value, 'a number');
  return value;
}
function arr(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, value, 'an array');
  return value;
}
function oneOf<T extends string>(value: unknown, path: string, options: readonly T[]): T {
  if (typeof value !== 'string' || !options.includes(value as T)) fail(path, value, `one of ${options.join(', ')}`);
  return value as T;
}
function version1(value: unknown): void {
  if (value !== 1) {
    throw new ShapeError(
      typeof value === 'number'
        ? `it has format version ${value}, and this viewer reads version 1 (rebuild the viewer from the same checkout as the harness)`
        : `version is ${describe(value)}; expected 1`,
    );
  }
}

const STATUSES = ['pass', 'fail', 'error'] as const;

export function validateRunIndex(raw: unknown): RunIndex {
  const o = obj(raw, '');
  version1(o.version);
  const tracker = obj(o.tracker, 'tracker');
  str(tracker.hash, 'tracker.hash');
  num(tracker.bytes, 'tracker.bytes');
  num(tracker.gzipBytes, 'tracker.gzipBytes');
  str(o.startedAt, 'startedAt');
  num(o.durationMs, 'durationMs');
  const counts = obj(o.counts, 'counts');
  for (const key of ['total', 'pass', 'fail', 'error']) num(counts[key], `counts.${key}`);
  const seen = new Set<string>();
  arr(o.recordings, 'recordings').forEach((item, i) => {
    const p = `recordings[${i}]`;
    const r = obj(item, p);
    const site = str(r.site, `${p}.site`);
    if (seen.has(site)) throw new ShapeError(`${p}.site "${site}" appears twice`);
    seen.add(site);
    str(r.provider, `${p}.provider`);
    oneOf(r.status, `${p}.status`, STATUSES);
    num(r.differences, `${p}.differences`);
    num(r.unmatched, `${p}.unmatched`);
    num(r.durationMs, `${p}.durationMs`);
    str(r.file, `${p}.file`);
    // added later, optional: when it ran, with which build, kept from an earlier run
    if (r.ranAt !== undefined) str(r.ranAt, `${p}.ranAt`);
    if (r.tracker !== undefined) str(r.tracker, `${p}.tracker`);
    if (r.earlier !== undefined && typeof r.earlier !== 'boolean') fail(`${p}.earlier`, r.earlier, 'true or false');
  });
  if (o.scope !== undefined) {
    const scope = obj(o.scope, 'scope');
    oneOf(scope.kind, 'scope.kind', ['all', 'subset', 'shard', 'merged'] as const);
    num(scope.ranThisRun, 'scope.ranThisRun');
    if (scope.shard !== undefined) {
      const shard = obj(scope.shard, 'scope.shard');
      num(shard.current, 'scope.shard.current');
      num(shard.total, 'scope.shard.total');
    }
    if (scope.shards !== undefined) {
      arr(scope.shards, 'scope.shards').forEach((item, i) => {
        const shard = obj(item, `scope.shards[${i}]`);
        num(shard.current, `scope.shards[${i}].current`);
        num(shard.total, `scope.shards[${i}].total`);
      });
    }
    if (scope.missingShards !== undefined) arr(scope.missingShards, 'scope.missingShards').forEach((n, i) => num(n, `scope.missingShards[${i}]`));
  }
  return raw as RunIndex;
}

function event(value: unknown, path: string): GoldenEvent {
  const e = obj(value, path);
  str(e.step, `${path}.step`);
  str(e.action, `${path}.action`);
  obj(e.payload, `${path}.payload`);
  return value as GoldenEvent;
}

function diffEntry(value: unknown, path: string): DiffEntry {
  const d = obj(value, path);
  str(d.path, `${path}.path`);
  oneOf(d.kind, `${path}.kind`, ['changed', 'added', 'removed'] as const);
  if (d.expectedIndex !== undefined) num(d.expectedIndex, `${path}.expectedIndex`);
  if (d.actualIndex !== undefined) num(d.actualIndex, `${path}.actualIndex`);
  return value as DiffEntry;
}

function servedCall(value: unknown, path: string): ServedCall {
  const c = obj(value, path);
  num(c.entry, `${path}.entry`);
  str(c.step, `${path}.step`);
  str(c.method, `${path}.method`);
  str(c.url, `${path}.url`);
  num(c.status, `${path}.status`);
  strOrNull(c.requestBody, `${path}.requestBody`);
  strOrNull(c.responseBody, `${path}.responseBody`);
  str(c.rule, `${path}.rule`);
  return value as ServedCall;
}

const ROW_KINDS = ['same', 'changed', 'removed', 'added'] as const;

function index(value: unknown, path: string, length: number, list: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value >= length) {
    fail(path, value, length === 0 ? `nothing: ${list} is empty` : `an index in ${list} (0 to ${length - 1})`);
  }
  return value;
}

/**
 * The harness's alignment (harness/golden/diff.ts), which the event table shows as given: every event of both
 * lists in exactly one row, each side present as its kind says, every diff entry it names in range.
 */
function alignment(value: unknown, counts: { expected: number; actual: number; diff: number }): AlignedRow[] {
  if (value === undefined) {
    throw new ShapeError(
      'it has no alignment (the expected and actual events as the harness aligned them), so an older harness wrote it. ' +
        'Run npm run replay again to write the report anew',
    );
  }
  const seenExpected = new Set<number>();
  const seenActual = new Set<number>();
  const rows = arr(value, 'alignment');
  rows.forEach((item, i) => {
    const p = `alignment[${i}]`;
    const r = obj(item, p);
    const kind = oneOf(r.kind, `${p}.kind`, ROW_KINDS);
    const sides = { expected: kind !== 'added', actual: kind !== 'removed' };
    for (const side of ['expected', 'actual'] as const) {
      const key = `${side}Index` as const;
      const seen = side === 'expected' ? seenExpected : seenActual;
      if (!sides[side]) {
        if (r[key] !== null) fail(`${p}.${key}`, r[key], `null (a ${kind} row has no ${side} event)`);
        continue;
      }
      const n = index(r[key], `${p}.${key}`, counts[side], side);
      if (seen.has(n)) throw new ShapeError(`${p}.${key} is ${n}, and another row already shows ${side}[${n}]`);
      seen.add(n);
    }
    arr(r.diff, `${p}.diff`).forEach((n, j) => index(n, `${p}.diff[${j}]`, counts.diff, 'diff'));
  });
  for (const [side, seen] of [['expected', seenExpected], ['actual', seenActual]] as const) {
    if (seen.size < counts[side]) {
      const missing = Array.from({ length: counts[side] }, (_, n) => n).find((n) => !seen.has(n));
      throw new ShapeError(`alignment shows no row for ${side}[${missing}]; every event must be in one row`);
    }
  }
  return rows as AlignedRow[];
}

export function validateSiteReport(raw: unknown, expectedSite?: string): SiteReport {
  const o = obj(raw, '');
  version1(o.version);
  const site = str(o.site, 'site');
  if (expectedSite !== undefined && site !== expectedSite) {
    throw new ShapeError(`site is "${site}", but index.json lists this file for "${expectedSite}"`);
  }
  str(o.provider, 'provider');
  oneOf(o.status, 'status', STATUSES);
  strOrNull(o.error, 'error');
  const expected = arr(o.expected, 'expected');
  expected.forEach((e, i) => event(e, `expected[${i}]`));
  const actual = arr(o.actual, 'actual');
  actual.forEach((e, i) => event(e, `actual[${i}]`));
  const diff = arr(o.diff, 'diff');
  diff.forEach((d, i) => diffEntry(d, `diff[${i}]`));
  alignment(o.alignment, { expected: expected.length, actual: actual.length, diff: diff.length });
  arr(o.unmatched, 'unmatched').forEach((item, i) => {
    const p = `unmatched[${i}]`;
    const u = obj(item, p);
    str(u.step, `${p}.step`);
    str(u.method, `${p}.method`);
    str(u.url, `${p}.url`);
    strOrNull(u.body, `${p}.body`);
    str(u.key, `${p}.key`);
  });
  arr(o.sources, 'sources').forEach((list, i) => arr(list, `sources[${i}]`).forEach((c, j) => servedCall(c, `sources[${i}][${j}]`)));
  arr(o.snapshots, 'snapshots').forEach((item, i) => {
    const s = obj(item, `snapshots[${i}]`);
    str(s.step, `snapshots[${i}].step`);
    str(s.path, `snapshots[${i}].path`);
  });
  arr(o.console, 'console').forEach((item, i) => {
    const c = obj(item, `console[${i}]`);
    str(c.type, `console[${i}].type`);
    str(c.text, `console[${i}].text`);
    str(c.step, `console[${i}].step`);
  });
  num(o.durationMs, 'durationMs');
  return raw as SiteReport;
}
