// guesty-b: Alfama Loft Stays' own booking pages (a Next.js-style site with trailing-slash URLs) in front of Guesty's
// Booking Engine API: /properties/ (results from /api/listings/get_available/), /properties/{_id}/ (the listing from
// /api/listings/{_id}/, prices from /api/guesty/quote/) and /book/{_id}/ (the bookable quote from
// /api/guesty-quotes/, then the instant reservation). The Guesty objects are guesty-be-api's; see demo-sites/guesty/SOURCES.md#site-guesty-b.
import { esc, get, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { createQuote, getListing, listingById } from '../platforms/guesty/api.ts';
import { answer, guestyBookings, jsonBody } from '../platforms/guesty/bookings.ts';
import { getAvailable, priceCheck } from './proxy.ts';

const chrome: Chrome = {
  brand: 'Alfama Loft Stays',
  tagline: 'Book direct, best rate',
  nav: [{ label: 'Stays', href: '/properties/?adults=2&children=0' }],
  accent: '#8a3b2a',
  stylesheet: '/_next/static/css/site.css',
  head: '<meta name="description" content="Alfama Loft Stays: design apartments in Lisbon, booked direct">',
  footer: 'Alfama Loft Stays · Rua dos Remédios 42, 1100-441 Lisboa · RNAL 118204/AL',
};

const SCRIPT = '/_next/static/chunks/booking.js';
const page = sitePages(chrome, { bodyClass: 'alfama-direct', scripts: [SCRIPT] });
const view = (kind: string, id = '', inner = '') => `<div id="view" data-page="${kind}" data-listing-id="${esc(id)}">${inner}</div>`;

const checkoutForm = () => {
  const field = (id: string, label: string, type = 'text') => `<label>${label} <input id="${id}" type="${type}"></label>`;
  return `<form id="guest-form" class="card" onsubmit="return false"><h2>Guest details</h2>${field('first-name', 'First name')}${field('last-name', 'Last name')}${field('email', 'Email', 'email')}${field('phone', 'Phone', 'tel')}
<h2>Card</h2>${field('card-number', 'Card number')}${field('card-expiry', 'Expiry (MM/YY)')}${field('card-cvc', 'CVC')}<div id="booking-error"></div><button type="button" id="book" class="btn" disabled>Book now</button></form>`;
};

export default defineSite({
  slug: 'guesty-b',
  provider: 'guesty',
  platform: 'Direct-booking site proxying the Guesty Booking Engine API under its own routes (get_available, /api/guesty/quote, guesty-quotes; fetch, JSON)',
  chrome,
  assets: { [SCRIPT]: 'assets/booking.js' },
  routes() {
    const bookings = guestyBookings();
    return [
      get('/properties/', () => page({ title: 'Available stays', main: `<h1>Available stays</h1><p id="result-count" aria-live="polite"></p>${view('search')}` })),
      get('/properties/:id/', (_req, { id }) => (listingById(id) ? page({ title: 'Stay', main: view('listing', id) }) : null)),
      get('/book/:id/', (_req, { id }) => {
        const l = listingById(id);
        return l ? page({ title: 'Book', main: `<div class="grid"><section class="card"><h1 class="listing-title">${esc(l.name)}</h1><div id="checkout-summary"></div></section>${view('book', id, checkoutForm())}</div>` }) : null;
      }),
      get('/api/listings/get_available/', (req) => answer(getAvailable(req.query))),
      get('/api/listings/:id/', (_req, { id }) => answer(getListing(id))),
      post('/api/guesty/quote/', (req) => answer(priceCheck(jsonBody(req.body), bookings.save))),
      post('/api/guesty-quotes/', (req) => answer(createQuote(jsonBody(req.body), bookings.save))),
      post('/api/reservations/quotes/:id/instant/', (req, { id }) => answer(bookings.instant(id, jsonBody(req.body)))),
    ];
  },
});
