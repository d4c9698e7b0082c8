import { describe, expect, it } from 'vitest';
import type { GoldenEvent } from '../report/types.ts';
import { alignEvents, describeDiff, diffEvents } from './diff.ts';

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
