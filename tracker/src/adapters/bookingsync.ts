// Smily (formerly BookingSync): its booking website and the calendar widget embedded on an owner's own site.
// Wire shapes, their evidence and what this adapter reads: demo-sites/bookingsync/SOURCES.md.
import { defineAdapter, exact, pageHeading, query, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

/** The website's rental id in a path: /en/rentals/315701-chalet-… or …/rentals/315701/channel_prices. */
const rentalId = (path: string) => (/\/rentals\/(\d+)(?:[-/]|$)/.exec(path) || [])[1] || null;
const either = (s: Source, name: string) => s.param(name) ?? query(location.href, name);

registerProvider(
  defineAdapter({
    slug: 'bookingsync',
    label: 'Smily (BookingSync) website and calendar widget',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote'],
    lastChecked: '2026-11-25',
    paths: { property: (loc) => !!rentalId(loc.pathname) },
    observe: {
      search: { method: 'GET', url: /\/api\/public\/v2\/search(\?|$)/ },
      property: { method: 'GET', url: '/api/v2/public/maps.json' },
      quote: { method: 'GET', url: /\/api\/public\/v2\/rentals\/\d+\/channel_prices/ },
    },
    map: {
      search: (s) => ({
        result_count: pick(s.json, 'meta', 'pagination', 'total_count'),
        checkin: either(s, 'checkin'),
        checkout: either(s, 'checkout'),
        guests_adults: exact(either(s, 'guests')),
        price: [either(s, 'min_price'), either(s, 'max_price')],
        currency: s.param('currency'),
      }),
      // A website rental page is the property view (its calendar's maps call would name the account's other id).
      property: {
        fromPage: () => ({ listing_id: rentalId(location.pathname), listing_name: pageHeading() }),
        fromCall: (s) => (rentalId(location.pathname) ? null : { listing_id: s.param('rental_id'), listing_name: pageHeading() }),
      },
      quote: (s) => {
        const priced = s.call!.status == 200;
        return {
          listing_id: rentalId(s.call!.url),
          listing_name: pageHeading(),
          checkin: s.param('start_date'),
          checkout: s.param('end_date'),
          guests_adults: s.param('occupancy'),
          total: priced ? pick(s.json, 'search_price') : null,
          currency: pick(s.json, 'currency') ?? s.param('currency'),
          error_message: priced ? null : pick(s.json, 'errors', 0, 'detail') ?? pick(s.json, 'error'),
        };
      },
    },
    pathCases: {
      handles: { property: ['/en/rentals/315683-villa-lemon-breadfruit-in-palermo?currency=EUR', '/fr/rentals/315683'] },
      ignores: ['/', '/en/rentals/search?checkin=2027-02-13&checkout=2027-02-20&guests=4', '/en/destinations/europe', '/le-chalet/'],
    },
  }),
);
