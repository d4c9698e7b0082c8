// listeo-b: Ridgeline Cabin Rentals, Gatlinburg cabins on the Listeo directory theme (platforms/listeo/platform.ts), paid through
// WooCommerce in US dollars. A US site (en_US, "1,313.75") whose Listeo currency option is 'none' ("Disable Currency
// Symbol"): listeo_core localizes currency "none" and an empty symbol on every page, the checkout's included, so
// the page states no currency and the listeo adapter's default (USD) applies. demo-sites/listeo/SOURCES.md#site-listeo-b cites each shape.
import { listeoSite } from '../platforms/listeo/platform.ts';
import { CABINS, FEATURES, FIRST_ORDER } from './data.ts';

export default listeoSite({
  slug: 'listeo-b',
  platform: 'Listeo WordPress theme with Listeo Core bookings (admin-ajax) and WooCommerce payments, currency symbol disabled',
  chrome: {
    brand: 'Ridgeline Cabin Rentals', tagline: 'Smoky Mountain cabins near Gatlinburg', accent: '#3d5a40',
    nav: [{ label: 'Cabins', href: '/listings/?location_search=Gatlinburg' }],
    footer: 'Ridgeline Cabin Rentals LLC · Gatlinburg, TN · Listeo',
  },
  listings: CABINS,
  features: FEATURES,
  firstOrder: FIRST_ORDER,
  // listeo_currency 'none': get_currency_symbol('none') falls to its default '', and _breakdown_format puts the
  // (empty) symbol before the amount
  currency: { currency: 'none', currency_symbol: '', currency_position: 'before' },
  number: {},
  home: { title: 'Home', main: '<h1>Cabins in Gatlinburg and Pigeon Forge</h1>' },
  cardPrice: (c, amount) => `from ${amount(c.nightly)} / night`,
  details: (c, amount) => `Minimum stay: ${c.minNights} nights · ${amount(c.nightly)} per night`,
  listingTag: 'Cabin',
  results: 'results',
  guestsLabel: 'Guests',
  unavailable: 'Sorry, these dates are no longer available.',
  // Listeo Core enqueues its front-end script, and so localizes listeo_core, on every front-end page: the
  // WooCommerce checkout and order-received pages carry the settings too (before WooCommerce's own).
  woo: (body, settings) => body.replace('\n<script>var wc_checkout_params', `\n<script>${settings}</script>\n<script>var wc_checkout_params`),
});
