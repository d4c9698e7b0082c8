// 365villas (the Villas 365 WordPress plugin, Loyalty Matters): the property page's floater prices a stay through
// admin-ajax `_villas_365_calculate_booking` (_ajax_nonce, propertyId, checkIn, checkOut, adults, children) and
// answers wp_send_json_success({ status: 'success', total: '£2,310.00', rentTotal, serviceTotal, taxTotal, … }),
// or { status: 'error', message } (the villa calculation message, forwarded as the error), or
// wp_send_json_error({ status: 'error' }) with nothing to report. The properties list is the search (its cards,
// the stay in its query); the booking confirmation's reference is the conversion, joined with the last quote.
import { all, attr, defineAdapter, text } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const FLOATER = '#_villas-365-property-floater';

registerProvider(
  defineAdapter({
    slug: 'villas365',
    label: '365villas (WordPress plugin)',
    family: 'wp-admin-ajax', sends: ['search', 'property', 'quote', 'conversion'], lastChecked: '2026-05-20', currency: 'GBP',
    paths: { search: '/properties/', property: '/property/:slug', conversion: '/booking-confirmation' },
    observe: { quote: { ajaxAction: '_villas_365_calculate_booking' } },
    map: {
      search: (s) => ({
        result_count: all('._villas-365-property').length, checkin: s.param('checkin'), checkout: s.param('checkout'),
        guests_adults: [s.param('adults'), s.param('adults')],
      }),
      property: () => ({ listing_id: attr(FLOATER, 'data-property-id'), listing_name: text('h1') }),
      quote: (s) => {
        const d = pick(s.json, 'data');
        return {
          listing_id: s.param('propertyId'), listing_name: text('h1'), checkin: s.param('checkIn'), checkout: s.param('checkOut'),
          guests_adults: s.param('adults'), guests_children: s.param('children'), total: pick(d, 'total'),
          line_items: { Rent: pick(d, 'rentTotal'), Fees: pick(d, 'serviceTotal'), Tax: pick(d, 'taxTotal') },
          error_message: pick(d, 'message'),
        };
      },
      conversion: () => ({ reservation_id: text('#_villas-365-booking-reference') }),
    },
    pathCases: {
      handles: { search: ['/properties/?checkin=22/12/2026'], property: ['/property/villa-oliveira/'], conversion: ['/booking-confirmation/?booking=V365-1'] },
      ignores: ['/book-now/?property=8812', '/property/', '/'],
    },
  }),
);
