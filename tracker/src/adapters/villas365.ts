// 365villas / GuestWisely WordPress plugin (Loyalty Matters).
// Wire shapes, their evidence and what this adapter reads: demo-sites/villas365/SOURCES.md.
import { all, attr, defineAdapter, exact, exists, fragment, htmlText, matchPath, text } from '../capture';
import { registerProvider } from '../core/registry';
import { cleanText, parsePrice, pick, toInt } from '../parse';

const FLOATER = '#_villas-365-property-floater';
const LIST = '._villas-365-properties:not(._villas-365-properties-featured):not(._villas-365-property-related)';
const NAME = () => text('h1._villas-365-property-name') ?? text('h1');

/** The amount actually charged: a discounted total strikes the old one through (<s>), which is not the price. */
function charged(total: unknown): string | null {
  const f = fragment(total);
  if (!f) return null;
  all('s', f).forEach((s) => s.remove());
  return cleanText(f.textContent);
}

/** discountTotal ('&minus;&nbsp;£120.00') as a negative line. */
const discount = (v: unknown): number | null => {
  const n = parsePrice(htmlText(v));
  return n == null ? null : -Math.abs(n);
};

registerProvider(
  defineAdapter({
    slug: 'villas365',
    label: '365villas / GuestWisely (WordPress plugin)',
    family: 'wp-admin-ajax', sends: ['search', 'property', 'quote', 'conversion', 'page_upload'], lastChecked: '2026-11-25', currency: 'GBP',
    paths: {
      // the spec's list page, or wherever the list block is (a property page may show related villas)
      search: [/^\/properties\/?(\?|$)/i, () => exists(LIST) && !exists(FLOATER)],
      property: ['/property/:slug', () => exists(FLOATER)],
      conversion: ['/booking-confirmation', '/thank-you'],
    },
    observe: { quote: { ajaxAction: '_villas_365_calculate_booking' } },
    map: {
      search: (s) => {
        const title = text(`${LIST} ._villas-365-properties-title`);
        return {
          result_count: title ? toInt(title.replace(/\D+$/, '')) : exists(LIST) ? all(`${LIST} ._villas-365-property`).length : null,
          checkin: s.param('checkin'),
          checkout: s.param('checkout'),
          guests_adults: exact(s.param('adultguests') || s.param('guests')),
          guests_children: exact(s.param('childguests')),
        };
      },
      property: () => ({ listing_id: attr(FLOATER, 'data-property-id'), listing_name: NAME() }),
      quote: (s) => {
        const d = pick(s.json, 'data');
        return {
          listing_id: s.param('propertyId'), listing_name: NAME(), checkin: s.param('checkIn'), checkout: s.param('checkOut'),
          // the floater's children select starts on an empty option: no child chosen is none
          guests_adults: s.param('adults'), guests_children: s.param('children') || 0,
          total: charged(pick(d, 'total')),
          line_items: { Rent: pick(d, 'rentTotal'), Fees: pick(d, 'serviceTotal'), Tax: pick(d, 'taxTotal'), Discount: discount(pick(d, 'discountTotal')) },
          error_message: pick(d, 'status') == 'error' ? pick(d, 'message') : null,
        };
      },
      conversion: (s) => ({ reservation_id: text('#_villas-365-booking-reference') ?? s.param('booking') }),
    },
    // The confirm-booking page is a site setting: options.conversion (a path rule) in the site mapping.
    setup({ ctx, capture }) {
      const rule = (ctx.site.options || {}).conversion;
      if (typeof rule == 'string' && matchPath(rule, location)) capture('conversion');
    },
    pathCases: {
      handles: {
        search: ['/properties/?checkin=2026-12-22&checkout=2026-12-29&guests=2'],
        property: ['/property/8812-villa-oliveira/'],
        conversion: ['/booking-confirmation/?booking=V365-1', '/thank-you/'],
      },
      ignores: ['/booking/?property=8812&checkin=2026-12-22', '/property/', '/'],
    },
  }),
);
