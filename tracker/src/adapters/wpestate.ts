// WP Rentals (WpEstate's WordPress theme). Sources: demo-sites/wpestate/SOURCES.md.
// - Search: the "Advanced Search Results" page template (any page slug; body class
//   page-template-advanced_search_results), server-rendered from the query (check_in, check_out in the site's
//   date format, guest_no, search_location); its h1.title_list_prop says "<title>: <n> results" over every page,
//   the cards are .listing_wrapper[data-listid].
// - Property: single estate_property pages (/properties/<slug>/ by default; body class single-estate_property),
//   h1.entry-prop, #listing_edit.
// - Quote: the booking form posts admin-ajax `wpestate_ajax_show_booking_costs` (fromdate, todate as yyyy-mm-dd,
//   property_id, guest_no, guest_fromone, security) and gets the cost form as HTML: #show_cost_form .cost_row
//   label/value rows ("$210.00 x 5 nights", fees, a refundable security deposit) and #total_cost_row (TOTAL, its
//   amount also in data_total_price); a newer variant also carries the amounts as script variables
//   (`var totalprice = "1435.75"`). Optional extras are added on the page without a call, so they are not quoted.
// - Refusal: Book Now asks `wpestate_ajax_check_booking_valability` (book_from, book_to in the site's date
//   format, listing_id, internal) which answers 'run' or a refusal code (stop, stopdays, stopcheckin,
//   stopcheckinout); the theme then writes the notice into #booking_form_request_mess, which is forwarded.
// Payment is WooCommerce's (order-received page).
import { all, attr, defineAdapter, exact, exists, fragment, scrapeReservation, type Source, text, waitFor, WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, toInt, type DateOrder } from '../parse';

const COSTS = { rows: '.cost_row:not(.cost_row_extra)', label: '.cost_explanation', amount: '.cost_value' };
const NAME = 'h1.entry-prop';
const NOTICE = '#booking_form_request_mess';

/** The site's display date order from the theme's localized control_vars.date_format ('mm-dd-yy', 'dd-mm-yy'…). */
const order = (): DateOrder | null => {
  const f = String(((window as any).control_vars || {}).date_format || '');
  return f.indexOf('mm') == 0 ? 'mdy' : f.indexOf('dd') == 0 ? 'dmy' : null;
};
const siteDate = (s: Source, name: string) => parseDate(s.param(name), order());

/** `var totalprice = "1435.75"` in the newer answer's script. */
const scriptVar = (html: string, name: string): string | null => {
  const m = new RegExp('\\bvar\\s+' + name + '\\s*=\\s*["\']?([\\d.]+)').exec(html);
  return m && m[1];
};

registerProvider(
  defineAdapter({
    slug: 'wpestate',
    label: 'WP Rentals (WpEstate WordPress theme)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'USD',
    paths: {
      search: ['/advanced-search', () => exists('body.page-template-advanced_search_results')],
      property: ['/properties/:slug', () => exists('body.single-estate_property')],
      conversion: WOO_RECEIVED,
    },
    observe: { quote: [{ ajaxAction: 'wpestate_ajax_check_booking_valability' }, { ajaxAction: 'wpestate_ajax_show_booking_costs' }] },
    ready: { conversion: WOO_ORDER },
    map: {
      search: (s) => {
        const heading = text('h1.title_list_prop');
        const found = heading && /:\s*([\d.,]+)\s*\D*$/.exec(heading);
        return {
          result_count: found ? toInt(found[1].replace(/\D/g, '')) : all('.listing_wrapper[data-listid]').length,
          checkin: parseDate(s.param('check_in'), order()),
          checkout: parseDate(s.param('check_out'), order()),
          guests_adults: exact(s.param('guest_no')),
          locations: s.param('search_location'),
        };
      },
      property: () => ({ listing_id: attr('#listing_edit', 'value'), listing_name: text(NAME) }),
      quote: async (s) => {
        const answer = String(s.call!.responseText || '').trim();
        const stay = { listing_id: s.param('property_id') ?? s.param('listing_id'), listing_name: text(NAME) };
        if (s.param('book_from') != null) {
          if (answer == 'run') return null;
          // the theme writes the notice when the answer arrives; read it once it is there
          const notice = await waitFor(() => text(`${NOTICE}.book_not_available`), 2000).catch(() => null);
          const party = attr('#booking_guest_no_wrapper', 'data-value') ?? attr('.booking_form_request .guest_no_hidden', 'value');
          return { ...stay, checkin: siteDate(s, 'book_from'), checkout: siteDate(s, 'book_to'), guests_adults: toInt(party) || null, error_message: notice || answer };
        }
        const form = fragment(answer);
        const costs = scrapeReservation(form && (form.querySelector('#show_cost_form') || form.firstElementChild), COSTS);
        const total = form && attr('#total_cost_row .cost_value', 'data_total_price', form);
        return {
          ...stay,
          checkin: siteDate(s, 'fromdate'),
          checkout: siteDate(s, 'todate'),
          // 0 when the guest dropdown was left on "Guests" (data-value 'all'): unknown, not zero
          guests_adults: toInt(s.param('guest_no')) || null,
          total: total ?? costs.total ?? scriptVar(answer, 'totalprice'),
          line_items: costs.items,
        };
      },
      conversion: wooOrder,
    },
    pathCases: {
      handles: {
        search: ['/advanced-search/?check_in=12-14-2026&check_out=12-19-2026&guest_no=5', '/advanced-search-3/?check_in=12-14-2026'],
        property: ['/properties/laurel-creek-cabin/'],
        conversion: ['/checkout/order-received/7301/?key=wc_order_abc'],
      },
      ignores: ['/properties/', '/checkout/', '/blog/best-cabins/'],
    },
  }),
);
