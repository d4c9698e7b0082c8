// The site's servlets (Java, form posts and query strings, JSON for the ajax ones; dates dd.mm.yyyy):
//   POST /ajax/results      arrival, departure, adults, children[, region]   (the home page's availability check)
//        -> { count, houses: [{ id, name, place, sleeps, nightly, url }] }
//   POST /book/step1        house, arrival, departure, adults, children      (step 1 of the booking wizard, ajax:
//        -> { ok: true, house, nights, price: { currency, total, items: [{ label, amount }] }, next }     an instant
//        or { ok: false, error }                                                                          house's price)
//   GET  /dbs/quote?object&from&to&adults&children   (the owners' calendar system, DBS, for houses let on request)
//        -> { status: "OK", quote: { object, currency, nights, total, items: [{ label, amount }] } }
//        or { status: "ERROR", message }
//   POST /submit-request    house, arrival, departure, adults, children, name, email, message
//        -> { status: "OK", requestId } or { status: "ERROR", message }
import { money, nightsOf } from '../server/fixtures.ts';
import { CLEANING, HIGH_SEASON, HIGH_SEASON_MIN_NIGHTS, HOUSES, MIN_NIGHTS, TOURIST_TAX, type House } from './data.ts';

/** dd.mm.yyyy -> yyyy-mm-dd ('' when unreadable) */
export const isoOf = (d: string | null | undefined): string => {
  const m = /^(\d\d)\.(\d\d)\.(\d{4})$/.exec((d ?? '').trim());
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
};
/** yyyy-mm-dd -> dd.mm.yyyy */
export const siteDate = (iso: string): string => iso.split('-').reverse().join('.');

export const houseById = (id: unknown): House | undefined => HOUSES.find((h) => h.id === Number(id));
export const houseUrl = (h: House): string => `/house.jsp?id=${h.id}`;

export interface Stay {
  house?: unknown;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
}

/** A stay out of form or query fields (the site's own names, or the DBS's for /dbs/quote). */
export const stayOf = (get: (k: string) => string | null, names = { house: 'house', arrival: 'arrival', departure: 'departure' }): Stay => ({
  house: get(names.house),
  arrival: isoOf(get(names.arrival)),
  departure: isoOf(get(names.departure)),
  adults: Number(get('adults') || 0),
  children: Number(get('children') || 0),
});

const free = (h: House, s: Stay) => !s.arrival || !s.departure || nightsOf(s.arrival, s.departure).every((n) => !h.booked.includes(n));
const high = (s: Stay) => s.arrival >= HIGH_SEASON[0] && s.arrival < HIGH_SEASON[1];
const saturday = (iso: string) => new Date(`${iso}T12:00:00Z`).getUTCDay() === 6;

export function availableHouses(s: Stay, region?: string | null): House[] {
  return HOUSES.filter((h) => (!region || h.region === region) && h.sleeps >= s.adults + s.children && free(h, s));
}

/** Why the stay cannot be priced (the site's English messages), or null. */
export function problem(h: House | undefined, s: Stay): string | null {
  if (!h) return 'House not found.';
  if (!s.arrival || !s.departure || s.departure <= s.arrival) return 'Please enter your arrival and departure dates.';
  const nights = nightsOf(s.arrival, s.departure).length;
  if (h.booking == 'request' && high(s) && (!saturday(s.arrival) || !saturday(s.departure)))
    return 'In July and August this house is let from Saturday to Saturday only.';
  const min = high(s) ? HIGH_SEASON_MIN_NIGHTS : MIN_NIGHTS;
  if (nights < min) return high(s) ? `Minimum stay from 26.06. to 28.08. is ${min} nights.` : `Minimum stay is ${min} nights.`;
  if (s.adults + s.children > h.sleeps) return `This house sleeps ${h.sleeps} guests at most.`;
  if (!free(h, s)) return 'The house is not available for the selected dates.';
  return null;
}

export function price(h: House, s: Stay) {
  const nights = nightsOf(s.arrival, s.departure).length;
  const items = [
    { label: `Accommodation (${nights} nights)`, amount: nights * h.nightly },
    { label: 'Final cleaning', amount: h.kind == 'apartment' ? CLEANING.apartment : CLEANING.house },
    { label: 'Tourist tax', amount: money(nights * s.adults * TOURIST_TAX) },
  ];
  return { currency: 'EUR', nights, total: money(items.reduce((t, l) => t + l.amount, 0)), items };
}

export const bookable = (s: Stay): House | null => {
  const h = houseById(s.house);
  return h && !problem(h, s) ? h : null;
};

export function results(s: Stay, region: string | null) {
  const hits = availableHouses(s, region);
  return { count: hits.length, houses: hits.map((h) => ({ id: h.id, name: h.name, place: h.place, sleeps: h.sleeps, nightly: h.nightly, url: houseUrl(h) })) };
}

const query = (s: Stay) => new URLSearchParams({ house: String(s.house), arrival: siteDate(s.arrival), departure: siteDate(s.departure), adults: String(s.adults), children: String(s.children) });

export function step1(s: Stay) {
  const h = houseById(s.house);
  const error = h && h.booking != 'instant' ? 'This house is let on request: please send a booking request.' : problem(h, s);
  if (error || !h) return { ok: false, error };
  const p = price(h, s);
  return { ok: true, house: h.id, nights: p.nights, price: { currency: p.currency, total: p.total, items: p.items }, next: `/book/step2?${query(s)}` };
}

export function dbsQuote(s: Stay) {
  const h = houseById(s.house);
  const error = h && h.booking != 'request' ? 'Object is not managed in DBS.' : problem(h, s);
  if (error || !h) return { status: 'ERROR', message: error };
  const p = price(h, s);
  return { status: 'OK', quote: { object: h.id, currency: p.currency, nights: p.nights, total: p.total, items: p.items } };
}
