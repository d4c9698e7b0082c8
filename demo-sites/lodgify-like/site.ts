// lodgify-like: a holiday-home owner's website on a Lodgify-style builder. The website is a single-page app in
// history mode (pushState between the home page and the property pages), the checkout is a second app on
// hash routes (#/<propertyId>?arrival=…, #/confirmation/<bookingId>). See README.md for the wire shapes.
import { Ledger } from '../kit/fixtures.ts';
import { get, html, inlineJson, parseJson, post, redirect } from '../kit/http.ts';
import { renderPage, type Chrome } from '../kit/shell.ts';
import { defineSite } from '../kit/site.ts';
import { book, calendar, CHECKOUT_API, checkoutPrice, lodgingSearch, quotation, RATES_API, SEARCH_API, stayOf, type Booking } from './api.ts';
import { CURRENCY, FIRST_BOOKING, PROPERTIES } from './data.ts';

const chrome: Chrome = {
  brand: 'Algarve Shore Houses',
  tagline: 'Two family homes on the Algarve coast',
  nav: [
    { label: 'Home', href: '/en/' },
    { label: 'All properties', href: '/en/all-properties' },
    { label: 'Casa do Mar', href: '/en/casa-do-mar' },
    { label: 'Quinta das Oliveiras', href: '/en/quinta-das-oliveiras' },
  ],
  accent: '#1f6f78',
  stylesheet: '/static/website/theme.css',
  head: '<meta name="generator" content="Lodgify Website Builder">',
  footer: 'Algarve Shore Houses · Rua do Paraíso 12, Carvoeiro, Portugal · Registo AL 118204/AL',
};

/** What both apps read at start (the builder inlines its site data the same way). */
const SETTINGS = {
  currencyCode: CURRENCY,
  ratesApi: RATES_API,
  searchApi: SEARCH_API,
  checkoutApi: CHECKOUT_API,
  checkoutUrl: '/checkout/',
  properties: PROPERTIES.map((p) => ({ id: p.id, roomTypeId: p.roomTypeId, slug: p.slug, name: p.name, town: p.town, headline: p.headline, bedrooms: p.bedrooms, bathrooms: p.bathrooms, maxGuests: p.maxGuests, minNights: p.minNights, fromPrice: p.nightly })),
};

const app = (title: string, script: string, status = 200) =>
  html(
    renderPage(chrome, {
      title,
      bodyClass: 'lodgify-website',
      main: '<div id="app" class="app" aria-live="polite"></div>',
      inline: [`window.lodgifySite = ${inlineJson(SETTINGS)};`],
      scripts: ['/static/js/router.js', script],
    }),
    status,
  );

export default defineSite({
  slug: 'lodgify-like',
  provider: 'lodgify-like',
  host: 'www.lodgify-like-demo.test',
  label: chrome.brand,
  platform: 'Lodgify-style website builder (SPA, pushState) + checkout app (hash routes); rates quotation and checkout price APIs',
  chrome,
  dir: import.meta.dirname,
  assets: {
    '/static/js/router.js': '../kit/assets/spa.js',
    '/static/js/website.js': 'assets/website.js',
    '/static/js/checkout.js': 'assets/checkout.js',
  },
  routes() {
    const bookings = new Ledger<Booking>(FIRST_BOOKING);
    return [
      get('/', () => redirect('/en/', 301)),
      get('/en/', () => app('Holiday homes in the Algarve', '/static/js/website.js')),
      get('/en/all-properties', () => app('All properties', '/static/js/website.js')),
      get('/en/:slug', (_req, { slug }) => {
        const property = PROPERTIES.find((p) => p.slug === slug);
        return app(property ? property.name : 'Page not found', '/static/js/website.js', property ? 200 : 404);
      }),
      get('/checkout/', () => app('Checkout', '/static/js/checkout.js')),
      get(SEARCH_API, (req) => lodgingSearch(stayOf((k) => req.query.get(k)))),
      get(`${RATES_API}/:id/calendar`, (_req, { id }) => calendar(id)),
      get(`${RATES_API}/:id/quotation`, (req, { id }) => quotation(id, stayOf((k) => req.query.get(k)))),
      post(`${CHECKOUT_API}/price`, (req) => checkoutPrice((parseJson(req.body) ?? {}) as Record<string, unknown>)),
      post(`${CHECKOUT_API}/book`, (req) => book((parseJson(req.body) ?? {}) as Record<string, unknown>, (key, build) => bookings.record(key, build))),
    ];
  },
});
