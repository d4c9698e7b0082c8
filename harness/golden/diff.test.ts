import { describe, expect, it } from 'vitest';
import type { GoldenEvent } from '../report/types.ts';
import { alignEvents, alignmentWithoutDiff, compareEvents, describeDiff, diffEvents } from './diff.ts';

const ev = (step: string, action: string, payload: Record<string, unknown> = {}): GoldenEvent => ({ step, action, payload });

const golden: GoldenEvent[] = [
  ev('search', 'pageview'),
  ev('search', 'search', { result_count: 3, checkin: '2025-01-10' }),
  ev('property', 'pageview'),
  ev('property', 'property', { listing_id: '42' }),
  ev('quote', 'quote', { total: 420, line_items: { Rent: 380, Taxes: 40 } }),
  ev('book', 'conversion', { reservation_id: 'R-1', total: 420 }),
];
const clone = (x: GoldenEvent[]) => JSON.parse(JSON.stringify(x)) as GoldenEvent[];

describe('diffEvents', () => {
  it('finds nothing when the events are equal', () => {
    expect(diffEvents(golden, clone(golden))).toEqual([]);
  });

  it('names each JSON path that differs, from the golden side', () => {
    const actual = clone(golden);
    actual[4]!.payload.total = 440;
    (actual[4]!.payload.line_items as Record<string, number>).Taxes = 60;
    delete actual[1]!.payload.checkin;
    actual[3]!.payload['listing name'] = 'Sea View';
    expect(diffEvents(golden, actual)).toEqual([
      { path: 'events[1].payload.checkin', kind: 'removed', expectedIndex: 1, actualIndex: 1, expected: '2025-01-10' },
      { path: 'events[3].payload["listing name"]', kind: 'added', expectedIndex: 3, actualIndex: 3, actual: 'Sea View' },
      { path: 'events[4].payload.line_items.Taxes', kind: 'changed', expectedIndex: 4, actualIndex: 4, expected: 40, actual: 60 },
      { path: 'events[4].payload.total', kind: 'changed', expectedIndex: 4, actualIndex: 4, expected: 420, actual: 440 },
    ]);
  });

  it('shows one missing event as one removal, without shifting the later ones', () => {
    const actual = clone(golden);
    actual.splice(2, 1); // the property pageview is gone
    actual[3]!.payload.total = 999; // the quote, now at actual index 3
    expect(diffEvents(golden, actual)).toEqual([
      { path: 'events[2]', kind: 'removed', expectedIndex: 2, expected: golden[2] },
      { path: 'events[4].payload.total', kind: 'changed', expectedIndex: 4, actualIndex: 3, expected: 420, actual: 999 },
    ]);
  });

  it('shows an extra event as one addition, named by its actual index', () => {
    const actual = clone(golden);
    actual.splice(5, 0, ev('quote', 'quote', { total: 420, line_items: { Rent: 380, Taxes: 40 } }));
    const diff = diffEvents(golden, actual);
    expect(diff).toEqual([{ path: 'events[5]', kind: 'added', actualIndex: 5, actual: actual[5] }]);
  });

  it('pairs repeated events with the most alike payload', () => {
    const expected = [ev('quote', 'quote', { total: 420, guests: 2 }), ev('quote', 'quote', { total: 500, guests: 4 })];
    const actual = [ev('quote', 'quote', { total: 500, guests: 4 })];
    expect(alignEvents(expected, actual)).toEqual([
      [0, -1],
      [1, 0],
    ]);
    expect(diffEvents(expected, actual).map((d) => `${d.kind} ${d.path}`)).toEqual(['removed events[0]']);
  });

  it('never pairs events of another step or action', () => {
    const diff = diffEvents([ev('quote', 'quote', { total: 1 })], [ev('book', 'quote', { total: 1 })]);
    expect(diff.map((d) => `${d.kind} ${d.path}`)).toEqual(['removed events[0]', 'added events[0]']);
  });

  it('compares arrays by index and reports type changes whole', () => {
    const diff = diffEvents([ev('s', 'search', { price: [100, 250], amenities: ['pool'], extra: { a: 1 } })], [ev('s', 'search', { price: [100], amenities: ['pool', 'wifi'], extra: 'none' })]);
    expect(diff.map((d) => `${d.kind} ${d.path}`)).toEqual(['added events[0].payload.amenities[1]', 'changed events[0].payload.extra', 'removed events[0].payload.price[1]']);
  });

  it('compares the url field too', () => {
    const e = { ...ev('s', 'pageview'), url: 'https://x.test/a' } as GoldenEvent;
    const a = { ...ev('s', 'pageview'), url: 'https://x.test/b' } as GoldenEvent;
    expect(diffEvents([e], [a])).toEqual([{ path: 'events[0].url', kind: 'changed', expectedIndex: 0, actualIndex: 0, expected: 'https://x.test/a', actual: 'https://x.test/b' }]);
  });
});

