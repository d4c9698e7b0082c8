// Boostly: a Homey child theme (connect-child-theme) plus the Boostly Connect plugin; Homey is the parent theme,
// so a Boostly site makes Homey's own calls (capture/wp.ts, demo-sites/boostly/SOURCES.md):
//   homey_half_map / check_booking_availability_on_date_change / homey_calculate_booking_cost, as on any Homey
//   site (HTML cost answer, dates in HOMEY_ajax_vars.homey_date_format);
// and, where the child theme replaces them (action names from the product spec; Boostly's code is not public):
//   boostly_half_map_2  Homey's half-map fields plus location -> { getListings, total_results, listings, listingHtml }
//   boostly_calculate_booking_cost  Homey's booking fields -> { success, total (in cents, as Stripe takes it),
//                       currency, breakdown { label: '$…' } } or { success: false, errors: { field: [messages] } }
// Payment is WooCommerce's.
import { defineAdapter, value } from '../capture';
import { WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture/woo';
import { halfMapSearch, homeyCost, homeyStay, homeyTitle } from '../capture/wp';
import { registerProvider } from '../core/registry';
import type { Fields } from '../capture';

/** The child theme's JSON cost answer (cents), or Homey's own answers. */
function cost(s: Parameters<typeof homeyCost>[0]): Fields {
  const j = s.json;
  if (!j || typeof j != 'object' || !('total' in j || 'errors' in j || 'breakdown' in j)) return homeyCost(s);
  return { total: j.success ? j.total / 100 : null, currency: j.currency, line_items: j.breakdown, error_message: j.errors };
}

registerProvider(
  defineAdapter({
    slug: 'boostly',
    label: 'Boostly (Homey child theme + Boostly Connect)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-25',
    currency: 'USD',
    paths: { property: '/listing/:slug', conversion: WOO_RECEIVED },
    observe: {
      search: [{ ajaxAction: 'boostly_half_map_2' }, { ajaxAction: 'homey_half_map' }],
      quote: [
        { ajaxAction: 'boostly_calculate_booking_cost' },
        { ajaxAction: 'homey_calculate_booking_cost' },
        { ajaxAction: 'check_booking_availability_on_date_change' },
      ],
    },
    ready: { conversion: WOO_ORDER },
    map: {
      search: (s) => ({ ...halfMapSearch(s), locations: s.param('location') ?? s.param('search_city') }),
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
