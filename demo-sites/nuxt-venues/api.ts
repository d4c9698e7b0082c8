// Hartwell Venues' JSON API, as the Nuxt pages call it (see README.md and demo-sites/nuxt-venues/SOURCES.md for the wire shapes):
//   GET  /api/public-properties/property?checkin&checkout&adults&children&bedrooms&page   the venue list (search;
//        the home page's featured venues: ?featured=1&per_page=3)
//   GET  /api/public-properties/property/<slug>                                           one venue
//   POST /api/public-properties/property { property_id, checkin, checkout, adults, children, promo_code }  the quote
//   GET  /api/availability?venue&from&to                                                  booked nights (calendar)
//   GET  /api/availability/venue?venue&checkin&checkout&adults&children                   can this stay be booked?
//   POST /api/public-reservations { property_id, …stay, first_name, last_name, email }    books, answers the reference
//   GET  /api/metareservations/<reference>                                                the booking, for its page
// Signed-in guests call /api/properties/property instead of /api/public-properties/property (same shapes).
// Errors are Laravel's: 404 { message }, 422 { message, errors: { field: [text] } }.
import { isAvailable, Ledger, nightsOf, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { json, type DemoResponse } from '../server/http.ts';
import { stayReader } from '../server/stay-reader.ts';
import { CURRENCY, FIRST_REFERENCE, reference, VENUES, type Venue } from './data.ts';

const PER_PAGE = 12;
const FEATURED = ['the-old-rectory', 'hartwell-barn', 'mill-house'];
const readStay = stayReader({ fields: { checkin: 'checkin', checkout: 'checkout', adults: 'adults', children: 'children' } });
const invalid = (field: string, text: string) => json({ message: text, errors: { [field]: [text] } }, 422);
const notFound = () => json({ message: 'Not found.' }, 404);

const summary = (v: Venue) => ({ id: v.id, slug: v.slug, name: v.name, village: v.village, bedrooms: v.bedrooms, bathrooms: v.bathrooms, sleeps: v.maxGuests, min_nights: v.minNights, price_from: v.nightly });

/** The priced lines of a stay: accommodation, then each fee (prices include VAT). */
export function breakdown(v: Venue, stay: Stay) {
  const q = quoteStay(v, stay);
  return { lines: [{ label: 'Accommodation', amount: q.rent }, ...q.fees.map((f) => ({ label: f.name, amount: f.amount }))], total: q.total };
}

/** The venue list: venues free over the stay (when dates are given) that sleep the party and have the bedrooms asked. */
export function searchVenues(q: URLSearchParams): DemoResponse {
  const stay = readStay(q);
  const dated = stay.checkin !== '' && stay.checkout > stay.checkin;
  const bedrooms = Number(q.get('bedrooms')) || 0;
  const found = VENUES.filter((v) => (!q.get('featured') || FEATURED.includes(v.slug)) && v.bedrooms >= bedrooms && stay.adults + stay.children <= v.maxGuests && (!dated || isAvailable(v, stay.checkin, stay.checkout)));
  const page = Math.max(1, Number(q.get('page')) || 1);
  const perPage = Number(q.get('per_page')) || PER_PAGE;
  const shown = found.slice((page - 1) * perPage, page * perPage);
  return json({
    data: shown.map((v) => ({ ...summary(v), ...(dated && { stay_total: breakdown(v, stay).total }) })),
    meta: { current_page: page, from: shown.length ? (page - 1) * perPage + 1 : null, last_page: Math.max(1, Math.ceil(found.length / perPage)), per_page: perPage, to: shown.length ? (page - 1) * perPage + shown.length : null, total: found.length },
  });
}

export function venue(slug: string): DemoResponse {
  const v = VENUES.find((x) => x.slug === slug);
  return v ? json({ data: summary(v) }) : notFound();
}

/** Booked nights between two dates, as [from, to) ranges (the venue page's calendar). */
export function calendar(q: URLSearchParams): DemoResponse {
  const v = VENUES.find((x) => String(x.id) === q.get('venue'));
  if (!v) return notFound();
  const from = q.get('from') ?? '';
  const to = q.get('to') ?? '';
  return json({ data: { venue_id: v.id, booked: v.booked.filter(([a, b]) => b > from && a < to).map(([a, b]) => ({ from: a, to: b })) } });
}

/** Whether the stay's dates can be booked (dates, minimum stay, calendar; the party is checked by the quote). */
export function venueAvailability(q: URLSearchParams): DemoResponse {
  const v = VENUES.find((x) => String(x.id) === q.get('venue'));
  if (!v) return notFound();
  const stay = readStay(q);
  const problem = stayProblem(v, { ...stay, adults: 1, children: 0 });
  const message =
    problem?.kind === 'dates'
      ? 'Please choose your arrival and departure dates.'
      : problem?.kind === 'min-stay'
        ? `${v.name} has a minimum stay of ${problem.minNights} nights.`
        : problem
          ? `${v.name} is not available on the dates you selected.`
          : null;
  const nights = problem?.kind === 'dates' ? 0 : nightsOf(stay.checkin, stay.checkout).length;
  return json({ data: { venue_id: v.id, checkin: stay.checkin, checkout: stay.checkout, nights, available: !problem, reason: problem ? problem.kind.replace('-', '_') : null, message } });
}

/** Why a posted stay cannot be priced, as Laravel's validation answer; null when it can. */
function refuse(v: Venue | undefined, stay: Stay): DemoResponse | null {
  if (!v) return invalid('property_id', 'The selected property id is invalid.');
  const problem = stayProblem(v, stay);
  if (!problem) return null;
  if (problem.kind === 'occupancy') return invalid('adults', `${v.name} sleeps up to ${problem.maxGuests} guests.`);
  if (problem.kind === 'min-stay') return invalid('checkout', `${v.name} has a minimum stay of ${problem.minNights} nights.`);
  if (problem.kind === 'unavailable') return invalid('checkin', `${v.name} is not available on the dates you selected.`);
  return invalid('checkin', 'The checkin field is required.');
}

const venueOf = (body: Record<string, unknown>) => VENUES.find((x) => String(x.id) === String(body.property_id));

/** The quote for a posted stay. */
export function quote(body: Record<string, unknown>): DemoResponse {
  const v = venueOf(body);
  const stay = readStay(body);
  const refused = refuse(v, stay);
  if (refused || !v) return refused as DemoResponse;
  const { lines, total } = breakdown(v, stay);
  return json({ data: { property_id: v.id, checkin: stay.checkin, checkout: stay.checkout, nights: nightsOf(stay.checkin, stay.checkout).length, adults: stay.adults, children: stay.children, promo_code: body.promo_code || null, currency: CURRENCY, breakdown: lines, total } });
}

export interface Booking {
  reference: string;
  venue: Venue;
  stay: Stay;
  promo_code: string | null;
}

export function reservations() {
  const ledger = new Ledger<Booking>(FIRST_REFERENCE);
  return {
    create(body: Record<string, unknown>): DemoResponse {
      const v = venueOf(body);
      const stay = readStay(body);
      const refused = refuse(v, stay);
      if (refused || !v) return refused as DemoResponse;
      if (!String(body.email ?? '').includes('@')) return invalid('email', 'The email must be a valid email address.');
      const key = [v.id, stay.checkin, stay.checkout, stay.adults, stay.children, body.email].join('|');
      const b = ledger.record(key, (n) => ({ reference: reference(n), venue: v, stay, promo_code: (body.promo_code as string) || null }));
      return json({ data: { reference: b.reference, status: 'confirmed' } }, 201);
    },
    show(ref: string): DemoResponse {
      const b = ledger.find(Number(ref.replace(/^HV-/, '')));
      if (!b || b.reference !== ref) return notFound();
      const { lines, total } = breakdown(b.venue, b.stay);
      return json({
        data: {
          reference: b.reference, status: 'confirmed', property: { id: b.venue.id, slug: b.venue.slug, name: b.venue.name },
          checkin: b.stay.checkin, checkout: b.stay.checkout, adults: b.stay.adults, children: b.stay.children,
          promo_code: b.promo_code, currency: CURRENCY, breakdown: lines, total,
        },
      });
    },
  };
}
