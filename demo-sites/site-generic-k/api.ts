// Kernow Coast's call (fetch, JSON):
//   POST /api/availability/quote  JSON { property_id, arrival, departure, adults, children }
//        -> { property: { id, name }, arrival, departure, available: true, nights, currency, breakdown: [{ label, amount }], total }
//           or { property: { id, name }, arrival, departure, available: false, error }
import { nightsOf } from '../server/fixtures.ts';
import { AREAS, BOOKING_FEE, CLEANING_FEE, HOMES, PRICE_TOP, type Home } from './data.ts';

export const homeById = (id: unknown): Home | undefined => HOMES.find((h) => String(h.id) === String(id ?? ''));
export const areaName = (slug: string | null): string | null => AREAS.find((a) => a.slug === slug)?.name ?? null;

export interface Stay {
  home?: Home;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
}

const iso = (v: unknown) => (typeof v == 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
export const stayOf = (get: (name: string) => unknown, idField: string): Stay => ({
  home: homeById(get(idField)),
  arrival: iso(get('arrival')),
  departure: iso(get('departure')),
  adults: Number(get('adults') || 0),
  children: Number(get('children') || 0),
});

const free = (h: Home, s: Stay) => nightsOf(s.arrival, s.departure).every((n) => !h.booked.includes(n));

/** Why the stay cannot be booked, as the site says it; null when it can. */
export function problem(s: Stay): string | null {
  const h = s.home;
  if (!h) return 'Property not found.';
  if (!s.arrival || !s.departure || s.departure <= s.arrival) return 'Please choose your arrival and departure dates.';
  if (nightsOf(s.arrival, s.departure).length < h.minNights) return `${h.name} has a minimum stay of ${h.minNights} nights.`;
  if (!free(h, s)) return 'Sorry, this home is already booked for some of those nights.';
  if (s.adults < 1 || s.adults + s.children > h.sleeps) return `${h.name} sleeps up to ${h.sleeps} guests.`;
  return null;
}

/** The price of a bookable stay (GBP, VAT included). */
export function charges(s: Stay): { nights: number; lines: { label: string; amount: number }[]; total: number } {
  const nights = nightsOf(s.arrival, s.departure).length;
  const lines = [
    { label: `Rental (${nights} nights)`, amount: nights * s.home!.nightly },
    { label: 'Cleaning fee', amount: CLEANING_FEE },
    { label: 'Booking fee', amount: BOOKING_FEE },
  ];
  return { nights, lines, total: lines.reduce((t, l) => t + l.amount, 0) };
}

/** /holiday-homes?location=…: the homes that fit the stay and the filters ("n+" bedrooms; £0 and £500 are no limit). */
export function searchHomes(q: URLSearchParams): Home[] {
  const s = stayOf((n) => q.get(n), 'id');
  const beds = Number(q.get('bedrooms') || 0);
  const min = Number(q.get('min_price') || 0);
  const max = Number(q.get('max_price') || PRICE_TOP);
  const area = q.get('location') || '';
  return HOMES.filter(
    (h) =>
      (!area || h.area === area) &&
      h.bedrooms >= beds &&
      h.nightly >= min &&
      (max >= PRICE_TOP || h.nightly <= max) &&
      h.sleeps >= s.adults + s.children &&
      (!s.arrival || !s.departure || free(h, s)),
  );
}

export function quote(body: Record<string, unknown>) {
  const s = stayOf((n) => body[n], 'property_id');
  if (!s.home) return { available: false, error: 'Property not found.' };
  const head = { property: { id: s.home.id, name: s.home.name }, arrival: s.arrival, departure: s.departure };
  const why = problem(s);
  if (why) return { ...head, available: false, error: why };
  const c = charges(s);
  return { ...head, available: true, nights: c.nights, currency: 'GBP', breakdown: c.lines, total: c.total };
}
