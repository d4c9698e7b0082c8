// What every Lodgify website demo site shares (lodgify-like, lodgify-like-b): the website builder's generator meta
// and its menu's link per property, the roster page's script (website.js), and the checkout app (its reservation
// page and script, the GET price call and the booking) with the lodging search. A site gives its look, its
// template's body class and scripts, and its own pages (home, roster, unit pages, the unit page's rate call).
import { Ledger } from '../../server/fixtures.ts';
import { get, parseJson, post, type DemoResponse, type Route } from '../../server/http.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome, Page } from '../../server/shell.ts';
import { defineSite, type DemoSite } from '../../server/site.ts';
import { book, checkoutPrice, lodgingSearch, propertyById, SEARCH_API, stayOf, type Booking } from './api.ts';
import { FIRST_BOOKING, PROPERTIES, TENANT } from './data.ts';
import { checkoutMain } from './pages.ts';

/** the website's script (roster results, the booking box) */
export const WEBSITE_JS = '/static/js/website.js';
const CHECKOUT_JS = '/static/js/checkout.js';

export interface LodgifySite {
  slug: string;
  platform: string;
  /** the site's look; its menu is followed by a link per property, its head is the website builder's */
  chrome: Omit<Chrome, 'head'>;
  /** the website template's body class */
  bodyClass: string;
  /** the template's own scripts besides website.js: URL path -> file, from the site's folder */
  assets?: Record<string, string>;
  /** the website's own pages and calls, framed by `page` (the template's body class unless the page gives one) */
  routes(page: (p: Page, status?: number) => DemoResponse): Route[];
}

export function lodgifySite({ slug, platform, chrome: look, bodyClass, assets = {}, routes }: LodgifySite): DemoSite {
  const chrome: Chrome = {
    ...look,
    nav: [...look.nav, ...PROPERTIES.map((p) => ({ label: p.name, href: `/en/${p.id}/${p.slug}` }))],
    head: '<meta name="generator" content="Lodgify Website Builder">',
  };
  const framed = sitePages(chrome);
  const page = (p: Page, status?: number): DemoResponse => framed({ bodyClass, ...p }, status);
  return defineSite({
    slug,
    provider: 'lodgify-like',
    platform,
    chrome,
    assets: { [WEBSITE_JS]: '../platforms/lodgify-like/assets/website.js', ...assets, [CHECKOUT_JS]: '../platforms/lodgify-like/assets/checkout.js' },
    routes() {
      const bookings = new Ledger<Booking>(FIRST_BOOKING);
      return [
        ...routes(page),
        get(`/en/${TENANT}/:id/reservation`, (_req, { id }) => {
          const p = propertyById(id);
          return p ? page({ title: 'Checkout', bodyClass: 'lodgify-checkout', main: checkoutMain(p), scripts: [CHECKOUT_JS] }) : null;
        }),
        get(SEARCH_API, (req) => lodgingSearch(stayOf((k) => req.query.get(k)))),
        get('/api/v1/checkout/price', (req) => checkoutPrice(req.query)),
        post('/api/v1/checkout/book', (req) => book((parseJson(req.body) ?? {}) as Record<string, unknown>, (key, build) => bookings.record(key, build))),
      ];
    },
  });
}
