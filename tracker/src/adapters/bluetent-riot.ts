// Bluetent RESCMS's Riot search app: the search hash, its Solr search and the unit pages' rcapi calls.
// Wire shapes, their evidence and what this adapter reads: demo-sites/bluetent-riot/SOURCES.md.
import { defineAdapter, drupalEid, exact, rescmsQuote, text, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick } from '../parse';

/** The data of a JSONP answer: the JSON between the callback's parentheses. */
const jsonpData = (text: string | null) => (text ? JSON.parse(text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'))) : null);

/** The hash's parameters (`fq` repeats). */
const hashParams = () => new URLSearchParams(location.hash.slice(1));

/** Values of the hash's `field:"value"` filters whose field name contains `part` (Solr field names vary per site). */
const facet = (fqs: string[], part: RegExp) =>
  fqs.map((fq) => /([\w$]+):"([^"]*)"$/.exec(fq.replace(/^\{![^}]*\}/, ''))).filter((m) => m && part.test(m[1])).map((m) => m![2]);

function search(s: Source) {
  if (s.param('ids')) return null;
  const h = hashParams();
  const fqs = h.getAll('fq');
  const stay = pick(JSON.parse(h.get('rcav') || 'null'), 'rcav');
  return {
    result_count: pick(jsonpData(s.call!.responseText), 'response', 'numFound'),
    checkin: parseDate(pick(stay, 'begin'), 'mdy'),
    checkout: parseDate(pick(stay, 'end'), 'mdy'),
    guests_adults: stay ? exact(pick(stay, 'adult')) : null,
    guests_children: stay ? exact(pick(stay, 'child')) : null,
    amenities: facet(fqs, /amenit/i),
    property_types: facet(fqs, /term_type/i),
    locations: facet(fqs, /city|location|area/i),
  };
}

registerProvider(
  defineAdapter({
    slug: 'bluetent-riot',
    label: 'Bluetent RESCMS Riot search (Solr)',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote'],
    lastChecked: '2026-12-02',
    currency: 'USD',
    paths: { property: /^\/[\w-]+-vacation-rentals\/[^/]+\/?$/i },
    observe: {
      search: { method: 'POST', url: /\/solr\/?(\?|$)/ },
      quote: [{ url: '/rescms/ajax/item/pricing/' }, { url: '/rcapi/item/avail/search' }],
    },
    map: {
      search,
      property: () => (drupalEid() ? { listing_id: drupalEid(), listing_name: text('#page-title') ?? text('h1') } : null),
      quote: (s) => {
        const q = rescmsQuote(s);
        return q && { ...q, listing_id: q.listing_id ?? drupalEid(), listing_name: text('#page-title') ?? text('h1') };
      },
    },
    pathCases: { handles: { property: ['/duck-vacation-rentals/sea-oats', '/north-myrtle-beach-vacation-rentals/sea-oats#rcav=%7B%7D'] }, ignores: ['/duck-vacation-rentals#q=*:*', '/duck-vacation-rentals/'] },
  }),
);
