// HomHero (Australian property-management system) through its WordPress plugin. The search page posts admin-ajax
// `homhero_ajax_search` (nonce, dates as flatpickr's 'dd/mm/yyyy to dd/mm/yyyy', adults, children, location,
// amenities[]) and gets wp_send_json_success({ total, properties, html }); the booking widget posts
// `homhero_ajax_quote` (property_id, check_in, check_out as dd/mm/yyyy, adults, children, payment_option; check_only
// for the availability check, which carries no price) and gets { success, data: { currency, total, breakdown } }
// or { success: false, data: { html: '<div class="alert alert-danger">…' } } (its text is forwarded). The
// deposit asked right after a quote is a smaller total for the same stay (ignored by the emitter). Bookings end on
// HomHero's own /booking-confirmation/ page.
import { attr, defineAdapter, text } from '../capture';
import { htmlText } from '../capture/html';
import { dateSpan, formList } from '../capture/wp';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

registerProvider(
  defineAdapter({
    slug: 'homhero',
    label: 'HomHero (WordPress plugin)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-05-20',
    currency: 'AUD',
    paths: { property: '/property/:slug', conversion: '/booking-confirmation/' },
    observe: { search: { ajaxAction: 'homhero_ajax_search' }, quote: { ajaxAction: 'homhero_ajax_quote' } },
    map: {
      search: (s) => {
        const [checkin, checkout] = dateSpan(s.param('dates'));
        return {
          result_count: pick(s.json, 'data', 'total'),
          checkin,
          checkout,
          guests_adults: [s.param('adults'), s.param('adults')],
          guests_children: [s.param('children'), s.param('children')],
          locations: s.param('location'),
          amenities: formList(s, 'amenities'),
        };
      },
      property: () => ({ listing_id: attr('.hh-property', 'data-property-id'), listing_name: text('h1.hh-property__title') }),
      quote: (s) => ({
        listing_id: s.param('property_id'),
        listing_name: text('h1.hh-property__title'),
        checkin: s.param('check_in'),
        checkout: s.param('check_out'),
        guests_adults: s.param('adults'),
        guests_children: s.param('children'),
        total: pick(s.json, 'data', 'total'),
        currency: pick(s.json, 'data', 'currency'),
        line_items: pick(s.json, 'data', 'breakdown'),
        error_message: htmlText(pick(s.json, 'data', 'html'), '.alert-danger'),
      }),
      conversion: () => ({ reservation_id: text('.hh-confirmation__ref'), total: text('.hh-confirmation__total') }),
    },
    pathCases: {
      handles: { property: ['/property/sunshine-beach-house/'], conversion: ['/booking-confirmation/?ref=NCR-10452'] },
      ignores: ['/search/?dates=14%2F12%2F2026+to+19%2F12%2F2026', '/checkout/', '/property/'],
    },
  }),
);
