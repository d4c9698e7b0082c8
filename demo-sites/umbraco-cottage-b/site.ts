// umbraco-cottage-b: Penwith Coast Cottages, a second UK holiday-cottage site on the Umbraco cottage template
// (platforms/umbraco-cottage/platform.ts, as demo-sites/umbraco-cottage): the /our-cottages/ search, cottage pages under
// /self-catering/ (spec 2) whose availability calculator form-posts ArrivalDate and DepartureDate to the
// CottageAvailabilitySurface surface controller (JSON { Price, HasPrice, Message }), the booking form and
// /booking-confirmation/. Evidence: demo-sites/umbraco-cottage/SOURCES.md#site-umbraco-cottage-b (assumed but the spec's endpoint, answer fields and paths).
import { cottageSite } from '../platforms/umbraco-cottage/platform.ts';
import { COTTAGES, FIRST_BOOKING, MESSAGES } from './data.ts';

/** the anti-forgery token the pages carry and the controller checks */
export const TOKEN = 'CfDJ8Penwith3Hs8qZ1mWb5';

export default cottageSite({
  slug: 'umbraco-cottage-b',
  platform: 'UK holiday-cottage site on Umbraco (CottageAvailabilitySurface CalculateBookingPriceFromAPI), /self-catering/ pages',
  chrome: {
    brand: 'Penwith Coast Cottages', tagline: 'Self-catering holiday cottages in West Cornwall', accent: '#1d5c63', stylesheet: '/css/main.css',
    footer: 'Penwith Coast Cottages Ltd · The Coinagehall, Penzance TR18 4AH · Registered in England 10447829',
  },
  cottages: COTTAGES, messages: MESSAGES, token: TOKEN, section: '/self-catering', stayBy: 'departure',
  refPrefix: 'PCC-', firstBooking: FIRST_BOOKING, hero: 'Cottages by the Cornish sea',
});
