// Checks that a parsed report file has the shape harness/report/types.ts promises, and says where it does not:
// "recordings[3].status is the string "ok"; expected one of pass, fail, error". The viewer trusts nothing it has
// not checked. The shape is a valibot schema; each schema's type is checked against the contract's interface at
// compile time (assertSame below), so the two cannot drift apart.
//
// Messages: a schema's message is what was wanted ("a string"); the issue's path and value are put in front.
// Checks across fields (v.rawCheck) write their whole message after the path.
import * as v from 'valibot';
import type { RunIndex, SiteReport } from '../types.ts';

export class ShapeError extends Error {}

function describe(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)}`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

type Issue = v.BaseIssue<unknown>;
type Entries = Record<string, v.GenericSchema>;

/** The wanted phrase of a schema (its own message, its pipe's first item's, or its wrapped schema's). */
function wanted(schema: unknown): string | null {
  const s = schema as { message?: unknown; pipe?: unknown[]; wrapped?: unknown } | undefined;
  if (!s) return null;
  if (typeof s.message === 'string') return s.message;
  if (s.pipe?.length) return wanted(s.pipe[0]);
  if (s.wrapped) return wanted(s.wrapped);
  return null;
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** An object (not an array, not null); a missing field is reported with what that field wants. */
function object<E extends Entries>(entries: E) {
  return v.pipe(
    v.custom<Record<string, unknown>>(isObject, 'an object'),
    v.object(entries, (issue: Issue) => {
      const key = String(issue.path?.[issue.path.length - 1]?.key ?? '');
      return wanted(entries[key]) ?? 'a value';
    }),
  );
}

const str = v.string('a string');
const num = v.pipe(v.number('a number'), v.finite('a number'));
const strOrNull = v.nullable(v.string('a string or null'));
const STATUSES = ['pass', 'fail', 'error'] as const;
const oneOf = <T extends readonly string[]>(options: T) => v.picklist(options, `one of ${options.join(', ')}`);

/** Path items for rawCheck's addIssue. */
function pathTo(input: unknown, ...keys: (string | number)[]): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items: v.IssuePathItem[] = [];
  let at: any = input;
  for (const key of keys) {
    const value = at?.[key];
    items.push((typeof key === 'number' ? { type: 'array', origin: 'value', input: at, key, value } : { type: 'object', origin: 'value', input: at, key, value }) as v.IssuePathItem);
    at = value;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

function pathOf(issue: Issue): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  }
  return out;
}

const NO_ALIGNMENT =
  'it has no alignment (the expected and actual events as the harness aligned them), so an older harness wrote it. ' +
  'Run npm run replay again to write the report anew';

function message(issue: Issue): string {
  const path = pathOf(issue);
  if (path === 'alignment' && issue.input === undefined) return NO_ALIGNMENT;
  if (issue.type === 'raw_check') return path ? `${path} ${issue.message}` : issue.message;
  return `${path || 'the top level'} is ${describe(issue.input)}; expected ${issue.message}`;
}

/** A file's format version, said first: another number means another viewer, not a broken file. */
const versionOne = v.rawCheck<Record<string, unknown>>(({ dataset, addIssue }) => {
  if (!dataset.typed || dataset.value.version === 1) return;
  const version = dataset.value.version;
  addIssue({
    message:
      typeof version === 'number'
        ? `it has format version ${version}, and this viewer reads version 1 (rebuild the viewer from the same checkout as the harness)`
        : `version is ${describe(version)}; expected 1`,
  });
});

const anObject = v.custom<Record<string, unknown>>(isObject, 'an object');
const rootObject = <E extends Entries>(entries: E) => v.object(entries, (issue: Issue) => wanted(entries[String(issue.path?.[0]?.key)]) ?? 'a value');

const shard = { current: num, total: num };

const RunIndexSchema = v.pipe(
  anObject,
  versionOne,
  rootObject({
    version: v.literal(1, '1'),
    tracker: object({ hash: str, bytes: num, gzipBytes: num }),
    startedAt: str,
    durationMs: num,
    counts: object({ total: num, pass: num, fail: num, error: num }),
    recordings: v.pipe(
      v.array(
        object({
          site: str,
          provider: str,
          status: oneOf(STATUSES),
          differences: num,
          unmatched: num,
          durationMs: num,
          file: str,
          // added later, optional: when it ran, with which build, kept from an earlier run
          ranAt: v.optional(str),
          tracker: v.optional(str),
          earlier: v.optional(v.boolean('true or false')),
          fallbackAnswers: v.optional(num),
          fallbackChanges: v.optional(num),
        }),
        'an array',
      ),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const seen = new Set<string>();
        dataset.value.forEach((r, i) => {
          if (seen.has(r.site)) addIssue({ message: `"${r.site}" appears twice`, path: pathTo(dataset.value, i, 'site') });
          seen.add(r.site);
        });
      }),
    ),
    scope: v.optional(
      object({
        kind: oneOf(['all', 'subset', 'shard', 'merged'] as const),
        ranThisRun: num,
        shard: v.optional(object(shard)),
        shards: v.optional(v.array(object({ ...shard, startedAt: str, durationMs: num, recordings: num }), 'an array')),
        missingShards: v.optional(v.array(num, 'an array')),
      }),
    ),
  }),
);

const event = object({ step: str, action: str, payload: v.custom<Record<string, unknown>>(isObject, 'an object'), url: v.optional(v.nullable(v.string('a string or null'))) });

const diffEntry = object({
  path: str,
  kind: oneOf(['changed', 'added', 'removed'] as const),
  expectedIndex: v.optional(num),
  actualIndex: v.optional(num),
  expected: v.optional(v.unknown()),
  actual: v.optional(v.unknown()),
});

const indexOrNull = v.nullable(v.pipe(v.number('an index or null'), v.integer('an index or null')));
const alignedRow = object({
  kind: oneOf(['same', 'changed', 'removed', 'added'] as const),
  expectedIndex: indexOrNull,
  actualIndex: indexOrNull,
  diff: v.array(v.pipe(v.number('an index in diff'), v.integer('an index in diff')), 'an array'),
});

const servedCall = object({ entry: num, step: str, method: str, url: str, status: num, requestBody: strOrNull, responseBody: strOrNull, rule: str, fallback: v.optional(str) });

const counts = v.record(v.string(), num, 'an object of counts');
const fallbackReport = object({
  counts,
  answers: v.array(object({ fallback: str, step: str, method: str, url: str, entry: num }), 'an array'),
  checks: v.array(
    object({
      fallback: str,
      verdict: oneOf(['unchanged', 'changed', 'allowed'] as const),
      allowedBecause: strOrNull,
      requests: v.array(str, 'an array of strings'),
      changes: v.array(str, 'an array of strings'),
      error: strOrNull,
    }),
    'an array',
  ),
});
const normalised = object({ user: num, session: num, pageview: num, time: num, number: num, timeLikeKept: num });
const traceRow = object({ method: str, url: str, status: num, adapter: strOrNull, rule: strOrNull, event: strOrNull, skip: strOrNull });
const trace = object({ pages: v.array(object({ step: str, url: str, rows: v.array(traceRow, 'an array') }), 'an array'), note: strOrNull });

const siteReportObject = rootObject({
  version: v.literal(1, '1'),
  site: str,
  provider: str,
  status: oneOf(STATUSES),
  error: strOrNull,
  expected: v.array(event, 'an array'),
  actual: v.array(event, 'an array'),
  diff: v.array(diffEntry, 'an array'),
  alignment: v.array(alignedRow, 'an array'),
  unmatched: v.array(object({ step: str, method: str, url: str, body: strOrNull, key: str }), 'an array'),
  sources: v.array(v.array(servedCall, 'an array'), 'an array'),
  snapshots: v.array(object({ step: str, path: str }), 'an array'),
  console: v.array(
    object({ type: str, text: str, step: str, source: v.optional(oneOf(['page', 'tracker', 'harness'] as const)), url: v.optional(str) }),
    'an array',
  ),
  findings: v.optional(v.array(str, 'an array of strings')),
  fallbacks: v.optional(fallbackReport),
  normalised: v.optional(normalised),
  trace: v.optional(trace),
  durationMs: num,
  ranAt: v.optional(str),
  tracker: v.optional(str),
});

/**
 * The harness's alignment (harness/golden/diff.ts), which the event table shows as given: every event of both
 * lists in exactly one row, each side present as its kind says, every diff entry it names in range.
 */
const alignmentFits = v.rawCheck<v.InferOutput<typeof siteReportObject>>(({ dataset, addIssue }) => {
  if (!dataset.typed) return;
  const report = dataset.value;
  const counts = { expected: report.expected.length, actual: report.actual.length, diff: report.diff.length };
  const fail = (message: string, ...keys: (string | number)[]) => addIssue({ message, ...(keys.length ? { path: pathTo(report, ...keys) } : {}) });
  const inRange = (n: number, length: number, list: string) =>
    n >= 0 && n < length ? null : `is ${describe(n)}; expected ${length === 0 ? `nothing: ${list} is empty` : `an index in ${list} (0 to ${length - 1})`}`;
  const seen = { expected: new Set<number>(), actual: new Set<number>() };
  for (const [i, row] of report.alignment.entries()) {
    const sides = { expected: row.kind !== 'added', actual: row.kind !== 'removed' };
    for (const side of ['expected', 'actual'] as const) {
      const key = `${side}Index` as const;
      const n = row[key];
      if (!sides[side]) {
        if (n !== null) return fail(`is ${describe(n)}; expected null (a ${row.kind} row has no ${side} event)`, 'alignment', i, key);
        continue;
      }
      if (n === null) return fail(`is null; expected an index in ${side}`, 'alignment', i, key);
      const wrong = inRange(n, counts[side], side);
      if (wrong) return fail(wrong, 'alignment', i, key);
      if (seen[side].has(n)) return fail(`is ${n}, and another row already shows ${side}[${n}]`, 'alignment', i, key);
      seen[side].add(n);
    }
    for (const [j, n] of row.diff.entries()) {
      const wrong = inRange(n, counts.diff, 'diff');
      if (wrong) return fail(wrong, 'alignment', i, 'diff', j);
    }
  }
  for (const side of ['expected', 'actual'] as const) {
    const missing = Array.from({ length: counts[side] }, (_, n) => n).find((n) => !seen[side].has(n));
    if (missing !== undefined) return fail(`shows no row for ${side}[${missing}]; every event must be in one row`, 'alignment');
  }
});

const SiteReportSchema = v.pipe(anObject, versionOne, siteReportObject, alignmentFits);

// The schemas' types are the contract's (harness/report/types.ts): a field added to one and not the other fails `tsc`.
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertSame = <_T extends true>(): void => {};
assertSame<Same<v.InferOutput<typeof RunIndexSchema>, RunIndex>>();
assertSame<Same<v.InferOutput<typeof SiteReportSchema>, SiteReport>>();

function parse<S extends v.GenericSchema>(schema: S, raw: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, raw, { abortEarly: true });
  if (!result.success) throw new ShapeError(message(result.issues[0]));
  return result.output;
}

export function validateRunIndex(raw: unknown): RunIndex {
  return parse(RunIndexSchema, raw);
}

export function validateSiteReport(raw: unknown, expectedSite?: string): SiteReport {
  const report = parse(SiteReportSchema, raw);
  if (expectedSite !== undefined && report.site !== expectedSite) {
    throw new ShapeError(`site is "${report.site}", but index.json lists this file for "${expectedSite}"`);
  }
  return report;
}
