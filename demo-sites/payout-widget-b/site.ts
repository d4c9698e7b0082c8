// payout-widget-b: Camelback Casitas, a second owner website with the iGMS Direct Booking widget embedded on each
// casita page (/rentals/<slug>/). The widget and its API are demo-sites/platforms/payout-widget's (owner-site.ts, the same
// casitas); what differs is the owner's own snippet: once the widget shows the reservation code, the guest is sent
// to the site's thank-you page /booking-confirmation/?reservation=<code>. See demo-sites/payout-widget/SOURCES.md#site-payout-widget-b.
import { esc, get } from '../server/http.ts';
import { ownerSite } from '../platforms/payout-widget/owner-site.ts';

const THANK_YOU_JS = '/wp-content/themes/camelback/js/thank-you.js';

export default ownerSite({
  slug: 'payout-widget-b',
  platform: 'iGMS Direct Booking widget on an owner site that sends booked guests to /booking-confirmation/',
  chrome: {
    brand: 'Camelback Casitas',
    tagline: 'Casitas with heated pools below Camelback Mountain',
    nav: [{ label: 'Rentals', href: '/' }],
    accent: '#8a5a9e',
    stylesheet: '/wp-content/themes/camelback/style.css',
    footer: 'Camelback Casitas LLC · Scottsdale, AZ · TPT license 21997104',
  },
  folder: '/rentals/',
  scripts: { [THANK_YOU_JS]: 'assets/thank-you.js' },
  pages: (page) => [
    // a static page: it shows the code it is given and knows nothing else of the booking
    get('/booking-confirmation/', (req) => {
      const code = req.query.get('reservation');
      if (!code) return null;
      return page({
        title: 'Booking confirmed',
        bodyClass: 'page booking-confirmation',
        main: `<section class="card thank-you"><h1>Thank you for booking with us!</h1><p>Your reservation code is <strong class="thank-you__code">${esc(code)}</strong>. A confirmation email with your receipt and arrival details is on its way.</p></section>`,
      });
    }),
  ],
});
