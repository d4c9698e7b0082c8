// Guesty direct-booking sites on the Booking Engine API (booking.guesty.com/api, or the site's own proxy of it:
// guesty-quotes, /api/guesty/quote, /reservations/quote take the same JSON), and Guesty-hosted booking sites
// (*.guestybookings.com: /en/properties, /en/properties/{id}?minOccupancy&checkIn&checkOut) whose browser calls
// app.guesty.com/api/pm-websites-backend/{listings,reservations/quotes} with the same shapes. Fetch or XHR, JSON.
//   GET  listings?checkIn&checkOut&minOccupancy -> { results: [...], pagination: { total } }   (search)
//   GET  /api/listings/get_available?checkIn&checkOut&adults&children -> { data: [...listings], checkIn, checkOut,
//        adults, children }   (a site proxy's search: the count is data's length)
//   GET  listings/{id} -> { _id, title, … }   (the listing view of the booking SPA: property)
//   POST reservations/quotes  { listingId, checkInDateLocalized, checkOutDateLocalized, guestsCount, coupons }
//        -> { _id, rates: { ratePlans: [{ ratePlan: { _id, money: { currency, fareAccommodation, totalFees,
//           totalTaxes, hostPayout (what the guest pays), invoiceItems: [{ title, amount, type }] } } }] } }
//        (guestsCount is a number or, on hosted sites, a string; the answer repeats the stay in
//        checkInDateLocalized/checkOutDateLocalized) or 4xx { error: { code: "LISTING_IS_NOT_AVAILABLE", message?,
//        data } } (the message, else the code, is the quote error), or a 422 validation list [{ message, path }].
//        Site proxies (/api/guesty/quote) take { listingId, checkIn, checkOut, guestsCount } and answer Guesty's
//        quote, or their own 4xx { error: "<message>" }.
//   POST reservations/quotes/{quoteId}/instant | /instant-charge | /inquiry  { ratePlanId, ccToken, guest, policy }
//        -> { _id, status: "confirmed" | "reserved" (inquiry), confirmationCode } (instant-charge wraps it:
//        { reservation: {…}, payment }): converts with the stay of the quote it books (the last 20 quotes are kept)
//   #/reserve/confirmation?confirmationCode=…  the booking SPA's confirmation route converts too, with the stored
//        last quote; one reservation converts once, whichever of the two comes first.
import { defineAdapter, exact, type Fields, handleOnce, lineItems, pathSegment, recall, remember, text } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

// a quote's fields under its _id, for the booking call that names it; confirmation codes converted once
const QUOTES = 'guesty:quotes';
const CONVERTED = 'guesty:converted';

registerProvider(
  defineAdapter({
    slug: 'guesty',
    label: 'Guesty Booking Engine API (direct-booking SPA)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    paths: { conversion: '#/reserve/confirmation' },
    observe: {
      search: [
        { method: 'GET', url: /\/listings\/?(\?|$)/ },
        { method: 'GET', url: /\/listings\/get_available\/?(\?|$)/ },
      ],
      property: { method: 'GET', url: /\/listings\/(?!get_available\/?(\?|$))[^/?#]+\/?(\?|$)/ },
      quote: { method: 'POST', url: /\/(reservations\/quotes?|api\/guesty\/quotes?|guesty-quotes)\/?(\?|$)/ },
      conversion: { method: 'POST', url: /\/reservations\/quotes\/[^/?#]+\/(instant|instant-charge|inquiry)\/?(\?|$)/ },
    },
    map: {
      search: (s) => {
        const found = pick(s.json, 'data');
        const f: Fields = {
          result_count: pick(s.json, 'pagination', 'total'),
          checkin: s.param('checkIn'),
          checkout: s.param('checkOut'),
          guests_adults: exact(s.param('minOccupancy')),
        };
        // get_available: { data: [...], checkIn, checkOut, adults, children }
        if (!Array.isArray(found)) return f;
        const stay = (k: string) => s.param(k) ?? pick(s.json, k);
        return { ...f, result_count: found.length, checkin: stay('checkIn'), checkout: stay('checkOut'), guests_adults: exact(stay('adults')), guests_children: exact(stay('children')) };
      },
      // (listings/cities and the like are not a listing)
      property: (s) => (pick(s.json, '_id') ? { listing_id: pick(s.json, '_id'), listing_name: pick(s.json, 'title') } : null),
      quote: (s) => {
        const money = pick(s.json, 'rates', 'ratePlans', 0, 'ratePlan', 'money');
        const f: Fields = {
          listing_id: s.param('listingId'),
          listing_name: text('h1.listing-title'),
          checkin: s.param('checkInDateLocalized') ?? s.param('checkIn') ?? pick(s.json, 'checkInDateLocalized'),
          checkout: s.param('checkOutDateLocalized') ?? s.param('checkOut') ?? pick(s.json, 'checkOutDateLocalized'),
          guests_adults: s.param('guestsCount') ?? pick(s.json, 'guestsCount'),
          promo_code: s.param('coupons'),
          total: pick(money, 'hostPayout') ?? pick(money, 'subTotalPrice'),
          currency: pick(money, 'currency'),
          line_items: lineItems(pick(money, 'invoiceItems'), 'title', 'amount'),
          error_message:
            pick(s.json, 'error', 'message') ?? pick(s.json, 'error', 'code') ?? pick(s.json, 0, 'message') ?? pick(s.json, 'message') ?? (typeof pick(s.json, 'error') == 'string' ? pick(s.json, 'error') : null),
        };
        remember(QUOTES, pick(s.json, '_id'), f);
        return f;
      },
      conversion: (s) => {
        const c = s.call;
        const booking = pick(s.json, 'reservation') ?? s.json;
        const code = c ? pick(booking, 'confirmationCode') ?? pick(booking, '_id') : s.param('confirmationCode');
        if (code && !handleOnce(CONVERTED, code)) return null;
        // reservations/quotes/{quoteId}/instant: the stay of the quote it books
        const booked = c && recall(QUOTES, pathSegment(-2, undefined, c.url));
        const status = pick(booking, 'status');
        return { ...booked, reservation_id: code, success: c ? status == 'confirmed' || status == 'reserved' : null };
      },
    },
    pathCases: {
      handles: { conversion: ['/#/reserve/confirmation?confirmationCode=GY-Z5FK'] },
      ignores: ['/#/properties/64f1', '/#/reserve/65a0', '/reserve/confirmation'],
    },
  }),
);
