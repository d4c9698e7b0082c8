// LMPM (WordPress plugin): its REST routes under wp-json/lmpm/v1 and the booking flow.
// Wire shapes, their evidence and what this adapter reads: demo-sites/lmpm/SOURCES.md.
import { attr, defineAdapter, exact, pathSegment, query, scrapeReservation, text, value } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

/** The LMPM item id inside a URL's hub_property_id (base64 of item:<id>): the page's, or a link's. */
const itemId = (href: string | null = location.href) => {
  try {
    return href == null ? null : atob(query(href, 'hub_property_id') || '').split(':')[1];
  } catch {
    return null;
  }
};

registerProvider(
  defineAdapter({
    slug: 'lmpm',
    label: 'LMPM (WordPress REST)',
    family: 'wp-rest',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'USD',
    paths: { property: '?hub_property_id=', conversion: '/booking-confirmation' },
    ready: { conversion: '.lmpm-confirmation-number' },
    observe: {
      search: { method: 'GET', url: /\/lmpm\/v1\/properties\/search\b/ },
      quote: { method: 'GET', url: /\/lmpm\/v1\/properties\/[^/?]+\/property-items\/search\b/ },
    },
    map: {
      property: () => ({ listing_id: itemId() ?? value('#unitCode'), listing_name: text('h1') }),
      search: (s) => ({
        result_count: pick(s.json, 'total_count') ?? ((pick(s.json, 'results') as unknown[]) || []).length,
        checkin: s.param('start'),
        checkout: s.param('end'),
        guests_adults: exact(s.param('adults')),
        guests_children: exact(s.param('children')),
      }),
      quote: (s) => {
        const c = pick(s.json, 'cost_summary');
        const amount = (...path: string[]) => pick(c, ...path, 'deal') ?? pick(c, ...path, 'rack');
        const total = amount('total');
        const ok = !pick(s.json, 'unavailable') && !pick(s.json, 'empty_quote_result') && total != null;
        return {
          listing_id: pathSegment(-3, undefined, s.call!.url),
          listing_name: text('h1'),
          checkin: s.param('start'),
          checkout: s.param('end'),
          guests_adults: s.param('adults'),
          guests_children: s.param('children'),
          currency: pick(s.json, 'currency'),
          total: ok ? total : null,
          line_items: ok ? { Rent: amount('item', 'subtotal'), Fees: amount('fees', 'subtotal'), Taxes: pick(c, 'total_tax_amount') } : {},
          error_message: ok ? null : pick(s.json, 'error', 'message') ?? pick(s.json, 'error') ?? text('.lmpm-error-message'),
          success: ok,
        };
      },
      conversion: () => {
        const r = scrapeReservation('#lmpm-booking-confirmation .lmpm-cost-summary');
        return {
          reservation_id: text('.lmpm-confirmation-number'),
          listing_id: itemId(attr('#lmpm-booking-confirmation .lmpm-property-name a', 'href')),
          listing_name: text('#lmpm-booking-confirmation .lmpm-property-name'),
          checkin: attr('.lmpm-check-in', 'datetime'),
          checkout: attr('.lmpm-check-out', 'datetime'),
          guests_adults: text('.lmpm-adults'),
          guests_children: text('.lmpm-children'),
          total: r.total,
          line_items: r.items,
        };
      },
    },
    pathCases: {
      handles: {
        property: ['/vacation-rentals/gulf-breeze-cottage/?hub_property_id=aXRlbTo0MTI3', '/all-properties/sea-glass/?hub_property_id=aXRlbTo5OQ%3D%3D'],
        conversion: ['/booking-confirmation/?trip_id=0b6f6f3c-65d2-4e1a-a8f3-2d1c9e7b5a10', '/booking-confirmation'],
        page_upload: ['/booking-confirmation/?trip_id=0b6f6f3c-65d2-4e1a-a8f3-2d1c9e7b5a10'],
      },
      ignores: [
        '/all-properties/?start=2027-01-09&end=2027-01-16',
        '/vacation-rentals/gulf-breeze-cottage/',
        '/checkout/',
        '/checkout/?pms_id=4127&start=2027-01-09&end=2027-01-16&adults=2&children=0',
      ],
    },
  }),
);
