// Homey (Favethemes' WordPress rental theme), as Homey 2.4 talks: admin-ajax calls, pages, WooCommerce.
// Wire shapes, their evidence and what this adapter reads: demo-sites/homey/SOURCES.md.
import { defineAdapter, halfMapSearch, homeyCost, homeyStay, homeyTitle, value, WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture';
import { registerProvider } from '../core/registry';

registerProvider(
  defineAdapter({
    slug: 'homey',
    label: 'Homey (WordPress theme)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'USD',
    paths: { search: '/search-results/', property: '/listing/:slug', conversion: WOO_RECEIVED },
    observe: {
      search: { ajaxAction: 'homey_half_map' },
      quote: [{ ajaxAction: 'check_booking_availability_on_date_change' }, { ajaxAction: 'homey_calculate_booking_cost' }],
    },
    ready: { search: '#homey_halfmap_listings_container .item-wrap', conversion: WOO_ORDER },
    map: {
      search: (s) => ({
        ...halfMapSearch(s),
        // "at least n" bedrooms, as the theme's beds/baths search option is usually set
        bedrooms: [s.param('bedrooms'), 9999],
        locations: s.param('search_city'),
        property_types: s.param('listing_type') == '-1' ? null : s.param('listing_type'),
      }),
      property: () => ({ listing_id: value('#listing_id'), listing_name: homeyTitle() }),
      quote: (s) => ({ ...homeyStay(s), ...homeyCost(s) }),
      conversion: wooOrder,
    },
    pathCases: {
      handles: {
        search: ['/search-results/?arrive=2026-12-14&depart=2026-12-19&guest=3&bedrooms=2'],
        property: ['/listing/timberline-lodge-cabin/'],
        conversion: ['/checkout/order-received/4127/?key=wc_order_5f2a9c1e7b3d4'],
      },
      ignores: ['/', '/listing/', '/checkout/?listing_id=1187&check_in=2026-12-14'],
    },
  }),
);
