// The site's REST API as the demo serves it (shapes: demo-sites/listings-bookings/SOURCES.md; the spec names the paths, the rest is assumed):
//   POST /api/listings/search  { check_in, check_out, adults, children } -> { count, next, previous, results }
//   GET  /api/listings/<id>/   -> { id, name, town, bedrooms, bathrooms, max_guests }
//   GET  /api/bookings/quote?listing_id&check_in&check_out&adults&children
//        -> { data: { listing_id, check_in, check_out, adults, children, currency, total, line_items: [{ name, amount }] } }
//        or 400 { detail } when the stay cannot be booked
//   POST /api/bookings/        { listing_id, check_in, check_out, adults, children, guest } -> 201 { data: { confirmation_code } }
//   GET  /api/bookings/booking_confirmation?confirmation_code -> { data: { confirmation_code, status, listing_id,
//        listing_name, check_in, check_out, adults, children, currency, total } }
import { isIsoDate } from '../server/dates.ts';
import { isAvailable, Ledger, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { json, type DemoResponse } from '../server/http.ts';
import { stayReader } from '../server/stay-reader.ts';
import { CURRENCY, FIRST_BOOKING, LISTINGS, type Listing } from './data.ts';

export const readStay = stayReader({ fields: { checkin: 'check_in', checkout: 'check_out', adults: 'adults', children: 'children' } });

const listingView = (l: Listing) => ({ id: l.id, name: l.name, town: l.town, bedrooms: l.bedrooms, bathrooms: l.bathrooms, max_guests: l.maxGuests, nightly_from: l.nightly });
const find = (id: unknown) => LISTINGS.find((l) => String(l.id) === String(id));

export function searchListings(body: Record<string, unknown>) {
  const s = readStay(body);
  const dated = isIsoDate(s.checkin) && isIsoDate(s.checkout) && s.checkout > s.checkin;
  const found = LISTINGS.filter((l) => s.adults + s.children <= l.maxGuests && (!dated || isAvailable(l, s.checkin, s.checkout)));
  return { count: found.length, next: null, previous: null, results: found.map(listingView) };
}

export const listing = (id: string): DemoResponse => {
  const l = find(id);
  return l ? json(listingView(l)) : json({ detail: 'Not found.' }, 404);
};

const REFUSALS = {
  dates: () => 'Please choose valid check-in and check-out dates.',
  'min-stay': (n: number) => `This home has a ${n} night minimum stay.`,
  occupancy: (n: number) => `This home sleeps at most ${n} guests.`,
  unavailable: () => 'This home is not available for the selected dates.',
};

export function quote(q: URLSearchParams): DemoResponse {
  const l = find(q.get('listing_id'));
  if (!l) return json({ detail: 'Not found.' }, 404);
  const s = readStay(q);
  const p = stayProblem(l, s);
  if (p) {
    const why = p.kind === 'min-stay' ? REFUSALS['min-stay'](p.minNights) : p.kind === 'occupancy' ? REFUSALS.occupancy(p.maxGuests) : REFUSALS[p.kind]();
    return json({ detail: why }, 400);
  }
  return json({ data: priced(l, s) });
}

function priced(l: Listing, s: Stay) {
  const qt = quoteStay(l, s);
  const line_items = [{ name: 'Rent', amount: qt.rent }, ...qt.fees.map(({ name, amount }) => ({ name, amount })), ...qt.taxes];
  return { listing_id: l.id, check_in: s.checkin, check_out: s.checkout, adults: s.adults, children: s.children, currency: CURRENCY, total: qt.total, line_items };
}

interface Booking {
  confirmation_code: string;
  listing: Listing;
  stay: Stay;
}
const ledger = new Ledger<Booking>(FIRST_BOOKING);

export function book(body: Record<string, unknown>): DemoResponse {
  const l = find(body.listing_id);
  const s = readStay(body);
  if (!l || stayProblem(l, s)) return json({ detail: 'This home is not available for the selected dates.' }, 400);
  const b = ledger.record(JSON.stringify([l.id, s]), (n) => ({ confirmation_code: `SCC-${n}`, listing: l, stay: s }));
  return json({ data: { confirmation_code: b.confirmation_code } }, 201);
}

export function confirmation(q: URLSearchParams): DemoResponse {
  const code = q.get('confirmation_code') ?? '';
  const n = Number(code.replace(/^SCC-/, ''));
  const b = ledger.find(n);
  if (!b || b.confirmation_code !== code) return json({ detail: 'Not found.' }, 404);
  const p = priced(b.listing, b.stay);
  return json({ data: { confirmation_code: code, status: 'confirmed', listing_id: b.listing.id, listing_name: b.listing.name, check_in: p.check_in, check_out: p.check_out, adults: p.adults, children: p.children, currency: p.currency, total: p.total } });
}
