import { describe, expect, it } from 'vitest';
import { addDays, fromDayFirst, fromMonthFirst, isoOrBlank, toDayFirst, toMonthFirst } from './dates.ts';

describe('dates', () => {
  it('writes and reads month-first dates', () => {
    expect(toMonthFirst('2026-12-17')).toBe('12/17/2026');
    expect(toMonthFirst('2026-12-17', '-')).toBe('12-17-2026');
    expect(fromMonthFirst('12/17/2026')).toBe('2026-12-17');
    expect(fromMonthFirst(' 12.17.2026 ', '.')).toBe('2026-12-17');
    expect(fromMonthFirst('17/12/2026')).toBe('');
  });

  it('writes and reads day-first dates', () => {
    expect(toDayFirst('2026-08-01')).toBe('01/08/2026');
    expect(toDayFirst('2026-12-17', '.')).toBe('17.12.2026');
    expect(fromDayFirst('17/12/2026')).toBe('2026-12-17');
    expect(fromDayFirst('12/17/2026')).toBe('');
    expect(fromDayFirst('31/02/2026')).toBe('');
    expect(fromDayFirst('17x12x2026')).toBe('');
  });

  it('gives blank for what is not a date', () => {
    expect(toDayFirst('soon')).toBe('');
    expect(toMonthFirst('2026-02-30')).toBe('');
    expect(isoOrBlank(' 2026-12-17 ')).toBe('2026-12-17');
    expect(isoOrBlank('12/17/2026')).toBe('');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});
