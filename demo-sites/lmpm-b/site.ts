// lmpm-b: Sandhaven Vacation Rentals' booking flow on the LMPM plugin (the pages and REST routes of demo-sites/lmpm,
// imported): a home's page priced from its URL's stay, "Book now" to /checkout/, POST wp-json/lmpm/v1/bookings,
// then /booking-confirmation/?trip_id=…, whose script renders the confirmation number from
// wp-json/lmpm/v1/trips/<id>. The booking flow is assumed (demo-sites/lmpm/SOURCES.md#site-lmpm-b).
import { defineSite } from '../server/site.ts';
import { chrome, LMPM_ASSETS, lmpmRoutes, page } from '../platforms/lmpm/platform.ts';
import { bookingRoutes, CHECKOUT_JS, CONFIRMATION_JS } from './booking.ts';

const BOOK_NOW_JS = '/wp-content/plugins/lmpm/build/book-now.js';

export default defineSite({
  slug: 'lmpm-b',
  provider: 'lmpm',
  label: `${chrome.brand} (booking)`,
  platform: 'WordPress with the LMPM plugin: its price widget, then /checkout/, POST wp-json/lmpm/v1/bookings and /booking-confirmation/',
  chrome,
  assets: {
    ...LMPM_ASSETS,
    [BOOK_NOW_JS]: 'assets/book-now.js',
    [CHECKOUT_JS]: 'assets/checkout.js',
    [CONFIRMATION_JS]: 'assets/booking-confirmation.js',
  },
  routes: () => [...lmpmRoutes([BOOK_NOW_JS]), ...bookingRoutes(page)],
});
