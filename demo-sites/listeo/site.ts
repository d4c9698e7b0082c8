// listeo: Alpine Hideaways, Garmisch chalets on the Listeo directory theme (admin-ajax listeo_get_listings and
// Listeo Core's check_avaliabity; platforms/listeo/platform.ts), paid through WooCommerce. A German site: euros after the amount,
// "1.682,50". README.md in this folder has the wire shapes.
import { listeoSite } from '../platforms/listeo/platform.ts';
import { CHALETS, FEATURES, FIRST_ORDER } from './data.ts';

export default listeoSite({
  slug: 'listeo',
  platform: 'Listeo WordPress theme with Listeo Core bookings (admin-ajax) and WooCommerce payments',
  chrome: {
    brand: 'Alpine Hideaways', tagline: 'Chalets unter der Zugspitze', accent: '#274c77',
    nav: [{ label: 'Unterkünfte', href: '/listings/?location_search=Garmisch-Partenkirchen' }],
    footer: 'Alpine Hideaways GmbH · Garmisch-Partenkirchen · Listeo',
  },
  listings: CHALETS,
  features: FEATURES,
  firstOrder: FIRST_ORDER,
  currency: { currency: 'EUR', currency_symbol: '€', currency_position: 'after' },
  number: { thousands: '.', decimal: ',' },
  home: { title: 'Startseite', main: '<h1>Chalets in Garmisch-Partenkirchen</h1>' },
  cardPrice: (c, amount) => `ab ${amount(c.nightly)} € / Nacht`,
  details: (c, amount) => `Mindestaufenthalt: ${c.minNights} Nächte · ${amount(c.nightly)} € pro Nacht`,
  listingTag: 'Chalet',
  results: 'Ergebnisse',
  guestsLabel: 'Gäste',
  unavailable: 'Dieser Zeitraum ist leider nicht mehr verfügbar.',
  // The server's WooCommerce prints prices in dollars; this shop's currency is the euro (symbol left, WooCommerce's
  // default separators), so its pages carry € in the currency-symbol span.
  woo: (body) => body.split('currencySymbol">$<').join('currencySymbol">€<'),
});
