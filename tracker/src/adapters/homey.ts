// Homey (Favethemes' WordPress rental theme), as Homey 2.4 really talks (demo-sites/homey/SOURCES.md):
//   homey_half_map  POST admin-ajax (jQuery, dataType json, no cache-buster) arrive, depart (the site's datepicker
//                   format, HOMEY_ajax_vars.homey_date_format), guest, bedrooms, min-price, max-price, search_city,
//                   listing_type, amenity[]… -> { getListings, listings, total_results: "3 Rentals", listingHtml }
//                   (the count is shown in #listings_found)
//   check_booking_availability_on_date_change  check_in_date, check_out_date (YYYY-MM-DD), listing_id
//                   -> { success, message }: success false is the quote error
//   homey_calculate_booking_cost  the same + guests (sum) and the guests in Homey 2.4's shifted argument order
//                   (families/homey.ts homeyGuests) -> HTML: total, .collapseExample lines (families/homey.ts homeyCost);
//                   Homey 2.1's call has only guests (the sum): the party is read from the booking form's hidden
//                   adult_guest / child_guest when they add up to it
// The half-map call can be made before this script is there: the results page (the same fields in its query,
// the count in #listings_found) gives the same search, and the emitter sends it once. Payment is WooCommerce's:
// the order-received page has the order number and total but no listing id, so the conversion is joined with
// the stored last quote (capture/journey.ts).
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
