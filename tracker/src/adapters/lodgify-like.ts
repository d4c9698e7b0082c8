// Lodgify-style websites (the website builder's search and booking box, and its checkout app), fetch, dates yyyy-mm-dd:
//   GET  v2/websites/lodgings/search?arrival&departure&adults&children -> { totalCount, items }  (the lodging search)
//   GET  v2/websites/rates/property/{id}/quotation?arrival&departure&adults&children -> { minPrice, currencyCode }
//        (the stay's lowest total over the property's rates)
//   POST api/v1/checkout/price { propertyId, arrival, departure, adults, children } -> { propertyId, currencyCode,
//        totalPrice: { total }, roomTypes: [{ priceTypes: [{ description: 'Room Rate' | 'Fees' | 'Taxes', subtotal }] }] }
// Refusals are problem details with a 4xx status ({ title, status, detail }): a non-200 answer names no property
// and no total (ids and totals null, spec 8), `detail` is the quote error. The checkout's confirmation route
// (#/confirmation/<booking id>, rendered with the route) shows only the booking number: the conversion carries
// the stored last quote.
import { attr, defineAdapter, text, type Source } from '../capture';
import { lineItems } from '../capture/line-items';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const quote = (s: Source, id: unknown, total: unknown, items?: unknown) => ({
  ...(s.call && s.call.status == 200 && { listing_id: id, listing_name: text('.property-name'), total, line_items: items }),
  checkin: s.param('arrival'),
  checkout: s.param('departure'),
  guests_adults: s.param('adults'),
  guests_children: s.param('children'),
  currency: pick(s.json, 'currencyCode'),
  error_message: pick(s.json, 'detail'),
});

registerProvider(
  defineAdapter({
    slug: 'lodgify-like',
    label: 'Lodgify-style website and checkout',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-23',
    currency: 'EUR',
    spa: true,
    paths: { property: ['/en/:slug', '!/en/all-properties'], conversion: '#/confirmation/' },
    observe: {
      search: { method: 'GET', url: '/v2/websites/lodgings/search' },
      quote: [{ method: 'GET', url: /\/v2\/websites\/rates\/property\/\d+\/quotation/ }, { method: 'POST', url: '/api/v1/checkout/price' }],
    },
    map: {
      search: (s) => ({
        result_count: pick(s.json, 'totalCount'),
        checkin: s.param('arrival'),
        checkout: s.param('departure'),
        guests_adults: [s.param('adults'), s.param('adults')],
        guests_children: [s.param('children'), s.param('children')],
      }),
      property: () => ({ listing_id: attr('[data-property-id]', 'data-property-id'), listing_name: text('.property-name') }),
      quote: (s) =>
        s.body
          ? quote(s, pick(s.json, 'propertyId'), pick(s.json, 'totalPrice', 'total'), lineItems(pick(s.json, 'roomTypes', 0, 'priceTypes'), 'description', 'subtotal'))
          : quote(s, pick(new URL(s.call!.url).pathname.split('/'), -2), pick(s.json, 'minPrice')),
      conversion: () => ({ reservation_id: text('#booking-reference') }),
    },
    pathCases: {
      handles: { property: ['/en/casa-do-mar', '/en/casa-do-mar?arrival=2026-07-11#beaconDisable=quote'], conversion: ['/checkout/#/confirmation/7301145'] },
      ignores: ['/en/', '/en/all-properties?arrival=2026-07-11', '/checkout/#/436901?arrival=2026-07-11&departure=2026-07-18', '/en/casa-do-mar/photos'],
    },
  }),
);
