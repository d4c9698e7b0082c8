// HomHero (Australian holiday-rental PMS) through its WordPress plugin.
// Wire shapes, their evidence and what this adapter reads: demo-sites/homhero/SOURCES.md.
import { attr, dateSpan, defineAdapter, exact, type Fields, firstOf, firstParam, formList, htmlText, type Source, text, value, type Watch } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const API = /\/\/api\.homhero\.com(?:\.au)?\//i;
const SEARCH = /search|listings|properties/i;
const QUOTE = /quote|price|pricing|availab|book|rate/i;

/** What the call asks for: the admin-ajax action and any method/type field, or the API path. */
function intent(s: Source): string {
  const c = s.call;
  if (!c) return '';
  return API.test(c.url) ? c.url.split('?')[0] : [s.param('action'), s.param('method'), s.param('type'), s.param('request')].join(' ');
}

/** The first field present among `names` (dot paths) of an answer. */
const any = (o: unknown, names: string): unknown => firstOf((n) => pick(o, ...n.split('.')), names);

/** The answer's payload: wp_send_json_success's `data`, else the answer itself. */
const body = (s: Source) => (pick(s.json, 'data') && typeof pick(s.json, 'data') == 'object' ? pick(s.json, 'data') : s.json);

function stay(s: Source): Fields {
  const [from, to] = dateSpan(firstParam(s, 'dates date_range daterange'));
  return {
    checkin: firstParam(s, 'check_in checkin checkIn arrival arrive start_date startDate date_from from') ?? from,
    checkout: firstParam(s, 'check_out checkout checkOut departure depart end_date endDate date_to to') ?? to,
    guests_adults: firstParam(s, 'adults adult guests_adults guests num_guests'),
    guests_children: firstParam(s, 'children child kids guests_children'),
  };
}

const listingId = () =>
  attr('[data-property-id]', 'data-property-id') ??
  attr('[data-listing-id]', 'data-listing-id') ??
  value('input[name="property_id"]') ??
  value('input[name="listing_id"]') ??
  (document.body && (document.body.className.match(/\bpostid-(\d+)/) || [])[1]) ??
  null;
const listingName = () => text('.hh-property__title') ?? text('h1');

function search(s: Source): Fields | null {
  if (s.call && !SEARCH.test(intent(s))) return null;
  const d = body(s);
  const list = any(d, 'properties listings results items');
  const f = stay(s);
  return {
    ...f,
    result_count: any(d, 'total total_results found total_found count') ?? (Array.isArray(list) ? list.length : null),
    guests_adults: exact(f.guests_adults),
    guests_children: exact(f.guests_children),
    locations: firstParam(s, 'location destination region suburb'),
    amenities: formList(s, 'amenities'),
  };
}

function quote(s: Source): Fields | null {
  if (SEARCH.test(intent(s)) && !QUOTE.test(intent(s))) return null;
  const d = body(s);
  const failed = pick(s.json, 'success') === false || pick(d, 'available') === false;
  const lines = any(d, 'breakdown line_items fees');
  return {
    ...stay(s),
    listing_id: firstParam(s, 'property_id listing_id propertyId listingId id') ?? listingId(),
    listing_name: listingName(),
    total: failed ? null : any(d, 'total total_price price.total grand_total amount'),
    currency: any(d, 'currency currency_code'),
    line_items: Array.isArray(lines) ? lines.map((l) => [any(l, 'label name title'), any(l, 'amount price value total')]) : lines,
    error_message: failed ? (htmlText(any(d, 'html'), '.alert-danger') ?? any(d, 'message error errors')) : null,
  };
}

const watches: Watch[] = [{ ajaxAction: /^homhero/i }, { url: API }];

registerProvider(
  defineAdapter({
    slug: 'homhero',
    label: 'HomHero (WordPress plugin)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'AUD',
    paths: { property: ['/accommodation/:slug', '/property/:slug'], conversion: '/booking-confirmation/' },
    observe: { search: watches, quote: watches },
    map: {
      search,
      property: () => ({ listing_id: listingId(), listing_name: listingName() }),
      quote,
      conversion: () => ({ reservation_id: text('.hh-confirmation__ref'), total: text('.hh-confirmation__total') }),
    },
    pathCases: {
      handles: {
        property: ['/property/sunshine-beach-house/', '/accommodation/tanderra-10-on-park-road/'],
        conversion: ['/booking-confirmation/?ref=NCR-10452'],
      },
      ignores: ['/accommodation/?dates=14%2F12%2F2026+to+19%2F12%2F2026', '/search/?dates=14%2F12%2F2026+to+19%2F12%2F2026', '/checkout/', '/property/', '/accommodation/'],
    },
  }),
);
