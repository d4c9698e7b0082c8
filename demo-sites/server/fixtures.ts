// What every demo site's data is made of, and the arithmetic the site and its truth.json both follow: nights,
// nightly rates with seasons, fees, taxes, availability and minimum stays. Dates are ISO `yyyy-mm-dd` strings and
// never come from the real clock, so pages and answers are the same on every run.

import { addDays, isIsoDate } from './dates.ts';

// Dates and money used to live here; sites still import them from this file.
export { addDays, fromUsDate, isIsoDate, toShortDate, toUsDate } from './dates.ts';
export { formatMoney } from './money.ts';

export interface Season {
  /** first night of the season (inclusive) */
  from: string;
  /** first night after the season (exclusive) */
  to: string;
  nightly: number;
}

export interface Fee {
  name: string;
  amount: number;
  /** per stay (default) or per night */
  per?: 'stay' | 'night';
  /** offered but not added unless the guest picks it (Streamline's optional_fees with active "0") */
  optional?: boolean;
  /** counted in the taxable base (default true) */
  taxable?: boolean;
}

export interface Tax {
  name: string;
  percent: number;
  /** rent only, or rent plus the taxable fees */
  on: 'rent' | 'rent+fees';
}

/** A bookable property. Sites add their own fields (slug, city, type…) by extending it. */
export interface Unit {
  id: number;
  name: string;
  bedrooms: number;
  bathrooms: number;
  maxGuests: number;
  nightly: number;
  seasons?: Season[];
  minNights: number;
  /** booked (sold-out) nights, as [first night, checkout day) ranges */
  booked: [string, string][];
  fees: Fee[];
  taxes: Tax[];
}

export interface Stay {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}

export interface Line {
  name: string;
  amount: number;
}

export interface Quote {
  nights: { date: string; rate: number }[];
  rent: number;
  /** every fee of the unit, optional ones flagged; only non-optional fees are in the total */
  fees: (Line & { optional: boolean })[];
  taxes: Line[];
  total: number;
}

export type StayProblem = { kind: 'dates' } | { kind: 'min-stay'; minNights: number } | { kind: 'occupancy'; maxGuests: number } | { kind: 'unavailable'; night: string };

/** Rounds to cents the way a price display does. */
export const money = (n: number): number => Math.round(n * 100) / 100;

export const sum = (lines: { amount: number }[]): number => money(lines.reduce((total, l) => total + l.amount, 0));

/** The nights of a stay: every date from checkin up to (not including) checkout. */
export function nightsOf(checkin: string, checkout: string): string[] {
  const nights: string[] = [];
  for (let day = checkin; day < checkout; day = addDays(day, 1)) nights.push(day);
  return nights;
}

export function rateOn(unit: Unit, night: string): number {
  const season = unit.seasons?.find((s) => night >= s.from && night < s.to);
  return season ? season.nightly : unit.nightly;
}

export function isBooked(unit: Unit, night: string): boolean {
  return unit.booked.some(([from, to]) => night >= from && night < to);
}

export function isAvailable(unit: Unit, checkin: string, checkout: string): boolean {
  return nightsOf(checkin, checkout).every((night) => !isBooked(unit, night));
}

/** Why a stay cannot be booked, checked in the order the booking engines check: dates, minimum stay, party size, calendar. */
export function stayProblem(unit: Unit, stay: Stay): StayProblem | null {
  if (!isIsoDate(stay.checkin) || !isIsoDate(stay.checkout) || stay.checkout <= stay.checkin) return { kind: 'dates' };
  const nights = nightsOf(stay.checkin, stay.checkout);
  if (nights.length < unit.minNights) return { kind: 'min-stay', minNights: unit.minNights };
  if (stay.adults + stay.children > unit.maxGuests) return { kind: 'occupancy', maxGuests: unit.maxGuests };
  const booked = nights.find((night) => isBooked(unit, night));
  return booked ? { kind: 'unavailable', night: booked } : null;
}

/** Prices a stay: rent from the nightly rates, every fee, taxes on their base, total of rent + non-optional fees + taxes. */
export function quoteStay(unit: Unit, stay: Stay): Quote {
  const nights = nightsOf(stay.checkin, stay.checkout).map((date) => ({ date, rate: rateOn(unit, date) }));
  const rent = sum(nights.map((n) => ({ amount: n.rate })));
  const priced = unit.fees.map((fee) => ({
    name: fee.name,
    amount: money(fee.per === 'night' ? fee.amount * nights.length : fee.amount),
    optional: !!fee.optional,
    taxable: !fee.optional && fee.taxable !== false,
  }));
  const charged = priced.filter((f) => !f.optional);
  const taxableBase = rent + sum(priced.filter((f) => f.taxable));
  const taxes = unit.taxes.map((tax) => ({
    name: tax.name,
    amount: money(((tax.on === 'rent' ? rent : taxableBase) * tax.percent) / 100),
  }));
  const fees = priced.map(({ name, amount, optional }) => ({ name, amount, optional }));
  return { nights, rent, fees, taxes, total: money(rent + sum(charged) + sum(taxes)) };
}

/**
 * Hands out reservation or order numbers from a site's first number: the same booking (same key) always gets the
 * same number, so recording a demo site twice gives the same ids.
 */
export class Ledger<T> {
  private readonly byKey = new Map<string, number>();
  private readonly byId = new Map<number, T>();
  constructor(private readonly first: number) {}

  record(key: string, make: (id: number) => T): T {
    let id = this.byKey.get(key);
    if (id === undefined) {
      id = this.first + this.byKey.size;
      this.byKey.set(key, id);
      this.byId.set(id, make(id));
    }
    return this.byId.get(id) as T;
  }

  find(id: number): T | undefined {
    return this.byId.get(id);
  }
}
