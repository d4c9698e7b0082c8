// An independent site's single-page app on its own listings API (spec 7's second listings shape; no public source
// names the platform: demo-sites/listings-get-available/SOURCES.md). XHR or fetch, JSON:
//   GET /api/listings/get_available?checkIn&checkOut&adults&children
//       -> { data: [{ id, airbnb_id, name, … }], checkIn, checkOut, adults, children }   (search: the count is data's length)
//   GET /api/listings/{id}?checkIn&checkOut&adults&children
//       -> { airbnb_id, name, checkIn, checkOut, message?, pricing: { total, currency? } | null }
//       the listing (property, by its airbnb_id) and, with a stay, its price (quote; no pricing: the message is the
//       refusal). The pages are the app's own: the calls are the capture.
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
