// payout-widget: Sonoran Casitas, an owner's own website (plain pages, one per casita) with the iGMS Direct Booking
// widget embedded on each casita page: `<div class="igms-direct-booking-widget" data-listing-id="<uuid>" …>` and
// the widget script. The widget prices with GET /api/direct-booking-widget/get-payout and books with POST …/book
// (XHR, JSON, iGMS's { data } envelope). The pages and the API are ../platforms/payout-widget/owner-site.ts's (shared with payout-widget-b);
// see demo-sites/payout-widget/SOURCES.md for what each shape rests on.
import { ownerSite } from '../platforms/payout-widget/owner-site.ts';

export default ownerSite({
  slug: 'payout-widget',
  platform: 'iGMS Direct Booking widget embedded on an owner site: get-payout pricing and booking (XHR, JSON { data })',
  chrome: {
    brand: 'Sonoran Casitas',
    tagline: 'Private pool casitas in Scottsdale',
    nav: [{ label: 'Casitas', href: '/' }],
    accent: '#c0672e',
    stylesheet: '/wp-content/themes/sonoran/style.css',
    footer: 'Sonoran Casitas · 7014 E Camelback Rd, Scottsdale, AZ 85251 · TPT license 21458733',
  },
  folder: '/casitas/',
});
