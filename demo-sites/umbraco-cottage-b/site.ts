// umbraco-cottage-b: Penwith Coast Cottages, a second UK holiday-cottage site on the Umbraco cottage template
// (platforms/umbraco-cottage/platform.ts, as demo-sites/umbraco-cottage): the /our-cottages/ search, cottage pages under
// /self-catering/ (spec 2) whose availability calculator form-posts ArrivalDate and DepartureDate to the
// CottageAvailabilitySurface surface controller (JSON { Price, HasPrice, Message }), the booking form and
// /booking-confirmation/. Evidence: demo-sites/umbraco-cottage/SOURCES.md#site-umbraco-cottage-b (assumed but the spec's endpoint, answer fields and paths).
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { cottageRoutes, type CottageSite } from '../platforms/umbraco-cottage/platform.ts';
import { COTTAGES, FIRST_BOOKING, MESSAGES } from './data.ts';

const SCRIPT = '/scripts/availability-calculator.js';
const chrome: Chrome = {
  brand: 'Penwith Coast Cottages', tagline: 'Self-catering holiday cottages in West Cornwall',
  nav: [{ label: 'Home', href: '/' }, { label: 'Our cottages', href: '/our-cottages/' }],
  accent: '#1d5c63', stylesheet: '/css/main.css',
  head: '<meta name="generator" content="Umbraco CMS">',
  footer: 'Penwith Coast Cottages Ltd · The Coinagehall, Penzance TR18 4AH · Registered in England 10447829',
};
export const SITE: CottageSite = {
  chrome, cottages: COTTAGES, messages: MESSAGES, token: 'CfDJ8Penwith3Hs8qZ1mWb5', section: '/self-catering', stayBy: 'departure',
  refPrefix: 'PCC-', firstBooking: FIRST_BOOKING, hero: 'Cottages by the Cornish sea', script: SCRIPT,
};

export default defineSite({
  slug: 'umbraco-cottage-b', provider: 'umbraco-cottage',
  platform: 'UK holiday-cottage site on Umbraco (CottageAvailabilitySurface CalculateBookingPriceFromAPI), /self-catering/ pages',
  chrome,
  assets: { [SCRIPT]: '../platforms/umbraco-cottage/assets/availability-calculator.js' },
  routes: () => cottageRoutes(SITE),
});
