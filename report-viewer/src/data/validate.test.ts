import { describe, expect, it } from 'vitest';
import { ev, siteReport } from '../test/helpers.ts';
import type { AlignedRow } from '../types.ts';
import { validateRunIndex, validateSiteReport } from './validate.ts';

// The event table shows the harness's alignment as given, so the viewer checks it before trusting it.
describe('validateSiteReport: alignment', () => {
  const report = siteReport('s', {
    status: 'fail',
    expected: [ev('a', 'x'), ev('b', 'y', { n: 1 })],
    actual: [ev('b', 'y', { n: 2 }), ev('c', 'z')],
    diff: [
      { path: 'events[0]', kind: 'removed', expectedIndex: 0 },
      { path: 'events[1].payload.n', kind: 'changed', expectedIndex: 1, actualIndex: 0, expected: 1, actual: 2 },
      { path: 'events[1]', kind: 'added', actualIndex: 1 },
    ],
    alignment: [
      { kind: 'removed', expectedIndex: 0, actualIndex: null, diff: [0] },
      { kind: 'changed', expectedIndex: 1, actualIndex: 0, diff: [1] },
      { kind: 'added', expectedIndex: null, actualIndex: 1, diff: [2] },
    ],
  });
  const withRows = (alignment: unknown) => () => validateSiteReport(JSON.parse(JSON.stringify({ ...report, alignment })));
  const row = (n: number, patch: Partial<Record<keyof AlignedRow, unknown>>) => report.alignment.map((r, i) => (i === n ? { ...r, ...patch } : r));

  it('accepts the rows the harness writes', () => {
    expect(validateSiteReport(JSON.parse(JSON.stringify(report))).alignment).toEqual(report.alignment);
  });

  it('refuses a report without one, saying an older harness wrote it and to re-run the replay', () => {
    expect(withRows(undefined)).toThrow(/^it has no alignment .*an older harness wrote it\. Run npm run replay again/);
  });

  it('names the row and field that is wrong', () => {
    expect(withRows(row(0, { kind: 'moved' }))).toThrow('alignment[0].kind is the string "moved"; expected one of same, changed, removed, added');
    expect(withRows(row(0, { actualIndex: 0 }))).toThrow('alignment[0].actualIndex is number 0; expected null (a removed row has no actual event)');
    expect(withRows(row(1, { actualIndex: 5 }))).toThrow('alignment[1].actualIndex is number 5; expected an index in actual (0 to 1)');
    expect(withRows(row(1, { diff: [3] }))).toThrow('alignment[1].diff[0] is number 3; expected an index in diff (0 to 2)');
  });

  it('refuses an event shown twice or not at all', () => {
    expect(withRows(row(2, { kind: 'changed', expectedIndex: 1 }))).toThrow('alignment[2].expectedIndex is 1, and another row already shows expected[1]');
    expect(withRows(report.alignment.slice(0, 2))).toThrow('alignment shows no row for actual[1]; every event must be in one row');
  });
});

describe('validateSiteReport and validateRunIndex: typical mistakes are named by their path', () => {
  const call = { entry: 0, step: 's', method: 'GET', url: 'https://x.test/', status: 200, requestBody: null, responseBody: '{}', rule: 'exact' };
  const report = siteReport('s', {
    expected: [ev('s', 'a')],
    actual: [ev('s', 'a')],
    alignment: [{ kind: 'same', expectedIndex: 0, actualIndex: 0, diff: [] }],
    sources: [[call, { ...call, entry: 1 }]],
  });
  const check = (patch: Record<string, unknown>) => () => validateSiteReport(JSON.parse(JSON.stringify({ ...report, ...patch })));

  it('a field of the wrong type deep in a list', () => {
    expect(check({})).not.toThrow();
    expect(check({ sources: [[call, { ...call, status: '200' }]] })).toThrow('sources[0][1].status is the string "200"; expected a number');
    expect(check({ console: [{ type: 'log', text: 'x', step: 's', source: 'browser' }] })).toThrow(
      'console[0].source is the string "browser"; expected one of page, tracker, harness',
    );
    expect(check({ version: 2 })).toThrow(/^it has format version 2, and this viewer reads version 1/);
    expect(() => validateSiteReport([])).toThrow('the top level is an array; expected an object');
  });

  it('a site listed twice in index.json', () => {
    const row = { site: 'a', provider: 'p', status: 'pass', differences: 0, unmatched: 0, durationMs: 1, file: 'a.json' };
    const index = { version: 1, tracker: { hash: 'h', bytes: 1, gzipBytes: 1 }, startedAt: 't', durationMs: 1, counts: { total: 2, pass: 2, fail: 0, error: 0 } };
    expect(validateRunIndex({ ...index, recordings: [row, { ...row, site: 'b' }] }).recordings).toHaveLength(2);
    expect(() => validateRunIndex({ ...index, recordings: [row, row] })).toThrow('recordings[1].site "a" appears twice');
    expect(() => validateRunIndex({ ...index, recordings: [{ ...row, durationMs: undefined }] })).toThrow('recordings[0].durationMs is missing; expected a number');
  });
});
