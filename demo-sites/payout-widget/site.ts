// payout-widget: a vacation-rental site that is one single-page booking app (pushState: listings, a listing with
// the booking widget, checkout, confirmation) on a direct-booking widget API. All calls are XHR with JSON answers;
// the widget prices a stay with GET /api/direct-booking-widget/get-payout. See README.md.
import { Ledger } from '../kit/fixtures.ts';
import { get, html, inlineJson, json, parseJson, post, type DemoResponse } from '../kit/http.ts';
import { renderPage, type Chrome } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { getListing, getPayout, getReservation, reserve, search, type Answer, type Reservation } from './api.ts';
import { CASITAS, FIRST_RESERVATION } from './data.ts';

const API = '/api/direct-booking-widget';
const chrome: Chrome = {
  brand: 'Sonoran Casitas',
  tagline: 'Private pool casitas in Scottsdale',
  nav: [
    { label: 'Casitas', href: '/' },
    { label: 'Spring training', href: '/?checkIn=2027-02-12&checkOut=2027-02-17&adults=2&children=2' },
  ],
  accent: '#c0672e',
  stylesheet: '/static/site.css',
  footer: 'Sonoran Casitas · 7014 E Camelback Rd, Scottsdale, AZ 85251 · TPT license 21458733',
};

const LIST = CASITAS.map((c) => ({ uuid: c.uuid, name: c.name, neighborhood: c.neighborhood, bedrooms: c.bedrooms, maxGuests: c.maxGuests, nightly: c.nightly }));
const shell = (): DemoResponse =>
  html(
    renderPage(chrome, {
      title: 'Book direct',
      bodyClass: 'booking-app',
      main: '<div id="app" class="dbw-app"></div>',
      inline: [`window.DBW_LISTINGS = ${inlineJson(LIST)};`],
      scripts: ['/static/spa.js', '/static/booking.js'],
    }),
  );
const answer = (a: Answer) => json(a.body, a.status);

export default defineSite({
  slug: 'payout-widget',
  provider: 'payout-widget',
  host: 'www.payout-widget-demo.test',
  label: chrome.brand,
  platform: 'direct-booking widget: get-payout pricing in a pushState booking app (XHR, JSON)',
  chrome,
  dir: import.meta.dirname,
  assets: { '/static/spa.js': '../kit/assets/spa.js', '/static/booking.js': 'assets/booking.js' },
  routes() {
    const ledger = new Ledger<Reservation>(FIRST_RESERVATION);
    const byCode = new Map<string, Reservation>();
    const book = (key: string, make: (code: string) => Reservation) => {
      const r = ledger.record(key, (n) => make(`DBW-${n}`));
      byCode.set(r.reservationCode, r);
      return r;
    };
    return [
      ...['/', '/listings/:uuid/', '/checkout/', '/booking-confirmation/'].map((path) => get(path, shell)),
      get(`${API}/search`, (req) => answer(search(req.query))),
      get(`${API}/get-payout`, (req) => answer(getPayout(req.query))),
      get(`${API}/listing/:uuid`, (_req, { uuid }) => answer(getListing(uuid))),
      post(`${API}/reserve`, (req) => answer(reserve(parseJson(req.body) as Record<string, any> | null, book))),
      get(`${API}/reservation/:code`, (_req, { code }) => answer(getReservation(byCode.get(code)))),
    ];
  },
});
