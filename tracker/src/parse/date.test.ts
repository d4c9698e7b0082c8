import { describe, expect, it } from 'vitest';
import { addDays, checkoutFrom, flexDays, parseDate, type DateOrder } from './index';

describe('parseDate', () => {
  it.each<[unknown, string | null]>([
    // numeric formats
    ['2026-02-14', '2026-02-14'],
    ['2026/2/4', '2026-02-04'],
    ['2026_02_14', '2026-02-14'],
    ['2026.02.14', '2026-02-14'],
    ['14-02-2026', '2026-02-14'],
    ['14/02/2026', '2026-02-14'],
    ['14_02_2026', '2026-02-14'],
    ['14.02.2026', '2026-02-14'],
    ['02/14/2026', '2026-02-14'], // 14 cannot be a month
    ['1/12/2026', '2026-12-01'],
    ['20260214', '2026-02-14'],
    [20260214, '2026-02-14'],
    ['2/3/26', '2026-03-02'], // both <= 12: dd/mm by default
    ['14/02/26', '2026-02-14'],
    ['01-01-69', '2069-01-01'],
    ['01-01-70', '1970-01-01'],
    ['31/12/99', '1999-12-31'],
    ['1/1/00', '2000-01-01'],
    // ISO timestamps and times: the date as written
    ['2026-02-14T10:00:00Z', '2026-02-14'],
    ['2026-02-14T23:30:00-05:00', '2026-02-14'],
    ['2026-02-14T00:30:00.000+14:00', '2026-02-14'],
    ['2026-02-14 10:00:00', '2026-02-14'],
    ['20260214T103000Z', '2026-02-14'],
    ['14/02/2026 18:00', '2026-02-14'],
    // embedded in text
    ['Sa, 14.02.2026', '2026-02-14'],
    ['Check-in: 14/02/2026', '2026-02-14'],
    ['14/02/2026 - 21/02/2026', '2026-02-14'],
    // month names
    ['14 févr. 2026', '2026-02-14'],
    ['14 Feb 2026', '2026-02-14'],
    ['14 February 2026', '2026-02-14'],
    ['Feb 14, 2026', '2026-02-14'],
    ['February 14th, 2026', '2026-02-14'],
    ['Saturday, February 14, 2026', '2026-02-14'],
    ['Sat, 14 Feb 2026 10:00:00 GMT', '2026-02-14'],
    ['Sat Feb 14 2026 00:00:00 GMT+0100 (Central European Standard Time)', '2026-02-14'],
    ['14-Feb-2026', '2026-02-14'],
    ['14-feb-26', '2026-02-14'],
    ['14feb2026', '2026-02-14'],
    ['1st March 2026', '2026-03-01'],
    ['1er août 2026', '2026-08-01'],
    ['samedi 14 février 2026', '2026-02-14'],
    ['14 de febrero de 2026', '2026-02-14'],
    ['sábado, 14 de febrero de 2026', '2026-02-14'],
    ['Samstag, 14. Februar 2026', '2026-02-14'],
    ['14. März 2026', '2026-03-14'],
    ['14 marzo 2026', '2026-03-14'],
    ['14 de março de 2026', '2026-03-14'],
    ["14 d'agost de 2026", '2026-08-14'],
    ['14 mrt 2026', '2026-03-14'],
    ['14 juil. 2026', '2026-07-14'],
    ['14 juin 2026', '2026-06-14'],
    ['3 DIC 2026', '2026-12-03'],
    ['2026 Feb 14', '2026-02-14'],
    ['31 Dec 1999', '1999-12-31'],
    // rejected
    ['31/02/2026', null],
    ['30 Feb 2026', null],
    ['29/02/2025', null],
    ['31-04-2026', null],
    ['13/13/2026', null],
    ['32/01/2026', null],
    ['00/01/2026', null],
    ['2026-13-01', null],
    ['2026-02-30', null],
    ['2026-00-10', null],
    ['20261301', null],
    ['0000-00-00', null],
    ['14 jui 2026', null], // juin or juillet
    ['14 Feb', null],
    ['Feb 2026', null],
    ['14 21 Feb 2026', null],
    ['14 Feb - 21 Mar 2026', null],
    ['14/02/026', null],
    ['123/02/2026', null],
    ['12026-02-14', null],
    ['1771027200000', null],
    ['1,234.56', null],
    ['tomorrow', null],
    ['', null],
    [NaN, null],
    [null, null],
    [undefined, null],
    [{}, null],
    [new Date(NaN), null],
  ])('%j -> %j', (input, expected) => {
    expect(parseDate(input)).toBe(expected);
  });

  it.each<[string, DateOrder | undefined, string | null]>([
    ['2/3/26', 'mdy', '2026-02-03'],
    ['2/3/26', 'dmy', '2026-03-02'],
    ['02/03/2026', undefined, '2026-03-02'],
    ['02/03/2026', 'mdy', '2026-02-03'],
    ['02/14/2026', 'dmy', '2026-02-14'],
    ['14/02/2026', 'mdy', '2026-02-14'],
    ['12-11-2026', 'mdy', '2026-12-11'],
    ['2026-02-03', 'mdy', '2026-02-03'], // year first is always y-m-d
    ['02/31/2026', 'mdy', null],
  ])('%s order %s -> %j', (input, order, expected) => {
    expect(parseDate(input, order)).toBe(expected);
  });

  it('reads a Date object as its local calendar date', () => {
    expect(parseDate(new Date(2026, 1, 14))).toBe('2026-02-14');
    expect(parseDate(new Date(2026, 1, 14, 23, 59))).toBe('2026-02-14');
    expect(parseDate(new Date(2024, 1, 29))).toBe('2024-02-29');
  });
});

