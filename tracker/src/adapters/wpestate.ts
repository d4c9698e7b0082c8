// WP Rentals (wpestate's WordPress theme). The advanced-search page is server-rendered (check_in, check_out as
// mm-dd-yyyy, guest_no, search_location; one .listing_wrapper[data-listid] per result). On a property page, picking
// dates first asks admin-ajax `wpestate_ajax_check_booking_valability` (book_from, book_to, listing_id) which
// answers 'run' or 'stop' (then the notice in #booking_form_request_mess is forwarded), then
// `wpestate_ajax_show_booking_costs` (fromdate, todate, property_id, guest_no, extra_options) answers the cost
// form as HTML: .cost_row label/value rows ("$210 x 5 nights", fees, TOTAL) and the optional extras as
// .cost_row_extra rows whose checkbox says whether the guest added them (fee rule 'include'). Payment is WooCommerce's.
import { all, checked, defineAdapter, feeItems, scrapeReservation, text, value } from '../capture';
import { fragment } from '../capture/html';
import { WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture/woo';
import { registerProvider } from '../core/registry';

const COSTS = { rows: '.cost_row:not(.cost_row_extra)', label: '.cost_explanation', amount: '.cost_value' };

registerProvider(
  defineAdapter({
    slug: 'wpestate',
    label: 'WP Rentals (wpestate WordPress theme)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-05-20',
    currency: 'USD',
    paths: { search: '/advanced-search/', property: '/properties/:slug', conversion: WOO_RECEIVED },
    observe: { quote: [{ ajaxAction: 'wpestate_ajax_check_booking_valability' }, { ajaxAction: 'wpestate_ajax_show_booking_costs' }] },
    ready: { conversion: WOO_ORDER },
    map: {
      search: (s) => ({
        result_count: all('#listing_ajax_container .listing_wrapper').length,
        checkin: s.param('check_in'),
        checkout: s.param('check_out'),
        guests_adults: [s.param('guest_no'), s.param('guest_no')],
        locations: s.param('search_location'),
      }),
      property: () => ({ listing_id: value('#listing_edit'), listing_name: text('h1.entry-prop') }),
      quote: (s) => {
        const html = s.call!.responseText;
        const from = s.param('book_from');
        const stay = {
          listing_id: s.param('property_id') ?? s.param('listing_id'),
          listing_name: text('h1.entry-prop'),
          checkin: from ?? s.param('fromdate'),
          checkout: s.param('book_to') ?? s.param('todate'),
          guests_adults: value('#booking_guest_no'),
        };
        if (from) return html == 'stop' ? { ...stay, error_message: text('#booking_form_request_mess') } : null;
        const form = fragment(html);
        const costs = scrapeReservation(form && form.firstElementChild, COSTS);
        const extras = all('.cost_row_extra', form).map((r) => ({ name: text('.cost_explanation', r), price: text('.cost_value', r), include: checked('input', r).length }));
        return { ...stay, total: costs.total, line_items: { ...costs.items, ...feeItems(extras, 'include') } };
      },
      conversion: wooOrder,
    },
    pathCases: {
      handles: {
        search: ['/advanced-search/?check_in=12-14-2026&check_out=12-19-2026&guest_no=5'],
        property: ['/properties/laurel-creek-cabin/'],
        conversion: ['/checkout/order-received/7301/?key=wc_order_abc'],
      },
      ignores: ['/properties/', '/checkout/', '/blog/best-cabins/'],
    },
  }),
);
