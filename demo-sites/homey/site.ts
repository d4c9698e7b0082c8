// homey: a cabin host on the Homey WordPress theme (admin-ajax homey_half_map, homey_calculate_booking_cost,
// instant booking) that takes payment through WooCommerce. See README.md in this folder for the wire shapes.
import { get } from '../server/http.ts';
import { homeyShop } from '../platforms/homey/platform.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { homeyActions, MAP_NONCE, RESERVATION_NONCE, RESERVATIONS } from '../platforms/homey/ajax.ts';
import { FIRST_ORDER, LISTINGS } from '../platforms/homey/data.ts';
import { listingMain, searchMain } from '../platforms/homey/pages.ts';

const THEME = '/wp-content/themes/homey';

const chrome: Chrome = {
  brand: 'Pinecrest Cabins',
  tagline: 'Big Bear mountain getaways',
  nav: [
    { label: 'Home', href: '/' },
    { label: 'Cabins', href: '/search-results/?search_city=big-bear-lake' },
  ],
  accent: '#2f6b3a',
  stylesheet: `${THEME}/style.css`,
  head: WP_HEAD,
  footer: 'Pinecrest Cabins · Big Bear Lake, CA · Homey theme by Favethemes',
};

const SETTINGS = localize({
  ajaxurl: ADMIN_AJAX,
  HOMEY_ajax_vars: { admin_url: '/wp-admin/', homey_date_format: 'yy-mm-dd', currency_symbol: '$', booking_type: 'per_day', process_loader_spinner: 'homey-icon-loading' },
});

const page = sitePages(chrome, { bodyClass: 'homey-theme', inline: [SETTINGS] });

export default defineSite({
  slug: 'homey',
  provider: 'homey',
  platform: 'Homey WordPress theme (admin-ajax) with WooCommerce payments',
  chrome,
  assets: {
    [`${THEME}/js/homey-search.js`]: '../platforms/homey/assets/homey-search.js',
    [`${THEME}/js/homey-booking.js`]: '../platforms/homey/assets/homey-booking.js',
  },
  routes() {
    const ajaxJs = Object.keys(SERVER_ASSETS)[0];
    return [
      get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Cabins for every season</h1><p><a class="btn" href="/search-results/?search_city=big-bear-lake">See all cabins</a></p></section>' })),
      get('/search-results/', (req) =>
        page({ title: 'Search Results', bodyClass: 'page-template-template-search-half-map', main: searchMain(req.query, wpNonce('homey', MAP_NONCE)), scripts: [ajaxJs, `${THEME}/js/homey-search.js`] }),
      ),
      get('/listing/:slug/', (_req, { slug }) => {
        const listing = LISTINGS.find((l) => l.slug === slug);
        if (!listing) return null;
        return page({
          title: listing.name,
          bodyClass: `listing-template-default single single-listing postid-${listing.id}`,
          main: listingMain(listing, wpNonce('homey', RESERVATION_NONCE)),
          scripts: [ajaxJs, `${THEME}/js/homey-booking.js`],
        });
      }),
      ...adminAjax('homey', homeyActions()),
      ...homeyShop(RESERVATIONS, { site: 'homey', chrome, firstOrderId: FIRST_ORDER }),
    ];
  },
});
