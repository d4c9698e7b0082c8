// WordPress rental themes whose search and price calls are plain admin-ajax actions, configured per site.
// Wire shapes, their evidence and what this adapter reads: demo-sites/wp-ajax-generic/SOURCES.md.
import { attr, defineAdapter, exact, htmlText, type Source, text, value } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick } from '../parse';

const FIELDS: Record<string, string> = { checkin: 'checkin', checkout: 'checkout', adults: 'adults', children: 'children', listing: 'property_id' };
const ANSWER: Record<string, string> = { total: 'data.total', items: 'data.items', error: 'data.message', count: 'data.count' };

const field = (s: Source, k: string) => s.param((s.options.fields || {})[k] || FIELDS[k]);
const answer = (s: Source, k: string) => pick(s.json, ...((s.options.answer || {})[k] || ANSWER[k]).split('.'));
const stay = (s: Source) => ({
  checkin: parseDate(field(s, 'checkin'), s.options.dateOrder),
  checkout: parseDate(field(s, 'checkout'), s.options.dateOrder),
  guests_adults: field(s, 'adults'),
  guests_children: field(s, 'children'),
});
/** 'sel' (an input's value, else the element's text) or 'sel@attr' */
const read = (spec: string) => {
  const [sel, at] = String(spec).split('@');
  return at ? attr(sel, at) : value(sel) ?? text(sel);
};

registerProvider(
  defineAdapter({
    slug: 'wp-ajax-generic',
    label: 'WordPress theme admin-ajax (configured per site)',
    family: 'wp-admin-ajax', sends: ['search', 'property', 'quote', 'conversion', 'page_upload'], lastChecked: '2026-11-25',
    // its answer paths are the install record's: an answer without them is no sign of a platform change
    shapeCheck: false,
    // the listing and confirmation pages are the site's (its mapping's options), like the observed actions
    paths: (site) => {
      const o = site.options || {};
      const rule = (r: unknown) => (typeof r == 'string' ? r : undefined);
      return { property: rule(o.property), conversion: rule(o.conversion) };
    },
    observe: (site) => {
      const o = site.options || {};
      const watch = (names: unknown) => ([] as string[]).concat((names as string[]) || []).map((ajaxAction) => ({ ajaxAction }));
      return { search: watch(o.search), quote: watch(o.quote) };
    },
    map: {
      search: (s) => {
        const at = (s.options.answer || {}).countIn;
        const f = stay(s);
        return { ...f, guests_adults: exact(f.guests_adults), guests_children: exact(f.guests_children), result_count: at ? htmlText(s.call && s.call.responseText, at) : answer(s, 'count') };
      },
      quote: (s) => {
        const e = answer(s, 'error');
        return {
          ...stay(s),
          listing_id: field(s, 'listing'), listing_name: s.options.name ? text(s.options.name) : null,
          total: answer(s, 'total'), line_items: answer(s, 'items'), error_message: typeof e == 'string' ? htmlText(e) : e,
        };
      },
      property: (s) => ({ listing_id: read(s.options.listingId), listing_name: s.options.name ? text(s.options.name) : null }),
      conversion: (s) => ({ reservation_id: read(s.options.reservation) }),
    },
    pathCases: { handles: [], ignores: ['/', '/property/sea-loft/', '/checkout/order-received/1/'] },
  }),
);
