// Lodgify websites (pages and booking box) and Lodgify's public checkout (checkout.lodgify.com).
// Wire shapes, their evidence and what this adapter reads: demo-sites/lodgify-like/SOURCES.md.
import { attr, defineAdapter, exact, firstParam, lineItems, pathSegment, type Source, text, texts } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const UNIT = ['/:lang/:slug', /^\/[a-z]{2}\/\d+\/[^/]+\/?$/, '!/:lang/all-properties', '!/:lang/:id/all-properties', '!/:lang/properties', '!/:lang/search'];
/** the unit page's JSON-LD `identifier` (slug-only unit URLs carry no id) */
const ldIdentifier = () => {
  for (const t of texts('script[type="application/ld+json"]'))
    try {
      const id = pick(JSON.parse(t), 'identifier');
      if (id != null) return String(id);
    } catch {}
  return null;
};

const quote = (s: Source, id: unknown, total: unknown, items?: unknown, payments?: unknown) => ({
  ...(s.call && s.call.status == 200 && { listing_id: id, listing_name: text('.property-name') ?? text('h1'), total, line_items: items, payments }),
  checkin: firstParam(s, 'arrival Arrival'),
  checkout: firstParam(s, 'departure Departure'),
  guests_adults: firstParam(s, 'adults guests People'),
  guests_children: s.param('children'),
  promo_code: s.param('PromotionCode'),
  currency: pick(s.json, 'currencyCode'),
  error_message: pick(s.json, 'detail') ?? (s.call && s.call.status >= 400 ? pick(s.json, 'title') : null),
});

const checkoutPrice = (s: Source) => {
  const j = s.json;
  const items = pick(j, 'roomTypes')
    ? lineItems(pick(j, 'roomTypes', 0, 'priceTypes'), 'description', 'subtotal')
    : { ...lineItems([{ name: 'Rent', value: pick(j, 'rentalPrice', 'total') }], 'name', 'value'), ...lineItems(pick(j, 'fees', 'details'), 'name', 'value'), ...lineItems(pick(j, 'localTaxes', 'details'), 'name', 'value') };
  return quote(s, pick(j, 'propertyId') ?? s.param('propertyId'), pick(j, 'totalPrice', 'total'), items, lineItems(pick(j, 'scheduledPayments', 'payments'), 'name', 'amount'));
};

registerProvider(
  defineAdapter({
    slug: 'lodgify-like',
    label: 'Lodgify website and checkout',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'EUR',
    spa: true,
    paths: { property: UNIT, conversion: '#/confirmation/' },
    observe: {
      search: { method: 'GET', url: '/v2/websites/lodgings/search' },
      quote: [
        { method: 'GET', url: /\/v2\/websites\/rates\/property\/\d+\/quotation/ },
        { method: 'GET', url: /\/v3\/websites\/rates\/website\/\d+\/language\/[^/]+\/property\/\d+/ },
        { url: '/api/v1/checkout/price' },
      ],
    },
    map: {
      search: (s) => ({
        result_count: pick(s.json, 'totalCount'),
        checkin: s.param('arrival'),
        checkout: s.param('departure'),
        guests_adults: exact(s.param('adults')),
        guests_children: exact(s.param('children')),
      }),
      property: () => ({ listing_id: attr('[data-property-id]', 'data-property-id') ?? ldIdentifier() ?? pathSegment(1, /^\d+$/), listing_name: text('.property-name') ?? text('h1') }),
      quote: (s) =>
        /\/checkout\/price/.test(s.call!.url)
          ? checkoutPrice(s)
          : quote(s, (s.call!.url.match(/\/property\/(\d+)/) || [])[1], pick(s.json, 'minPrice')),
      conversion: () => ({ reservation_id: text('#booking-reference') }),
    },
    pathCases: {
      handles: {
        property: ['/en/casa-do-mar', '/en/casa-do-mar?arrival=2026-07-11#beaconDisable=quote', '/en/561512/neutral-studio', '/en/neutral-studio---pool-garden-access---gf'],
        conversion: ['/checkout/#/confirmation/7301145'],
      },
      ignores: ['/en/', '/en/all-properties?arrival=2026-07-11', '/en/5214762/all-properties/', '/en/properties/', '/checkout/#/436901?arrival=2026-07-11&departure=2026-07-18', '/en/casa-do-mar/photos'],
    },
  }),
);
