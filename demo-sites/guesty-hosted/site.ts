// guesty-hosted: Alfama Loft Stays' Guesty-hosted booking website (what <tenant>.guestybookings.com serves):
// /en/properties and /en/properties/<listingId>?minOccupancy&checkIn&checkOut, rendered by the site's script from
// pm-websites-backend calls. See SOURCES.md (demo-sites/guesty/) for the public artefacts behind each shape.
import { Ledger } from '../kit/fixtures.ts';
import { get, json, parseJson, post, type DemoResponse } from '../kit/http.ts';
import { sitePages } from '../kit/page.ts';
import type { Chrome } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { confirmationCode, guestId, instant, quoteId, reservationId, type Answer, type Reservation, type StoredQuote } from '../guesty-be-api/api.ts';
import { FIRST_RESERVATION } from '../guesty-be-api/data.ts';
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
const answer = (a: Answer): DemoResponse => json(a.body, a.status);
const body = (raw: string) => parseJson(raw) as Record<string, any> | null;

export default defineSite({
  slug: 'guesty-hosted',
  provider: 'guesty',
  host: 'www.guesty-hosted-demo.test',
  label: chrome.brand,
  platform: 'Guesty-hosted booking website: /en/properties pages on pm-websites-backend (fetch, JSON)',
  chrome,
  dir: import.meta.dirname,
  assets: { '/static/js/website.js': 'assets/guesty-website.js' },
  routes() {
    const quotes = new Map<string, StoredQuote>();
    const reservations = new Ledger<Reservation>(FIRST_RESERVATION);
    const save = (make: (id: string) => StoredQuote) => {
      const stored = make(quoteId(quotes.size + 1));
      quotes.set(stored._id, stored);
      return stored;
    };
    return [
      get('/en/properties', page),
      get('/en/properties/:id', page),
      get(`${BACKEND}/listings`, (req) => answer(listings(req.query))),
      get(`${BACKEND}/listings/:id`, (req, { id }) => answer(listing(id, req.query.get('fields')))),
      get(`${BACKEND}/listings/:id/calendar`, (req, { id }) => answer(calendar(id, req.query.get('from') ?? '', req.query.get('to') ?? ''))),
      post(`${BACKEND}/reservations/quotes`, (req) => answer(quote(body(req.body), save))),
      post(`${BACKEND}/reservations/quotes/:id/instant`, (req, { id }) => {
        const q = quotes.get(id);
        return answer(
          instant(q, body(req.body), (guest) => {
            const n = (x: number) => x - FIRST_RESERVATION + 1;
            return reservations.record(JSON.stringify([id, guest.email]), (x) => ({ _id: reservationId(n(x)), confirmationCode: confirmationCode(x), guestId: guestId(n(x)), quote: q as StoredQuote, guest }));
          }),
        );
      }),
    ];
  },
});
