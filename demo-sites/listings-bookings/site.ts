// listings-bookings: Saltmarsh Cottages, an independent rental company's single-page site on its own REST API
// (spec 7: listings/search POST with count, listings/{id}/, bookings/quote with data.line_items,
// bookings/booking_confirmation). Pages (spec 2): /listings/ (search), /listings/<id> (a listing and its price),
// /booking/success (the confirmation the app reads back with bookings/booking_confirmation). See demo-sites/listings-bookings/SOURCES.md.
import { esc, get, json, parseJson, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { book, confirmation, listing, quote, readStay, searchListings } from './api.ts';
import { LISTINGS } from './data.ts';

const chrome: Chrome = {
  brand: 'Saltmarsh Cottages',
  tagline: 'Cape Cod cottages, booked direct',
  nav: [{ label: 'Our cottages', href: '/listings/' }],
  accent: '#3b6e8f',
  stylesheet: '/static/css/main.css',
  footer: 'Saltmarsh Cottages · 612 Main St, Chatham, MA 02633',
};
const APP = '/static/js/app.js';
const page = sitePages(chrome, { inline: ['window.APP_CONFIG = {"apiBase":"/api"};'], scripts: [APP] });

const stayFields = (q: URLSearchParams) => {
  const s = readStay(q);
  return `<label>Check in <input type="date" name="check_in" value="${esc(s.checkin)}"></label>
<label>Check out <input type="date" name="check_out" value="${esc(s.checkout)}"></label>
<label>Adults <input type="number" name="adults" min="1" value="${s.adults}"></label>
<label>Children <input type="number" name="children" min="0" value="${s.children}"></label>`;
};

const body = (raw: string) => (parseJson(raw) ?? {}) as Record<string, unknown>;

export default defineSite({
  slug: 'listings-bookings',
  provider: 'listings-bookings',
  platform: "an independent site's own REST API: POST listings/search (count), GET listings/{id}/, GET bookings/quote (data.line_items), GET bookings/booking_confirmation",
  chrome,
  assets: { [APP]: 'assets/app.js' },
  routes() {
    return [
      get('/', () => page({ title: 'Home', main: `<h1>${esc(chrome.tagline)}</h1><p><a href="/listings/">See our cottages</a></p>` })),
      get('/listings/', (req) =>
        page({
          title: 'Our cottages',
          bodyClass: 'page-listings',
          main: `<section id="app" data-view="search"><h1>Our cottages</h1><form id="search-form">${stayFields(req.query)}<button type="submit">Search</button></form>
<p class="results-count" aria-live="polite"></p><ul class="listing-cards"></ul></section>`,
        }),
      ),
      get('/listings/:id', (req, { id }) =>
        LISTINGS.some((l) => String(l.id) === id)
          ? page({
              title: 'Cottage',
              bodyClass: 'page-listing',
              main: `<section id="app" data-view="listing" data-listing-id="${esc(id)}"><h1 class="listing-name"></h1><p class="listing-facts"></p>
<form id="quote-form">${stayFields(req.query)}<button type="submit" class="check-price">Check price</button></form>
<div class="quote"></div><p class="quote-error" hidden></p><button type="button" class="book-now" hidden>Book now</button></section>`,
            })
          : page.notFound(),
      ),
      get('/booking/success', () =>
        page({ title: 'Booking confirmed', bodyClass: 'page-booking-success', main: '<section id="app" data-view="confirmation"><h1>Thank you!</h1><div class="booking-summary"></div></section>' }),
      ),
      post('/api/listings/search', (req) => json(searchListings(body(req.body)))),
      get('/api/listings/:id/', (_req, { id }) => listing(id)),
      get('/api/bookings/quote', (req) => quote(req.query)),
      post('/api/bookings/', (req) => book(body(req.body))),
      get('/api/bookings/booking_confirmation', (req) => confirmation(req.query)),
    ];
  },
});
