// The event schema: the one place that says what each payload of spec section 3 holds, with types and units.
// Adapters return loose fields (strings as scraped, numbers, nested JSON values); the builders here turn them
// into exact payloads. Rules that hold for every payload:
// - every field of the kind is present; an unknown value is null (never '', 0 or NaN); lists are [] and maps {}
// - dates are yyyy-mm-dd strings (parse's parseDate: every format of spec section 5)
// - money is a number in the currency's main unit (parsePrice: '1.234,50 €' -> 1234.5); counts are integers
// - currency is an upper-case ISO code ('€' / '£' / '$' / 'R$' are mapped), or null
// - ids (listing_id, reservation_id) are strings, so '123' and 123 from two calls compare equal
// - ranges are [min, max], each number|null; a scalar n means [n, null] ("n or more"); '1-3' / '50,200' are
//   split; a side equal to the site's unset bound (bedrooms/bathrooms: a 0 minimum, by default) is null; a range
//   with neither side known is null; bedrooms and bathrooms "n or more" are [n, 9999] (spec 9's default maximum)
import type { Payload } from '../core/types';
import { cleanText, parseBoolean, parseDate, parsePrice, toInt } from '../parse';
import { parseRange, parseResultCount } from '../parse/numbers';

type V = unknown;
export type Range = [number | null, number | null] | null;
export type Money = Record<string, number>;
/** per range, the [min, max] values that mean "unset" (null: no such value on that side) */
export type Bounds = Partial<Record<'bedrooms' | 'bathrooms' | 'guests_adults' | 'guests_children' | 'price', [number | null, number | null]>>;

export interface SearchPayload {
  /** integer >= 0; 0 when unreadable or a no-results text shows (spec 5) */
  result_count: number;
  checkin: string | null;
  checkout: string | null;
  /** flexibility in days around checkin / checkout (integer) */
  checkin_flex: number | null;
  checkout_flex: number | null;
  bedrooms: Range;
  bathrooms: Range;
  guests_adults: Range;
  guests_children: Range;
  /** price filter in currency units */
  price: Range;
  currency: string | null;
  property_types: string[];
  locations: string[];
  /** filter labels (or 'id:label'); 'Any Features' dropped */
  amenities: string[];
}
export interface PropertyPayload {
  /** falls back to listing_name when the page has no id (spec 3) */
  listing_id: string | null;
  listing_name: string | null;
}
export interface QuotePayload extends PropertyPayload {
  checkin: string | null;
  checkout: string | null;
  guests_adults: number | null;
  guests_children: number | null;
  total: number | null;
  currency: string | null;
  promo_code: string | null;
  /** label -> amount (Rent, taxes, fees…); declined and unpriced lines dropped, repeated labels summed */
  line_items: Money;
  /** due date yyyy-mm-dd -> amount */
  payments: Money;
  /** host error text; an errors object is flattened as 'field - a,b.' */
  error_message: string | null;
  /** given, or: no error and a total */
  success: boolean;
}
export interface ConversionPayload extends Omit<QuotePayload, 'error_message' | 'success'> {
  reservation_id: string | null;
  /** only when the booking response says so, else null */
  success: boolean | null;
}
export interface PageUploadPayload {
  bodyHTML: string;
  globals: Payload;
  sessionStorage: Record<string, string>;
  localStorage: Record<string, string>;
  referrer: string | null;
  ajaxCache: Payload[];
}

/** The loose input every builder accepts: any subset of the payload's fields, values as found. */
export type Fields = { [K in keyof (SearchPayload & ConversionPayload & QuotePayload)]?: V };

const SYMBOLS: Record<string, string> = { '€': 'EUR', '£': 'GBP', $: 'USD', US$: 'USD', R$: 'BRL' };

const str = cleanText;
export const currency = (v: V): string | null => {
  const c = str(v);
  return c ? SYMBOLS[c] || (/^[a-z]{3}$/i.test(c) ? c.toUpperCase() : null) : null;
};
export const list = (v: V, drop?: RegExp): string[] => {
  const out: string[] = [];
  for (const item of Array.isArray(v) ? v : v == null ? [] : [v]) {
    const s = str(item);
    if (s && !drop?.test(s) && out.indexOf(s) < 0) out.push(s);
  }
  return out;
};

/** [min, max] via parse's parseRange ('1-3', '50,200', [a, b]; a scalar n is [n, null]: "n or more"); a side
 * equal to the site's unset bound is null; nothing known at all is null. */
