// lodgify-like: a holiday-home owner's Lodgify website. Server-rendered pages as the website builder serves them:
// /en/ (search bar), /en/{rosterPageId}/all-properties (results from the lodging search), unit pages
// /en/{propertyId}/{slug} and /en/{slug} (h1, JSON-LD identifier, booking box on the v3 website rate call), and the
// checkout's reservation page /{lang}/{tenant}/{propertyId}/reservation (checkout.lodgify.com on real sites) with
// its GET price call. See README.md and demo-sites/lodgify-like/SOURCES.md.
import { Ledger } from '../server/fixtures.ts';
import { get, parseJson, post, redirect, type DemoResponse } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome, Page } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { book, checkoutPrice, lodgingSearch, propertyById, RATES_API, SEARCH_API, stayOf, websiteRate, type Booking } from '../platforms/lodgify-like/api.ts';
import { FIRST_BOOKING, PROPERTIES, ROSTER_PAGE, TENANT } from '../platforms/lodgify-like/data.ts';
import { checkoutMain, homeMain, rosterMain, unitMain } from '../platforms/lodgify-like/pages.ts';

const chrome: Chrome = {
  brand: 'Algarve Shore Houses',
  tagline: 'Two family homes on the Algarve coast',
  nav: [
    { label: 'Home', href: '/en/' },
    { label: 'All properties', href: `/en/${ROSTER_PAGE}/all-properties` },
    ...PROPERTIES.map((p) => ({ label: p.name, href: `/en/${p.id}/${p.slug}` })),
  ],
  accent: '#1f6f78',
  stylesheet: '/static/website/theme.css',
  head: '<meta name="generator" content="Lodgify Website Builder">',
  footer: 'Algarve Shore Houses · Rua do Paraíso 12, Carvoeiro, Portugal · Registo AL 118204/AL',
};

const WEBSITE_JS = '/static/js/website.js';
const CHECKOUT_JS = '/static/js/checkout.js';
const framed = sitePages(chrome);
const page = (p: Page, status = 200): DemoResponse => framed({ bodyClass: 'lodgify-website', ...p }, status);
const unit = (slug: string, q: URLSearchParams, id?: string) => {
  const p = PROPERTIES.find((x) => x.slug === slug && (id === undefined || String(x.id) === id));
  return p ? page({ title: p.name, main: unitMain(p, q), scripts: [WEBSITE_JS] }) : null;
};

export default defineSite({
  slug: 'lodgify-like',
  provider: 'lodgify-like',
  platform: 'Lodgify website (server-rendered unit pages, v3 website rate call) and checkout (GET price call)',
  chrome,
  assets: { [WEBSITE_JS]: '../platforms/lodgify-like/assets/website.js', [CHECKOUT_JS]: '../platforms/lodgify-like/assets/checkout.js' },
  routes() {
    const bookings = new Ledger<Booking>(FIRST_BOOKING);
    return [
      get('/', () => redirect('/en/', 301)),
      get('/en/', () => page({ title: 'Holiday homes in the Algarve', main: homeMain() })),
      get(`/en/${ROSTER_PAGE}/all-properties`, () => page({ title: 'All properties', main: rosterMain(), scripts: [WEBSITE_JS] })),
      get('/en/:id/:slug', (req, { id, slug }) => unit(slug, req.query, id)),
      get('/en/:slug', (req, { slug }) => unit(slug, req.query)),
      get(`/en/${TENANT}/:id/reservation`, (_req, { id }) => {
        const p = propertyById(id);
        return p ? page({ title: 'Checkout', bodyClass: 'lodgify-checkout', main: checkoutMain(p), scripts: [CHECKOUT_JS] }) : null;
      }),
      get(SEARCH_API, (req) => lodgingSearch(stayOf((k) => req.query.get(k)))),
      get(`${RATES_API}/:lang/property/:id`, (req, { id }) => websiteRate(id, req.query)),
      get('/api/v1/checkout/price', (req) => checkoutPrice(req.query)),
      post('/api/v1/checkout/book', (req) => book((parseJson(req.body) ?? {}) as Record<string, unknown>, (key, build) => bookings.record(key, build))),
    ];
  },
});
