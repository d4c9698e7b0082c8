// An independent site's single-page app on its own listings/bookings REST API (spec 7; no platform named).
// Wire shapes, their evidence and what this adapter reads: demo-sites/listings-bookings/SOURCES.md.
import { attr, defineAdapter, exact, lineItems, pathSegment, text } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const COUNT = '.results-count[data-count]';
const NAME = 'h1.listing-name';
const stay = (get: (name: string) => unknown) => ({
  checkin: get('check_in'),
  checkout: get('check_out'),
  guests_adults: get('adults'),
  guests_children: get('children'),
});
const data = (json: unknown) => pick(json, 'data');

registerProvider(
  defineAdapter({
    slug: 'listings-bookings',
    label: 'Listings/bookings REST API (independent sites)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-27',
    paths: { search: /^\/listings\/?(\?|$)/, property: '/listings/:id', page_upload: '/booking/success' },
    ready: { search: COUNT, property: NAME, page_upload: '.booking-confirmed' },
    observe: {
      search: { method: 'POST', url: /\/listings\/search\/?(\?|$)/ },
      property: { method: 'GET', url: /\/listings\/(?!search\/)[^/?#]+\/(\?|$)/ },
      quote: { method: 'GET', url: /\/bookings\/quote\/?(\?|$)/ },
      conversion: { method: 'GET', url: /\/bookings\/booking_confirmation\/?(\?|$)/ },
    },
    map: {
      search: (s) => ({
        ...stay(s.param),
        result_count: s.call ? pick(s.json, 'count') : attr(COUNT, 'data-count'),
        guests_adults: exact(s.param('adults')),
        guests_children: exact(s.param('children')),
      }),
      property: {
        fromCall: (s) => (pick(s.json, 'id') != null ? { listing_id: pick(s.json, 'id'), listing_name: pick(s.json, 'name') } : null),
        fromPage: () => ({ listing_id: pathSegment(-1), listing_name: text(NAME) }),
      },
      quote: (s) => {
        const d = data(s.json);
        return {
          listing_id: s.param('listing_id'),
          listing_name: text(NAME),
          ...stay((name) => pick(d, name) ?? s.param(name)),
          total: pick(d, 'total'),
          currency: pick(d, 'currency'),
          line_items: lineItems(pick(d, 'line_items'), 'name', 'amount'),
          error_message: d ? null : pick(s.json, 'detail'),
        };
      },
      conversion: (s) => {
        const d = data(s.json);
        return d
          ? { reservation_id: pick(d, 'confirmation_code'), listing_id: pick(d, 'listing_id'), listing_name: pick(d, 'listing_name'), ...stay((name) => pick(d, name)), total: pick(d, 'total'), currency: pick(d, 'currency'), success: pick(d, 'status') == 'confirmed' }
          : null;
      },
    },
    pathCases: {
      handles: {
        search: ['/listings/?check_in=2027-06-15&check_out=2027-06-20&adults=2&children=0', '/listings/'],
        property: ['/listings/3301?check_in=2027-06-15&check_out=2027-06-20', '/listings/3301'],
        page_upload: ['/booking/success?confirmation_code=SCC-70412'],
      },
      ignores: ['/', '/booking/', '/listings/3301/photos'],
    },
  }),
);
