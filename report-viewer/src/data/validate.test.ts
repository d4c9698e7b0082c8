import { describe, expect, it } from 'vitest';
import { ev, siteReport } from '../test/helpers.ts';
import type { AlignedRow } from '../types.ts';
import { validateSiteReport } from './validate.ts';

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
