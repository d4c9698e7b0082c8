// What every demo brand on Awaze's shared Next.js platform (Hoseasons, cottages.com, …) serves alike: the search
// page (/search?adult&child&…&start=dd-mm-yyyy&nights…) whose client fetches GET /api/search/properties/list with
// the x-awaze-* headers and fetches again when a filter changes; the property page (/cottages/<slug>-<code>)
// asking GET /api/availability for its stay. A brand is its data and which filters its search page offers.
// What the shapes rest on: demo-sites/awaze/SOURCES.md and demo-sites/awaze/SOURCES.md#site-awaze-b.
import { addDays, fromDayFirst } from '../../server/dates.ts';
import { isAvailable, quoteStay, stayProblem, type Stay, type Unit } from '../../server/fixtures.ts';
import { esc, get, inlineJson, json, type Route } from '../../server/http.ts';
import { formatMoney } from '../../server/money.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';

export interface AwazeProperty extends Unit {
  /** Awaze property code: the last part of the property URL (`/cottages/<slug>-<code>`) */
  code: string;
  slug: string;
  /** accommodationType of the search (cottages, houses, villas, …) */
  type: string;
  regionName: string;
  location: string;
  /** search feature codes the property has (`pets`: pets welcome) */
  features: string[];
}

export interface AwazeBrand {
  /** what the site sends in x-awaze-brand and brand= */
  brand: string;
  currency: string;
  chrome: Chrome;
  properties: AwazeProperty[];
  /** the feature filters of the search page: code, label on the page (in the page's order) */
  features: [string, string][];
  /** a property-type filter (select of accommodationType): code, label */
  types?: [string, string][];
  /** a pets count among the filters (the party's pets=) */
  pets?: boolean;
  /** a "Clear all" button unticking the feature filters */
  clearAll?: boolean;
}

const SEARCH_JS = '/_next/static/chunks/pages/search.js';
const PROPERTY_JS = '/_next/static/chunks/pages/cottages/[slug].js';
/** the platform's client chunks (a site's `assets`: paths relative to its folder) */
export const AWAZE_ASSETS = { [SEARCH_JS]: '../platforms/awaze/assets/awaze-search.js', [PROPERTY_JS]: '../platforms/awaze/assets/awaze-property.js' };

// ------------------------------------------------------------------ the API

const int = (q: URLSearchParams, name: string, fallback = 0) => {
  const n = Number(q.get(name));
  return Number.isInteger(n) && n >= 0 && q.get(name) !== '' && q.get(name) !== null ? n : fallback;
};
/** The stay of a query: `start` is dd-mm-yyyy, `nights` a count (Awaze's search URLs). */
const stayOf = (q: URLSearchParams): Stay => {
  const checkin = fromDayFirst(q.get('start') ?? '', '-');
  return { checkin, checkout: checkin ? addDays(checkin, int(q, 'nights', 7)) : '', adults: int(q, 'adult', 2), children: int(q, 'child') };
};
const featuresOf = (q: URLSearchParams) => (q.get('features') ?? '').split(',').filter(Boolean);

const MESSAGES: Record<string, (p: any) => string> = {
  dates: () => 'Please choose a valid start date.',
  'min-stay': (p) => `This property has a minimum stay of ${p.minNights} nights for the dates selected.`,
  occupancy: (p) => `This property sleeps a maximum of ${p.maxGuests} guests.`,
  unavailable: () => 'Sorry, this property is not available for the dates selected.',
};

/** The platform's API over a brand's properties. */
export function awazeApi(properties: AwazeProperty[], currency: string) {
  /** Whether a property is a result of the search: type, region, features, pets, party and calendar. */
  function matches(c: AwazeProperty, q: URLSearchParams): boolean {
    const s = stayOf(q);
    const type = q.get('accommodationType');
    const region = q.get('regionName');
    return (
      (!type || c.type === type) &&
      (!region || c.regionName.toLowerCase() === region.toLowerCase()) &&
      featuresOf(q).every((f) => c.features.includes(f)) &&
      (int(q, 'pets') === 0 || c.features.includes('pets')) &&
      s.adults + s.children <= c.maxGuests &&
      !!s.checkin &&
      isAvailable(c, s.checkin, s.checkout)
    );
  }

  /** GET /api/search/properties/list?adult&child&infant&pets&range&nights&start&accommodationType&regionName&page&
   * sort&displayMode&index&features&siteFeatures&searchEngineVersion&brand -> { properties, pagination } */
  function searchList(q: URLSearchParams) {
    const s = stayOf(q);
    const found = properties.filter((c) => matches(c, q));
    return {
      properties: found.map((c) => ({
        code: c.code,
        name: c.name,
        location: c.location,
        regionName: c.regionName,
        accommodationType: c.type,
        bedrooms: c.bedrooms,
        sleeps: c.maxGuests,
        petsGoFree: c.features.includes('pets'),
        priceFrom: quoteStay(c, s).total,
        startDate: s.checkin,
        lengthOfStay: int(q, 'nights', 7),
        url: `/cottages/${c.slug}-${c.code}`,
      })),
      pagination: { page: int(q, 'page', 1), pageSize: 20, total: found.length },
    };
  }

  /** GET /api/availability?propertyCode&start&nights&adult&child&infant&pets (assumed) ->
   * { available: true, price: { total, currency } } or { available: false, reason, message } */
  function availability(q: URLSearchParams) {
    const c = properties.find((x) => x.code === q.get('propertyCode'));
    const s = stayOf(q);
    const head = { propertyCode: q.get('propertyCode'), startDate: s.checkin || null, endDate: s.checkout || null, nights: int(q, 'nights', 7) };
    const problem = c ? stayProblem(c, s) : { kind: 'unavailable' as const, night: s.checkin };
    if (!c || problem) return { ...head, available: false, reason: problem!.kind.toUpperCase().replace('-', '_'), message: MESSAGES[problem!.kind](problem), price: null };
    return { ...head, available: true, reason: null, message: null, price: { total: quoteStay(c, s).total, currency, wasPrice: null } };
  }

  return { matches, searchList, availability };
}

