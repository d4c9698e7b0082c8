// Listeo (WordPress directory theme with Listeo Core's rental bookings). The listings archive filters through
// admin-ajax `listeo_get_listings` (location_search, date_range 'mm/dd/yyyy - mm/dd/yyyy', tax-listing_feature[slug],
// page, per_page…) answering { found_listings, total_found, max_num_pages, html, pagination }; the booking widget
// asks `check_avaliabity` (sic: listing_id, date_start, date_end as yyyy-mm-dd, adults, children) and gets
// wp_send_json_success({ free_places, price: '1.682,50' }) or, below the minimum stay, the bare
// { free_places: 0, error: 'Minimum stay for this listing is 4 day(s). …' } that is forwarded. A quote succeeds
// when free_places is above 0 (spec 4). Payment is WooCommerce's.
import { defineAdapter, text, value } from '../capture';
import { WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture/woo';
import { dateSpan, formList } from '../capture/wp';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

registerProvider(
  defineAdapter({
    slug: 'listeo',
    label: 'Listeo (WordPress theme)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-05-20',
    observe: { search: { ajaxAction: 'listeo_get_listings' }, quote: { ajaxAction: 'check_avaliabity' } },
    paths: { property: '/listing/:slug', conversion: WOO_RECEIVED },
    ready: { conversion: WOO_ORDER },
    currency: 'EUR',
    map: {
      search: (s) => {
        const [checkin, checkout] = dateSpan(s.param('date_range'));
        return { result_count: pick(s.json, 'total_found'), checkin, checkout, locations: s.param('location_search'), amenities: formList(s, 'tax-listing_feature') };
      },
      property: () => ({ listing_id: value('#listing_id'), listing_name: text('.listing-titlebar-title h2') }),
      quote: (s) => ({
        listing_id: s.param('listing_id'),
        listing_name: text('.listing-titlebar-title h2'),
        checkin: s.param('date_start'),
        checkout: s.param('date_end'),
        guests_adults: s.param('adults'),
        guests_children: s.param('children'),
        total: pick(s.json, 'data', 'price'),
        error_message: pick(s.json, 'error'),
        success: (pick(s.json, 'data', 'free_places') as number) > 0,
      }),
      conversion: wooOrder,
    },
    pathCases: {
      handles: { property: ['/listing/zugspitz-chalet/'], conversion: ['/checkout/order-received/8801/?key=wc_order_abc'] },
      ignores: ['/listings/?location_search=Garmisch', '/listing/', '/checkout/'],
    },
  }),
);
