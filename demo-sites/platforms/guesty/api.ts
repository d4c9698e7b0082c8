// Guesty Booking Engine API shapes (booking.guesty.com/api), served by the site under /api as its proxy does:
// listings, the reservation quote with its rate plans and money, the instant reservation based on a quote, and
// reservations by id. Errors are Guesty's `{ error: { code, message, data } }` with a 4xx status.
import { quoteStay, stayProblem, sum, type Quote, type Stay } from '../../server/fixtures.ts';
import { CURRENCY, GUEST_ID_PREFIX, LISTINGS, NOW, QUOTE_EXPIRES, QUOTE_ID_PREFIX, RATE_PLAN, RESERVATION_ID_PREFIX, type GuestyListing } from './data.ts';

export type Answer = { status: number; body: unknown };
export interface StoredQuote {
  _id: string;
  listing: GuestyListing;
  stay: Stay;
  quote: Quote;
}
export interface Reservation {
  _id: string;
  confirmationCode: string;
  guestId: string;
  quote: StoredQuote;
  guest: { firstName: string; lastName: string; email: string; phone: string };
}

const hex = (prefix: string, n: number) => prefix + n.toString(16).padStart(6, '0');
export const quoteId = (n: number): string => hex(QUOTE_ID_PREFIX, n);
export const reservationId = (n: number): string => hex(RESERVATION_ID_PREFIX, n);
export const guestId = (n: number): string => hex(GUEST_ID_PREFIX, n);
export const confirmationCode = (n: number): string => `GY-${n.toString(36).toUpperCase()}`;

export const fail = (status: number, code: string, message: string, data: unknown = {}): Answer => ({ status, body: { error: { code, message, data } } });
export const listingById = (id: unknown): GuestyListing | undefined => LISTINGS.find((l) => l._id === id);

export function listingJson(l: GuestyListing) {
  return {
    _id: l._id,
    title: l.name,
    nickname: l.nickname,
    propertyType: l.propertyType,
    accommodates: l.maxGuests,
    bedrooms: l.bedrooms,
    bathrooms: l.bathrooms,
    address: { city: 'Lisbon', country: 'Portugal', neighborhood: l.neighborhood },
    prices: { basePrice: l.nightly, currency: CURRENCY, cleaningFee: l.fees[0].amount },
    terms: { minNights: l.minNights },
    picture: { thumbnail: `/assets/img/${l.nickname.toLowerCase()}.jpg` },
  };
}

/** GET /api/listings?checkIn&checkOut&minOccupancy: the listings free and big enough for the stay. */
export function searchListings(q: URLSearchParams): Answer {
  const stay: Stay = { checkin: q.get('checkIn') ?? '', checkout: q.get('checkOut') ?? '', adults: Number(q.get('minOccupancy')) || 1, children: 0 };
  const dated = stay.checkin !== '' && stay.checkout !== '';
  const results = LISTINGS.filter((l) => l.maxGuests >= stay.adults && !(dated && stayProblem(l, stay))).map(listingJson);
  return { status: 200, body: { results, pagination: { total: results.length, cursor: { next: null } } } };
}

export function getListing(id: string): Answer {
  const l = listingById(id);
  return l ? { status: 200, body: listingJson(l) } : fail(404, 'LISTING_NOT_FOUND', 'Listing not found');
}

/** Why Guesty refuses a quote for this stay (null when it can be quoted). */
export function refusal(l: GuestyListing, stay: Stay): Answer | null {
  const p = stayProblem(l, stay);
  if (!p) return null;
  if (p.kind === 'dates') return fail(400, 'WRONG_REQUEST_PARAMETERS', 'checkOutDateLocalized must be after checkInDateLocalized');
  if (p.kind === 'occupancy') return fail(400, 'WRONG_REQUEST_PARAMETERS', `guestsCount must not be greater than ${p.maxGuests}`);
  const notApplicable = p.kind === 'min-stay' ? { minNights: true } : { closed: true };
  return fail(400, 'LISTING_IS_NOT_AVAILABLE', 'Listing is not available for the requested dates', {
    moreDetails: { notApplicableRatePlans: [{ ratePlanId: RATE_PLAN._id, notApplicable }] },
  });
}

