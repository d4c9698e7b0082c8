// Boostly (a Homey child theme + Boostly Connect): its own admin-ajax calls, or Homey's through the Homey family.
// Wire shapes, their evidence and what this adapter reads: demo-sites/boostly/SOURCES.md.
import { atLeast, defineAdapter, type Fields, halfMapSearch, homeyCost, homeyResultsPage, homeyStay, homeyTitle, value, WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture';
import { registerProvider } from '../core/registry';

/** The child theme's JSON cost answer (cents), bare or in WordPress's wp_send_json envelope ({ success, data }: the
 * theme's code is not public, so both are read), or Homey's own answers. */
function cost(s: Parameters<typeof homeyCost>[0]): Fields {
  const w = s.json;
  const d = w && typeof w.data == 'object' && w.data ? w.data : null;
  const j = d ? { success: w.success, ...d } : w;
  if (!j || typeof j != 'object' || !('total' in j || 'errors' in j || 'breakdown' in j || (d && 'message' in d))) return homeyCost(s);
  return { total: j.success ? j.total / 100 : null, currency: j.currency, line_items: j.breakdown, error_message: j.errors ?? j.message };
}

registerProvider(
  defineAdapter({
    slug: 'boostly',
    label: 'Boostly (Homey child theme + Boostly Connect)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-12-02',
    currency: 'USD',
    // Homey's half-map call may finish before an async tracker loads, so its results page is read too, once the
    // answer is shown (families/homey.ts homeyResultsPage).
    paths: { search: homeyResultsPage, property: '/listing/:slug', conversion: WOO_RECEIVED },
    observe: {
      search: [{ ajaxAction: 'boostly_half_map_2' }, { ajaxAction: 'homey_half_map' }],
      quote: [
        { ajaxAction: 'boostly_calculate_booking_cost' },
        { ajaxAction: 'homey_calculate_booking_cost' },
        { ajaxAction: 'check_booking_availability_on_date_change' },
      ],
    },
    // the half-map answer fills the results (cards, or Homey's not-found box) and #listings_found together
    ready: { search: '#homey_halfmap_listings_container .item-wrap, #homey_halfmap_listings_container .map-notfound', conversion: WOO_ORDER },
    map: {
      search: (s) => ({
        ...halfMapSearch(s),
        // "at least n" bedrooms, as Homey's search criteria option is usually set (as the homey adapter reads it)
        bedrooms: atLeast(s.param('bedrooms')),
        locations: s.param('location') ?? s.param('search_city'),
      }),
      property: () => ({ listing_id: value('#listing_id'), listing_name: homeyTitle() }),
      quote: (s) => ({ ...homeyStay(s), ...cost(s) }),
      conversion: wooOrder,
    },
    pathCases: {
      handles: { property: ['/listing/duck-dune-cottage/'], conversion: ['/checkout/order-received/6001/?key=wc_order_abc'] },
      ignores: ['/search-results/?arrive=12%2F14%2F2026', '/checkout/', '/listing/'],
    },
  }),
);
