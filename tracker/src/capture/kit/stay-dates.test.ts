import { describe, expect, it } from 'vitest';
import { addDays, checkoutFrom, flexDays } from './stay-dates';

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
