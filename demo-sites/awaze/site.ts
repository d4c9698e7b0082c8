// awaze: Trevarrick Cottages on Awaze's shared Next.js platform (Hoseasons, cottages.com). The search page
// (/search?adult&child&…&start=dd-mm-yyyy&nights…) fetches GET /api/search/properties/list with the x-awaze-*
// headers and re-fetches when a feature filter changes; a property page (/cottages/<slug>-<code>) asks
// GET /api/availability for the chosen start, nights and party. See SOURCES.md.
import { esc, get, inlineJson, json } from '../kit/http.ts';
import { formatMoney } from '../kit/money.ts';
import { sitePages } from '../kit/page.ts';
import type { Chrome } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { availability, searchList } from './api.ts';
import { BRAND, COTTAGES } from './data.ts';

const chrome: Chrome = {
  brand: 'Trevarrick Cottages',
  tagline: 'Holiday cottages in Cornwall',
  nav: [{ label: 'Search', href: '/search?adult=2&child=0&infant=0&pets=0&range=0&nights=7&accommodationType=cottages&regionName=Cornwall' }],
  accent: '#0f5c6e',
  stylesheet: '/_next/static/css/app.css',
  head: '<meta name="next-head-count" content="3">',
  footer: 'Trevarrick Cottages · part of the Awaze group · Prices include VAT',
};
const SEARCH_JS = '/_next/static/chunks/pages/search.js';
const PROPERTY_JS = '/_next/static/chunks/pages/cottages/[slug].js';
const page = sitePages(chrome);

/** the filters the search page offers: Awaze feature codes and their labels on the page */
const FEATURES: [string, string][] = [['pool', 'Swimming pool'], ['wifi', 'WiFi'], ['pets', 'Pets welcome'], ['bbq', 'BBQ'], ['dishwasher', 'Dishwasher'], ['parking', 'Parking']];

/** Next.js page state: the page's query as the app's initial search criteria */
const nextData = (pageName: string, query: Record<string, string>, props: Record<string, unknown>) =>
  `<script id="__NEXT_DATA__" type="application/json">${inlineJson({ props: { pageProps: { ...props, brand: BRAND } }, page: pageName, query, buildId: 'Kx9rT2fQ', isFallback: false })}</script>`;

const searchPage = (query: URLSearchParams) => {
  const q = Object.fromEntries(query);
  const checked = new Set((q.features ?? '').split(',').filter(Boolean));
  const filters = FEATURES.map(([code, label]) => `<label><input type="checkbox" name="features" value="${code}"${checked.has(code) ? ' checked' : ''}> ${esc(label)}</label>`).join('');
  return page({
    title: 'Search holiday cottages',
    bodyClass: 'search-page',
    main: `<div id="__next"><h1>Holiday cottages in ${esc(q.regionName ?? 'the UK')}</h1>
<aside class="filters" data-test="filters"><h2>Features</h2>${filters}</aside>
<section class="results"><p data-test="results-count" class="results-count">Searching…</p><div data-test="results-list" class="results-list"></div></section></div>
${nextData('/search', q, { initialState: { searchCriteria: q } })}`,
    scripts: [SEARCH_JS],
  });
};

const options = (from: number, to: number, selected: string) => {
  let out = '';
  for (let n = from; n <= to; n++) out += `<option value="${n}"${String(n) === selected ? ' selected' : ''}>${n}</option>`;
  return out;
};

const propertyPage = (slugCode: string, query: URLSearchParams) => {
  const c = COTTAGES.find((x) => `${x.slug}-${x.code}` === slugCode);
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

export default defineSite({
  slug: 'awaze',
  provider: 'awaze',
  platform: "Awaze's Next.js brand sites: GET /api/search/properties/list (x-awaze-brand/locale headers), GET /api/availability on /cottages/<slug>-<code>",
  chrome,
  assets: { [SEARCH_JS]: 'assets/search.js', [PROPERTY_JS]: 'assets/property.js' },
  routes() {
    return [
      get('/', () => page({ title: 'Home', main: `<h1>${esc(chrome.tagline)}</h1><p><a href="${esc(chrome.nav[0].href)}">Find a cottage</a></p>` })),
      get('/search', (req) => searchPage(req.query)),
      get('/cottages/:slug', (req, { slug }) => propertyPage(slug, req.query)),
      get('/api/search/properties/list', (req) => (req.headers['x-awaze-brand'] === BRAND ? json(searchList(req.query)) : json({ message: 'Unknown brand' }, 400))),
      get('/api/availability', (req) => json(availability(req.query))),
    ];
  },
});
