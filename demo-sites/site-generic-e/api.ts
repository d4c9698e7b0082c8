// The site's JSON API (fetch, GET with a query string unless told):
//   GET  /villa-rentals?checkin&checkout&adults&children&bedrooms&price_min&price_max   (the search page's filters)
//        -> { total, villas: [{ id, name, area, bedrooms, sleeps, nightly, booking, url }] }
//   GET  /api/villas/<id>/calendar?checkin&checkout&adults&children   (the date picker's check of a stay)
//        -> { villa_id, available: true } or { villa_id, available: false, error }
//   GET  /api/villas/<id>/pricing?checkin&checkout&adults&children    (instant-book villas)
//        -> { pricing: { villa_id, currency, nights, total, items: [{ label, amount }] } } or { error }
//   GET  /api/listing-price?listing&checkin&checkout&adults&children  (inquiry villas: an estimate)
//        -> { estimate: { listing, currency, nights, total, items } } or { error }
//   POST /api/reservations { villa_id, checkin, checkout, adults, children, name, email, card } -> { number }
//   GET  /api/reservations/<number> -> { reservation: { number, status, villa_id, villa_name, checkin, checkout,
//        adults, children, currency, total, items } }
//   POST /api/inquiries { listing, checkin, checkout, adults, children, name, email, message } -> { reference }
//   GET  /api/inquiries/<reference> -> { inquiry: { reference, status, villa_id, villa_name, checkin, checkout,
//        adults, children, estimate: { currency, total, items } } }
import { money, nightsOf } from '../server/fixtures.ts';
import { PRICE_ANY, TAX_LABEL, TAX_RATE, VILLAS, type Villa } from './data.ts';

export const villaById = (id: unknown): Villa | undefined => VILLAS.find((v) => v.id === Number(id));
export const villaUrl = (v: Villa): string => `/destinations/${v.area[0]}/${v.slug}`;

export interface Stay {
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}
export const stayOf = (q: URLSearchParams | Record<string, unknown>): Stay => {
  const g = (k: string) => (q instanceof URLSearchParams ? q.get(k) : (q[k] as string | null | undefined)) ?? '';
  return { checkin: String(g('checkin')), checkout: String(g('checkout')), adults: Number(g('adults') || 0), children: Number(g('children') || 0) };
};

const iso = /^\d{4}-\d{2}-\d{2}$/;
const free = (v: Villa, s: Stay) => !s.checkin || !s.checkout || nightsOf(s.checkin, s.checkout).every((n) => !v.booked.includes(n));

/** The villas a search finds: party size, bedrooms (at least), price per night (the select's 10000 is "any"), and
 * dates (free, and long enough for the villa's minimum stay). */
export function findVillas(q: URLSearchParams, among: Villa[] = VILLAS): Villa[] {
  const s = stayOf(q);
  const beds = Number(q.get('bedrooms') || 0);
  const lo = Number(q.get('price_min') || PRICE_ANY[0]);
  const hi = Number(q.get('price_max') || PRICE_ANY[1]);
  const dated = iso.test(s.checkin) && iso.test(s.checkout) && s.checkout > s.checkin;
  return among.filter(
    (v) =>
      v.sleeps >= s.adults + s.children &&
      v.bedrooms >= beds &&
      v.nightly >= lo &&
      (hi >= PRICE_ANY[1] || v.nightly <= hi) &&
      (!dated || (free(v, s) && nightsOf(s.checkin, s.checkout).length >= v.minNights)),
  );
}

export const villaRentals = (q: URLSearchParams) => {
  const hits = findVillas(q);
  return { total: hits.length, villas: hits.map((v) => ({ id: v.id, name: v.name, area: v.area[1], bedrooms: v.bedrooms, sleeps: v.sleeps, nightly: v.nightly, booking: v.booking, url: villaUrl(v) })) };
};

/** Why a stay cannot be had, as the calendar answers it (null: it can). */
export function problem(v: Villa, s: Stay): string | null {
  if (!iso.test(s.checkin) || !iso.test(s.checkout) || s.checkout <= s.checkin) return 'Please choose your arrival and departure dates.';
  if (nightsOf(s.checkin, s.checkout).length < v.minNights) return `${v.name} has a ${v.minNights}-night minimum stay.`;
  if (s.adults + s.children > v.sleeps) return `${v.name} sleeps up to ${v.sleeps} guests.`;
  const booked = nightsOf(s.checkin, s.checkout).find((n) => v.booked.includes(n));
  return booked ? `${v.name} is not available on ${booked}.` : null;
}

/** Rent, cleaning, and Hawaii's GET and TAT on both. */
export function price(v: Villa, s: Stay) {
  const nights = nightsOf(s.checkin, s.checkout).length;
  const rent = nights * v.nightly;
  const tax = money((rent + v.cleaning) * TAX_RATE);
  const items = [
    { label: `${nights} nights`, amount: rent },
    { label: 'Cleaning fee', amount: v.cleaning },
    { label: TAX_LABEL, amount: tax },
  ];
  return { currency: 'USD', nights, total: money(rent + v.cleaning + tax), items };
}

export function calendar(id: string, s: Stay) {
  const v = villaById(id);
  if (!v) return null;
  const error = problem(v, s);
  return error ? { villa_id: v.id, available: false, error } : { villa_id: v.id, available: true };
}

export function pricing(id: string, s: Stay) {
  const v = villaById(id);
  if (!v || v.booking !== 'instant') return null;
  const error = problem(v, s);
  return error ? { error } : { pricing: { villa_id: v.id, ...price(v, s) } };
}

export function listingPrice(q: URLSearchParams) {
  const v = villaById(q.get('listing'));
  if (!v) return { error: 'Unknown listing.' };
  const s = stayOf(q);
  const error = problem(v, s);
  return error ? { error } : { estimate: { listing: v.id, ...price(v, s) } };
}
