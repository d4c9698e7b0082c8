// docs/spec-coverage.md stays true (issue 19, "Coverage, kept true by a test"): it is what the generator writes
// now, its item table (scripts/spec-coverage-items.ts) is exactly the spec's lists of section 2 and section 7, and
// coverage only moves forward: an item that is covered stays covered, and no adapter claims an item (covers it)
// without a recording that exercises it, beyond the two lists below. Both lists are the state when the table was
// made; the acceptance ("0 uncovered", "each exercised by a recording") is where later work takes them:
// when a change covers an item or adds the recording, the test says which entry to delete.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { clauses, control, coverage, DOC, render, rowKey, tile, type Row } from './spec-coverage';

/** Items no adapter covers yet (issue 19 adds adapters for them). An item here that becomes covered fails the test
 * until it is deleted from this list; an item missing from here that is uncovered fails it too (it was covered). */
const UNCOVERED = new Set<string>([
  // paths/search
  // paths/property
  // paths/conversion
  // calls/call
  // constants/price bounds
  // constants/property-type label
]);

/** (item, adapter) pairs where the adapter covers the item but none of its recordings exercises it, each with the
 * reason. Key: `<item key> <- <adapter>`. A pair not listed fails the test (add a recording, or a step to one, that
 * exercises it); a listed pair that a recording now exercises (or the adapter no longer covers) fails it too until
 * it is deleted here. */
// Now empty: every adapter covering an item has a recording exercising it (issue 19). A claim without a recording
// is added here with its reason, or better, a demo-site step that exercises it.
const NOT_EXERCISED: Record<string, string> = {
};

const { rows, problems } = coverage();
const notExercised = (rs: Row[]) => rs.flatMap((r) => r.adapters.filter((a) => !(r.exercised[a] || []).length).map((a) => `${rowKey(r)} <- ${a}`));

describe('spec coverage', () => {
  it('the item table is the spec\'s lists of section 2 and section 7 (and section 9\'s phrases)', () => {
    expect(problems).toEqual([]);
    expect(rows.filter((r) => r.section == 'paths').length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.section == 'calls').length).toBeGreaterThan(100);
    expect(new Set(rows.map(rowKey)).size, 'item keys are unique').toBe(rows.length);
  });

  it('docs/spec-coverage.md is current (run `npm run spec-coverage`)', () => {
    expect(readFileSync(DOC, 'utf8')).toBe(render(rows));
  });

  it('no item that was covered is uncovered (and UNCOVERED lists only uncovered items)', () => {
    const now = rows.filter((r) => r.status == 'UNCOVERED').map(rowKey);
    expect(now.filter((k) => !UNCOVERED.has(k)), 'covered before, uncovered now: a change lost their adapter').toEqual([]);
    expect([...UNCOVERED].filter((k) => !now.includes(k)), 'covered now: delete them from UNCOVERED in scripts/spec-coverage.test.ts').toEqual([]);
  });

  it('no adapter claims an item no recording of it exercises, beyond NOT_EXERCISED (and that list is current)', () => {
    const now = notExercised(rows);
    expect(now.filter((k) => !(k in NOT_EXERCISED)), 'covered without a recording exercising it: record it (a demo-site step), or fix the claim').toEqual([]);
    expect(Object.keys(NOT_EXERCISED).filter((k) => !now.includes(k)), 'exercised now (or no longer claimed): delete them from NOT_EXERCISED').toEqual([]);
  });

  it('every covered item names the adapters covering it, and only known statuses', () => {
    for (const r of rows) {
      expect(['covered+exercised', 'covered, no recording', 'UNCOVERED']).toContain(r.status);
      expect(r.status == 'UNCOVERED', rowKey(r)).toBe(r.adapters.length == 0);
    }
  });
});

describe('reading the spec\'s lists', () => {
  const list = clauses('- Paths containing: /a, /b (x, y), /c.\n- Other: d, e; method names F, G. A hash route, a path.');

  it('splits bullets into clauses and fragments, commas inside parentheses kept, labels taken off', () => {
    expect(list.map((c) => [c.label, c.frags.map(([s, e]) => c.text.slice(s, e))])).toEqual([
      ['Paths containing', ['/a', '/b (x, y)', '/c']],
      ['Other', ['d', 'e']],
      ['Other, method names', ['F', 'G']],
      ['', ['A hash route', 'a path']],
    ]);
  });

  it('takes the table when it is the fragments in order, a run of one clause\'s fragments counting as one item', () => {
    const items = ['/a', '/b (x, y)', '/c', 'd', 'e', 'F', 'G', 'A hash route, a path'].map((spec) => ({ spec }));
    expect(tile(items, list).problems).toEqual([]);
    expect(tile(items, list).labels).toEqual(['Paths containing', 'Paths containing', 'Paths containing', 'Other', 'Other', 'Other, method names', 'Other, method names', '']);
  });

  it('names a spec item missing from the table, an item the spec does not have, and a run across clauses', () => {
    const items = (...s: string[]) => s.map((spec) => ({ spec }));
    expect(tile(items('/a', '/c', 'd', 'e', 'F', 'G', 'A hash route, a path'), list).problems).toEqual([expect.stringContaining('"/b (x, y)"')]);
    expect(tile(items('/a', '/b (x, y)', '/zz', '/c', 'd', 'e', 'F', 'G', 'A hash route, a path'), list).problems).toEqual([expect.stringContaining('"/zz"')]);
    expect(tile(items('/a', '/b (x, y)', '/c', 'd', 'e, F', 'G', 'A hash route, a path'), list).problems.length).toBeGreaterThan(0);
    expect(tile(items('/a', '/b (x, y)', '/c', 'd', 'e', 'F', 'G', 'A hash route, a path', 'extra'), list).problems).toEqual([expect.stringContaining('"extra"')]);
  });

  it('builds the nonsense control of a sample (an adapter taking it too does not cover by that rule)', () => {
    expect(control('/vacation-rentals/sea-view?propid=12#/reserve/x')).toBe('https://example.test/zq-zq/zq-zq?zq=12#/zq/zq');
  });
});
