// umbraco-cottage: Dales Cottage Holidays, a UK holiday-cottage site on Umbraco: the /our-cottages/ search, a page
// per cottage under /holidaycottages/ with an availability calculator that form-posts to the
// CottageAvailabilitySurface surface controller (JSON { Price, HasPrice, Message }), a booking form posted to a
// surface controller and the /booking-confirmation/ page (the template: platforms/umbraco-cottage/platform.ts). No public source
// shows this product: everything but the endpoint and its answer fields (the spec's) follows Umbraco and ASP.NET
// MVC conventions (demo-sites/umbraco-cottage/SOURCES.md).
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { cottageRoutes, type CottageSite } from '../platforms/umbraco-cottage/platform.ts';
import { COTTAGES, FIRST_BOOKING, MESSAGES } from './data.ts';

const SCRIPT = '/scripts/availability-calculator.js';
const chrome: Chrome = {
  brand: 'Dales Cottage Holidays', tagline: 'Self-catering cottages in the Yorkshire Dales',
  nav: [{ label: 'Home', href: '/' }, { label: 'Our cottages', href: '/our-cottages/' }],
  accent: '#5b3a29', stylesheet: '/css/site.css',
  head: '<meta name="generator" content="Umbraco CMS">',
  footer: 'Dales Cottage Holidays Ltd · Market Place, Hawes DL8 3QX · Registered in England 08812345',
};
export const SITE: CottageSite = {
  chrome, cottages: COTTAGES, messages: MESSAGES, token: 'CfDJ8Dales7Qw2vX0kLrT9', section: '/holidaycottages', stayBy: 'nights',
  refPrefix: 'DCH-', firstBooking: FIRST_BOOKING, hero: 'Cottages in the Dales', script: SCRIPT,
};

export default defineSite({
  slug: 'umbraco-cottage', provider: 'umbraco-cottage',
  platform: 'UK holiday-cottage site on Umbraco (CottageAvailabilitySurface CalculateBookingPriceFromAPI)',
  chrome,
  assets: { [SCRIPT]: '../platforms/umbraco-cottage/assets/availability-calculator.js' },
  routes: () => cottageRoutes(SITE),
});
