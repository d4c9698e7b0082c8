// listings-get-available: Juniper Ridge Cabins, an independent Gatlinburg cabin company's single-page site on its
// own API (spec 7): /api/listings/get_available (data, checkIn, checkOut, adults, children) lists the free cabins,
// /api/listings/<id> (airbnb_id, name, pricing.total, checkIn, checkOut) shows one and prices the stay. Pages:
// /cabins/ and /cabins/<id> (the adapter reads the calls, not the pages). See demo-sites/listings-get-available/SOURCES.md.
import { esc, get, json } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { getAvailable, listing, readStay } from './api.ts';
import { CABINS } from './data.ts';

const chrome: Chrome = {
  brand: 'Juniper Ridge Cabins',
  tagline: 'Smoky Mountain cabins near Gatlinburg',
  nav: [{ label: 'Cabins', href: '/cabins/' }],
  accent: '#5a6b2f',
  stylesheet: '/assets/index.css',
  footer: 'Juniper Ridge Cabins · 1150 Ski Mountain Rd, Gatlinburg, TN 37738',
};
const APP = '/assets/index.js';
const page = sitePages(chrome, { scripts: [APP] });

const stayForm = (id: string, q: URLSearchParams) => {
  const s = readStay(q);
  return `<form id="${id}"><label>Check-in <input type="date" name="checkIn" value="${esc(s.checkin)}"></label>
<label>Check-out <input type="date" name="checkOut" value="${esc(s.checkout)}"></label>
<label>Adults <input type="number" name="adults" min="1" value="${s.adults}"></label>
<label>Children <input type="number" name="children" min="0" value="${s.children}"></label><button type="submit">Check availability</button></form>`;
};

export default defineSite({
  slug: 'listings-get-available',
  provider: 'listings-get-available',
  platform: "an independent site's own API: GET /api/listings/get_available (data, checkIn, checkOut, adults, children), GET /api/listings/{id} (airbnb_id, name, pricing.total)",
  chrome,
  assets: { [APP]: 'assets/index.js' },
  routes() {
    return [
      get('/', () => page({ title: 'Home', main: `<h1>${esc(chrome.tagline)}</h1><p><a href="/cabins/">Find a cabin</a></p>` })),
      get('/cabins/', (req) =>
        page({ title: 'Cabins', main: `<div id="root" data-view="available"><h1>Available cabins</h1>${stayForm('stay-form', req.query)}<p class="available-count"></p><div class="cabin-grid"></div></div>` }),
      ),
      get('/cabins/:id', (req, { id }) =>
        CABINS.some((c) => String(c.id) === id)
          ? page({
              title: 'Cabin',
              main: `<div id="root" data-view="cabin" data-id="${esc(id)}"><h1 class="cabin-name"></h1><p class="cabin-facts"></p>${stayForm('stay-form', req.query)}
<p class="cabin-total"></p><p class="cabin-message" hidden></p></div>`,
            })
          : page.notFound(),
      ),
      get('/api/listings/get_available', (req) => json(getAvailable(req.query))),
      get('/api/listings/:id', (req, { id }) => listing(id, req.query)),
    ];
  },
});
