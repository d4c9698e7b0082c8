// Independent rental sites with no known platform (spec 7 "Other"), configured per site by its install record.
// Wire shapes, their evidence and what this adapter reads: demo-sites/site-generic/SOURCES.md.
import { attr, defineAdapter, exact, flexDays, htmlText, lineItems, matchPath, query, range, text, value, withConversionTracker, type PathRule, type Source, type Watch } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick, toNumber } from '../parse';

type Rule = { method?: string; url: string; body?: string; fields?: Record<string, string>; answer?: Record<string, string> };
type Kind = 'search' | 'quote' | 'conversion';

/** the default field names and answer paths */
const DEFAULTS: Record<'fields' | 'answer', Record<string, string>> = {
  fields: { checkin: 'checkin', checkout: 'checkout', adults: 'adults', children: 'children', listing: 'listing_id' },
  answer: { total: 'total', items: 'items', error: 'error', count: 'count' },
};

/** '=/search': exactly that path (trailing slash optional); any other rule is a capture PathRule string */
const exactly = (r: string): PathRule => (r[0] == '=' ? (loc) => loc.pathname.toLowerCase().replace(/(.)\/$/, '$1') == r.slice(1).toLowerCase() : r);
const rules = (o: Record<string, any>, kind: Kind): Rule[] => ([] as Rule[]).concat(o.calls?.[kind] || []).filter((r) => r && typeof r.url == 'string');
const hits = (r: Rule, url: string, body: string | null) => {
  try {
    return matchPath(exactly(r.url), new URL(url, location.href)) && (!r.body || (body || '').includes(r.body));
  } catch {
    return false;
  }
};
/** the rule of the call being mapped (its own field names and answer paths) */
const ruleOf = (s: Source): Rule | undefined => (s.call ? rules(s.options, s.kind as Kind).find((r) => hits(r, s.call!.url, s.call!.requestBody)) : undefined);
/** a field name or answer path: the call rule's, else the mapping's, else the default */
const named = (s: Source, group: 'fields' | 'answer', k: string): string | undefined =>
  ruleOf(s)?.[group]?.[k] || s.options[group]?.[k] || DEFAULTS[group][k];
const answer = (s: Source, k: string) => {
  const p = named(s, 'answer', k);
  return p && s.json ? pick(s.json, ...p.split('.')) : null;
};
const field = (s: Source, k: string) => {
  const n = named(s, 'fields', k);
  return n ? s.param(n) : null;
};
/** a request (or page URL) field, else the answer's */
const either = (s: Source, k: string) => field(s, k) ?? answer(s, k);
const mapped = (s: Source, k: string, v: string | null) => {
  const m = s.options.maps?.[k];
  return v != null && m && m[v] !== undefined ? m[v] : v;
};
/** 'sel' (an input's value, else the element's text), 'sel@attr', or '?param' (the page URL's) */
const read = (spec: unknown) => {
  if (typeof spec != 'string' || !spec) return null;
  if (spec[0] == '?') return query(location.href, spec.slice(1));
  const [sel, at] = spec.split('@');
  return at ? attr(sel, at) : value(sel) ?? text(sel);
};
/** the text of an optional selector */
const textOf = (sel: string | undefined) => (sel ? text(sel) : null);
const stay = (s: Source) => ({
  checkin: parseDate(either(s, 'checkin'), s.options.dateOrder),
  checkout: parseDate(either(s, 'checkout'), s.options.dateOrder),
  guests_adults: either(s, 'adults'),
  guests_children: either(s, 'children'),
  promo_code: field(s, 'promo'),
});
/** a quote's or a conversion's stay, listing and price */
const booking = (s: Source) => {
  const o = s.options;
  const items = answer(s, 'items');
  return {
    ...stay(s),
    listing_id: either(s, 'listing') ?? read(o.listingId),
    listing_name: answer(s, 'name') ?? textOf(o.name),
    total: answer(s, 'total'),
    line_items: Array.isArray(items) ? lineItems(items, o.itemLabel || 'label', o.itemAmount || 'amount') : items,
  };
};

registerProvider(
  withConversionTracker(defineAdapter({
    slug: 'site-generic',
    label: 'Independent rental site, JSON/form calls (configured per site)',
    family: 'site-ajax', sends: ['search', 'property', 'quote', 'conversion', 'page_upload'], lastChecked: '2026-11-27',
    // its answer paths are the install record's: an answer without them is no sign of a platform change
    shapeCheck: false,
    paths: (site) => {
      const pages = (site.options?.pages || {}) as Record<string, unknown>;
      const rule = (r: unknown) => ([] as unknown[]).concat(r ?? []).filter((x): x is string => typeof x == 'string' && x != '=').map(exactly);
      const out: Record<string, PathRule[]> = {};
      for (const k of ['search', 'property', 'conversion', 'page_upload']) {
        const r = rule(pages[k]);
        if (r.length) out[k] = r;
      }
      return out;
    },
    observe: (site) => {
      const o = site.options || {};
      const watch = (kind: Kind): Watch[] => rules(o, kind).map((r) => ({ method: r.method, test: (url: string, body: string | null) => hits(r, url, body) }));
      return { search: watch('search'), quote: watch('quote'), conversion: watch('conversion') };
    },
    map: {
      search: (s) => {
        const o = s.options;
        const b = o.bounds || {};
        const count = s.call ? answer(s, 'count') : textOf(o.count);
        const min = toNumber(field(s, 'price_min')),
          max = toNumber(field(s, 'price_max'));
        const price = range([min, max], b.price);
        const cats = field(s, 'category');
        const f = stay(s);
        const flex = flexDays(field(s, 'flex'), 'day', o.flexDays ?? 3);
        return {
          checkin: f.checkin,
          checkout: f.checkout,
          result_count: Array.isArray(count) ? count.length : count,
          guests_adults: range(exact(f.guests_adults), b.guests_adults),
          guests_children: range(exact(f.guests_children), b.guests_children),
          bedrooms: range(mapped(s, 'bedrooms', field(s, 'bedrooms')), b.bedrooms),
          price,
          // a price filter is in the site's currency (a filter at the slider's ends is none)
          currency: price ? o.currency : null,
          checkin_flex: flex,
          checkout_flex: flex,
          property_types: cats ? cats.split(',').map((c) => mapped(s, 'category', c.trim())) : [],
          locations: field(s, 'location') ?? textOf(o.location),
        };
      },
      quote: (s) => {
        const e = answer(s, 'error');
        return { ...booking(s), error_message: typeof e == 'string' ? htmlText(e) : e };
      },
      property: (s) => ({ listing_id: read(s.options.listingId), listing_name: textOf(s.options.name) }),
      conversion: {
        fromPage: (s) => (s.options.reservation ? { reservation_id: read(s.options.reservation) } : null),
        fromCall: (s) => ({ ...booking(s), reservation_id: answer(s, 'reservation') }),
      },
    },
    pathCases: { handles: [], ignores: ['/', '/search', '/stay-details?propid=12', '/booking/thankyou?ref=1'] },
  })),
);
