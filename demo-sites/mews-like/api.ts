// The Mews-style Distributor (Booking Engine) API this hotel's widget calls, in the engine client's camelCase:
// operations are POSTs of JSON under /api/distributor/v1/, amounts are multi-currency objects keyed by ISO code
// ({ EUR: { grossValue, netValue, taxValues: [{ taxRateCode, value }] }, ISK: … }), times are UTC, errors are
// { message } with a 4xx status.
import { isAvailable, money, quoteStay, stayProblem, type Stay } from '../kit/fixtures.ts';
import { json, type DemoResponse } from '../kit/http.ts';
import { CATEGORIES, CURRENCIES, HOTEL, RATE, type RoomCategory } from './data.ts';

export const API = '/api/distributor/v1';

const codes = (asked: unknown): string[] => {
  const list = Array.isArray(asked) ? asked.filter((c): c is string => typeof c === 'string' && c in CURRENCIES) : [];
  return list.length ? list : Object.keys(CURRENCIES);
};

/** A euro amount (with its VAT) in every asked currency, rounded to each currency's decimals. */
export function multiCurrency(gross: number, vat: number, asked: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const code of codes(asked)) {
    const { perEur, decimals } = CURRENCIES[code];
    const round = (n: number) => Number((n * perEur).toFixed(decimals));
    out[code] = { currency: code, grossValue: round(gross), netValue: round(money(gross - vat)), taxValues: [{ taxRateCode: 'IS-2024-R', value: round(vat) }] };
  }
  return out;
}

const error = (message: string, status = 400): DemoResponse => json({ message, details: null }, status);

/** `2026-10-09T00:00:00Z` → `2026-10-09` (the hotel keeps UTC); '' for anything else. */
const day = (v: unknown): string => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00(\.0+)?Z$/.test(v) ? v.slice(0, 10) : '');

export const categoryById = (id: unknown): RoomCategory | undefined => CATEGORIES.find((c) => c.categoryId === id);

/** The stay of a getPricing body or a reservation: startUtc/endUtc and an occupancy's adult and child counts. */
export function stayOf(start: unknown, end: unknown, occupancy: unknown): Stay {
  const o = (occupancy ?? {}) as Record<string, unknown>;
  return { checkin: day(start), checkout: day(end), adults: Number(o.adultCount) || 0, children: Number(o.childCount) || 0 };
}

/** Why the category cannot be sold for the stay, as the engine's error message; null when it can. */
export function refusal(category: RoomCategory, stay: Stay): string | null {
  const p = stayProblem(category, stay);
  if (!p) return null;
  const why = {
    dates: 'The start and end of the reservation are not valid.',
    'min-stay': `The minimum length of stay for ${category.name} is ${category.minNights} nights.`,
    occupancy: `${category.name} accommodates at most ${category.maxGuests} persons.`,
    unavailable: `${category.name} is not available for the selected dates.`,
  };
  return why[p.kind];
}

/** A category's price for a stay, as the engine's pricing entries carry it (one rate here). */
function pricing(category: RoomCategory, stay: Stay, asked: unknown) {
  const q = quoteStay(category, stay);
  const vat = q.taxes[0].amount;
  const nights = q.nights.length;
  const price = { totalAmount: multiCurrency(q.total, vat, asked), averageAmountPerTimeUnit: multiCurrency(money(q.total / nights), money(vat / nights), asked) };
  return [{ rateId: RATE.id, price, maxPrice: price }];
}

/** hotels/getAvailability: the categories free over the stay that fit the party (unavailable ones are left out;
 * minimum stays are the pricing's business). */
export function getAvailability(body: Record<string, unknown>): DemoResponse {
  if (body.hotelId !== HOTEL.id) return error('Hotel not found.', 404);
  const stay = stayOf(body.startUtc, body.endUtc, body);
  if (!stay.checkin || !stay.checkout || stay.checkout <= stay.checkin) return error('The start and end of the reservation are not valid.');
  const free = CATEGORIES.filter((c) => c.maxGuests >= stay.adults + stay.children && isAvailable(c, stay.checkin, stay.checkout));
  return json({
    rateGroups: [],
    rates: [{ id: RATE.id, name: { 'en-US': RATE.name }, description: { 'en-US': 'Flexible, pay at the hotel' }, isPrivate: false }],
    roomCategoryAvailabilities: free.map((c) => ({
      roomCategoryId: c.categoryId,
      availableRoomCount: c.roomCount,
      roomOccupancyAvailabilities: [{ adultCount: stay.adults, childCount: stay.children, pricing: pricing(c, stay, body.currencyCodes) }],
    })),
  });
}

/** reservations/getPricing: the price of the room category for each asked occupancy, per rate (one rate here). */
export function getPricing(body: Record<string, unknown>): DemoResponse {
  if (body.hotelId !== HOTEL.id) return error('Hotel not found.', 404);
  const category = categoryById(body.roomCategoryId);
  if (!category) return error('Room category not found.', 404);
  const occupancies = Array.isArray(body.occupancies) ? body.occupancies : [];
  if (!occupancies.length) return error('At least one occupancy is required.');
  const prices = [];
  for (const occupancy of occupancies) {
    const stay = stayOf(body.startUtc, body.endUtc, occupancy);
    const refused = refusal(category, stay);
    if (refused) return error(refused);
    prices.push({ adultCount: stay.adults, childCount: stay.children, pricing: pricing(category, stay, body.currencyCodes) });
  }
  return json({ occupancyPrices: prices });
}

export interface Reservation {
  id: string;
  number: string;
  roomCategoryId: string;
  startUtc: string;
  endUtc: string;
  rateId: string;
  adultCount: number;
  childCount: number;
  total: number;
  vat: number;
}

/** reservationGroups/create: one reservation per request item, with its confirmation number; errors as { message }. */
export function createGroup(body: Record<string, unknown>, make: (key: string, build: (n: number) => Reservation) => Reservation): DemoResponse {
  const customer = (body.customer ?? {}) as Record<string, unknown>;
  if (!String(customer.lastName ?? '').trim() || !String(customer.email ?? '').includes('@')) return error('Customer last name and email are required.');
  const asked = Array.isArray(body.reservations) ? (body.reservations as Record<string, unknown>[]) : [];
  if (!asked.length) return error('At least one reservation is required.');
  const made: Reservation[] = [];
  for (const r of asked) {
    const category = categoryById(r.roomCategoryId);
    if (!category) return error('Room category not found.', 404);
    const stay = stayOf(r.startUtc, r.endUtc, r);
    const refused = refusal(category, stay);
    if (refused) return error(refused);
    const q = quoteStay(category, stay);
    const key = JSON.stringify([category.categoryId, stay, customer.email]);
    made.push(make(key, (n) => ({ id: `7ac6ca0d-7c08-4ab1-8da8-${String(n).padStart(12, '0')}`, number: String(n), roomCategoryId: category.categoryId, startUtc: String(r.startUtc), endUtc: String(r.endUtc), rateId: RATE.id, adultCount: stay.adults, childCount: stay.children, total: q.total, vat: q.taxes[0].amount })));
  }
  const codes = body.currencyCodes;
  return json({
    id: `f6fa7e62-eb22-4176-bc49-${made[0].number.padStart(12, '0')}`,
    reservations: made.map(({ total, vat, ...r }) => ({ ...r, amount: multiCurrency(total, vat, codes) })),
    totalAmount: multiCurrency(
      money(made.reduce((s, r) => s + r.total, 0)),
      money(made.reduce((s, r) => s + r.vat, 0)),
      codes,
    ),
  });
}
