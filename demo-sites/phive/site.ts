// phive: Saltbox Harbour Stays, a WooCommerce shop whose cottages are PluginHive booking products (admin-ajax
// phive_get_booked_price) paid through WooCommerce's checkout. See README.md in this folder for the wire shapes.
import { field, get } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { wooRoutes } from '../server/woocommerce.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD } from '../server/wordpress.ts';
import { bookingCart, phiveActions } from './booking.ts';
import { COTTAGES, FIRST_ORDER } from './data.ts';
import { productMain, shopMain } from './pages.ts';

const PLUGIN = '/wp-content/plugins/ph-bookings-appointments-woocommerce-premium/resources/js';

const chrome: Chrome = {
  brand: 'Saltbox Harbour Stays',
  tagline: 'Waterfront cottages in old Lunenburg', accent: '#1f4e79',
  nav: [{ label: 'Home', href: '/' }, { label: 'Cottages', href: '/shop/' }], head: WP_HEAD, stylesheet: '/wp-content/themes/storefront/style.css',
  footer: 'Saltbox Harbour Stays · Montague Street, Lunenburg NS · Bookings by PluginHive for WooCommerce',
};

/** The plugin's localized strings (wp_localize_script 'phive_booking_ajax'). */
const BOOKING_VARS = localize({ phive_booking_ajax: { ajaxurl: ADMIN_AJAX, checkin: 'Check-in', checkout: 'Check-out', booking: 'Booking', to: 'to', booking_cost: 'Booking Cost' } });

const page = sitePages(chrome, { bodyClass: 'theme-storefront woocommerce' });

export default defineSite({
  slug: 'phive',
  provider: 'phive',
  chrome,
  platform: 'WooCommerce + PluginHive Bookings and Appointments (admin-ajax phive_get_booked_price)',
  assets: { [`${PLUGIN}/ph-booking-ajax.js`]: 'assets/ph-booking.js' },
  routes() {
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Stay on the harbour</h1><p><a class="btn" href="/shop/">See the cottages</a></p></section>' })),
      get('/shop/', (req) => page({ title: 'Cottages', bodyClass: 'archive post-type-archive-product', main: shopMain(req.query) })),
      get('/product/:slug/', (_req, { slug }) => {
        const c = COTTAGES.find((cottage) => cottage.slug === slug);
        const scripts = [Object.keys(SERVER_ASSETS)[0], `${PLUGIN}/ph-booking-ajax.js`];
        return c ? page({ title: c.name, bodyClass: `single single-product postid-${c.id}`, main: productMain(c), inline: [BOOKING_VARS], scripts }) : null;
      }),
      ...adminAjax('phive', phiveActions),
      ...wooRoutes({
        site: 'phive',
        chrome,
        bodyClass: 'theme-storefront',
        firstOrderId: FIRST_ORDER,
        cart: bookingCart,
        order: (form) => bookingCart({ get: (name) => field(form, name) })?.items ?? 'Sorry, this booking is no longer available.',
      }),
    ];
  },
});
