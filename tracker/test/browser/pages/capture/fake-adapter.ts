// A test-only adapter built from nothing but the capture layer: the browser test checks that it puts each of
// the five event kinds on the wire. It is also the reference example of the adapter interface.
import { checked, defineAdapter, rerun, text } from '../../../../src/capture';
import { pick } from '../../../../src/parse';

export default defineAdapter({
  slug: 'capture-fake',
  label: 'Capture layer test adapter',
  family: 'wp-admin-ajax',
  sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
  lastChecked: '2026-05-20',
  spa: true,
  currency: 'EUR',
  paths: {
    search: '/capture/search',
    property: '/capture/rental',
    page_upload: '/capture/thank-you',
    conversion: ['/capture/thank-you', '#/reserve/confirmation'],
  },
  observe: { quote: { ajaxAction: 'fake_quote' }, conversion: { method: 'POST', url: '/capture/api/book' } },
  ready: { conversion: '#confirmation' },
  setup: rerun({ search: '.filters' }),
  map: {
    search: (s) => ({
      result_count: text('.results-count'),
      checkin: s.param('checkin'),
      checkout: s.param('checkout'),
      guests_adults: s.param('adults'),
      amenities: checked('.filters input', null, true),
    }),
    property: (s) => ({ listing_id: s.param('id') ?? location.pathname.split('/').pop(), listing_name: text('h1') }),
    quote: (s) => ({
      listing_id: s.param('listing'),
      checkin: s.param('arrive'),
      checkout: s.param('leave'),
      guests_adults: s.param('adults'),
      total: pick(s.json, 'data', 'total'),
      line_items: pick(s.json, 'data', 'items'),
      error_message: pick(s.json, 'errors'),
    }),
    conversion: (s) => {
      // a booking answer (the host navigates as soon as it has it), or the confirmation page
      if (s.call) return { reservation_id: pick(s.json, 'reservation', 'id'), listing_id: s.param('listing'), total: pick(s.json, 'reservation', 'total'), success: true };
      if (s.param('explode')) throw new Error('fake adapter exploded');
      return { reservation_id: text('#confirmation .ref') };
    },
  },
  pathCases: {
    handles: { search: ['/capture/search.html?checkin=2026-07-01'], property: ['/capture/rental/L2'], conversion: ['/capture/app.html#/reserve/confirmation'] },
    ignores: ['/capture/blog.html'],
  },
});
