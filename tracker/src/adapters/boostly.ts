// Boostly (WordPress vacation-rental theme, Homey's sibling). The half-map search posts admin-ajax
// `boostly_half_map_2` with Homey's half-map fields (capture/wp.ts halfMapSearch; dates as mm/dd/yyyy) plus
// location, and answers { getListings, total_results, listings, listingHtml }; the booking widget posts
// `boostly_calculate_booking_cost` (Homey's booking fields, capture/wp.ts homeyStay; security) and answers
// { success, total (in cents, as Stripe takes it), currency, breakdown { label: '$…' } } or
// { success: false, errors: { field: [messages] } } (flattened to 'field - a,b.'). Payment is WooCommerce's.
import { defineAdapter, text, value } from '../capture';
import { WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture/woo';
import { halfMapSearch, homeyStay } from '../capture/wp';
import { registerProvider } from '../core/registry';

registerProvider(
  defineAdapter({
    slug: 'boostly',
    label: 'Boostly (WordPress theme)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-05-20',
    currency: 'USD',
    paths: { property: '/listing/:slug', conversion: WOO_RECEIVED },
    observe: { search: { ajaxAction: 'boostly_half_map_2' }, quote: { ajaxAction: 'boostly_calculate_booking_cost' } },
    ready: { conversion: WOO_ORDER },
    map: {
      search: (s) => ({ ...halfMapSearch(s), locations: s.param('location') }),
      property: () => ({ listing_id: value('#listing_id'), listing_name: text('h1.listing-title') }),
      quote: (s) => {
        const j = s.json || {};
        return { ...homeyStay(s), total: j.success ? j.total / 100 : null, currency: j.currency, line_items: j.breakdown, error_message: j.errors };
      },
      conversion: wooOrder,
    },
    pathCases: {
      handles: { property: ['/listing/duck-dune-cottage/'], conversion: ['/checkout/order-received/6001/?key=wc_order_abc'] },
      ignores: ['/search-results/?arrive=12%2F14%2F2026', '/checkout/', '/listing/'],
    },
  }),
);
