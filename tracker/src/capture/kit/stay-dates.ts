// Stay dates some adapters derive: a checkout from the checkin and a number of nights (a form that asks for nights),
// a date plus days, a search's date flexibility. Like the parsers (parse/), they never throw: null instead.
import { parseBoolean, parseDate, toInt, toNumber, type DateOrder } from '../../parse';

/** `date` (anything parseDate reads) plus `days` whole days, as yyyy-mm-dd; null when either is unreadable. */
export const addDays = (date: unknown, days: unknown, order?: DateOrder | null): string | null => {
  try {
    const s = parseDate(date, order),
      n = toInt(days);
    if (!s || n == null) return null;
    const t = new Date(Date.UTC(+s.slice(0, 4), +s.slice(5, 7) - 1, +s.slice(8) + n));
    // y-m-d read back: a calendar date of a 4-digit year, else null
    return parseDate(t.getUTCFullYear() + '-' + (t.getUTCMonth() + 1) + '-' + t.getUTCDate());
  } catch {
    return null;
  }
};

/**
 * Checkout = checkin + nights, as yyyy-mm-dd. Nights that are missing, unreadable or < 1 use `defaultNights` (7,
 * the spec's stay length; pass null to get null instead). `order` is passed to parseDate for the checkin.
 */
export const checkoutFrom = (checkin: unknown, nights?: unknown, defaultNights: number | null = 7, order?: DateOrder | null): string | null => {
  try {
    const n = toInt(nights);
    return addDays(checkin, n != null && n > 0 ? n : defaultNights, order);
  } catch {
    return null;
  }
};

/**
 * Date flexibility in days for checkin_flex / checkout_flex. A number (or numeric text, sign ignored: "+/- 3")
 * counts `unit`s: 'week' multiplies by 7. A flag: on/true/yes -> `onDays` (3), off/false/no -> 0. Else null.
 */
export const flexDays = (v: unknown, unit: 'day' | 'week' = 'day', onDays: number = 3): number | null => {
  try {
    const n = toNumber(v),
      b = parseBoolean(v);
    if (n != null) return toNumber(Math.floor(Math.abs(n)) * (unit == 'week' ? 7 : 1));
    return b == null ? null : b ? toInt(onDays) : 0;
  } catch {
    return null;
  }
};