// The one alignment, as the report carries it and the viewer shows it (these cases were the viewer's own
// alignment tests before the harness became its only owner).
describe('compareEvents: the report\'s alignment', () => {
  const flow = [ev('search', 'pageview', { n: 1 }), ev('search', 'search'), ev('property', 'property'), ev('quote', 'quote', { total: 120 }), ev('book', 'conversion')];
  const kinds = (e: GoldenEvent[], a: GoldenEvent[]) => compareEvents(e, a).alignment.map((r) => r.kind);
  const pairs = (e: GoldenEvent[], a: GoldenEvent[]) => compareEvents(e, a).alignment.map((r) => [r.expectedIndex, r.actualIndex]);
  /** a row's field differences, each path inside its event (as the viewer marks them) */
  const fields = (e: GoldenEvent[], a: GoldenEvent[], row: number) => {
    const { diff, alignment } = compareEvents(e, a);
    return alignment[row]!.diff.map((n) => {
      const { path, kind, expected, actual } = diff[n]!;
      return { path: path.slice(`events[${alignment[row]!.expectedIndex}].`.length), kind, expected, actual };
    });
  };
  /** one event with `expected` and `actual` as whole events, its field differences at their paths in the event */
  const fieldsOf = (expected: Record<string, unknown>, actual: Record<string, unknown>) =>
    diffEvents([ev('s', 'a', expected)], [ev('s', 'a', actual)]).map(({ path, kind, expected: e, actual: a }) => ({ path: path.replace(/^events\[0\]\./, ''), kind, ...(kind === 'added' ? {} : { expected: e }), ...(kind === 'removed' ? {} : { actual: a }) }));

  it('pairs equal lists one to one, each row pointing at no difference', () => {
    const { diff, alignment } = compareEvents(flow, clone(flow));
    expect(diff).toEqual([]);
    expect(alignment).toEqual(flow.map((_, i) => ({ kind: 'same', expectedIndex: i, actualIndex: i, diff: [] })));
  });

  it('keeps everything after a missing event paired with its counterpart', () => {
    const actual = [flow[0]!, flow[1]!, flow[3]!, flow[4]!];
    expect(kinds(flow, actual)).toEqual(['same', 'same', 'removed', 'same', 'same']);
    expect(pairs(flow, actual)).toEqual([[0, 0], [1, 1], [2, null], [3, 2], [4, 3]]);
  });

  it('shows an extra event as one added row', () => {
    const actual = [flow[0]!, ev('search', 'filter'), ...flow.slice(1)];
    const { diff, alignment } = compareEvents(flow, actual);
    expect(alignment.map((r) => r.kind)).toEqual(['same', 'added', 'same', 'same', 'same', 'same']);
    expect(alignment[1]).toEqual({ kind: 'added', expectedIndex: null, actualIndex: 1, diff: [0] });
    expect(diff).toEqual([{ path: 'events[1]', kind: 'added', actualIndex: 1, actual: actual[1] }]);
  });

  it('matches by step and action, not by position, and names changed fields at their path', () => {
    const actual = [flow[0]!, flow[1]!, ev('quote', 'quote', { total: 135 }), flow[4]!];
    expect(kinds(flow, actual)).toEqual(['same', 'same', 'removed', 'changed', 'same']);
    expect(fields(flow, actual, 3)).toEqual([{ path: 'payload.total', kind: 'changed', expected: 120, actual: 135 }]);
  });

  it('pairs the first of two equally alike repeated events and shows the second as extra', () => {
    const actual = [flow[0]!, flow[1]!, flow[2]!, ev('quote', 'quote', { total: 135 }), ev('quote', 'quote', { total: 135 }), flow[4]!];
    expect(kinds(flow, actual)).toEqual(['same', 'same', 'same', 'changed', 'added', 'same']);
    expect(pairs(flow, actual)[3]).toEqual([3, 3]);
  });

  it('pairs a repeated event with the one of the same payload, even when it comes second', () => {
    const actual = [flow[0]!, flow[1]!, flow[2]!, ev('quote', 'quote', { total: 135 }), ev('quote', 'quote', { total: 120 }), flow[4]!];
    expect(pairs(flow, actual).slice(3, 5)).toEqual([[null, 3], [3, 4]]);
    expect(kinds(flow, actual)).toEqual(['same', 'same', 'same', 'added', 'same', 'same']);
  });

  it('does not move events past each other: a reordering reads as removed + added in place', () => {
    const rows = compareEvents([ev('a', 'x'), ev('b', 'y')], [ev('b', 'y'), ev('a', 'x')]).alignment;
    expect(rows.map((r) => r.kind).sort()).toEqual(['added', 'removed', 'same']);
  });

  it('handles empty sides', () => {
    expect(kinds([], flow.slice(0, 2))).toEqual(['added', 'added']);
    expect(kinds(flow.slice(0, 2), [])).toEqual(['removed', 'removed']);
    expect(compareEvents([], [])).toEqual({ diff: [], alignment: [] });
  });

  it('puts every event in one row and every difference in one row, in order', () => {
    const actual = clone(flow);
    actual.splice(1, 1);
    actual[2]!.payload = { total: 99, fees: 5 };
    actual.push(ev('book', 'debug'));
    const { diff, alignment } = compareEvents(flow, actual);
    expect(alignment.flatMap((r) => r.diff)).toEqual(diff.map((_, n) => n));
    expect(alignment.flatMap((r) => (r.expectedIndex === null ? [] : [r.expectedIndex]))).toEqual(flow.map((_, i) => i));
    expect(alignment.flatMap((r) => (r.actualIndex === null ? [] : [r.actualIndex]))).toEqual(actual.map((_, i) => i));
    for (const row of alignment) {
      expect(row.diff.length > 0, `row ${JSON.stringify(row)}`).toBe(row.kind !== 'same');
      for (const n of row.diff) {
        if (row.expectedIndex !== null) expect(diff[n]!.expectedIndex).toBe(row.expectedIndex);
        if (row.actualIndex !== null) expect(diff[n]!.actualIndex).toBe(row.actualIndex);
      }
    }
    expect(diffEvents(flow, actual)).toEqual(diff);
  });

  it('aligns without differences for a report that compares nothing', () => {
    expect(alignmentWithoutDiff(flow.slice(0, 2), [])).toEqual([
      { kind: 'removed', expectedIndex: 0, actualIndex: null, diff: [] },
      { kind: 'removed', expectedIndex: 1, actualIndex: null, diff: [] },
    ]);
  });

  it('reports changed, added and removed fields with their JSON paths', () => {
    expect(fieldsOf({ total: 1, keep: true, gone: 'x', nested: { a: 1 } }, { total: 2, keep: true, nested: { a: 1, b: 2 }, fresh: [1] })).toEqual([
      { path: 'payload.fresh', kind: 'added', actual: [1] },
      { path: 'payload.gone', kind: 'removed', expected: 'x' },
      { path: 'payload.nested.b', kind: 'added', actual: 2 },
      { path: 'payload.total', kind: 'changed', expected: 1, actual: 2 },
    ]);
  });

  it('names array items by index and odd keys in brackets', () => {
    const changes = fieldsOf({ items: [{ price: 1 }, { price: 2 }], 'data-x': 1 }, { items: [{ price: 1 }, { price: 3 }], 'data-x': 2 });
    expect(changes).toContainEqual({ path: 'payload.items[1].price', kind: 'changed', expected: 2, actual: 3 });
    expect(changes).toContainEqual({ path: 'payload["data-x"]', kind: 'changed', expected: 1, actual: 2 });
  });

  it('reads a replaced array item as changed', () => {
    expect(fieldsOf({ tags: ['a', 'b'] }, { tags: ['a', 'c'] })).toEqual([{ path: 'payload.tags[1]', kind: 'changed', expected: 'b', actual: 'c' }]);
  });

  it('treats long strings as whole values', () => {
    const [a, b] = ['x'.repeat(100), 'y'.repeat(100)];
    expect(fieldsOf({ s: a }, { s: b })).toEqual([{ path: 'payload.s', kind: 'changed', expected: a, actual: b }]);
  });

  it('finds nothing in equal values, and reads type changes as changed', () => {
    expect(fieldsOf({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
    expect(fieldsOf({ a: '1' }, { a: 1 })).toEqual([{ path: 'payload.a', kind: 'changed', expected: '1', actual: 1 }]);
  });
});

describe('describeDiff', () => {
  it('prints one readable line per difference', () => {
    const actual = clone(golden);
    actual.splice(2, 1);
    actual[3]!.payload.total = 440;
    actual.push(ev('book', 'page_upload', { bodyHTML: '<p>' }));
    expect(describeDiff(diffEvents(golden, actual))).toEqual([
      '- events[2] missing: golden has pageview in step "property" {}, the replay did not send it',
      '~ events[4].payload.total (actual events[3]): expected 420, got 440',
      '+ events[5] unexpected: the replay sent page_upload in step "book" {"bodyHTML":"<p>"}, not in the golden',
    ]);
  });
});
