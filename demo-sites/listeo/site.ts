// listeo: Alpine Hideaways, Garmisch chalets on the Listeo directory theme (admin-ajax listeo_get_listings and
// Listeo Core's check_avaliabity), paid through WooCommerce. README.md in this folder has the wire shapes.
import { quoteStay, stayProblem, toShortDate, type Stay } from '../kit/fixtures.ts';
import { field, get, json, type Route } from '../kit/http.ts';
import { sitePages } from '../kit/page.ts';
import type { Chrome } from '../kit/shell.ts';
import { defineSite, KIT_ASSETS } from '../kit/site.ts';
import { wooRoutes } from '../kit/woocommerce.ts';
import { adminAjax, localize, WP_HEAD } from '../kit/wordpress.ts';
import { CHALETS, FIRST_ORDER } from './data.ts';
import { archiveMain, chaletById, checkAvailability, getListings, listingMain } from './theme.ts';

const CORE_JS = '/wp-content/plugins/listeo-core/assets/js/frontend.js';

const chrome: Chrome = {
  brand: 'Alpine Hideaways', tagline: 'Chalets unter der Zugspitze', accent: '#274c77', head: WP_HEAD,
  nav: [{ label: 'Unterkünfte', href: '/listings/?location_search=Garmisch-Partenkirchen' }],
  stylesheet: '/wp-content/themes/listeo/style.css', footer: 'Alpine Hideaways GmbH · Garmisch-Partenkirchen · Listeo',
};

const SETTINGS = localize({ listeo: { ajaxurl: '/wp-admin/admin-ajax.php' }, listeo_core: { currency: 'EUR', currency_symbol: '€', currency_position: 'after' }, wordpress_date_format: { date: 'MM/DD/YYYY', day: '1' } });
const framed = sitePages(chrome, { inline: [SETTINGS], scripts: [Object.keys(KIT_ASSETS)[0], CORE_JS] });
const theme = (title: string, bodyClass: string, main: string) =>
  framed({ title, bodyClass: `listeo ${bodyClass}`, main });

/** The kit's WooCommerce prints prices in dollars; this shop's currency is the euro (symbol left, WooCommerce's
 * default separators), so its pages carry € in the currency-symbol span. */
const inEuros = (r: Route): Route => ({
  ...r,
  handle: async (req, params) => {
    const res = await r.handle(req, params);
    return res && { ...res, body: res.body.split('currencySymbol">$<').join('currencySymbol">€<') };
  },
});

/** The stay the checkout URL carries (Listeo's date_start/date_end are yyyy-mm-dd). */
const stayOf = (v: (name: string) => string): Stay => ({ checkin: v('date_start'), checkout: v('date_end'), adults: Number(v('adults')) || 1, children: Number(v('children')) || 0 });

function line(v: (name: string) => string) {
  const c = chaletById(v('listing_id'));
  const stay = stayOf(v);
  if (!c || stayProblem(c, stay)) return null;
  return { name: c.name, meta: [['Check-In', toShortDate(stay.checkin)], ['Check-Out', toShortDate(stay.checkout)], ['Gäste', String(stay.adults + stay.children)]] as [string, string][], total: quoteStay(c, stay).total };
}

export default defineSite({
  slug: 'listeo', provider: 'listeo',
  platform: 'Listeo WordPress theme with Listeo Core bookings (admin-ajax) and WooCommerce payments',
  chrome,
  assets: { [CORE_JS]: 'assets/listeo.js' },
  routes() {
    const woo = wooRoutes({
      site: 'listeo',
      chrome,
      bodyClass: 'listeo',
      firstOrderId: FIRST_ORDER,
      cart(q) {
        const item = line((n) => q.get(n) ?? '');
        return item ? { items: [item], fields: { listing_id: q.get('listing_id') ?? '', date_start: q.get('date_start') ?? '', date_end: q.get('date_end') ?? '', adults: q.get('adults') ?? '', children: q.get('children') ?? '' } } : null;
      },
      order: (form) => {
        const item = line((n) => field(form, n));
        return item ? [item] : 'Dieser Zeitraum ist leider nicht mehr verfügbar.';
      },
    });
    return [
      get('/', () => theme('Startseite', 'home', '<h1>Chalets in Garmisch-Partenkirchen</h1>')),
      get('/listings/', (req) => theme('Listings', 'archive post-type-archive-listing', archiveMain(req.query))),
      get('/listing/:slug/', (_req, { slug }) => {
        const c = CHALETS.find((x) => x.slug === slug);
        return c ? theme(c.name, `single-listing postid-${c.id}`, listingMain(c)) : null;
      }),
      ...adminAjax('listeo', {
        listeo_get_listings: { handle: (form) => json(getListings(form)) },
        check_avaliabity: { handle: (form) => json(checkAvailability(form)) },
      }),
      ...woo.map(inEuros),
    ];
  },
});
