// Guesty direct-booking sites on the Booking Engine API (booking.guesty.com/api, or the site's own proxy of it:
// guesty-quotes, /api/guesty/quote, /reservations/quote take the same JSON). All fetch, JSON both ways.
//   GET  listings?checkIn&checkOut&minOccupancy -> { results: [...], pagination: { total } }   (search)
//   GET  listings/{id} -> { _id, title, … }   (the listing view of the booking SPA: property)
//   POST reservations/quotes  { listingId, checkInDateLocalized, checkOutDateLocalized, guestsCount, coupons }
//        -> { _id, rates: { ratePlans: [{ ratePlan: { _id, money: { currency, fareAccommodation, totalFees,
//           totalTaxes, hostPayout (what the guest pays), invoiceItems: [{ title, amount, type }] } } }] } }
//        or 4xx { error: { code: "LISTING_IS_NOT_AVAILABLE", message } } (the message is the quote error)
//   POST reservations/quotes/{quoteId}/instant  { ratePlanId, ccToken, guest } -> { _id, status: "confirmed",
//        confirmationCode }: converts with the stay of the quote it books (the last 20 captured quotes are kept)
//   #/reserve/confirmation?confirmationCode=…  the booking SPA's confirmation route converts too, with the stored
//        last quote; one reservation converts once, whichever of the two comes first.
import { defineAdapter, text, type Fields } from '../capture';
import { lineItems } from '../capture/line-items';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const quotes: [unknown, Fields][] = []; // [quote _id, its fields], newest first
const converted: unknown[] = []; // confirmation codes

registerProvider(
  defineAdapter({
    slug: 'guesty',
    label: 'Guesty Booking Engine API (direct-booking SPA)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-23',
    paths: { conversion: '#/reserve/confirmation' },
    observe: {
      search: { method: 'GET', url: /\/listings\/?(\?|$)/ },
      property: { method: 'GET', url: /\/listings\/[^/?#]+\/?(\?|$)/ },
      quote: { method: 'POST', url: /\/(reservations\/quotes?|api\/guesty\/quotes?|guesty-quotes)\/?(\?|$)/ },
      conversion: { method: 'POST', url: /\/reservations\/quotes\/[^/?#]+\/instant\/?(\?|$)/ },
    },
    map: {
      search: (s) => ({
        result_count: pick(s.json, 'pagination', 'total'),
        checkin: s.param('checkIn'),
        checkout: s.param('checkOut'),
        guests_adults: [s.param('minOccupancy'), s.param('minOccupancy')],
      }),
      // (listings/cities and the like are not a listing)
      property: (s) => (pick(s.json, '_id') ? { listing_id: pick(s.json, '_id'), listing_name: pick(s.json, 'title') } : null),
      quote: (s) => {
        const money = pick(s.json, 'rates', 'ratePlans', 0, 'ratePlan', 'money');
        const f: Fields = {
          listing_id: s.param('listingId'),
          listing_name: text('h1.listing-title'),
          checkin: s.param('checkInDateLocalized'),
          checkout: s.param('checkOutDateLocalized'),
          guests_adults: s.param('guestsCount'),
          promo_code: s.param('coupons'),
          total: pick(money, 'hostPayout'),
          currency: pick(money, 'currency'),
          line_items: lineItems(pick(money, 'invoiceItems'), 'title', 'amount'),
          error_message: pick(s.json, 'error', 'message'),
        };
        const id = pick(s.json, '_id');
        if (id && quotes.unshift([id, f]) > 20) quotes.pop();
        return f;
      },
      conversion: (s) => {
        const c = s.call;
        const code = c ? pick(s.json, 'confirmationCode') : s.param('confirmationCode');
        if (code && converted.indexOf(code) >= 0) return null;
        if (code) converted.push(code);
        const booked = c && quotes.filter(([id]) => c.url.indexOf(`/${id}/instant`) >= 0)[0];
        return { ...(booked && booked[1]), reservation_id: code, success: c ? pick(s.json, 'status') == 'confirmed' : null };
      },
    },
    pathCases: {
      handles: { conversion: ['/#/reserve/confirmation?confirmationCode=GY-Z5FK'] },
      ignores: ['/#/properties/64f1', '/#/reserve/65a0', '/reserve/confirmation'],
    },
  }),
);
