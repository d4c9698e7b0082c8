// The Mews Distributor (Booking Engine) API this hotel's engine calls, in its documented PascalCase contract:
// operations are POSTs of JSON under /api/distributor/v1/ carrying Client and HotelId, amounts are multi-currency
// objects keyed by ISO code ({ EUR: { Currency, GrossValue, NetValue, TaxValues: [{ TaxRateCode, Value }] }, ISK: … }),
// times are the hotel's midnights in UTC (Reykjavík keeps UTC all year), errors are { Message } with a 4xx status.
import { isAvailable, money, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { json, type DemoResponse } from '../server/http.ts';
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
    out[code] = { Currency: code, GrossValue: round(gross), NetValue: round(money(gross - vat)), TaxValues: [{ TaxRateCode: 'IS-2024-R', Value: round(vat) }] };
  }
  return out;
}

const error = (message: string, status = 400): DemoResponse => json({ Message: message, Details: null }, status);

/** `2026-10-09T00:00:00Z` → `2026-10-09` (the hotel keeps UTC); '' for anything else. */
const day = (v: unknown): string => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00(\.0+)?Z$/.test(v) ? v.slice(0, 10) : '');

export const categoryById = (id: unknown): RoomCategory | undefined => CATEGORIES.find((c) => c.categoryId === id);

/** The stay of a getPricing body or a reservation: StartUtc/EndUtc and an occupancy's adult and child counts. */
export function stayOf(start: unknown, end: unknown, occupancy: unknown): Stay {
  const o = (occupancy ?? {}) as Record<string, unknown>;
  return { checkin: day(start), checkout: day(end), adults: Number(o.AdultCount) || 0, children: Number(o.ChildCount) || 0 };
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
  const price = { TotalAmount: multiCurrency(q.total, vat, asked), AverageAmountPerTimeUnit: multiCurrency(money(q.total / nights), money(vat / nights), asked) };
  return [{ RateId: RATE.id, Price: price, MaxPrice: price }];
}

/** hotels/getAvailability: the categories free over the stay that fit the party (unavailable ones are left out;
 * minimum stays are the pricing's business). */
export function getAvailability(body: Record<string, unknown>): DemoResponse {
  if (body.HotelId !== HOTEL.id) return error('Hotel not found.', 404);
  const stay = stayOf(body.StartUtc, body.EndUtc, body);
  if (!stay.checkin || !stay.checkout || stay.checkout <= stay.checkin) return error('The start and end of the reservation are not valid.');
  const free = CATEGORIES.filter((c) => c.maxGuests >= stay.adults + stay.children && isAvailable(c, stay.checkin, stay.checkout));
  return json({
    RateGroups: [],
    Rates: [{ Id: RATE.id, Name: { 'en-US': RATE.name }, Description: { 'en-US': 'Flexible, pay at the hotel' }, IsPrivate: false }],
    RoomCategoryAvailabilities: free.map((c) => ({
      RoomCategoryId: c.categoryId,
      AvailableRoomCount: c.roomCount,
      RoomOccupancyAvailabilities: [{ AdultCount: stay.adults, ChildCount: stay.children, Pricing: pricing(c, stay, [body.CurrencyCode]) }],
    })),
  });
}

/** reservations/getPricing: the price of the room category for each asked occupancy, per rate (one rate here),
 * in every currency the hotel accepts (the request names none). */
export function getPricing(body: Record<string, unknown>): DemoResponse {
  if (body.HotelId !== HOTEL.id) return error('Hotel not found.', 404);
  const category = categoryById(body.RoomCategoryId);
  if (!category) return error('Room category not found.', 404);
  const occupancies = Array.isArray(body.Occupancies) ? body.Occupancies : [];
  if (!occupancies.length) return error('At least one occupancy is required.');
  const prices = [];
  for (const occupancy of occupancies) {
    const stay = stayOf(body.StartUtc, body.EndUtc, occupancy);
    const refused = refusal(category, stay);
    if (refused) return error(refused);
    prices.push({ AdultCount: stay.adults, ChildCount: stay.children, Pricing: pricing(category, stay, null) });
  }
  return json({ OccupancyPrices: prices });
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

/** reservationGroups/create: one reservation per request item, with its confirmation number; errors as { Message }. */
export function createGroup(body: Record<string, unknown>, make: (key: string, build: (n: number) => Reservation) => Reservation): DemoResponse {
  if (body.HotelId !== HOTEL.id) return error('Hotel not found.', 404);
  const customer = (body.Customer ?? {}) as Record<string, unknown>;
  if (!String(customer.LastName ?? '').trim() || !String(customer.Email ?? '').includes('@')) return error('Customer last name and email are required.');
  const asked = Array.isArray(body.Reservations) ? (body.Reservations as Record<string, unknown>[]) : [];
  if (!asked.length) return error('At least one reservation is required.');
  const made: Reservation[] = [];
  for (const r of asked) {
    const category = categoryById(r.RoomCategoryId);
    if (!category) return error('Room category not found.', 404);
    const stay = stayOf(r.StartUtc, r.EndUtc, r);
    const refused = refusal(category, stay);
    if (refused) return error(refused);
    const q = quoteStay(category, stay);
    const key = JSON.stringify([category.categoryId, stay, customer.Email]);
    made.push(make(key, (n) => ({ id: `7ac6ca0d-7c08-4ab1-8da8-${String(n).padStart(12, '0')}`, number: String(n), roomCategoryId: category.categoryId, startUtc: String(r.StartUtc), endUtc: String(r.EndUtc), rateId: RATE.id, adultCount: stay.adults, childCount: stay.children, total: q.total, vat: q.taxes[0].amount })));
  }
  return json({
    Id: `f6fa7e62-eb22-4176-bc49-${made[0].number.padStart(12, '0')}`,
    Reservations: made.map((r) => ({
      Id: r.id,
      Number: r.number,
      RoomCategoryId: r.roomCategoryId,
      StartUtc: r.startUtc,
      EndUtc: r.endUtc,
      RateId: r.rateId,
      AdultCount: r.adultCount,
      ChildCount: r.childCount,
      Amount: multiCurrency(r.total, r.vat, null),
    })),
    TotalAmount: multiCurrency(
      money(made.reduce((s, r) => s + r.total, 0)),
      money(made.reduce((s, r) => s + r.vat, 0)),
      null,
    ),
  });
}
