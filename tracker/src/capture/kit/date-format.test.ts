import { describe, expect, it } from 'vitest';
import { dateByFormat, dateSpan } from './date-format';

describe('dateByFormat', () => {
  it.each([
    ['2026-12-14', 'yy-mm-dd', '2026-12-14'],
    ['2026-14-12', 'yy-dd-mm', '2026-12-14'],
    ['03-04-2027', 'mm-dd-yy', '2027-03-04'],
    ['03-04-2027', 'dd-mm-yy', '2027-04-03'],
    ['03.04.2027', 'dd.mm.yy', '2027-04-03'],
    ['03/04/2027', 'MM/DD/YYYY', '2027-03-04'],
    ['Dec 14, 2026', 'MMM D, YYYY', '2026-12-14'],
    ['03/04/2027', null, '2027-04-03'],
    ['', 'yy-mm-dd', null],
  ])('%s as %s', (v, f, want) => expect(dateByFormat(v, f)).toBe(want));
});


describe('dateSpan', () => {
  it.each([
    ['12/14/2026 - 12/19/2026', ['2026-12-14', '2026-12-19']],
    ['14/12/2026 to 19/12/2026', ['2026-12-14', '2026-12-19']],
    ['2026-12-14 – 2026-12-19', ['2026-12-14', '2026-12-19']],
    ['12/14/2026', ['2026-12-14', null]],
    ['', [null, null]],
    [null, [null, null]],
  ])('%s', (v, want) => expect(dateSpan(v)).toEqual(want));
});
