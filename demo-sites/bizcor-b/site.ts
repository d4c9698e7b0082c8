// bizcor-b: a second Bizcor-built WordPress site on Streamline's streamline-core plugin (the bizcor theme, widgets
// and Streamline answers, demo-sites/bizcor). Its plugin setting for the thank-you page is the owner's own page
// /thank-you-for-your-booking/, where the booking form sends the guest; the plugin's default thank-you page
// (/thank-you/) is still published and carries the same shortcode. See demo-sites/bizcor/SOURCES.md#site-bizcor-b.
import { bizcorSite } from '../platforms/bizcor/platform.ts';

/** the plugin's "thank you page" setting on this site */
export const THANK_YOU = '/thank-you-for-your-booking/';
/** the plugin's default thank-you page */
export const DEFAULT_THANK_YOU = '/thank-you/';

export default bizcorSite({
  slug: 'bizcor-b',
  platform: 'Bizcor WordPress site + Streamline plugin, thank-you page setting /thank-you-for-your-booking/ (the plugin default /thank-you/ still published)',
  chrome: {
    brand: 'Blue Mist Mountain Rentals',
    tagline: 'Log cabins in Pigeon Forge & Wears Valley',
    nav: [
      { label: 'Home', href: '/' },
      { label: 'Search Cabins', href: '/search-cabins/' },
    ],
    accent: '#2d4f6b',
    stylesheet: '/wp-content/themes/bizcor-bluemist/style.css',
    footer: 'Blue Mist Mountain Rentals · 2860 Wears Valley Rd, Pigeon Forge, TN · Website by Bizcor · Reservations by Streamline',
  },
  confirmationUrl: THANK_YOU,
  thankYouPages: [DEFAULT_THANK_YOU],
});
