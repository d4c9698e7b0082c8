// streamline-booking-api: Emerald Coast Getaways, a Streamline VRS property manager whose own website books through
// its web host's API under /api/rentals/public/streamline/ (spec 7: booking/search, quote, booking/availability,
// booking/book-now). Pages: /rentals (search), /rentals/<slug> (a home and its price), /book-now (step=details:
// the guest form; step=book_now: the confirmation, spec 2). No public source shows this API or these pages: what
// each shape rests on is in demo-sites/streamline-booking-api/SOURCES.md.
import { esc, get, json, parseJson, post } from '../server/http.ts';
import { formatMoney } from '../server/money.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { API, availability, bookNow, homeById, quote, reservation, search, summary } from './api.ts';
import { HOMES } from './data.ts';

const chrome: Chrome = {
  brand: 'Emerald Coast Getaways',
  tagline: 'Destin and Okaloosa Island beach homes',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Rentals', href: '/rentals' },
  ],
  accent: '#0f7c6e',
  stylesheet: '/assets/css/site.css',
  footer: 'Emerald Coast Getaways · 34 Harbor Blvd, Destin, FL 32541 · reservations by Streamline VRS',
};
const APP = '/assets/js/app.js';
const page = sitePages(chrome, { inline: [`window.SITE = {"api":"${API}"};`], scripts: [APP] });
const body = (raw: string) => (parseJson(raw) ?? {}) as Record<string, unknown>;

/** The stay fields of a page's query: ISO dates (arrival, departure), adults, children. */
const stayFields = (q: URLSearchParams) => `<label>Arrival <input type="date" name="arrival" value="${esc(q.get('arrival'))}"></label>
<label>Departure <input type="date" name="departure" value="${esc(q.get('departure'))}"></label>
<label>Adults <input type="number" name="adults" min="1" value="${esc(q.get('adults') || '2')}"></label>
<label>Children <input type="number" name="children" min="0" value="${esc(q.get('children') || '0')}"></label>`;

type Summary = ReturnType<typeof summary>;
/** The confirmation step, as the site script also renders it after book-now. */
const confirmation = (a: Summary) => `<section id="booking-confirmation" data-res-number="${a.res_number}" data-unit-id="${a.unit_id}" data-startdate="${esc(a.startdate)}" data-enddate="${esc(a.enddate)}" data-occupants="${a.occupants}" data-occupants-small="${a.occupants_small}" data-total="${a.rate.total}">
<h1>You are booked!</h1><p>Reservation <strong class="res-number">${a.res_number}</strong>: <span class="unit-name">${esc(a.name)}</span>, ${esc(a.startdate)} to ${esc(a.enddate)}</p>
<ul class="rate-lines"><li><span>Rent</span> <span>${formatMoney(a.rate.base)}</span></li>${a.rate.fees.map((f) => `<li><span>${esc(f.name)}</span> <span>${formatMoney(f.value)}</span></li>`).join('')}<li><span>Taxes</span> <span>${formatMoney(a.rate.taxes)}</span></li></ul>
<p class="booking-total">Total ${formatMoney(a.rate.total)}</p></section>`;

export default defineSite({
  slug: 'streamline-booking-api',
  provider: 'streamline-booking-api',
  platform: "a Streamline VRS manager's own site on its web host's booking API: POST /api/rentals/public/streamline/{booking/search, booking/availability, quote, booking/book-now}",
  chrome,
  assets: { [APP]: 'assets/app.js' },
  routes() {
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: `<h1>${esc(chrome.tagline)}</h1><p><a href="/rentals">Find your beach home</a></p>` })),
      get('/rentals', (req) =>
        page({
          title: 'Rentals',
          bodyClass: 'page-rentals',
          main: `<section id="app" data-view="search"><h1>Beach rentals</h1><form id="search-form">${stayFields(req.query)}
<label>Bedrooms <select name="bedrooms"><option value="">Any</option>${[1, 2, 3, 4].map((n) => `<option value="${n}"${req.query.get('bedrooms') === String(n) ? ' selected' : ''}>${n}+</option>`).join('')}</select></label>
<button type="submit">Search</button></form><p class="results-count" aria-live="polite"></p><ul class="result-cards"></ul></section>`,
        }),
      ),
      get('/rentals/:slug', (req, { slug }) => {
        const home = HOMES.find((h) => h.slug === slug);
        if (!home) return page.notFound();
        return page({
          title: home.name,
          bodyClass: 'page-unit',
          main: `<section id="app" data-view="unit" data-unit-id="${home.id}"><h1 class="unit-name">${esc(home.name)}</h1>
<p class="unit-facts">${esc(home.location)} · ${home.bedrooms} bedrooms · ${home.bathrooms} baths · sleeps ${home.maxGuests}</p>
<form id="quote-form">${stayFields(req.query)}<button type="submit" id="check-price">Check price</button></form>
<div class="quote"></div><p class="quote-error" hidden></p><a id="book-now" class="button" hidden>Book now</a></section>`,
        });
      }),
      get('/book-now', (req) => {
        if (req.query.get('step') === 'book_now') {
          const r = reservation(req.query.get('res_number'));
          return r ? page({ title: 'Booking confirmed', bodyClass: 'page-book-now', main: `<section id="app" data-view="confirmation">${confirmation(summary(r))}</section>` }) : page.notFound();
        }
        const home = homeById(req.query.get('unit_id'));
        if (!home) return page.notFound();
        return page({
          title: 'Book now',
          bodyClass: 'page-book-now',
          main: `<section id="app" data-view="book-now"><h1>Book ${esc(home.name)}</h1><form id="guest-form"><input type="hidden" name="unit_id" value="${home.id}">${stayFields(req.query)}
<label>First name <input name="first_name" id="first-name"></label><label>Last name <input name="last_name" id="last-name"></label>
<label>Email <input type="email" name="email" id="email"></label><label>Phone <input name="phone" id="phone"></label>
<button type="submit" id="confirm-booking">Confirm booking</button><p class="booking-error" hidden></p></form></section>`,
        });
      }),
      post(`${API}/booking/search`, (req) => json(search(body(req.body)))),
      post(`${API}/booking/availability`, (req) => json(availability(body(req.body)))),
      post(`${API}/quote`, (req) => json(quote(body(req.body)))),
      post(`${API}/booking/book-now`, (req) => bookNow(body(req.body))),
    ];
  },
});
