// The Lodgify-style wire shapes: the website builder's rates API and the checkout app's API. camelCase JSON, dates
// yyyy-mm-dd, money as numbers. Refusals are ASP.NET problem details ({ type, title, status, detail }) with a 4xx
// status, as Lodgify's services answer.
import { isIsoDate, quoteStay, stayProblem, sum, type Stay } from '../kit/fixtures.ts';
import { json, type DemoResponse } from '../kit/http.ts';
import { CURRENCY, PROPERTIES, REFUSALS, type Property } from './data.ts';

export const RATES_API = '/v2/websites/rates/property';
export const SEARCH_API = '/v2/websites/lodgings/search';
export const CHECKOUT_API = '/api/v1/checkout';

export const propertyById = (id: unknown): Property | undefined => PROPERTIES.find((p) => p.id === Number(id));

/** A 4xx problem-details answer. */
export const problem = (status: number, detail: string): DemoResponse =>
  json({ type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: status === 404 ? 'Not Found' : 'Bad Request', status, detail }, status);

/** The stay of a query or a checkout body: arrival, departure, adults, children. */
export function stayOf(get: (name: string) => unknown): Stay {
  const date = (v: unknown) => (typeof v === 'string' && isIsoDate(v) ? v : '');
  return { checkin: date(get('arrival')), checkout: date(get('departure')), adults: Number(get('adults')) || 1, children: Number(get('children')) || 0 };
}

/** Why the stay cannot be booked, as the refusal's detail; null when bookable. */
export function refusal(property: Property, stay: Stay): string | null {
  const p = stayProblem(property, stay);
  if (!p) return null;
  if (p.kind === 'min-stay') return REFUSALS['min-stay'](p.minNights);
  return p.kind === 'occupancy' ? REFUSALS.occupancy(p.maxGuests) : REFUSALS[p.kind]();
}

/** GET …/lodgings/search: the homes that can take the stay (dates, party, minimum stay), cheapest first. */
export function lodgingSearch(stay: Stay): DemoResponse {
  const items = PROPERTIES.filter((p) => !stayProblem(p, stay))
    .map((p) => ({ id: p.id, name: p.name, slug: p.slug, town: p.town, bedrooms: p.bedrooms, maxGuests: p.maxGuests, minPrice: quoteStay(p, stay).total, currencyCode: CURRENCY }))
    .sort((a, b) => a.minPrice - b.minPrice);
  return json({ totalCount: items.length, items });
}

/** GET …/calendar: the booked periods (checkout day exclusive) the booking box greys out. */
export function calendar(id: string): DemoResponse {
  const property = propertyById(id);
  if (!property) return problem(404, `Property ${id} was not found.`);
  return json({ propertyId: property.id, periods: property.booked.map(([start, end]) => ({ start, end, isAvailable: false })) });
}

/** GET …/quotation: the lowest total of the stay over the property's rates (one rate here), or a refusal. */
export function quotation(id: string, stay: Stay): DemoResponse {
  const property = propertyById(id);
  if (!property) return problem(404, `Property ${id} was not found.`);
  const refused = refusal(property, stay);
  if (refused) return problem(400, refused);
  const q = quoteStay(property, stay);
  return json({ minPrice: q.total, maxPrice: q.total, currencyCode: CURRENCY, nights: q.nights.length, isAvailable: true });
}

const priceType = (type: number, description: string, prices: { description: string; amount: number }[]) => ({
  type,
  isNegative: false,
  description,
  prices,
  subtotal: sum(prices),
});

/** The property and stay of a checkout body, or the refusal to answer with. */
function bookable(body: Record<string, unknown>): { property: Property; stay: Stay } | DemoResponse {
  const property = propertyById(body.propertyId);
  if (!property) return problem(404, `Property ${String(body.propertyId)} was not found.`);
  const stay = stayOf((k) => body[k]);
  const refused = refusal(property, stay);
  return refused ? problem(400, refused) : { property, stay };
}

/** POST …/checkout/price: the stay priced as the public quote API prices it (room rate, fees, taxes). */
export function checkoutPrice(body: Record<string, unknown>): DemoResponse {
  const ok = bookable(body);
  if ('status' in ok) return ok;
  const { property, stay } = ok;
  const q = quoteStay(property, stay);
  return json({
    propertyId: property.id,
    arrival: stay.checkin,
    departure: stay.checkout,
    currencyCode: CURRENCY,
    roomTypes: [
      {
        id: property.roomTypeId,
        name: property.name,
        people: stay.adults + stay.children,
        priceTypes: [
          priceType(0, 'Room Rate', [{ description: 'RoomType', amount: q.rent }]),
          priceType(2, 'Fees', q.fees.map((f) => ({ description: f.name, amount: f.amount }))),
          priceType(4, 'Taxes', q.taxes.map((t) => ({ description: t.name, amount: t.amount }))),
        ],
        subtotal: q.total,
      },
    ],
    totalPrice: { subtotal: q.total, total: q.total, securityDeposit: 0 },
  });
}

export interface Booking {
  bookingId: number;
  propertyId: number;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  guestName: string;
  total: number;
}

/** POST …/checkout/book: a booking id for the guest's stay (the same booking keeps its id), or a refusal. */
export function book(body: Record<string, unknown>, make: (key: string, build: (id: number) => Booking) => Booking): DemoResponse {
  const ok = bookable(body);
  if ('status' in ok) return ok;
  const { property, stay } = ok;
  const guest = (body.guest ?? {}) as Record<string, unknown>;
  if (!String(guest.name ?? '').trim() || !String(guest.email ?? '').includes('@')) return problem(400, 'The guest name and a valid email are required.');
  const key = JSON.stringify([property.id, stay, guest.email]);
  const booking = make(key, (bookingId) => ({ bookingId, propertyId: property.id, arrival: stay.checkin, departure: stay.checkout, adults: stay.adults, children: stay.children, guestName: String(guest.name), total: quoteStay(property, stay).total }));
  return json({ bookingId: booking.bookingId, status: 'Booked', currencyCode: CURRENCY, total: booking.total }, 201);
}
