// guesty-hosted: Alfama Loft Stays' Guesty-hosted booking website (what <tenant>.guestybookings.com serves):
// /en/properties and /en/properties/<listingId>?minOccupancy&checkIn&checkOut, rendered by the site's script from
// pm-websites-backend calls. See demo-sites/guesty/SOURCES.md for the public artefacts behind each shape.
import { get, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { answer, guestyBookings, jsonBody } from '../platforms/guesty/bookings.ts';
import { BACKEND, calendar, listing, listings, quote } from './backend.ts';

const chrome: Chrome = {
  brand: 'Alfama Loft Stays',
  tagline: 'Book direct',
  nav: [{ label: 'Properties', href: '/en/properties?minOccupancy=1' }],
  accent: '#1d5c8c',
  stylesheet: '/static/css/main.css',
  head: '<meta name="description" content="Alfama Loft Stays booking website, powered by Guesty">',
  footer: 'Alfama Loft Stays · Powered by Guesty',
};

const page = () => sitePages(chrome)({ title: 'Alfama Loft Stays', bodyClass: 'guesty-booking-website', main: '<div id="app"></div>', scripts: ['/static/js/website.js'] });

export default defineSite({
  slug: 'guesty-hosted',
  provider: 'guesty',
  platform: 'Guesty-hosted booking website: /en/properties pages on pm-websites-backend (fetch, JSON)',
  chrome,
  assets: { '/static/js/website.js': 'assets/guesty-website.js' },
  routes() {
    const bookings = guestyBookings();
    return [
      get('/en/properties', page),
      get('/en/properties/:id', page),
      get(`${BACKEND}/listings`, (req) => answer(listings(req.query))),
      get(`${BACKEND}/listings/:id`, (req, { id }) => answer(listing(id, req.query.get('fields')))),
      get(`${BACKEND}/listings/:id/calendar`, (req, { id }) => answer(calendar(id, req.query.get('from') ?? '', req.query.get('to') ?? ''))),
      post(`${BACKEND}/reservations/quotes`, (req) => answer(quote(jsonBody(req.body), bookings.save))),
      post(`${BACKEND}/reservations/quotes/:id/instant`, (req, { id }) => answer(bookings.instant(id, jsonBody(req.body)))),
    ];
  },
});