/** A quote's money object: fare, fees, taxes, host payout (what the guest pays on a direct booking), invoice items. */
export function moneyOf(q: Quote) {
  const fees = sum(q.fees);
  const taxes = sum(q.taxes);
  const item = (title: string, amount: number, type: string, normalType: string) => ({ title, amount, currency: CURRENCY, type, normalType });
  return {
    currency: CURRENCY,
    fareAccommodation: q.rent,
    fareAccommodationAdjusted: q.rent,
    fareCleaning: fees,
    totalFees: fees,
    subTotalPrice: q.rent + fees,
    totalTaxes: taxes,
    hostPayout: q.total,
    invoiceItems: [
      item('Accommodation fare', q.rent, 'ACCOMMODATION_FARE', 'AF'),
      ...q.fees.map((f) => item(f.name, f.amount, 'CLEANING_FEE', 'CF')),
      ...q.taxes.map((t) => item(t.name, t.amount, 'TAX', 'VAT')),
    ],
  };
}

export function quoteJson(s: StoredQuote) {
  return {
    _id: s._id,
    createdAt: NOW,
    expiresAt: QUOTE_EXPIRES,
    listingId: s.listing._id,
    checkInDateLocalized: s.stay.checkin,
    checkOutDateLocalized: s.stay.checkout,
    guestsCount: s.stay.adults,
    coupons: [],
    promotions: null,
    rates: {
      ratePlans: [
        {
          ratePlan: { ...RATE_PLAN, priceAdjustment: { type: 'flat', direction: 'decrease', amount: 0 }, money: { _id: s._id.replace(/..$/, 'ff'), ...moneyOf(s.quote) } },
          days: s.quote.nights.map((n) => ({ date: n.date, price: n.rate, basePrice: n.rate, currency: CURRENCY })),
        },
      ],
    },
  };
}

/** POST /api/reservations/quotes: a new quote (a new _id every time, as Guesty does), or the refusal. */
export function createQuote(body: Record<string, unknown> | null, save: (make: (id: string) => StoredQuote) => StoredQuote): Answer {
  const l = listingById(body?.listingId);
  if (!body || !l) return fail(404, 'LISTING_NOT_FOUND', 'Listing not found');
  const stay: Stay = { checkin: String(body.checkInDateLocalized ?? ''), checkout: String(body.checkOutDateLocalized ?? ''), adults: Number(body.guestsCount) || 1, children: 0 };
  const refused = refusal(l, stay);
  if (refused) return refused;
  const stored = save((id) => ({ _id: id, listing: l, stay, quote: quoteStay(l, stay) }));
  return { status: 200, body: quoteJson(stored) };
}

export const getQuote = (s: StoredQuote | undefined): Answer => (s ? { status: 200, body: quoteJson(s) } : fail(404, 'QUOTE_NOT_FOUND', 'Quote not found'));

/** POST /api/reservations/quotes/{quoteId}/instant { ratePlanId, ccToken, guest }: a confirmed reservation. */
export function instant(s: StoredQuote | undefined, body: Record<string, any> | null, book: (guest: Reservation['guest']) => Reservation): Answer {
  if (!s) return fail(404, 'QUOTE_NOT_FOUND', 'Quote not found');
  if (!body || body.ratePlanId !== RATE_PLAN._id) return fail(400, 'WRONG_REQUEST_PARAMETERS', 'ratePlanId must be one of the quote rate plans');
  if (!/^pm_/.test(String(body.ccToken ?? ''))) return fail(400, 'WRONG_REQUEST_PARAMETERS', 'ccToken must be a Stripe SCA payment method (pm_...)');
  const g = body.guest ?? {};
  if (!String(g.firstName ?? '').trim() || !String(g.email ?? '').includes('@')) return fail(400, 'WRONG_REQUEST_PARAMETERS', 'guest.firstName and guest.email are required');
  const r = book({ firstName: String(g.firstName), lastName: String(g.lastName ?? ''), email: String(g.email), phone: String(g.phone ?? '') });
  return { status: 200, body: { _id: r._id, status: 'confirmed', platform: 'direct', confirmationCode: r.confirmationCode, createdAt: NOW, guestId: r.guestId } };
}

/** GET /api/reservations/{id}: what the confirmation view shows. */
export function getReservation(r: Reservation | undefined): Answer {
  if (!r) return fail(404, 'RESERVATION_NOT_FOUND', 'Reservation not found');
  const s = r.quote;
  return {
    status: 200,
    body: {
      _id: r._id,
      confirmationCode: r.confirmationCode,
      status: 'confirmed',
      listingId: s.listing._id,
      listing: { _id: s.listing._id, title: s.listing.name },
      checkInDateLocalized: s.stay.checkin,
      checkOutDateLocalized: s.stay.checkout,
      guestsCount: s.stay.adults,
      guest: { firstName: r.guest.firstName, lastName: r.guest.lastName },
      money: { currency: CURRENCY, hostPayout: s.quote.total, invoiceItems: moneyOf(s.quote).invoiceItems },
    },
  };
}
