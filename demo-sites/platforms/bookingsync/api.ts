// What Smily's public endpoints answer, as their public docs show them (SOURCES.md):
// - the website's Public API v2, `GET /api/public/v2/search` and `GET /api/public/v2/rentals/:id/channel_prices`
//   (plain JSON: `{ rentals, meta: { pagination } }`, `{ search_price, …, currency }` with decimals as strings);
// - the calendar widget's maps call, `GET /api/v2/public/maps.json?rental_id&exchange_to_currency` (JSON:API:
//   `{ data: [{ id, type: 'maps', attributes: { availability, nightly_rates, minimum_stays, start_date, currency } }] }`).
import { addDays, isAvailable, isIsoDate, nightsOf, quoteStay, rateOn, stayProblem, type StayProblem } from '../../server/fixtures.ts';
import { CURRENCY, MAPS_DAYS, MAPS_START, RENTALS, type Rental } from './data.ts';

export interface Answer {
  status: number;
  body: unknown;
}

/** Ruby's BigDecimal#to_s as the API prints prices: "800", "648.0" style strings. */
const decimal = (n: number) => (Number.isInteger(n) ? `${n}.0` : String(n));

export const rentalPath = (r: Rental, locale = 'en') => `/${locale}/rentals/${r.id}-${r.slug}`;
export const rentalById = (id: unknown): Rental | undefined => RENTALS.find((r) => String(r.id) === String(id).split('-')[0]);

/** The search's stay and party, read from the query the theme's script sends (the page's own parameter names). */
export function searchOf(q: URLSearchParams) {
  const checkin = q.get('checkin') ?? '';
  const checkout = q.get('checkout') ?? '';
  return { checkin: isIsoDate(checkin) ? checkin : '', checkout: isIsoDate(checkout) ? checkout : '', guests: Number(q.get('guests')) || 0 };
}

/** The rentals a search finds: free for the whole stay (when dated) and sleeping the party. */
export function found(q: URLSearchParams): Rental[] {
  const s = searchOf(q);
  return RENTALS.filter((r) => r.maxGuests >= s.guests && (!s.checkin || !s.checkout || isAvailable(r, s.checkin, s.checkout)));
}

const preview = (r: Rental, origin: string, currency: string) => ({
  id: r.id, bookingsync_id: r.bookingsyncId, synced_id: r.bookingsyncId, url: `${origin}${rentalPath(r)}?currency=${currency}`,
  headline: r.headline, summary: `${r.bedrooms} bedrooms in ${r.destination}.`, bedrooms_count: r.bedrooms, sleeps: r.maxGuests, sleeps_max: null,
  min_price: String(r.nightly * 7), max_price: String(r.nightly * 7), reviews_count: 0, reviews_average_rating: null, position: r.id % 100,
  full_bathrooms_count: r.bathrooms, length_of_stay: null, price_kind: 'weekly', available: true, currency,
  destination: [{ id: 508729, title: 'Europe' }, { id: 508730, title: 'France' }, { id: 508731, title: r.destination }],
  final_price: null, name: r.name, custom_attributes: {}, best_offer: null, rentals_tags: [], instantly_bookable: true, photos: [], special_offers: [],
});

/** GET /api/public/v2/search?…&per_page&page&locale&currency */
export function searchAnswer(q: URLSearchParams, origin: string): Answer {
  const all = found(q);
  const perPage = Number(q.get('per_page')) || 12;
  const page = Number(q.get('page')) || 1;
  const currency = q.get('currency') || CURRENCY;
  return {
    status: 200,
    body: {
      rentals: all.slice((page - 1) * perPage, page * perPage).map((r) => preview(r, origin, currency)),
      meta: { pagination: { page, per_page: perPage, total_count: all.length, total_pages: Math.ceil(all.length / perPage) } },
    },
  };
}

const REFUSALS: Record<StayProblem['kind'], (p: any) => string> = {
  dates: () => 'End date must be after start date',
  'min-stay': (p) => `Minimum stay is ${p.minNights} nights`,
  occupancy: (p) => `Maximum occupancy is ${p.maxGuests} guests`,
  unavailable: () => 'Rental is not available for these dates',
};

/** GET /api/public/v2/rentals/:id/channel_prices?start_date&end_date&occupancy&currency&locale -> the stay's price,
 * or (assumed, SOURCES.md) 422 with a JSON:API-style error list when the stay cannot be booked. */
export function channelPricesAnswer(id: string, q: URLSearchParams): Answer {
  const rental = rentalById(id);
  if (!rental) return { status: 404, body: { errors: [{ detail: 'Rental not found' }] } };
  const stay = { checkin: q.get('start_date') ?? '', checkout: q.get('end_date') ?? '', adults: Number(q.get('occupancy')) || 1, children: 0 };
  const problem = stayProblem(rental, stay);
  if (problem) return { status: 422, body: { errors: [{ detail: REFUSALS[problem.kind](problem) }] } };
  return {
    status: 200,
    body: { search_price: decimal(quoteStay(rental, stay).total), airbnb_percentage_difference: '0.0', booking_com_percentage_difference: '0.0', currency: q.get('currency') || CURRENCY },
  };
}

/** GET /api/v2/public/maps.json?rental_id=<bookingsync id>[&exchange_to_currency] -> one map per rental. */
export function mapsAnswer(q: URLSearchParams): Answer {
  const rental = RENTALS.find((r) => String(r.bookingsyncId) === q.get('rental_id'));
  if (!rental) return { status: 404, body: { errors: [{ detail: 'Rental not found' }] } };
  const days = nightsOf(MAPS_START, addDays(MAPS_START, MAPS_DAYS));
  const booked = (day: string) => rental.booked.some(([from, to]) => day >= from && day < to);
  return {
    status: 200,
    body: {
      data: [
        {
          id: 150000 + rental.bookingsyncId,
          type: 'maps',
          attributes: {
            availability: days.map((d) => (booked(d) ? '1' : '0')).join(''),
            nightly_rates: days.map((d) => (booked(d) ? 0 : rateOn(rental, d))).join(','),
            minimum_stays: days.map(() => rental.minNights).join(','),
            start_date: MAPS_START,
            currency: q.get('exchange_to_currency') || CURRENCY,
          },
        },
      ],
    },
  };
}
