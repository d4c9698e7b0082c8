// lodgify-like-b: Algarve Shore Houses on an older Lodgify website template. The roster page and the checkout are
// lodgify-like's (its lodging search, its reservation page and price call, its scripts); the unit page's booking
// form prices with v2/websites/rates/property/{id}/quotation?arrival&departure&adults&children. See demo-sites/lodgify-like/SOURCES.md#site-lodgify-like-b.
import { Ledger } from '../server/fixtures.ts';
import { get, parseJson, post, redirect, type DemoResponse } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome, Page } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { book, checkoutPrice, lodgingSearch, propertyById, SEARCH_API, stayOf, type Booking } from '../platforms/lodgify-like/api.ts';
import { FIRST_BOOKING, PROPERTIES, ROSTER_PAGE, TENANT } from '../platforms/lodgify-like/data.ts';
import { checkoutMain, rosterMain } from '../platforms/lodgify-like/pages.ts';
import { unitMain } from './pages.ts';
import { QUOTATION, quotation } from './quotation.ts';

const chrome: Chrome = {
  brand: 'Algarve Shore Houses',
  tagline: 'Family homes between Carvoeiro and Loulé',
  nav: [{ label: 'Our houses', href: `/en/${ROSTER_PAGE}/all-properties` }, ...PROPERTIES.map((p) => ({ label: p.name, href: `/en/${p.id}/${p.slug}` }))],
  accent: '#2f5d8a',
  stylesheet: '/static/website/classic.css',
  head: '<meta name="generator" content="Lodgify Website Builder">',
  footer: 'Algarve Shore Houses · Carvoeiro, Portugal · Registo AL 118204/AL',
};

const ROSTER_JS = '/static/js/website.js';
const FORM_JS = '/static/js/booking-form.js';
const CHECKOUT_JS = '/static/js/checkout.js';
const framed = sitePages(chrome);
const page = (p: Page): DemoResponse => framed({ bodyClass: 'lodgify-website lodgify-classic', ...p });

export default defineSite({
  slug: 'lodgify-like-b',
  provider: 'lodgify-like',
  platform: 'Lodgify website, older template (v2 quotation call in the booking form) and checkout (GET price call)',
  chrome,
  assets: { [ROSTER_JS]: '../platforms/lodgify-like/assets/website.js', [FORM_JS]: 'assets/booking-form.js', [CHECKOUT_JS]: '../platforms/lodgify-like/assets/checkout.js' },
  routes() {
    const bookings = new Ledger<Booking>(FIRST_BOOKING);
    return [
      get('/', () => redirect(`/en/${ROSTER_PAGE}/all-properties`, 301)),
      get(`/en/${ROSTER_PAGE}/all-properties`, () => page({ title: 'Our houses', main: rosterMain(), scripts: [ROSTER_JS] })),
      get('/en/:id/:slug', (req, { id, slug }) => {
        const p = PROPERTIES.find((x) => x.slug === slug && String(x.id) === id);
        return p ? page({ title: p.name, main: unitMain(p, req.query), scripts: [FORM_JS] }) : null;
      }),
      get(`/en/${TENANT}/:id/reservation`, (_req, { id }) => {
        const p = propertyById(id);
        return p ? page({ title: 'Checkout', bodyClass: 'lodgify-checkout', main: checkoutMain(p), scripts: [CHECKOUT_JS] }) : null;
      }),
      get(SEARCH_API, (req) => lodgingSearch(stayOf((k) => req.query.get(k)))),
      get(QUOTATION(':id'), (req, { id }) => quotation(id, req.query)),
      get('/api/v1/checkout/price', (req) => checkoutPrice(req.query)),
      post('/api/v1/checkout/book', (req) => book((parseJson(req.body) ?? {}) as Record<string, unknown>, (key, build) => bookings.record(key, build))),
    ];
  },
});
