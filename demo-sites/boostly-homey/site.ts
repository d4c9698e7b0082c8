// boostly-homey: Smoky Hollow Cabins, a Boostly-built site on Homey (Boostly's child theme and Boostly Connect on
// top of the Homey parent theme), so the visitor's calls are Homey's own: homey_half_map,
// check_booking_availability_on_date_change, homey_calculate_booking_cost, homey_instance_booking; paid through
// WooCommerce. The Homey parent theme's answers come from platforms/homey/platform.ts, its templates and its scripts are the
// homey demo's (the same parent theme); README.md in this folder has the wire shapes.
import { formatMoney, isAvailable } from '../server/fixtures.ts';
import { fromHomeyDate, halfMapAnswer, homeyCostFragment, homeyReservationActions, homeyShop, type HomeyReservations } from '../platforms/homey/platform.ts';
import { field, get, json, type Form } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite, SERVER_ASSETS } from '../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../server/wordpress.ts';
import { MAP_NONCE, refusal, RESERVATION_NONCE } from '../platforms/homey/ajax.ts';
import { TEXTS, TYPES, type Listing } from '../platforms/homey/data.ts';
import { listingItem, listingMain, listingUrl, searchMain } from '../platforms/homey/pages.ts';
import { DATE_FORMAT, FEE_ROLES, FIRST_ORDER, LISTINGS } from './data.ts';

const SLUG = 'boostly-homey';
const PARENT = '/wp-content/themes/homey';
const MAPS_JS = `${PARENT}/js/homey-maps.js`;
const AJAX_JS = `${PARENT}/js/homey-ajax.js`;

const chrome: Chrome = {
  brand: 'Smoky Hollow Cabins',
  tagline: 'Gatlinburg cabins, booked direct',
  nav: [{ label: 'Cabins', href: '/search-results/?search_city=gatlinburg' }],
  accent: '#5b3a1e',
  stylesheet: '/wp-content/themes/connect-child-theme/style.css',
  head: `${WP_HEAD}\n<link rel="stylesheet" id="homey-parent-style-css" href="${PARENT}/style.css" media="all">`,
  footer: 'Smoky Hollow Cabins · Gatlinburg, TN · Website by Boostly · Homey theme by Favethemes',
};

const SETTINGS = localize({
  ajaxurl: ADMIN_AJAX,
  HOMEY_ajax_vars: { admin_url: '/wp-admin/', homey_date_format: DATE_FORMAT, currency_symbol: '$', booking_type: 'per_day', process_loader_spinner: 'homey-icon-loading' },
});

const page = sitePages(chrome, { bodyClass: 'homey-theme', inline: [SETTINGS], scripts: [Object.keys(SERVER_ASSETS)[0]] });

const listingById = (id: unknown): Listing | undefined => LISTINGS.find((l) => l.id === Number(id));

/** homey_half_map: listings in the city asked for, free on the dates (in the site's datepicker format), with enough
 * bedrooms and guests, nightly price in range. */
function halfMap(form: Form) {
  const [arrive, depart] = [fromHomeyDate(field(form, 'arrive'), DATE_FORMAT), fromHomeyDate(field(form, 'depart'), DATE_FORMAT)];
  const num = (name: string) => Number(field(form, name)) || 0;
  const city = field(form, 'search_city') || field(form, 'city');
  const found = LISTINGS.filter(
    (l) =>
      (!city || l.city === city) &&
      l.bedrooms >= num('bedrooms') &&
      l.maxGuests >= num('guest') &&
      (!num('min-price') || l.nightly >= num('min-price')) &&
      (!num('max-price') || l.nightly <= num('max-price')) &&
      (!arrive || !depart || isAvailable(l, arrive, depart)),
  );
  const pin = (l: Listing) => ({
    id: l.id, title: l.name, lat: String(l.lat), long: String(l.lng), price: `${formatMoney(l.nightly)}<sub>/night</sub>`, address: l.address,
    bedrooms: String(l.bedrooms), guests: l.maxGuests, beds: String(l.beds), baths: String(l.bathrooms), arrive: field(form, 'arrive'), depart: field(form, 'depart'),
    listing_type: TYPES[l.type], url: listingUrl(l), icon: `${PARENT}/images/custom-marker.png`, retinaIcon: `${PARENT}/images/custom-marker.png`,
  });
  return halfMapAnswer(found, pin, listingItem);
}

/** What the reservation calls need (platforms/homey/platform.ts answers them): Homey's texts, this site's fee roles. */
const RESERVATIONS: HomeyReservations<Listing> = { listingById, refusal, costFragment: (listing, stay) => homeyCostFragment(listing, stay, FEE_ROLES), texts: TEXTS };

export default defineSite({
  slug: SLUG,
  provider: 'boostly',
  platform: 'Boostly site on the Homey parent theme (Homey admin-ajax calls) with WooCommerce payments',
  chrome,
  // Homey's own scripts (the parent theme's), as the homey demo serves them.
  assets: { [MAPS_JS]: '../platforms/homey/assets/homey-search.js', [AJAX_JS]: '../platforms/homey/assets/homey-booking.js' },
  routes: () => [
    get('/', () => page({ title: 'Home', bodyClass: 'home', main: '<section class="hero card"><h1>Cabins in the Smokies</h1><p><a class="btn" href="/search-results/?search_city=gatlinburg">See all cabins</a></p></section>' })),
    get('/search-results/', (req) => page({ title: 'Search Results', bodyClass: 'page-template-template-search-half-map', main: searchMain(req.query, wpNonce(SLUG, MAP_NONCE)), scripts: [MAPS_JS] })),
    get('/listing/:slug/', (_req, { slug }) => {
      const listing = LISTINGS.find((l) => l.slug === slug);
      return listing
        ? page({ title: listing.name, bodyClass: `listing-template-default single single-listing postid-${listing.id}`, main: listingMain(listing, wpNonce(SLUG, RESERVATION_NONCE)), scripts: [AJAX_JS] })
        : null;
    }),
    ...adminAjax(SLUG, {
      homey_half_map: { nonce: MAP_NONCE, handle: (form) => json(halfMap(form)) },
      ...homeyReservationActions(RESERVATIONS),
    }),
    ...homeyShop(RESERVATIONS, { site: SLUG, chrome, firstOrderId: FIRST_ORDER }),
  ],
});
