// umbraco-cottage: Dales Cottage Holidays, a UK holiday-cottage site on Umbraco: the /our-cottages/ search, a page
// per cottage under /holidaycottages/ with an availability calculator that form-posts to the
// CottageAvailabilitySurface surface controller (JSON { Price, HasPrice, Message }), a booking form posted to a
// surface controller and the /booking-confirmation/ page (the template: platforms/umbraco-cottage/platform.ts). No public source
// shows this product: everything but the endpoint and its answer fields (the spec's) follows Umbraco and ASP.NET
// MVC conventions (demo-sites/umbraco-cottage/SOURCES.md).
import { cottageSite } from '../platforms/umbraco-cottage/platform.ts';
import { COTTAGES, FIRST_BOOKING, MESSAGES } from './data.ts';

export default cottageSite({
  slug: 'umbraco-cottage',
  platform: 'UK holiday-cottage site on Umbraco (CottageAvailabilitySurface CalculateBookingPriceFromAPI)',
  chrome: {
    brand: 'Dales Cottage Holidays', tagline: 'Self-catering cottages in the Yorkshire Dales', accent: '#5b3a29', stylesheet: '/css/site.css',
    footer: 'Dales Cottage Holidays Ltd · Market Place, Hawes DL8 3QX · Registered in England 08812345',
  },
  cottages: COTTAGES, messages: MESSAGES, token: 'CfDJ8Dales7Qw2vX0kLrT9', section: '/holidaycottages', stayBy: 'nights',
  refPrefix: 'DCH-', firstBooking: FIRST_BOOKING, hero: 'Cottages in the Dales',
});
