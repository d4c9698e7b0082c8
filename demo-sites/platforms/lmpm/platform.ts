// What the demo sites of Sandhaven Vacation Rentals on the LMPM plugin share (lmpm, lmpm-b): its chrome, the search
// page listing homes from GET /wp-json/lmpm/v1/properties/search into #lmpm-property-search-list-scroll, a home's
// page (/vacation-rentals/<slug>/?hub_property_id=…) pricing a stay with GET
// /wp-json/lmpm/v1/properties/<id>/property-items/search (refusals in .lmpm-error-message), and the plugin's
// scripts. See SOURCES.md.
import { esc, get, json, type Route } from '../../server/http.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { propertyItems, searchProperties } from './api.ts';
import { HOMES, hubId } from './data.ts';

export const chrome: Chrome = {
  brand: 'Sandhaven Vacation Rentals',
  tagline: 'Beach homes on 30A',
  nav: [{ label: 'All properties', href: '/all-properties/' }],
  accent: '#1f6f8b',
  stylesheet: '/wp-content/themes/sandhaven/style.css',
  head: '<meta name="generator" content="WordPress 6.5.3"><link rel="https://api.w.org/" href="/wp-json/">',
  footer: 'Sandhaven Vacation Rentals · 3009 W County Hwy 30A, Santa Rosa Beach, FL 32459',
};
export const SEARCH_JS = '/wp-content/plugins/lmpm/build/property-search.js';
export const WIDGET_JS = '/wp-content/plugins/lmpm/build/be-property-widget.js';
/** Sandhaven's pages: every page carries the theme's body class and the plugin's localized settings. */
export const page = sitePages(chrome, { bodyClass: 'wp-theme-sandhaven', inline: ["var lmpmSettings = {\"root\":\"/wp-json/lmpm/v1\",\"locale\":\"en_US\"};"] });

const searchPage = (q: URLSearchParams) =>
  page({
    title: 'All Properties',
    bodyClass: 'page-template-lmpm-search',
    main: `<h1>All Properties</h1><form id="lmpm-search-form"><label>Arrive <input type="date" name="start" value="${esc(q.get('start') ?? '')}"></label>
<label>Depart <input type="date" name="end" value="${esc(q.get('end') ?? '')}"></label><label>Adults <input type="number" name="adults" value="${esc(q.get('adults') ?? '2')}"></label>
<input type="hidden" name="children" value="${esc(q.get('children') ?? '0')}"><button type="submit">Search</button></form>
<p class="lmpm-results-count"></p><div id="lmpm-property-search-list-scroll"><div class="lmpm-search-grid"></div></div>`,
    scripts: [SEARCH_JS],
  });

/** A home's page; `scripts` are loaded after the plugin's widget (lmpm-b: its booking hand-off). */
const propertyPage = (slug: string, q: URLSearchParams, scripts: string[] = []) => {
  const h = HOMES.find((x) => x.slug === slug);
  if (!h || q.get('hub_property_id') !== hubId(h)) return null;
  let guests = '';
  for (let n = 1; n <= 10; n++) guests += `<option value="${n}"${n === 2 ? ' selected' : ''}>${n}</option>`;
  return page({
    title: h.name,
    bodyClass: `single single-lmpm_property postid-${h.id}`,
    main: `<article class="lmpm-property"><h1 class="lmpm-property-title">${esc(h.name)}</h1>
<p class="lmpm-property-facts">${h.bedrooms} Bedrooms · ${h.bathrooms} Baths · Sleeps ${h.maxGuests}</p>
<input type="hidden" id="unitCode" value="${esc(h.unitCode)}">
<div class="be-property-widget" data-straddress1="${esc(h.street)}" data-latitude="${h.latitude}" data-longitude="${h.longitude}">
<form class="lmpm-quote-form"><label>Check in <input type="date" name="start" value="${esc(q.get('start-date') ?? '')}"></label>
<label>Check out <input type="date" name="end" value="${esc(q.get('end-date') ?? '')}"></label>
<label>Adults <select name="adults">${guests}</select></label><input type="hidden" name="children" value="0">
<button type="submit" class="lmpm-get-quote">Check price</button></form>
<div class="lmpm-quote"></div><div class="lmpm-error-message" hidden></div></div></article>`,
    scripts: [WIDGET_JS, ...scripts],
  });
};

/** The plugin's pages and REST routes as Sandhaven serves them; lmpm-b adds its booking flow (and a script on the
 * home's page) on top. */
export const lmpmRoutes = (propertyScripts: string[] = []): Route[] => [
  get('/', () => page({ title: 'Home', main: `<h1>${esc(chrome.tagline)}</h1><p><a href="/all-properties/">See all properties</a></p>` })),
  get('/all-properties/', (req) => searchPage(req.query)),
  get('/vacation-rentals/:slug/', (req, { slug }) => propertyPage(slug, req.query, propertyScripts)),
  get('/wp-json/lmpm/v1/properties/search', (req) => json(searchProperties(req.query))),
  get('/wp-json/lmpm/v1/properties/:id/property-items/search', (req, { id }) => json(propertyItems(id, req.query))),
];

export const LMPM_ASSETS = { [SEARCH_JS]: '../platforms/lmpm/assets/property-search.js', [WIDGET_JS]: '../platforms/lmpm/assets/be-property-widget.js' };

