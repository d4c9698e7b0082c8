// Rails-based property sites (spec 1 "Rails-based properties"): their JSON calls and pages.
// Wire shapes, their evidence and what this adapter reads: demo-sites/rails-rentals/SOURCES.md.
import { dateParam, defineAdapter, exact, lineItems, recall, remember, text, value } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick } from '../parse';

const BOOKED = 'rails-rentals:booked';
const R = (f: string) => `reservation[${f}]`;
const FORM_ID = `#new_reservation [name="${R('rental_accommodation_id')}"]`;

registerProvider(
  defineAdapter({
    slug: 'rails-rentals',
    label: 'Rails-based property site (rental_accommodations)',
    family: 'site-ajax',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-27',
    currency: 'EUR',
    paths: { property: '/rental_accommodations/:id', conversion: '/reservations/thank_you' },
    ready: { conversion: '.reservation-confirmation' },
    observe: {
      search: { method: 'GET', url: /\/rental_accommodations(\.json)?(\?|$)/ },
      quote: [
        { method: 'GET', url: /\/get_booking_price\b/ },
        { method: 'POST', url: /\/check_booking\b/ },
      ],
      conversion: { method: 'POST', url: /\/reservations(\.json)?(\?|$)/ },
    },
    map: {
      search: (s) => ({
        result_count: Array.isArray(s.json) ? s.json.length : null,
        checkin: dateParam(s, 'start', 'dmy'),
        checkout: dateParam(s, 'end', 'dmy'),
        guests_adults: exact(s.param('adults')),
        guests_children: exact(s.param('children')),
      }),
      property: () => ({ listing_id: value(FORM_ID), listing_name: text('h1') }),
      quote: (s) => {
        const check = /check_booking/.test(s.call!.url);
        const price = check ? pick(s.json, 'total') : pick(s.json, 'price');
        return {
          listing_id: s.param('rental_accommodation_id') ?? s.param(R('rental_accommodation_id')),
          listing_name: text('h1'),
          checkin: pick(s.json, 'startdb') ?? dateParam(s, `start ${R('start')}`, 'dmy'),
          checkout: pick(s.json, 'enddb') ?? dateParam(s, `end ${R('end')}`, 'dmy'),
          guests_adults: s.param(R('adults')),
          guests_children: s.param(R('children')),
          total: price,
          line_items: lineItems(pick(s.json, 'breakdown'), 'label', 'amount'),
          error_message: check ? pick(s.json, 'validation') : pick(s.json, 'error'),
        };
      },
      // the booking call's answer is kept for the thank-you page it sends the guest to, which converts (after its
      // upload) with it; the page alone (a call not seen) gives the code, dates and total it shows
      conversion: (s) => {
        const c = s.call;
        if (c) {
          const code = pick(s.json, 'code') ?? pick(s.json, 'id');
          if (c.status >= 200 && c.status < 300)
            remember(BOOKED, code, {
              listing_id: s.param(R('rental_accommodation_id')),
              listing_name: text('h1'),
              checkin: pick(s.json, 'startdb') ?? dateParam(s, R('start'), 'dmy'),
              checkout: pick(s.json, 'enddb') ?? dateParam(s, R('end'), 'dmy'),
              guests_adults: s.param(R('adults')),
              guests_children: s.param(R('children')),
              total: pick(s.json, 'total'),
              success: true,
            });
          return null;
        }
        const code = s.param('code') ?? text('.reservation-code');
        const day = (sel: string) => parseDate(text(sel), 'dmy');
        return { checkin: day('.reservation-start'), checkout: day('.reservation-end'), total: text('.reservation-total'), ...recall(BOOKED, code), reservation_id: code };
      },
    },
    pathCases: {
      handles: { property: ['/rental_accommodations/12-casa-olivo', '/rental_accommodations/12?start=06/03/2027'], conversion: ['/reservations/thank_you?code=OG27-0153'] },
      ignores: ['/', '/rental_accommodations', '/rental_accommodations/12/edit', '/reservations', '/contact'],
    },
  }),
);