describe('addDays / checkoutFrom', () => {
  it.each<[unknown, unknown, string | null]>([
    ['2026-02-14', 7, '2026-02-21'],
    ['2026-02-25', 7, '2026-03-04'],
    ['2024-02-25', 7, '2024-03-03'],
    ['2026-12-28', '5', '2027-01-02'],
    ['14/02/2026', 1, '2026-02-15'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-02-14', 0, '2026-02-14'],
    ['2026-02-14', 'x', null],
    ['nope', 3, null],
    ['2026-02-14', 1e12, null],
  ])('addDays(%j, %j) -> %j', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each<[unknown, unknown, number | null | undefined, string | null]>([
    ['2026-02-14', 3, undefined, '2026-02-17'],
    ['2026-02-14', '4 nights', undefined, '2026-02-18'],
    ['2026-02-14', undefined, undefined, '2026-02-21'], // spec: 7 nights by default
    ['2026-02-14', null, 5, '2026-02-19'],
    ['2026-02-14', 0, undefined, '2026-02-21'],
    ['2026-02-14', -2, undefined, '2026-02-21'],
    ['2026-02-14', 'abc', null, null],
    ['Feb 25, 2026', 7, undefined, '2026-03-04'],
    [null, 7, undefined, null],
  ])('checkoutFrom(%j, %j, %j) -> %j', (checkin, nights, def, expected) => {
    expect(checkoutFrom(checkin, nights, def)).toBe(expected);
  });

  it('passes the order through for the checkin', () => {
    expect(checkoutFrom('02/03/2026', 2, 7, 'mdy')).toBe('2026-02-05');
  });
});

describe('flexDays', () => {
  it.each<[unknown, 'day' | 'week' | undefined, number | null]>([
    [3, undefined, 3],
    ['2', 'week', 14], // Bluetent: weeks times 7
    [1, 'week', 7],
    ['on', undefined, 3], // flex "on" means 3 days
    ['ON', 'week', 3],
    [true, undefined, 3],
    ['off', undefined, 0],
    [false, undefined, 0],
    ['+/- 3', undefined, 3],
    ['±2', undefined, 2],
    [-3, undefined, 3],
    ['0', undefined, 0],
    ['maybe', undefined, null],
    [null, undefined, null],
  ])('flexDays(%j, %s) -> %j', (v, unit, expected) => {
    expect(flexDays(v, unit)).toBe(expected);
  });
  it('uses the supplied on-value', () => {
    expect(flexDays('yes', 'day', 2)).toBe(2);
  });
});
