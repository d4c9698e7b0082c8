// nuxt-venues: Hartwell Venues (www.nuxt-venues-demo.test), large group houses let through a Nuxt single-page site.
// Every page is the same app shell (#__nuxt, window.__NUXT__, /_nuxt/ scripts); the app routes on the client
// (history mode: /, /venues, /venues/<slug>, /booking/checkout, /booking/confirmation) and calls the site's own
// JSON API (api.ts). See README.md for the wire shapes, demo-sites/nuxt-venues/SOURCES.md for what they rest on.
import { get, inlineJson, parseJson, post } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { calendar, quote, reservations, searchVenues, venue, venueAvailability } from './api.ts';
import { API, VENUES } from './data.ts';

const chrome: Chrome = {
  brand: 'Hartwell Venues',
  tagline: 'Large group houses in the Cotswolds',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Our venues', href: '/venues' },
  ],
  accent: '#4a5d3a',
  stylesheet: '/_nuxt/entry.3f9c1d.css',
  head: '<meta name="generator" content="Nuxt">',
  footer: 'Hartwell Venues Ltd · The Old Forge, Bourton-on-the-Water, Gloucestershire GL54 2AP',
};

const ROUTER_JS = '/_nuxt/router.5b2e07.js';
const APP_JS = '/_nuxt/entry.9a41c6.js';
/** Nuxt's payload of a client-rendered (ssr: false) app: the public runtime config. */
const NUXT = { serverRendered: false, config: { public: { apiBase: API, currency: 'GBP', locale: 'en-GB' }, app: { baseURL: '/', buildAssetsDir: '/_nuxt/' } } };

const page = sitePages(chrome, { bodyClass: 'nuxt-app', inline: [`window.__NUXT__=${inlineJson(NUXT)};`], scripts: [ROUTER_JS, APP_JS] });
/** The app shell, as every route serves it: the client renders the page. */
const shell = (title: string) => page({ title, main: '<div id="__nuxt"><div id="app" class="nuxt-page" aria-live="polite"></div></div>' });
const body = (raw: string) => (parseJson(raw) ?? {}) as Record<string, unknown>;

export default defineSite({
  slug: 'nuxt-venues',
  provider: 'nuxt-venues',
  platform: 'Nuxt single-page site on its own JSON API: api/public-properties/property (GET search, POST quote), availability/venue, metareservations',
  chrome,
  assets: { [ROUTER_JS]: '../server/assets/spa.js', [APP_JS]: 'assets/app.js' },
  routes() {
    const bookings = reservations();
    return [
      get('/', () => shell('Group houses in the Cotswolds')),
      get('/venues', () => shell('Our venues')),
      get('/venues/:slug', (_req, { slug }) => (VENUES.some((v) => v.slug === slug) ? shell('Venue') : page.notFound())),
      get('/booking/checkout', () => shell('Your booking')),
      get('/booking/confirmation', () => shell('Booking confirmed')),
      ...['public-properties', 'properties'].flatMap((resource) => [
        get(`${API}/${resource}/property`, (req) => searchVenues(req.query)),
        get(`${API}/${resource}/property/:slug`, (_req, { slug }) => venue(slug)),
        post(`${API}/${resource}/property`, (req) => quote(body(req.body))),
      ]),
      get(`${API}/availability`, (req) => calendar(req.query)),
      get(`${API}/availability/venue`, (req) => venueAvailability(req.query)),
      post(`${API}/public-reservations`, (req) => bookings.create(body(req.body))),
      get(`${API}/metareservations/:reference`, (_req, { reference }) => bookings.show(reference)),
    ];
  },
});
