// The event table's rows: the harness's alignment (SiteReport.alignment, made by harness/golden/diff.ts, the one
// alignment) joined with the events and the diff entries each row names. Nothing is paired or compared here.
import type { AlignedRow, DiffEntry, GoldenEvent, SiteReport } from '../types.ts';

export type RowKind = AlignedRow['kind'];

/** A field difference of a changed row: a harness diff entry, its path inside the event. */
export interface FieldChange {
  /** path inside the event, e.g. `payload.total` or `payload.items[1].price` */
  path: string;
  kind: DiffEntry['kind'];
  expected?: unknown;
  actual?: unknown;
}

export interface EventRow {
  /** position in the alignment; the `event/<i>` of a deep link */
  index: number;
  kind: RowKind;
  step: string;
  action: string;
  expectedIndex: number | null;
  actualIndex: number | null;
  expected: GoldenEvent | null;
  actual: GoldenEvent | null;
  /** the field differences (changed rows only; a removed or added row's one entry is the whole event) */
  changes: FieldChange[];
  /** whether a reviewer should look at this row: anything but same */
  differs: boolean;
}

export interface EventRows {
  rows: EventRow[];
  counts: Record<RowKind, number>;
  /** for each entry of `report.diff` (same index), the row it belongs to, or null */
  rowOfEntry: (number | null)[];
}

/** `events[4].payload.total` of the row whose expected event is 4 -> `payload.total`. */
function pathInEvent(path: string, expectedIndex: number): string {
  const prefix = `events[${expectedIndex}]`;
  if (!path.startsWith(prefix)) return path;
  const rest = path.slice(prefix.length);
  return rest.startsWith('.') ? rest.slice(1) : rest;
}

/** The rows of a report whose shape data/validate.ts checked (every index in range). */
export function eventRows(report: SiteReport): EventRows {
  const counts: Record<RowKind, number> = { same: 0, changed: 0, removed: 0, added: 0 };
  const rowOfEntry: (number | null)[] = report.diff.map(() => null);
  const rows = report.alignment.map((aligned, index): EventRow => {
    const { kind, expectedIndex, actualIndex } = aligned;
    const expected = expectedIndex === null ? null : report.expected[expectedIndex];
    const actual = actualIndex === null ? null : report.actual[actualIndex];
    const source = (expected ?? actual)!;
    counts[kind]++;
    for (const n of aligned.diff) rowOfEntry[n] = index;
    const changes =
      kind === 'changed' && expectedIndex !== null
        ? aligned.diff.map((n) => {
            const { path, kind: change, expected: e, actual: a } = report.diff[n];
            return { path: pathInEvent(path, expectedIndex), kind: change, expected: e, actual: a };
          })
        : [];
    return { index, kind, step: source.step, action: source.action, expectedIndex, actualIndex, expected, actual, changes, differs: kind !== 'same' };
  });
  return { rows, counts, rowOfEntry };
}
