import { describe, expect, it } from 'vitest';
import { ev } from '../test/helpers.ts';
import { alignEvents, fieldChanges } from './align.ts';

const kinds = (rows: { kind: string }[]) => rows.map((r) => r.kind);
const pairs = (rows: { expectedIndex: number | null; actualIndex: number | null }[]) => rows.map((r) => [r.expectedIndex, r.actualIndex]);

describe('alignEvents', () => {
  const golden = [ev('search', 'pageview', { n: 1 }), ev('search', 'search'), ev('property', 'property'), ev('quote', 'quote', { total: 120 }), ev('book', 'conversion')];

  it('pairs equal lists one to one', () => {
    const { rows, counts } = alignEvents(golden, golden);
    expect(kinds(rows)).toEqual(['same', 'same', 'same', 'same', 'same']);
    expect(counts).toEqual({ same: 5, changed: 0, removed: 0, added: 0 });
  });

  it('keeps everything after a missing event paired with its counterpart', () => {
    const actual = [golden[0], golden[1], golden[3], golden[4]];
    const { rows } = alignEvents(golden, actual);
    expect(kinds(rows)).toEqual(['same', 'same', 'removed', 'same', 'same']);
    expect(pairs(rows)).toEqual([[0, 0], [1, 1], [2, null], [3, 2], [4, 3]]);
  });

  it('shows an extra event as one added row', () => {
    const actual = [golden[0], ev('search', 'filter'), ...golden.slice(1)];
    const { rows } = alignEvents(golden, actual);
    expect(kinds(rows)).toEqual(['same', 'added', 'same', 'same', 'same', 'same']);
    expect(rows[1].actualIndex).toBe(1);
    expect(rows[1].expectedIndex).toBeNull();
  });

  it('matches by step and action, not by position, and names changed fields at their path', () => {
    const actual = [golden[0], golden[1], ev('quote', 'quote', { total: 135 }), golden[4]];
    const { rows } = alignEvents(golden, actual);
    expect(kinds(rows)).toEqual(['same', 'same', 'removed', 'changed', 'same']);
    expect(rows[3].changes).toEqual([{ path: 'payload.total', kind: 'changed', expected: 120, actual: 135 }]);
  });

  it('pairs the first of two repeated events and shows the second as extra', () => {
    const actual = [golden[0], golden[1], golden[2], ev('quote', 'quote', { total: 135 }), ev('quote', 'quote', { total: 135 }), golden[4]];
    const { rows } = alignEvents(golden, actual);
    expect(kinds(rows)).toEqual(['same', 'same', 'same', 'changed', 'added', 'same']);
    expect(pairs(rows)[3]).toEqual([3, 3]);
  });

  it("follows the harness's own pairs when its diff names both indices", () => {
    const actual = [golden[0], golden[1], golden[2], ev('quote', 'quote', { total: 120 }), ev('quote', 'quote', { total: 135 }), golden[4]];
    const reported = [
      { path: 'events[3].payload.total', kind: 'changed' as const, expectedIndex: 3, actualIndex: 4, expected: 120, actual: 135 },
      { path: 'events[3]', kind: 'added' as const, actualIndex: 3 },
    ];
    const { rows, unplaced } = alignEvents(golden, actual, reported);
    expect(pairs(rows).slice(3, 5)).toEqual([[null, 3], [3, 4]]);
    expect(rows[4].reported).toEqual([reported[0]]);
    expect(rows[3].reported).toEqual([reported[1]]);
    expect(unplaced).toEqual([]);
  });

  it('does not move events past each other: a reordering reads as removed + added in place', () => {
    const expected = [ev('a', 'x'), ev('b', 'y')];
    const actual = [ev('b', 'y'), ev('a', 'x')];
    const { rows } = alignEvents(expected, actual);
    expect(rows.filter((r) => r.kind === 'same')).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'removed')).toHaveLength(1);
    expect(rows.filter((r) => r.kind === 'added')).toHaveLength(1);
  });

  it('handles empty sides', () => {
    expect(kinds(alignEvents([], golden.slice(0, 2)).rows)).toEqual(['added', 'added']);
    expect(kinds(alignEvents(golden.slice(0, 2), []).rows)).toEqual(['removed', 'removed']);
    expect(alignEvents([], []).rows).toEqual([]);
  });

  it('attaches harness entries to rows and flags rows the viewer itself finds equal', () => {
    const reported = [{ path: 'events[1].payload.x', kind: 'changed' as const, expectedIndex: 1, actualIndex: 1 }];
    const { rows } = alignEvents(golden, golden, reported);
    expect(rows[1].kind).toBe('same');
    expect(rows[1].differs).toBe(true);
    expect(rows[0].differs).toBe(false);
  });

  it('keeps harness entries that point nowhere as unplaced', () => {
    const reported = [{ path: 'events[99]', kind: 'removed' as const, expectedIndex: 99 }];
    expect(alignEvents(golden, golden, reported).unplaced).toEqual(reported);
  });
});

describe('fieldChanges', () => {
  it('reports changed, added and removed fields with their JSON paths', () => {
    const changes = fieldChanges(
      { payload: { total: 1, keep: true, gone: 'x', nested: { a: 1 } } },
      { payload: { total: 2, keep: true, nested: { a: 1, b: 2 }, fresh: [1] } },
    );
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: 'payload.total', kind: 'changed', expected: 1, actual: 2 },
        { path: 'payload.gone', kind: 'removed', expected: 'x' },
        { path: 'payload.nested.b', kind: 'added', actual: 2 },
        { path: 'payload.fresh', kind: 'added', actual: [1] },
      ]),
    );
    expect(changes).toHaveLength(4);
  });

  it('names array items by index and odd keys in brackets', () => {
    const changes = fieldChanges({ items: [{ price: 1 }, { price: 2 }], 'data-x': 1 }, { items: [{ price: 1 }, { price: 3 }], 'data-x': 2 });
    expect(changes).toContainEqual({ path: 'items[1].price', kind: 'changed', expected: 2, actual: 3 });
    expect(changes).toContainEqual({ path: '["data-x"]', kind: 'changed', expected: 1, actual: 2 });
  });

  it('reads a replaced array item as changed', () => {
    expect(fieldChanges({ tags: ['a', 'b'] }, { tags: ['a', 'c'] })).toEqual([{ path: 'tags[1]', kind: 'changed', expected: 'b', actual: 'c' }]);
  });

  it('treats long strings as whole values (no text diff library needed)', () => {
    const [a, b] = ['x'.repeat(100), 'y'.repeat(100)];
    expect(fieldChanges({ s: a }, { s: b })).toEqual([{ path: 's', kind: 'changed', expected: a, actual: b }]);
  });

  it('finds nothing in equal values, and type changes', () => {
    expect(fieldChanges({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toEqual([]);
    expect(fieldChanges({ a: '1' }, { a: 1 })).toEqual([{ path: 'a', kind: 'changed', expected: '1', actual: 1 }]);
  });
});
