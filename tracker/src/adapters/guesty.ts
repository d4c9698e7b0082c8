// Guesty direct-booking sites on the Booking Engine API (booking.guesty.com/api or the site's own proxy of it).
// Wire shapes, their evidence and what this adapter reads: demo-sites/guesty/SOURCES.md.
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
