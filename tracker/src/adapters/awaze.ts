// Awaze's shared Next.js brand platform (Hoseasons, cottages.com, …): its search and availability API calls.
// Wire shapes, their evidence and what this adapter reads: demo-sites/awaze/SOURCES.md.
import { checkoutFrom, defineAdapter, exact, firstParam, pathSegment, text, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick, toInt } from '../parse';

const TYPES: Record<string, string> = { cottages: 'Cottage', villas: 'Villa', apartments: 'Apartment', bungalows: 'Bungalow', houses: 'Home' };
const FEATURES: Record<string, string> = {
  pool: 'Pool', wifi: 'Internet or WiFi', 'air-conditioning': 'Air conditioning', 'washing-machine': 'Washing machine',
  'enclosed-garden': 'Fenced plot', bbq: 'Barbeque', parking: 'Parking', dishwasher: 'Dishwasher', pets: 'Pets',
};
const label = (labels: Record<string, string>, code: string) => labels[code] || code;
// start is dd-mm-yyyy and the stay a night count (the search URLs' own form)
// (the availability call has no public source: its fields are read in their usual spellings too)
const stay = (s: Source) => {
  const checkin = parseDate(firstParam(s, 'start startDate arrivalDate'));
  return { checkin, checkout: checkoutFrom(checkin, firstParam(s, 'nights duration')) };
};

registerProvider(
  defineAdapter({
    slug: 'awaze',
    label: 'Awaze (Hoseasons, cottages.com)',
    family: 'site',
    sends: ['search', 'property', 'quote'],
    lastChecked: '2026-12-02',
    currency: 'GBP',
    paths: { property: '/cottages/:slug' },
    observe: {
      search: { method: 'GET', url: /\/api\/search\/properties\/list\b/ },
      quote: { url: /\/api\/availability\b/ },
    },
    map: {
      property: () => ({ listing_id: (pathSegment(-1) || '').split('-').pop(), listing_name: text('h1') }),
      search: (s) => ({
        result_count: pick(s.json, 'pagination', 'total') ?? ((pick(s.json, 'properties') as unknown[]) || []).length,
        ...stay(s),
        guests_adults: exact(s.param('adult')),
        guests_children: exact(s.param('child')),
        property_types: [label(TYPES, s.param('accommodationType') || '')],
        locations: [s.param('regionName')],
        amenities: [...(s.param('features') || '').split(',').map((f) => f && label(FEATURES, f)), (toInt(s.param('pets')) ?? 0) > 0 && 'Pets'],
      }),
      // any method; the answer bare or in { data }; the price an object or a number (then `currency` beside it)
      quote: (s) => {
        const j = pick(s.json, 'data') ?? s.json;
        const p = pick(j, 'price');
        const total = pick(p, 'total') ?? (typeof p == 'number' ? p : pick(j, 'totalPrice'));
        const ok = pick(j, 'available') !== false && total != null;
        return {
          listing_id: firstParam(s, 'propertyCode code propertyId'),
          listing_name: text('h1'),
          ...stay(s),
          guests_adults: firstParam(s, 'adult adults'),
          guests_children: firstParam(s, 'child children'),
          total: ok ? total : null,
          currency: pick(p, 'currency') ?? pick(j, 'currency'),
          error_message: ok ? null : pick(j, 'message') ?? pick(j, 'reason'),
          success: ok,
        };
      },
    },
    pathCases: {
      handles: { property: ['/cottages/sealock-cottage-uk35048?nights=7&range=3&adult=2&infant=0', '/cottages/harbour-view-cwc10521'] },
      ignores: ['/search?adult=2&start=23-03-2026&nights=7', '/holiday-parks/devon?adult=2', '/'],
    },
  }),
);
