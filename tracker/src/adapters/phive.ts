// PluginHive's Bookings and Appointments for WooCommerce: its admin-ajax price calls and WooCommerce pages.
// Wire shapes, their evidence and what this adapter reads: demo-sites/phive/SOURCES.md.
import { all, defineAdapter, exact, htmlText, text, value, WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const NAME = 'h1.product_title';

registerProvider(
  defineAdapter({
    slug: 'phive',
    label: 'PluginHive Bookings for WooCommerce',
    family: 'wp-admin-ajax', sends: ['search', 'property', 'quote', 'conversion', 'page_upload'], lastChecked: '2026-11-25',
    paths: { search: '/shop/', property: '/product/:slug', conversion: WOO_RECEIVED },
    observe: { quote: { ajaxAction: 'phive_get_booked_price' } },
    ready: { conversion: WOO_ORDER },
    map: {
      search: (s) => ({
        result_count: all('ul.products li.product').length, checkin: s.param('ph_book_from'), checkout: s.param('ph_book_to'),
        guests_adults: exact(s.param('ph_persons')),
      }),
      property: () => ({ listing_id: value('#phive_product_id'), listing_name: text(NAME) }),
      quote: (s) => ({
        listing_id: s.param('product_id'), listing_name: text(NAME),
        checkin: s.param('book_from'), checkout: s.param('book_to'), guests_adults: s.param('person_details[]'),
        total: pick(s.json, 'price'), currency: htmlText(pick(s.json, 'price_html'), '.woocommerce-Price-currencySymbol'),
        error_message: htmlText(pick(s.json, 'error_msg')),
      }),
      conversion: wooOrder,
    },
    pathCases: {
      handles: { search: ['/shop/?ph_book_from=2026-12-14'], property: ['/product/harbour-cottage/'], conversion: ['/checkout/order-received/5310/?key=wc_order_abc'] },
      ignores: ['/checkout/', '/product-category/cottages/', '/'],
    },
  }),
);
