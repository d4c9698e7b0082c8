// The site's API as the demo serves it (shapes: demo-sites/listings-get-available/SOURCES.md; the spec names the paths and the fields the tracker
// reads, the rest is assumed):
//   GET /api/listings/get_available?checkIn&checkOut&adults&children
//       -> { data: [{ id, airbnb_id, name, … }], checkIn, checkOut, adults, children }
//   GET /api/listings/<id>?checkIn&checkOut&adults&children
//       -> { id, airbnb_id, name, …, checkIn, checkOut, adults, children, available, message,
//            pricing: { nights, nightly, subtotal, cleaning_fee, taxes, total, currency } | null }
import { isIsoDate } from '../server/dates.ts';
import { isAvailable, quoteStay, stayProblem, sum } from '../server/fixtures.ts';
import { json, type DemoResponse } from '../server/http.ts';
import { stayReader } from '../server/stay-reader.ts';
import { CABINS, CURRENCY, type Cabin } from './data.ts';

export const readStay = stayReader({ fields: { checkin: 'checkIn', checkout: 'checkOut', adults: 'adults', children: 'children' } });

const card = (c: Cabin) => ({ id: c.id, airbnb_id: c.airbnbId, name: c.name, bedrooms: c.bedrooms, bathrooms: c.bathrooms, guests: c.maxGuests, price_from: c.nightly });

export function getAvailable(q: URLSearchParams) {
  const s = readStay(q);
  const dated = isIsoDate(s.checkin) && isIsoDate(s.checkout) && s.checkout > s.checkin;
  const found = CABINS.filter((c) => s.adults + s.children <= c.maxGuests && (!dated || isAvailable(c, s.checkin, s.checkout)));
  return { data: found.map(card), checkIn: s.checkin || null, checkOut: s.checkout || null, adults: s.adults, children: s.children };
}

const WHY = {
  dates: () => 'Please select your dates.',
  'min-stay': (n: number) => `Minimum stay is ${n} nights.`,
  occupancy: (n: number) => `This cabin sleeps up to ${n} guests.`,
  unavailable: () => 'Not available for these dates.',
};

export function listing(id: string, q: URLSearchParams): DemoResponse {
  const c = CABINS.find((x) => String(x.id) === id);
  if (!c) return json({ message: 'Listing not found' }, 404);
  const s = readStay(q);
  const base = { ...card(c), checkIn: s.checkin || null, checkOut: s.checkout || null, adults: s.adults, children: s.children };
  if (!s.checkin && !s.checkout) return json({ ...base, available: null, message: null, pricing: null });
  const p = stayProblem(c, s);
  if (p) {
    const message = p.kind === 'min-stay' ? WHY['min-stay'](p.minNights) : p.kind === 'occupancy' ? WHY.occupancy(p.maxGuests) : WHY[p.kind]();
    return json({ ...base, available: false, message, pricing: null });
  }
  const qt = quoteStay(c, s);
  const pricing = { nights: qt.nights.length, nightly: c.nightly, subtotal: qt.rent, cleaning_fee: sum(qt.fees), taxes: sum(qt.taxes), total: qt.total, currency: CURRENCY };
  return json({ ...base, available: true, message: null, pricing });
}
