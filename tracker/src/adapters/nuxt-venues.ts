// A Nuxt single-page site on its own JSON API (spec 1 "a Nuxt-based site"; spec 2 /venues; spec 7).
// Wire shapes, their evidence and what this adapter reads: demo-sites/nuxt-venues/SOURCES.md.
import { atLeast, attr, defineAdapter, exact, text } from '../capture';
import { registerProvider } from '../core/registry';
import { pick, toInt } from '../parse';

const TITLE = 'h1.venue-title';
const LIST = /^\/venues\/?(\?|$)/i;
const RESOURCE = /\/api\/(public-)?properties\/property\/?(\?|$)/;
const lines = (v: unknown) => (Array.isArray(v) ? v.map((l) => [pick(l, 'label'), pick(l, 'amount')]) : {});
const venue = () => ({ listing_id: attr(TITLE, 'data-venue-id'), listing_name: text(TITLE) });

registerProvider(
  defineAdapter({
    slug: 'nuxt-venues',
    label: 'Nuxt venue site (own JSON API)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-27',
    currency: 'GBP',
    spa: true,
    paths: { search: LIST, property: '/venues/:slug', page_upload: '/booking/confirmation' },
    ready: { property: TITLE, page_upload: '.booking-confirmed' },
    observe: {
      search: { method: 'GET', url: RESOURCE },
      quote: [
        { method: 'GET', url: /\/availability\/venue\b/ },
        { method: 'POST', url: RESOURCE },
      ],
      conversion: { method: 'GET', url: /\/metareservations\b/ },
    },
    map: {
      // the list page itself says nothing its call does not: the call is the search
      search: (s) => (!s.call || !LIST.test(location.pathname + location.search) ? null : {
        result_count: pick(s.json, 'meta', 'total') ?? pick(s.json, 'data', 'length'),
        checkin: s.param('checkin'),
        checkout: s.param('checkout'),
        guests_adults: exact(s.param('adults')),
        guests_children: exact(s.param('children')),
        bedrooms: atLeast(toInt(s.param('bedrooms'))),
      }),
      property: venue,
      quote: (s) => {
        const d = pick(s.json, 'data');
        // an availability answer says only whether the stay can be booked: a refusal is the quote, a yes is not
        if (s.call!.method == 'GET' && (!d || pick(d, 'available'))) return null;
        return {
          ...venue(),
          listing_id: s.param('property_id') ?? s.param('venue') ?? attr(TITLE, 'data-venue-id'),
          checkin: s.param('checkin'),
          checkout: s.param('checkout'),
          guests_adults: s.param('adults'),
          guests_children: s.param('children'),
          promo_code: s.param('promo_code'),
          currency: pick(d, 'currency'),
          total: pick(d, 'total'),
          line_items: lines(pick(d, 'breakdown')),
          error_message: pick(s.json, 'errors') ?? (d ? pick(d, 'message') : pick(s.json, 'message')),
        };
      },
      conversion: (s) => {
        const d = pick(s.json, 'data');
        if (!d) return null;
        return {
          reservation_id: pick(d, 'reference'),
          listing_id: pick(d, 'property', 'id'),
          listing_name: pick(d, 'property', 'name'),
          checkin: pick(d, 'checkin'),
          checkout: pick(d, 'checkout'),
          guests_adults: pick(d, 'adults'),
          guests_children: pick(d, 'children'),
          promo_code: pick(d, 'promo_code'),
          currency: pick(d, 'currency'),
          total: pick(d, 'total'),
          line_items: lines(pick(d, 'breakdown')),
          success: pick(d, 'status') == 'confirmed',
        };
      },
    },
    pathCases: {
      handles: {
        search: ['/venues', '/venues?checkin=2026-07-10&checkout=2026-07-17&adults=8&children=2&bedrooms=6'],
        property: ['/venues/the-old-rectory', '/venues/the-old-rectory?checkin=2026-07-10&checkout=2026-07-17&adults=8'],
        page_upload: ['/booking/confirmation?reference=HV-24017'],
      },
      ignores: ['/', '/venue-hire', '/booking/checkout?venue=the-old-rectory'],
    },
  }),
);
