// What every Streamline Core (ResortPro) WordPress site here serves alike (demo-sites/streamline/SOURCES.md): the
// plugin's scripts, its localized gateway config on every page, the unit page, the checkout, the thank-you page and
// the admin-ajax gateway (`action=streamlinecore-api-request`, `params` = JSON { methodName, params }) with the
// methods whose answers do not depend on the site's search setting. A site gives its chrome, its home and search
// pages, its search methods and where its thank-you page is.
import { Ledger, type Stay } from '../../server/fixtures.ts';
import { field, get, json, parseForm, parseJson, post, type Route } from '../../server/http.ts';
import { sitePages, type SitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { stayReader } from '../../server/stay-reader.ts';
import { ADMIN_AJAX, adminAjax, localize } from '../../server/wordpress.ts';
import { book, calendarAnswer, priceAnswer, refuse, reservationInfo, unitById, verifyAnswer, type Call, type Reservation } from './api.ts';
import { FIRST_RESERVATION, UNITS } from './data.ts';
import { checkoutMain, thankYouForm, thankYouMain, unitMain } from './pages.ts';

/** The plugin's script folder. */
export const JS = '/wp-content/plugins/streamline-core/assets/dist/js';

/** The plugin's scripts; search.js is the site's own (its folder's assets/search.js). */
export const pluginAssets = (): Record<string, string> => ({
  [`${JS}/rpapi.js`]: '../platforms/streamline/assets/rpapi.js',
  [`${JS}/search.js`]: 'assets/search.js',
  [`${JS}/unit.js`]: '../platforms/streamline/assets/unit.js',
  [`${JS}/checkout.js`]: '../platforms/streamline/assets/checkout.js',
});

/** The site's pages, each with rpapi.js and streamline-core's localized gateway URL and property URL. */
export const pluginPages = (chrome: Chrome): SitePages =>
  sitePages(chrome, { scripts: [`${JS}/rpapi.js`], inline: [localize({ streamlinecoreConfig: { ajaxUrl: ADMIN_AJAX, propertyUrl: '/vacation-rentals/' } })] });

/**
 * The stay in a page's query: `sd`, `ed` mm/dd/yyyy, `oc` adults, `ch` children, the values encoded twice in unit
 * links (goToProperty); `adults` when the query gives none (the site's default party).
 */
export function stayInQuery(adults: number): (q: URLSearchParams) => Stay {
  const read = stayReader({ fields: { checkin: 'sd', checkout: 'ed', adults: 'oc', children: 'ch' }, dates: 'month-first', defaults: { adults } });
  return (q) => read((name) => decodeURIComponent(q.get(name) ?? ''));
}

/** The stay the unit page's booking form posts to the checkout. */
const bookingPanel = stayReader({
  fields: { checkin: 'book_start_date', checkout: 'book_end_date', adults: 'book_occupants', children: 'book_occupants_small' },
  dates: 'month-first',
});

export type Method = (params: Record<string, unknown>) => unknown;

export interface PluginSite {
  /** the site's slug (admin-ajax nonces) */
  slug: string;
  chrome: Chrome;
  page: SitePages;
  /** the stay in a unit page's query (unit links carry the search's query encoded twice) */
  stayIn: (q: URLSearchParams) => Stay;
  /** the site's search methods (method name -> answer) */
  searchMethods: [string, Method][];
  /** where the checkout's #form_thankyou posts (the plugin's default: /thank-you/) and that page's title */
  thankYou: { path: string; title: string };
}

/** The unit page, the checkout, the thank-you page and the gateway, in that order (after the site's own pages). */
export function pluginRoutes(site: PluginSite): Route[] {
  const { page, thankYou } = site;
  const ledger = new Ledger<Reservation>(FIRST_RESERVATION);
  const methods = new Map<string, Method>([
    ...site.searchMethods,
    ['VerifyPropertyAvailability', verifyAnswer],
    ['GetPreReservationPrice', priceAnswer],
    ['GetPropertyAvailabilityRawData', calendarAnswer],
    ['MakeReservation', (params) => book(params, (key, build) => ledger.record(key, build))],
    ['GetReservationInfo', (params) => reservationInfo(ledger.find(Number(params.confirmation_id)))],
  ]);
  // the checkout template's #form_thankyou, pointed at the site's thank-you page
  const handOff = thankYouForm.replace('action="/thank-you/"', `action="${thankYou.path}"`);
  return [
    get('/vacation-rentals/:slug/', (req, { slug }) => {
      const unit = UNITS.find((u) => u.seoPageName === slug);
      return unit ? page({ title: unit.name, bodyClass: 'page streamline-core resortpro-unit', main: unitMain(unit, site.stayIn(req.query)), scripts: [`${JS}/unit.js`] }) : page.notFound();
    }),
    post('/checkout/', (req) => {
      const posted = parseForm(req.body);
      const unit = unitById(field(posted, 'book_unit'));
      if (!unit) return page.notFound();
      const stay = bookingPanel(posted);
      return page({ title: 'Checkout', bodyClass: 'page resortpro-checkout', main: checkoutMain(unit, stay, refuse(unit, stay)?.status.description ?? null) + handOff, scripts: [`${JS}/checkout.js`] });
    }),
    post(thankYou.path, (req) => {
      const posted = parseForm(req.body);
      const r = ledger.find(Number(field(posted, 'confirmation_id')));
      if (!r) return page({ title: thankYou.title, bodyClass: 'page', main: `<h1 class="entry-title">${thankYou.title}</h1>` });
      // wp_localize_script('ecommerce', 'streamline_transaction', …) from the reservation's price
      const transaction = localize({ streamline_transaction: { id: String(r.confirmation_id), affiliation: site.chrome.brand, revenue: Number(r.price_common), shipping: '0', unit_name: r.unit_name } });
      const shown = Object.fromEntries(['confirmation_id', 'unit_name', 'startdate', 'enddate', 'occupants', 'pets', 'price_balance'].map((k) => [k, field(posted, k)]));
      return page({ title: thankYou.title, bodyClass: 'page streamline-core', main: thankYouMain(shown, thankYou.title), inline: [transaction] });
    }),
    ...adminAjax(site.slug, {
      'streamlinecore-api-request': {
        handle(form) {
          const call = parseJson(field(form, 'params')) as Call | null;
          const answer = call ? methods.get(call.methodName) : undefined;
          return json(answer ? answer(call!.params ?? {}) : { status: { code: 'E0001', description: 'Unknown method.' } });
        },
      },
    }),
  ];
}
