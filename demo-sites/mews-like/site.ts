// mews-like: a hotel website whose /booking/ page runs a Mews-style booking engine: a single-page app on hash routes
// (#/ dates, #/rooms, #/rooms/<categoryId>, #/checkout/<categoryId>, #/confirmation) calling the Distributor API
// with fetch. See README.md for the wire shapes.
import { Ledger } from '../server/fixtures.ts';
import { get, inlineJson, parseJson, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { API, createGroup, getAvailability, getPricing, type Reservation } from './api.ts';
import { CATEGORIES, CURRENCIES, FIRST_NUMBER, HOTEL, RATE } from './data.ts';

const chrome: Chrome = {
  brand: HOTEL.name,
  tagline: 'Twelve rooms by the pond, Reykjavík',
  nav: [
    { label: 'The hotel', href: '/' },
    { label: 'Book a room', href: '/booking/' },
  ],
  accent: '#2b4c7e',
  stylesheet: '/assets/hotel.css',
  footer: 'Hótel Tjörn · Tjarnargata 10, 101 Reykjavík, Iceland · Reservations powered by Mews',
};

const page = sitePages(chrome);

/** What the engine loads at start (configuration/get, trimmed to what these pages use). */
const CONFIGURATION = {
  api: API,
  hotelId: HOTEL.id,
  configurationId: HOTEL.configurationId,
  client: 'Mews Booking Engine 2.x',
  acceptedCurrencyCodes: Object.keys(CURRENCIES),
  currencies: CURRENCIES,
  rate: RATE,
  roomCategories: CATEGORIES.map((c) => ({ id: c.categoryId, name: c.name, description: c.description, maxGuests: c.maxGuests, minNights: c.minNights, fromPrice: c.nightly })),
};

const currencyPicker = `<div class="be-toolbar card"><label>Currency <select id="currency">${Object.keys(CURRENCIES)
  .map((c) => `<option value="${c}">${c}</option>`)
  .join('')}</select></label></div>`;

export default defineSite({
  slug: 'mews-like',
  provider: 'mews-like',
  platform: 'Mews-style booking engine: hash-routed widget on the Distributor API (hotels/getAvailability, reservations/getPricing, reservationGroups/create)',
  chrome,
  assets: {
    '/booking/assets/router.js': '../server/assets/spa.js',
    '/booking/assets/engine.js': 'assets/engine.js',
  },
  routes() {
    const reservations = new Ledger<Reservation>(FIRST_NUMBER);
    return [
      get('/', () =>
        page({
          title: 'Welcome',
          bodyClass: 'home',
          main: `<h1 class="page-title">${HOTEL.name}</h1><p>Twelve rooms between the pond and the old harbour.</p><p><a class="btn" href="/booking/">Book a room</a></p>`,
        }),
      ),
      get('/booking/', () =>
        page({
          title: 'Book a room',
          bodyClass: 'booking-engine',
          main: `${currencyPicker}<div id="app" class="mews-distributor" aria-live="polite"></div>`,
          inline: [`window.mewsDistributor = ${inlineJson(CONFIGURATION)};`],
          scripts: ['/booking/assets/router.js', '/booking/assets/engine.js'],
        }),
      ),
      post(`${API}/hotels/getAvailability`, (req) => getAvailability((parseJson(req.body) ?? {}) as Record<string, unknown>)),
      post(`${API}/reservations/getPricing`, (req) => getPricing((parseJson(req.body) ?? {}) as Record<string, unknown>)),
      post(`${API}/reservationGroups/create`, (req) => createGroup((parseJson(req.body) ?? {}) as Record<string, unknown>, (key, build) => reservations.record(key, build))),
    ];
  },
});
