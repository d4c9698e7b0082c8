// Rezfusion Hub (Bluetent / Property Brands) on WordPress: its components' Blueprint GraphQL calls.
// Wire shapes, their evidence and what this adapter reads: demo-sites/rezfusion/SOURCES.md.
import { attr, defineAdapter, exact, text, waitFor, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const PICKER = '[data-rezfusion-item-id]';
const NAME = '.lodging-item h1';
const graphql = (op: string) => ({ url: /\/graphql(\?|$)/, test: (url: string, body: string | null) => (url + (body || '')).indexOf(op) >= 0 });
/** The operation's variables: the POST body's, else the GET query's `variables` JSON. */
const variables = (s: Source) => pick(s.body, 'variables') ?? JSON.parse(s.param('variables') || 'null');
/** Charged lines (an `option` charge is offered only, unless accepted) with their base amounts, and the tax. */
const charged = (charges: unknown, tax: unknown) => [
  ...((Array.isArray(charges) ? charges : []) as unknown[]).filter((c) => !pick(c, 'option') || pick(c, 'accepted') === true).map((c) => [pick(c, 'name'), pick(c, 'base')]),
  ['Taxes', tax],
];

registerProvider(
  defineAdapter({
    slug: 'rezfusion',
    label: 'Rezfusion Hub components (Blueprint GraphQL)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'USD',
    paths: { property: '/vacation-rentals/:slug', conversion: '/booking-confirmation' },
    observe: { search: graphql('lodgingProducts'), quote: graphql('orderQuote') },
    map: {
      search: (s) => {
        const a = pick(variables(s), 'availFilter');
        return {
          result_count: (pick(s.json, 'data', 'lodgingProducts', 'results') as unknown[] | null)?.length,
          checkin: pick(a, 'begin'),
          checkout: pick(a, 'end'),
          guests_adults: exact(pick(a, 'adult')),
          guests_children: exact(pick(a, 'child')),
        };
      },
      property: () => (attr(PICKER, 'data-rezfusion-item-id') ? { listing_id: attr(PICKER, 'data-rezfusion-item-id'), listing_name: text(NAME) } : null),
      quote: (s) => {
        const v = variables(s);
        const q = pick(s.json, 'data', 'orderQuote');
        return {
          listing_id: pick(v, 'item_id'),
          listing_name: text(NAME),
          checkin: pick(v, 'params', 'begin'),
          checkout: pick(v, 'params', 'end'),
          guests_adults: pick(v, 'params', 'adult'),
          guests_children: pick(v, 'params', 'child'),
          promo_code: pick(v, 'params', 'coupon'),
          total: pick(q, 'total'),
          currency: pick(q, 'currency'),
          line_items: q ? charged(pick(q, 'charges'), pick(q, 'tax')) : null,
          error_message: pick(s.json, 'errors', 0, 'message'),
        };
      },
      conversion: async () => {
        const push = await waitFor(() => ((window as any).dataLayer || []).filter((e: unknown) => pick(e, 'conf') && pick(e, 'order'))[0]);
        const order = pick(push, 'order');
        // the stay comes from the stored last quote (the emitter fills unset fields: spec 4)
        return {
          reservation_id: pick(push, 'conf'),
          total: pick(order, 'chargesGrandTotal'),
          currency: pick(order, 'charges', 0, 'currency'),
          line_items: charged(pick(order, 'charges'), pick(order, 'chargesTaxTotal')),
        };
      },
    },
    pathCases: {
      handles: { property: ['/vacation-rentals/blue-mountain-cottage/'], conversion: ['/booking-confirmation/?conf=GB731400'] },
      ignores: ['/', '/vacation-rentals/', '/about/'],
    },
  }),
);
