import { describe, expect, it } from 'vitest';
import { addDays, formatMoney, fromUsDate, isAvailable, Ledger, nightsOf, quoteStay, stayProblem, toShortDate, toUsDate, type Unit } from './fixtures.ts';

const UNIT: Unit = {
  id: 1,
  name: 'Test House',
  bedrooms: 2,
  bathrooms: 1,
  maxGuests: 4,
  nightly: 100,
  seasons: [{ from: '2026-12-20', to: '2027-01-03', nightly: 150 }],
  minNights: 3,
  booked: [['2026-12-25', '2026-12-27']],
  fees: [
    { name: 'Cleaning', amount: 80 },
    { name: 'Linen', amount: 5, per: 'night' },
    { name: 'Deposit', amount: 200, taxable: false },
    { name: 'Insurance', amount: 49, optional: true },
  ],
  taxes: [
    { name: 'State', percent: 7, on: 'rent+fees' },
    { name: 'County', percent: 5, on: 'rent' },
  ],
};

const stay = (checkin: string, checkout: string, adults = 2, children = 0) => ({ checkin, checkout, adults, children });

describe('dates', () => {
  it('counts nights and converts formats without the clock', () => {
    expect(nightsOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(toUsDate('2026-12-17')).toBe('12/17/2026');
    expect(fromUsDate('12/17/2026')).toBe('2026-12-17');
    expect(fromUsDate('17/12/2026')).toBe('');
    expect(toShortDate('2026-12-04')).toBe('Dec 4, 2026');
    expect(formatMoney(3270.88)).toBe('$3,270.88');
    expect(formatMoney(45)).toBe('$45.00');
  });
});

describe('quoteStay', () => {
  it('prices seasons night by night, fees per stay or night, taxes on their base, optional fees outside the total', () => {
    const q = quoteStay(UNIT, stay('2026-12-18', '2026-12-22'));
    expect(q.nights.map((n) => n.rate)).toEqual([100, 100, 150, 150]);
    expect(q.rent).toBe(500);
    expect(q.fees).toEqual([
      { name: 'Cleaning', amount: 80, optional: false },
      { name: 'Linen', amount: 20, optional: false },
      { name: 'Deposit', amount: 200, optional: false },
      { name: 'Insurance', amount: 49, optional: true },
    ]);
    // State: 7% of 500 + 80 + 20 (the deposit is not taxable); County: 5% of 500
    expect(q.taxes).toEqual([
      { name: 'State', amount: 42 },
      { name: 'County', amount: 25 },
    ]);
    expect(q.total).toBe(500 + 80 + 20 + 200 + 42 + 25);
  });
});

describe('stayProblem', () => {
  it('checks dates, minimum stay, party size and booked nights, in that order', () => {
    expect(stayProblem(UNIT, stay('2026-12-20', '2026-12-18'))).toEqual({ kind: 'dates' });
    expect(stayProblem(UNIT, stay('2026-12-24', '2026-12-26'))).toEqual({ kind: 'min-stay', minNights: 3 });
    expect(stayProblem(UNIT, stay('2026-12-18', '2026-12-22', 4, 1))).toEqual({ kind: 'occupancy', maxGuests: 4 });
    expect(stayProblem(UNIT, stay('2026-12-23', '2026-12-27'))).toEqual({ kind: 'unavailable', night: '2026-12-25' });
    expect(stayProblem(UNIT, stay('2026-12-27', '2026-12-30'))).toBeNull();
    expect(isAvailable(UNIT, '2026-12-20', '2026-12-25')).toBe(true);
  });
});

describe('Ledger', () => {
  it('numbers distinct bookings from the first id and gives a repeated booking its number again', () => {
    const ledger = new Ledger<{ id: number }>(4127);
    expect(ledger.record('a', (id) => ({ id })).id).toBe(4127);
    expect(ledger.record('b', (id) => ({ id })).id).toBe(4128);
    expect(ledger.record('a', (id) => ({ id })).id).toBe(4127);
    expect(ledger.find(4128)).toEqual({ id: 4128 });
  });
});
