// Homey (Favethemes' WordPress rental theme): jQuery form posts to admin-ajax, dates yyyy-mm-dd.
//   homey_half_map (URL ?_=<ms>)  arrive, depart, guest, bedrooms, min-price, max-price, search_city, listing_type
//                                 -> { listings, total_results: "3 Rentals" }
//   check_booking_availability_on_date_change  check_in_date, check_out_date, listing_id -> { success, message }:
//                                 success false is the quote error ("Those dates are not available.")
//   homey_calculate_booking_cost  the same + adult_guest, child_guest -> HTML: the total in the right-hand
//                                 .payment-list-price-detail-total-price, the lines in .collapseExample li
//                                 ("$285.00 x 5 Nights" is the rent; li.sub-total is neither a line nor the total)
// The half-map call is made while the page loads, often before this script is there: the results page (the same
// fields in its query, the count in #half_map_results_count) gives the same search, and the emitter sends it once.
// Payment is WooCommerce's: the order-received page has the order number and total but no listing id, so the
// conversion is joined with the stored last quote (capture/last-quote.ts).
import { defineAdapter, el, scrapeReservation, text, value } from '../capture';
import { fragment, htmlText } from '../capture/html';
import { WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture/woo';
import { homeyStay } from '../capture/wp';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';


registerProvider(
  defineAdapter({
    slug: 'homey',
    label: 'Homey (WordPress theme)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-23',
    currency: 'USD',
    paths: { search: '/search-results/', property: '/listing/:slug', conversion: WOO_RECEIVED },
    observe: {
      search: { ajaxAction: 'homey_half_map' },
      quote: [{ ajaxAction: 'check_booking_availability_on_date_change' }, { ajaxAction: 'homey_calculate_booking_cost' }],
    },
    ready: { search: '#homey_halfmap_listings_container .item-wrap', conversion: WOO_ORDER },
    map: {
      search: (s) => ({
        result_count: s.call ? pick(s.json, 'total_results') : text('#half_map_results_count'),
        checkin: s.param('arrive'),
        checkout: s.param('depart'),
        guests_adults: [s.param('guest'), s.param('guest')],
        bedrooms: [s.param('bedrooms'), 9999],
        price: [s.param('min-price'), s.param('max-price')],
        locations: s.param('search_city'),
        property_types: s.param('listing_type'),
      }),
      property: () => ({ listing_id: value('#listing_id'), listing_name: text('h1.listing-title') }),
      quote: (s) => {
        const html = s.json ? null : s.call && s.call.responseText;
        return {
          ...homeyStay(s),
          total: htmlText(html, '.pull-right .payment-list-price-detail-total-price'),
          line_items: scrapeReservation(el('.collapseExample', fragment(html))).items,
          error_message: pick(s.json, 'success') === false ? pick(s.json, 'message') : null,
        };
      },
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
