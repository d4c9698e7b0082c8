// Lodgify's wire shapes: the website's lodging search and booking-box rate call, and the checkout's price call
// (GET, one guest count) and booking. camelCase JSON (PascalCase query on the rate call), dates yyyy-mm-dd, money
// as numbers. Refusals are ASP.NET problem details ({ type, title, status, detail }) with a 4xx
// status, as Lodgify's services answer.
import { stayReader } from '../../server/stay-reader.ts';
import { money, quoteStay, stayProblem, sum, type Stay } from '../../server/fixtures.ts';
import { json, type DemoResponse } from '../../server/http.ts';
import { CURRENCY, PROPERTIES, REFUSALS, WEBSITE_ID, type Property } from './data.ts';

/** the booking box's rate call (websiteserver.lodgify.com on real sites) */
export const RATES_API = `/v3/websites/rates/website/${WEBSITE_ID}/language`;
export const SEARCH_API = '/v2/websites/lodgings/search';
export const CHECKOUT_API = '/api/v1/checkout';

export const propertyById = (id: unknown): Property | undefined => PROPERTIES.find((p) => p.id === Number(id));

/** A 4xx problem-details answer. */
export const problem = (status: number, detail: string): DemoResponse =>
  json({ type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1', title: status === 404 ? 'Not Found' : 'Bad Request', status, detail }, status);

/** The stay of a query or a checkout body: arrival, departure, adults, children. */
export const stayOf = stayReader({ fields: { checkin: 'arrival', checkout: 'departure', adults: 'adults', children: 'children' } });

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

/** GET v3/websites/rates/website/{websiteId}/language/{lang}/property/{id}?Arrival&Departure&People&PromotionCode:
 * the booking box's price for the stay (the lowest total over the property's rates), or a refusal. */
export function websiteRate(id: string, q: URLSearchParams): DemoResponse {
  const property = propertyById(id);
  if (!property) return problem(404, `Property ${id} was not found.`);
  const stay = peopleStay(q.get('Arrival'), q.get('Departure'), q.get('People'));
  const refused = refusal(property, stay);
  if (refused) return problem(400, refused);
  const quote = quoteStay(property, stay);
  return json({ minPrice: quote.total, maxPrice: quote.total, currencyCode: CURRENCY, nights: quote.nights.length, isAvailable: true });
}

/** A stay with one guest count (the checkout and the booking box count people, not adults and children). */
function peopleStay(arrival: unknown, departure: unknown, people: unknown): Stay {
  return stayOf((k) => ({ arrival, departure, adults: people, children: 0 })[k]);
}

/** The prepayment share of the total due at booking; the balance is collected later. */
const PREPAYMENT = 0.3;

/** GET api/v1/checkout/price?propertyId&arrival&departure&guests&currency: the checkout's price of the stay. */
export function checkoutPrice(q: URLSearchParams): DemoResponse {
  const property = propertyById(q.get('propertyId'));
  if (!property) return problem(404, `Property ${String(q.get('propertyId'))} was not found.`);
  const stay = peopleStay(q.get('arrival'), q.get('departure'), q.get('guests'));
  const refused = refusal(property, stay);
  if (refused) return problem(400, refused);
  const quote = quoteStay(property, stay);
  const detail = (lines: { name: string; amount: number }[]) => ({ total: sum(lines), details: lines.map((l) => ({ name: l.name, value: l.amount })) });
  const now = money(quote.total * PREPAYMENT);
  return json({
    propertyId: property.id,
    rentalPrice: { totalWithPromotions: quote.rent, total: quote.rent, nightlyPrice: money(quote.rent / quote.nights.length), nights: quote.nights.length, promotions: [], roomRates: [{ name: property.name, total: quote.rent, nightlyPrice: money(quote.rent / quote.nights.length) }] },
    fees: detail(quote.fees),
    localTaxes: detail(quote.taxes),
    totalPrice: { originalPrice: quote.total, total: quote.total, totalInPropertyCurrency: quote.total, includesTaxes: true, totalExcSalesTaxes: quote.total, salesTaxes: 0, amountToPay: now },
    scheduledPayments: {
      payments: [
        { name: 'Prepayment', amount: now, isCurrent: true },
        { name: 'Balance', amount: money(quote.total - now), isCurrent: false },
      ],
      totalToCollectManually: 0,
    },
    isPromotionCodeValid: false,
    hasPromotionCodeBeenApplied: false,
    currencyCode: q.get('currency') ?? CURRENCY,
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

/** POST api/v1/checkout/book { propertyId, arrival, departure, guests, guest } (the booking call is not public): a booking id for the guest's stay (the same booking keeps its id), or a refusal. */
export function book(body: Record<string, unknown>, make: (key: string, build: (id: number) => Booking) => Booking): DemoResponse {
  const property = propertyById(body.propertyId);
  if (!property) return problem(404, `Property ${String(body.propertyId)} was not found.`);
  const stay = peopleStay(body.arrival, body.departure, body.guests);
  const refused = refusal(property, stay);
  if (refused) return problem(400, refused);
  const guest = (body.guest ?? {}) as Record<string, unknown>;
  if (!String(guest.name ?? '').trim() || !String(guest.email ?? '').includes('@')) return problem(400, 'The guest name and a valid email are required.');
  const key = JSON.stringify([property.id, stay, guest.email]);
  const booking = make(key, (bookingId) => ({ bookingId, propertyId: property.id, arrival: stay.checkin, departure: stay.checkout, adults: stay.adults, children: stay.children, guestName: String(guest.name), total: quoteStay(property, stay).total }));
  return json({ bookingId: booking.bookingId, status: 'Booked', currencyCode: CURRENCY, total: booking.total }, 201);
}
