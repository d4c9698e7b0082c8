// wpestate: Blue Ridge Lake Rentals on WP Rentals (wpestate's theme): the advanced-search page, the property
// booking form (admin-ajax wpestate_ajax_check_booking_valability, wpestate_ajax_show_booking_costs) and
// WooCommerce payments. README.md in this folder has the wire shapes.
import { toShortDate } from '../server/fixtures.ts';
import { field, get, html, text } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { wooRoutes, type WooItem } from '../server/woocommerce.ts';
import { adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { CABINS, FIRST_ORDER, NOTICES } from './data.ts';
import { cabinById, costForm, costsOf, isFree, isoOf, NONCE, propertyMain, searchMain, valability } from './theme.ts';

const JS = '/wp-content/themes/wprentals/js/property.js';

const chrome: Chrome = {
  brand: 'Blue Ridge Lake Rentals', tagline: 'Cabins in the north Georgia mountains', accent: '#5b7f3a', head: WP_HEAD,
  nav: [{ label: 'Find a cabin', href: '/advanced-search/?search_location=Blue+Ridge' }],
  stylesheet: '/wp-content/themes/wprentals/style.css', footer: 'Blue Ridge Lake Rentals · Blue Ridge, GA · WP Rentals by wpestate',
};

const framed = sitePages(chrome);
const render = (title: string, bodyClass: string, main: string, extra: { inline?: string[]; scripts?: string[] } = {}) => framed({ title, bodyClass, main, ...extra });

/** The WooCommerce line for the stay Book Now carries, priced like the cost form; null when it cannot be booked. */
function orderLine(v: (name: string) => string): WooItem | null {
  const c = cabinById(v('property_id'));
  const [from, to] = [isoOf(v('fromdate')), isoOf(v('todate'))];
  const guests = Number(v('guest_no')) || 1;
  if (!c || !isFree(c, from, to) || guests > c.maxGuests) return null;
  const { total } = costsOf(c, from, to, guests, v('extra_options').split(',').filter(Boolean));
  return { name: c.name, meta: [['Arrival', toShortDate(from)], ['Departure', toShortDate(to)], ['Guests', String(guests)]], total };
}

const BOOK_FIELDS = ['property_id', 'fromdate', 'todate', 'guest_no', 'extra_options'];

/** The WooCommerce cart Book Now fills (its stay kept as hidden checkout fields). */
function basket(q: URLSearchParams) {
  const item = orderLine((n) => q.get(n) ?? '');
  return item && { items: [item], fields: Object.fromEntries(BOOK_FIELDS.map((n) => [n, q.get(n) ?? ''])) };
}
const ordered = (item: WooItem | null) => (item ? [item] : NOTICES.bookedalready);

export default defineSite({
  slug: 'wpestate', provider: 'wpestate',
  platform: 'WP Rentals (wpestate) WordPress theme (admin-ajax) with WooCommerce payments',
  chrome,
  assets: { [JS]: 'assets/property.js' },
  routes: () => [
    get('/', () => render('Home', 'home', '<h1>Lake and mountain cabins</h1>')),
    get('/advanced-search/', (req) => render('Advanced Search', 'page-template page-template-advanced_search_results page-template-advanced_search_results-php page', searchMain(req.query))),
    get('/properties/:slug/', (_req, { slug }) => {
      const c = CABINS.find((x) => x.slug === slug);
      if (!c) return null;
      const vars = localize({ control_vars: { admin_url: '/wp-admin/', date_format: 'mm-dd-yy', bookdenied: NOTICES.bookdenied }, property_vars: NOTICES, control_vars_property: { price_per_guest_from_one: '0', booking_type: 1 } });
      return render(c.name, `estate_property-template-default single-estate_property postid-${c.id}`, propertyMain(c, wpNonce('wpestate', NONCE)), { inline: [vars], scripts: [Object.keys(SERVER_ASSETS)[0], JS] });
    }),
    ...adminAjax('wpestate', {
      wpestate_ajax_check_booking_valability: { nonce: NONCE, handle: (form) => text(valability(form)) },
      wpestate_ajax_show_booking_costs: { nonce: NONCE, handle: (form) => html(costForm(form)) },
    }),
    ...wooRoutes({ site: 'wpestate', chrome, firstOrderId: FIRST_ORDER, cart: basket, order: (form) => ordered(orderLine((n) => field(form, n))) }),
  ],
});
