// Hostfully's lead-capture booking widget (leadCaptureWidget_2.0.js: `new Widget('leadWidget', propertyUid, {…})`)
// on a property manager's own site. The widget asks for prices by JSONP: a <script> whose answer calls
// window.hfwQuote<n>(data). The tracker reads a copy of that answer; the widget's callback gets it untouched.
//   GET {pathRoot}api/widget/search?checkIn&checkOut&adults&children&callback=hfwSearch<n> -> { total, properties }
//     (Hostfully's search widget, on the cabin list)
//   GET {pathRoot}api/widget/quote?propertyUid&checkIn&checkOut&adults&children&pets&discountCode&callback=hfwQuote<n>
//     -> { quote: { propertyUid, currency, rent: { netPrice, … }, fees: [{ name, type, totalAmount }],
//        securityDeposit (refundable, not in the total), totalPrice } } or { valid: false, violated_rules: ["…"] }
//   The widget's redirectURL (/thank-you/?leadUid=…) is the conversion; its stay is the stored last quote.
// Cabin pages are routes of the site's single-page app (pushState): each one is a property view.
import { attr, defineAdapter, text } from '../capture';
import { lineItems } from '../capture/line-items';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const NAME = 'h1.property-name';

registerProvider(
  defineAdapter({
    slug: 'hostfully',
    label: 'Hostfully lead-capture widget (JSONP)',
    family: 'jsonp-widget',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-23',
    spa: true,
    paths: { property: '/cabins/:slug', conversion: '/thank-you' },
    observe: { search: { jsonp: /^hfwSearch\d+$/ }, quote: { jsonp: /^hfwQuote\d+$/ } },
    map: {
      search: (s) => ({
        result_count: pick(s.json, 'total'),
        checkin: s.param('checkIn'),
        checkout: s.param('checkOut'),
        guests_adults: [s.param('adults'), s.param('adults')],
        guests_children: [s.param('children'), s.param('children')],
      }),
      property: () => ({ listing_id: attr('#leadWidget', 'data-property-uid'), listing_name: text(NAME) }),
      quote: (s) => {
        const q = pick(s.json, 'quote');
        return {
          listing_id: s.param('propertyUid'),
          listing_name: text(NAME),
          checkin: s.param('checkIn'),
          checkout: s.param('checkOut'),
          guests_adults: s.param('adults'),
          guests_children: s.param('children'),
          promo_code: s.param('discountCode'),
          total: pick(q, 'totalPrice'),
          currency: pick(q, 'currency'),
          line_items: { Rent: pick(q, 'rent', 'netPrice'), ...lineItems(pick(q, 'fees'), 'name', 'totalAmount') },
          error_message: pick(s.json, 'violated_rules'),
        };
      },
      conversion: (s) => ({ reservation_id: s.param('leadUid') }),
    },
    pathCases: {
      handles: { property: ['/cabins/laurel-creek-lodge/'], conversion: ['/thank-you/?leadUid=7d0f'] },
      ignores: ['/', '/cabins/'],
    },
  }),
);
