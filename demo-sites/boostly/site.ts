// boostly: Saltwater Stays, Outer Banks beach houses on the Boostly WordPress theme (admin-ajax boostly_half_map_2
// and boostly_calculate_booking_cost), paid through WooCommerce. README.md in this folder has the wire shapes.
import { formatMoney, quoteStay, toShortDate } from '../server/fixtures.ts';
import { field, get, json } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { wooRoutes, type WooItem, type WooShop } from '../server/woocommerce.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { FIRST_ORDER, HOMES } from './data.ts';
import { BOOKING_NONCE, bookingCost, halfMap, homeById, listingMain, MAP_NONCE, problems, searchMain, stayFrom } from './theme.ts';

const THEME = '/wp-content/themes/boostly';
const AJAX_JS = Object.keys(SERVER_ASSETS)[0];

const chrome: Chrome = {
  brand: 'Saltwater Stays', tagline: 'Outer Banks beach houses, booked direct', accent: '#1b6f8a', head: WP_HEAD,
  nav: [{ label: 'Stays', href: '/search-results/?location=Outer+Banks' }],
  stylesheet: `${THEME}/style.css`, footer: 'Saltwater Stays LLC · Kitty Hawk, NC · Boostly theme',
};

const wp = sitePages(chrome, { inline: [localize({ ajaxurl: ADMIN_AJAX, boostly_vars: { date_format: 'mm/dd/yyyy', currency: 'USD' } })], scripts: [AJAX_JS] });

/** The WooCommerce cart line for the stay the Reserve link carries (null when it cannot be booked). */
function cartLine(get: (name: string) => string): WooItem | null {
  const h = homeById(get('listing_id'));
  const stay = stayFrom(get);
  if (!h || problems(h, stay)) return null;
  const meta: [string, string][] = [['Check-in', toShortDate(stay.checkin)], ['Check-out', toShortDate(stay.checkout)], ['Guests', `${stay.adults} adults, ${stay.children} children`]];
  return { name: h.name, meta, total: quoteStay(h, stay).total };
}

const CART = ['listing_id', 'check_in_date', 'check_out_date', 'adult_guest', 'child_guest'];

/** What WooCommerce sells: the Reserve link's stay as the cart, the posted form's stay as the order. */
const shop: Pick<WooShop, 'cart' | 'order'> = {
  cart: (q) => {
    const line = cartLine((name) => q.get(name) ?? '');
    return line && { items: [line], fields: Object.fromEntries([...q].filter(([name]) => CART.includes(name))) };
  },
  order: (form) => [cartLine((name) => field(form, name))].map((line) => (line ? [line] : 'These dates were just booked. Please choose other dates.'))[0],
};

export default defineSite({
  slug: 'boostly', provider: 'boostly',
  platform: 'Boostly WordPress theme (admin-ajax) with WooCommerce payments',
  chrome,
  assets: { [`${THEME}/assets/js/boostly-search.js`]: 'assets/boostly-search.js', [`${THEME}/assets/js/boostly-booking.js`]: 'assets/boostly-booking.js' },
  routes: () => [
    get('/', () => wp({ title: 'Beach houses', bodyClass: 'home', main: `<h1>Outer Banks beach houses from ${formatMoney(119)}</h1>` })),
    get('/search-results/', (req) =>
      wp({ title: 'Search', bodyClass: 'page-template-template-half-map', main: searchMain(req.query, wpNonce('boostly', MAP_NONCE)), scripts: [`${THEME}/assets/js/boostly-search.js`] }),
    ),
    get('/listing/:slug/', (_req, { slug }) => {
      const h = HOMES.find((x) => x.slug === slug);
      return h ? wp({ title: h.name, bodyClass: `single-listing postid-${h.id}`, main: listingMain(h, wpNonce('boostly', BOOKING_NONCE)), scripts: [`${THEME}/assets/js/boostly-booking.js`] }) : null;
    }),
    ...adminAjax('boostly', {
      boostly_half_map_2: { nonce: MAP_NONCE, handle: (form) => json(halfMap(form)) },
      boostly_calculate_booking_cost: { nonce: BOOKING_NONCE, handle: (form) => json(bookingCost(form)) },
    }),
    ...wooRoutes({ site: 'boostly', chrome, bodyClass: 'boostly-theme', firstOrderId: FIRST_ORDER, ...shop }),
  ],
});