// ------------------------------------------------------------------ the pages

const options = (from: number, to: number, selected: string) => {
  let out = '';
  for (let n = from; n <= to; n++) out += `<option value="${n}"${String(n) === selected ? ' selected' : ''}>${n}</option>`;
  return out;
};

/** The brand's pages and API as routes. */
export function awazeRoutes(b: AwazeBrand): Route[] {
  const { chrome } = b;
  const page = sitePages(chrome);
  const api = awazeApi(b.properties, b.currency);

  /** Next.js page state: the page's query as the app's initial search criteria */
  const nextData = (pageName: string, query: Record<string, string>, props: Record<string, unknown>) =>
    `<script id="__NEXT_DATA__" type="application/json">${inlineJson({ props: { pageProps: { ...props, brand: b.brand } }, page: pageName, query, buildId: 'Kx9rT2fQ', isFallback: false })}</script>`;

  const searchPage = (query: URLSearchParams) => {
    const q = Object.fromEntries(query);
    const checked = new Set((q.features ?? '').split(',').filter(Boolean));
    const filters = b.features.map(([code, label]) => `<label><input type="checkbox" name="features" value="${code}"${checked.has(code) ? ' checked' : ''}> ${esc(label)}</label>`).join('');
    const select = (name: string, choices: [string, string][], selected: string) =>
      `<select name="${name}" data-test="${name}-filter">${choices.map(([v, l]) => `<option value="${esc(v)}"${v === selected ? ' selected' : ''}>${esc(l)}</option>`).join('')}</select>`;
    const types = b.types ? `<h2>Property type</h2>${select('accommodationType', b.types, q.accommodationType ?? '')}` : '';
    const pets = b.pets ? `<h2>Pets</h2>${select('pets', [['0', 'No pets'], ['1', '1 pet'], ['2', '2 pets']], q.pets ?? '0')}` : '';
    const clear = b.clearAll ? '<button type="button" class="clear-filters" data-test="clear-filters">Clear all</button>' : '';
    return page({
      title: 'Search holiday cottages',
      bodyClass: 'search-page',
      main: `<div id="__next"><h1>Holiday cottages in ${esc(q.regionName ?? 'the UK')}</h1>
<aside class="filters" data-test="filters">${types}${pets}<h2>Features</h2>${filters}${clear}</aside>
<section class="results"><p data-test="results-count" class="results-count">Searching…</p><div data-test="results-list" class="results-list"></div></section></div>
${nextData('/search', q, { initialState: { searchCriteria: q } })}`,
      scripts: [SEARCH_JS],
    });
  };

  const propertyPage = (slugCode: string, query: URLSearchParams) => {
    const c = b.properties.find((x) => `${x.slug}-${x.code}` === slugCode);
    if (!c) return null;
    const q = Object.fromEntries(query);
    return page({
      title: c.name,
      bodyClass: 'property-page',
      main: `<div id="__next"><article class="property" data-test="property"><h1 data-test="property-name">${esc(c.name)}</h1>
<p class="property-facts">${esc(c.location)} · Sleeps ${c.maxGuests} · ${c.bedrooms} bedrooms · Ref ${esc(c.code.toUpperCase())}</p>
<aside class="booking-panel"><form id="availability-form">
<label>Start date <input name="start" value="${esc(q.start ?? '')}" placeholder="dd-mm-yyyy"></label>
<label>Nights <select name="nights">${options(2, 14, q.nights ?? '7')}</select></label>
<label>Adults <select name="adult">${options(1, 10, q.adult ?? '2')}</select></label>
<input type="hidden" name="child" value="${esc(q.child ?? '0')}"><input type="hidden" name="infant" value="${esc(q.infant ?? '0')}"><input type="hidden" name="pets" value="${esc(q.pets ?? '0')}">
<button type="submit" class="check-availability">Check availability</button></form>
<p class="price">Total price <span id="nowprice" data-test="price-value"></span></p><p class="availability-message" role="alert" hidden></p></aside></article></div>
${nextData('/cottages/[slug]', { ...q, slug: slugCode }, { property: { code: c.code, name: c.name, priceFrom: formatMoney(c.nightly * 7, '£') } })}`,
      scripts: [PROPERTY_JS],
    });
  };

  return [
    get('/', () => page({ title: 'Home', main: `<h1>${esc(chrome.tagline)}</h1><p><a href="${esc(chrome.nav[0].href)}">Find a cottage</a></p>` })),
    get('/search', (req) => searchPage(req.query)),
    get('/cottages/:slug', (req, { slug }) => propertyPage(slug, req.query)),
    get('/api/search/properties/list', (req) => (req.headers['x-awaze-brand'] === b.brand ? json(api.searchList(req.query)) : json({ message: 'Unknown brand' }, 400))),
    get('/api/availability', (req) => json(api.availability(req.query))),
  ];
}
