// An independent site's single-page app on its own listings get_available API (spec 7; no platform named).
// Wire shapes, their evidence and what this adapter reads: demo-sites/listings-get-available/SOURCES.md.
import { defineAdapter, exact } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const stay = (json: unknown, param: (name: string) => string | null) => ({
  checkin: pick(json, 'checkIn') ?? param('checkIn'),
  checkout: pick(json, 'checkOut') ?? param('checkOut'),
  guests_adults: pick(json, 'adults') ?? param('adults'),
  guests_children: pick(json, 'children') ?? param('children'),
});
const listing = (json: unknown) => ({ listing_id: pick(json, 'airbnb_id') ?? pick(json, 'id'), listing_name: pick(json, 'name') });
const LISTING = /\/api\/listings\/(?!get_available\b)[^/?#]+\/?(\?|$)/;

registerProvider(
  defineAdapter({
    slug: 'listings-get-available',
    label: 'Listings get_available API (independent sites)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote'],
    lastChecked: '2026-11-27',
    currency: 'USD',
    observe: {
      search: { method: 'GET', url: /\/api\/listings\/get_available\/?(\?|$)/ },
      property: { method: 'GET', url: LISTING },
      quote: { method: 'GET', url: LISTING },
    },
    map: {
      search: (s) => {
        const f = stay(s.json, s.param);
        const found = pick(s.json, 'data');
        return Array.isArray(found) ? { ...f, result_count: found.length, guests_adults: exact(f.guests_adults), guests_children: exact(f.guests_children) } : null;
      },
      property: (s) => (pick(s.json, 'name') != null ? listing(s.json) : null),
      quote: (s) => {
        const p = pick(s.json, 'pricing');
        return { ...listing(s.json), ...stay(s.json, s.param), total: pick(p, 'total'), currency: pick(p, 'currency'), error_message: p ? null : pick(s.json, 'message') };
      },
    },
    pathCases: { handles: [], ignores: ['/', '/cabins/', '/cabins/51'] },
  }),
);
