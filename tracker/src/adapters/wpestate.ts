// WP Rentals (WpEstate's WordPress theme).
// Wire shapes, their evidence and what this adapter reads: demo-sites/wpestate/SOURCES.md.
import { all, attr, defineAdapter, el, exact, exists, fragment, scrapeReservation, type Source, text, waitFor, WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture';
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

/** Adults and children behind the one guest number a call sends. WP Rentals 3.11's booking-form guest control
 * (libs/help_functions.php wpestate_show_advanced_guest_form / wpestate_display_guest_control_item) has a stepper
 * per kind, `.steper_value_adults` / `.steper_value_childs` / `.steper_value_infants` (each with a hidden
 * `<kind>_fvalue` input), and a hidden `input.guest_no_hidden` that js/control.js wpestate_control_guest_no keeps at
 * adults + children, or adults alone when the buttons carry `on_booking_control1` (the listing's
 * children_as_guests setting); infants never count. property.js show_booking_costs posts that hidden value as
 * guest_no. The steppers are used only when they add up to the number sent; otherwise (the classic dropdown of
 * 3.4, or a page that says something else) the number is the party, children unknown. 0 is "Guests" left unset. */
function guestParty(sent: unknown): [number | null, number | null] {
  const guests = toInt(sent) || null;
  const form = el('.booking_form_request .wpestate_guest_no_control_wraper');
  if (!guests || !form) return [guests, null];
  const count = (kind: string) => toInt(text(`.steper_value_${kind}`, form) ?? attr(`input[name="${kind}_fvalue"]`, 'value', form));
  const adults = count('adults'),
    children = count('childs');
  if (adults == null || children == null) return [guests, null];
  const apart = exists('.on_booking_control1', form);
  return (apart ? adults : adults + children) == guests ? [adults, children] : [guests, null];
}

/** The search's party: guest_no, or, from WP Rentals 3.11's guest control (no listing, so children count), the
 * adults_fvalue / childs_fvalue it also puts in the query (wpestate_display_guest_control_item prefills the
 * steppers from them) when they add up to guest_no. */
function searchParty(s: Source) {
  const guests = toInt(s.param('guest_no')),
    adults = toInt(s.param('adults_fvalue')),
    children = toInt(s.param('childs_fvalue'));
  if (guests && adults != null && children != null && adults + children == guests)
    return { guests_adults: exact(adults), guests_children: exact(children) };
  return { guests_adults: exact(s.param('guest_no')) };
}

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
          ...searchParty(s),
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
          // property.js reads the dropdown's data-value, then the guest control's hidden number when there is one
          const party = guestParty(attr('.booking_form_request .guest_no_hidden', 'value') ?? attr('#booking_guest_no_wrapper', 'data-value'));
          return { ...stay, checkin: siteDate(s, 'book_from'), checkout: siteDate(s, 'book_to'), guests_adults: party[0], guests_children: party[1], error_message: notice || answer };
        }
        const form = fragment(answer);
        const costs = scrapeReservation(form && (form.querySelector('#show_cost_form') || form.firstElementChild), COSTS);
        const total = form && attr('#total_cost_row .cost_value', 'data_total_price', form);
        const [adults, children] = guestParty(s.param('guest_no'));
        return {
          ...stay,
          checkin: siteDate(s, 'fromdate'),
          checkout: siteDate(s, 'todate'),
          // 0 when the guest dropdown was left on "Guests" (data-value 'all'): unknown, not zero
          guests_adults: adults,
          guests_children: children,
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
