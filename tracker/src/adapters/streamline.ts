// Streamline VRS sites (WordPress + streamline-core): the booking widgets POST JSON { methodName, params } to the
// site's booking API (api/rentals/public/streamline/…), dates mm/dd/yyyy, occupants / occupants_small:
//   booking/search        GetPropertyAvailabilityWithRatesWordPress (and the Simple / Bizcor variants)
//                         -> data.available_properties.pagination.total_units
//   booking/availability  VerifyPropertyAvailability -> { data: { id } }, or a refusal { status: { code, description } }
//   quote?_=<ms>          GetPreReservationPrice -> data { price (rent), total, required_fees, taxes_details }
//                         (money as strings; a required fee counts when priced above 0: Pet Fee "0.00" does not;
//                         optional_fees are not charged); refusals as above (forwarded as the quote error)
//   booking/book-now      MakeReservation -> { success, res_number, rate: { base, fees, taxes, total }, … }, and the
//                         browser goes straight on to /booking-confirmation/?confirmation_id=<res_number>
// The search call is made while the page loads, often before this script is there: the results page (the same
// stay in its sd/ed/oc/os/beds query, the count in #search-count) gives the same search, and the emitter sends
// it once. book-now's answer is followed at once by the navigation, which loses an event made from it; the
// confirmation page shows the same reservation (number, unit, dates, rate lines, total) and converts.
// The plugin's admin-ajax `streamlinecore-api-request` calls (the unit calendar) are not observed; /checkout/
// is not a booking.
import { attr, defineAdapter, scrapeReservation, text, type Watch } from '../capture';
import { streamlineQuote, streamlineSearch } from '../capture/streamline-api';
import { registerProvider } from '../core/registry';
import { parseDate } from '../parse';

const api = (path: string): Watch => ({ method: 'POST', url: '/streamline/' + path });
const NAME = 'h1.unit-name';

registerProvider(
  defineAdapter({
    slug: 'streamline',
    label: 'Streamline VRS (streamline-core booking API)',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-23',
    currency: 'USD',
    paths: { search: '/search-results/', property: '/vacation-rentals/:slug', conversion: '/booking-confirmation/' },
    observe: { search: api('booking/search'), quote: [api('booking/availability'), api('quote')] },
    ready: { search: '#search-results .unit-card', conversion: '#confirmation-number' },
    map: {
      search: (s) => streamlineSearch(s, '#search-count'),
      property: () => ({ listing_id: attr('#resortpro-book-unit', 'data-unit-id'), listing_name: text(NAME) }),
      quote: (s) => ({ ...streamlineQuote(s), listing_name: text(NAME) }),
      // guests are not on the page as numbers: the emitter takes them from the stored last quote
      conversion: () => ({
        reservation_id: text('#confirmation-number'),
        listing_id: attr('#conf-unit', 'data-unit-id'),
        listing_name: text('#conf-unit'),
        checkin: parseDate(text('#conf-arrival'), 'mdy'),
        checkout: parseDate(text('#conf-departure'), 'mdy'),
        total: text('#conf-total'),
        line_items: scrapeReservation('#conf-breakdown').items,
      }),
    },
    pathCases: {
      handles: {
        search: ['/search-results/?sd=12/17/2026&ed=12/24/2026&oc=2&os=1&beds=2'],
        property: ['/vacation-rentals/seaforth-cottage/?sd=12/17/2026&ed=12/24/2026&oc=2&os=1'],
        conversion: ['/booking-confirmation/?confirmation_id=48213'],
      },
      ignores: ['/', '/vacation-rentals/', '/checkout/?unit=70412&sd=12/17/2026'],
    },
  }),
);
