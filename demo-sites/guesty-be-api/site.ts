// guesty: a direct-booking website on Guesty's Booking Engine API. The site is one page, a hash-routed
// single-page app (#/properties, #/properties/<id>, #/reserve/<quoteId>, #/reserve/confirmation) that calls the
// site's proxy of the BE API under /api with fetch. See README.md for the wire shapes.
import { get, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { createQuote, getListing, getQuote, getReservation, searchListings } from '../platforms/guesty/api.ts';
import { answer, guestyBookings, jsonBody } from '../platforms/guesty/bookings.ts';

const chrome: Chrome = {
  brand: 'Alfama Loft Stays',
  tagline: 'Design apartments in the old town of Lisbon',
  nav: [{ label: 'Stays', href: '#/properties' }],
  accent: '#b5452c',
  stylesheet: '/static/css/app.css',
  head: '<meta name="generator" content="Guesty Booking Engine">',
  footer: 'Alfama Loft Stays · Rua dos Remédios 42, 1100-441 Lisboa · RNAL 118204/AL · Bookings powered by Guesty',
};

const page = sitePages(chrome);

const shell = () =>
  page({
    title: 'Book your stay',
    bodyClass: 'guesty-booking-engine',
    main: '<div id="app" class="be-app"><p class="loading">Loading…</p></div>',
    scripts: ['/static/js/spa.js', '/static/js/booking-app.js'],
  });

export default defineSite({
  slug: 'guesty-be-api',
  provider: 'guesty',
  host: 'www.guesty-demo.test',
  platform: 'Guesty Booking Engine API: hash-routed booking SPA, quotes and instant reservations (fetch, JSON)',
  chrome,
  assets: { '/static/js/spa.js': '../server/assets/spa.js', '/static/js/booking-app.js': 'assets/booking-app.js' },
  routes() {
    const bookings = guestyBookings();
    return [
      get('/', shell),
      get('/api/listings', (req) => answer(searchListings(req.query))),
      get('/api/listings/:id', (_req, { id }) => answer(getListing(id))),
      post('/api/reservations/quotes', (req) => answer(createQuote(jsonBody(req.body), bookings.save))),
      get('/api/reservations/quotes/:id', (_req, { id }) => answer(getQuote(bookings.quotes.get(id)))),
      post('/api/reservations/quotes/:id/instant', (req, { id }) => answer(bookings.instant(id, jsonBody(req.body)))),
      get('/api/reservations/:id', (_req, { id }) => answer(getReservation(bookings.reservations.get(id)))),
    ];
  },
});