export function range(v: V, bound?: [number | null, number | null]): Range {
  // null and '' need no case of their own: parseRange reads them as [null, null]
  const r = parseRange(v, bound);
  return r[0] != null || r[1] != null ? r : null;
}

/** An exact count as a range, [n, n] (a scalar n alone reads "n or more"); an unknown n stays unknown. */
export const exact = <T>(n: T): [T, T] => [n, n];

/** "n or more" (a bedrooms/bathrooms select) as a range, [n, 9999] (spec 9's open maximum); unset stays null. */
export const atLeast = <T>(n: T): [T, number] | null => (n ? [n, 9999] : null);

/** Error text as the spec forwards it: strings collapsed, lists joined with ',', objects as 'field - a,b.'. */
export function flattenErrors(v: V): string | null {
  if (Array.isArray(v)) return cleanText(v.map(flattenErrors).filter(Boolean).join(','));
  if (v && typeof v == 'object')
    return cleanText(
      Object.keys(v)
        .map((k) => {
          const m = flattenErrors((v as Payload)[k]);
          return m && `${k} - ${m.replace(/\.$/, '')}.`;
        })
        .filter(Boolean)
        .join(' '),
    );
  return str(v); // null for null, booleans and anything else that is not text or a number
}

/** m[k] += n, rounded to cents (0.1 + 0.2 must not show up as 0.30000000000000004). */
export const addTo = (m: Money, k: string, n: number): void => void (m[k] = Math.round(((m[k] || 0) + n) * 100) / 100);

export const isDeclined = (label: V): boolean => /declined/i.test(String(label));

/** label -> amount map from an object or [label, amount] pairs; declined and unpriced lines dropped, same labels summed. */
export function amounts(v: V, key: (k: string) => string | null = str): Money {
  const out: Money = {};
  const pairs = Array.isArray(v) ? v : v && typeof v == 'object' ? Object.entries(v) : [];
  for (const [label, amount] of pairs as [V, V][]) {
    const k = key(label as string);
    const n = parsePrice(amount);
    if (k && n != null && !isDeclined(label)) addTo(out, k, n);
  }
  return out;
}

const dates = (f: Fields) => ({ checkin: parseDate(f.checkin), checkout: parseDate(f.checkout) });
/** Spec 9: bed and bath maxima default to 9999, so "n or more" ([n, null], a scalar n) is sent as [n, 9999]. */
const openMax = (r: Range): Range => (r && r[0] != null && r[1] == null ? [r[0], 9999] : r);

// Spec 5: a "0" bedroom or bathroom count is unset; spec 9: their maxima default to 9999, so a 9999 maximum is
// a real value ([2, 9999] = "2 or more"), not an unset one.
export const DEFAULT_BOUNDS: Bounds = { bedrooms: [0, null], bathrooms: [0, null] };

export function searchPayload(f: Fields, bounds: Bounds = DEFAULT_BOUNDS): SearchPayload {
  const bounded = (k: keyof Bounds) => range(f[k], bounds[k]);
  return {
    result_count: parseResultCount(f.result_count),
    ...dates(f),
    checkin_flex: toInt(f.checkin_flex),
    checkout_flex: toInt(f.checkout_flex),
    bedrooms: openMax(bounded('bedrooms')),
    bathrooms: openMax(bounded('bathrooms')),
    guests_adults: bounded('guests_adults'),
    guests_children: bounded('guests_children'),
    price: bounded('price'),
    currency: currency(f.currency),
    property_types: list(f.property_types),
    locations: list(f.locations),
    amenities: list(f.amenities, /^any features$/i),
  };
}

export const propertyPayload = (f: Fields): PropertyPayload => {
  const listing_name = str(f.listing_name);
  return { listing_id: str(f.listing_id) ?? listing_name, listing_name };
};

function stay(f: Fields) {
  return {
    ...propertyPayload(f),
    ...dates(f),
    guests_adults: toInt(f.guests_adults),
    guests_children: toInt(f.guests_children),
    total: parsePrice(f.total),
    currency: currency(f.currency),
    promo_code: str(f.promo_code),
    line_items: amounts(f.line_items),
    payments: amounts(f.payments, parseDate),
  };
}

export function quotePayload(f: Fields): QuotePayload {
  const q = stay(f);
  const error_message = flattenErrors(f.error_message);
  return { ...q, error_message, success: parseBoolean(f.success) ?? (error_message == null && q.total != null) };
}

export const conversionPayload = (f: Fields): ConversionPayload => ({
  ...stay(f),
  reservation_id: str(f.reservation_id),
  success: parseBoolean(f.success), // null when unset
});
