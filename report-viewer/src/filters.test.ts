import { describe, expect, it } from 'vitest';
import { visibleRecordings } from './filters.ts';
import { NO_FILTERS } from './route.ts';
import type { Recording } from './types.ts';

const rec = (site: string, status: Recording['status'], provider = 'homey', differences = 0, unmatched = 0): Recording => ({
  site, status, provider, differences, unmatched, durationMs: 1, file: `${site}.json`,
});

describe('visibleRecordings', () => {
  const all = [rec('b-pass', 'pass'), rec('a-fail', 'fail', 'streamline', 1), rec('c-error', 'error'), rec('d-fail', 'fail', 'homey', 5), rec('a-pass', 'pass', 'streamline')];

  it('sorts failures first: errors, then fails with the most differences, then passes by name', () => {
    expect(visibleRecordings(all, NO_FILTERS).map((r) => r.site)).toEqual(['c-error', 'd-fail', 'a-fail', 'a-pass', 'b-pass']);
  });

  it('filters by status, provider and text together', () => {
    expect(visibleRecordings(all, { ...NO_FILTERS, status: ['fail'] }).map((r) => r.site)).toEqual(['d-fail', 'a-fail']);
    expect(visibleRecordings(all, { ...NO_FILTERS, provider: 'streamline' }).map((r) => r.site)).toEqual(['a-fail', 'a-pass']);
    expect(visibleRecordings(all, { status: ['pass', 'fail'], provider: 'streamline', q: 'PASS' }).map((r) => r.site)).toEqual(['a-pass']);
    expect(visibleRecordings(all, { ...NO_FILTERS, q: 'zzz' })).toEqual([]);
  });
});
