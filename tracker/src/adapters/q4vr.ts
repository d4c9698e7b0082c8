// Q4VR (Q4Launch's vacation-rental WordPress plugin over its Q4HUB PMS bridge): "Get an Instant Quote" posts
// admin-ajax `q4vr_stay` (unit_id, arrival/departure mm/dd/yyyy, adults, children) and the PMS's GetStay answer
// comes back as { success, data: { rent, taxes, fees: [{ name, amount, required }], total, html } }, an error as
// data.html with an .alert-danger; `unit_rate_check_vr` re-checks the stay's rent (data.total is rent only, so
// the emitter ignores it as a smaller total after the full quote). Fees count when required with a price. The
// search results page (server-rendered from synced units) is the search; the confirmation's reservation number
// the conversion, joined with the last quote.
import { attr, defineAdapter, feeItems, text, type Source } from '../capture';
import { htmlText } from '../capture/html';
import { registerProvider } from '../core/registry';
import { parseDate, pick } from '../parse';

const NAME = 'h1.unit-title';
const stay = (s: Source) => ({ checkin: parseDate(s.param('arrival'), 'mdy'), checkout: parseDate(s.param('departure'), 'mdy') });

registerProvider(
  defineAdapter({
    slug: 'q4vr', label: 'Q4VR (Q4Launch WordPress plugin)',
    family: 'wp-admin-ajax', sends: ['search', 'property', 'quote', 'conversion'], lastChecked: '2026-05-20', currency: 'USD',
    paths: { search: ['/vacation-rentals/', '!/vacation-rentals/:slug'], property: '/vacation-rentals/:slug', conversion: '/booking-confirmation' },
    observe: { quote: [{ ajaxAction: 'q4vr_stay' }, { ajaxAction: 'unit_rate_check_vr' }] },
    map: {
      search: (s) => ({
        result_count: text('.q4vr-results-count'), ...stay(s),
        guests_adults: [s.param('adults'), s.param('adults')], guests_children: [s.param('children'), s.param('children')],
      }),
      property: () => ({ listing_id: attr('[data-unit-id]', 'data-unit-id'), listing_name: text(NAME) }),
      quote: (s) => {
        const d = pick(s.json, 'data');
        return {
          listing_id: s.param('unit_id'), listing_name: text(NAME), ...stay(s),
          guests_adults: s.param('adults'), guests_children: s.param('children'), total: pick(d, 'total'),
          line_items: { Rent: pick(d, 'rent'), Taxes: pick(d, 'taxes'), ...feeItems(pick(d, 'fees'), 'required') },
          error_message: htmlText(pick(d, 'html'), '.alert-danger'),
        };
      },
      conversion: () => ({ reservation_id: text('#q4vr-folio') }),
    },
    pathCases: {
      handles: { search: ['/vacation-rentals/?arrival=12/14/2026'], property: ['/vacation-rentals/dune-song/'], conversion: ['/booking-confirmation/?folio=77120'] },
      ignores: ['/book/?unit=2031', '/'],
    },
  }),
);
