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
import { attr, defineAdapter, feeItems, scrapeReservation, text, type Source, type Watch } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick } from '../parse';

const api = (path: string): Watch => ({ method: 'POST', url: '/streamline/' + path });
/** a stay field: the call's params.<name>, or the page query's <short> */
const p = (s: Source, name: string, short?: string) => (s.call ? pick(s.body, 'params', name) : s.param(short as string));
const NAME = 'h1.unit-name';

registerProvider(
  defineAdapter({
    slug: 'streamline',
    label: 'Streamline VRS (streamline-core booking API)',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-23',
    currency: 'USD',
    // spec 5: only "0" bedrooms is unset; an "at least n" filter is [n, 9999] (spec 9's default maximum)
    bounds: { bedrooms: [0, 0] },
    paths: { search: '/search-results/', property: '/vacation-rentals/:slug', conversion: '/booking-confirmation/' },
    observe: { search: api('booking/search'), quote: [api('booking/availability'), api('quote')] },
    ready: { search: '#search-results .unit-card', conversion: '#confirmation-number' },
    map: {
      search: (s) => {
        const adults = p(s, 'occupants', 'oc');
        const children = p(s, 'occupants_small', 'os');
        return {
          result_count: s.call ? pick(s.json, 'data', 'available_properties', 'pagination', 'total_units') : text('#search-count'),
          checkin: parseDate(p(s, 'startdate', 'sd'), 'mdy'),
          checkout: parseDate(p(s, 'enddate', 'ed'), 'mdy'),
          guests_adults: [adults, adults],
          guests_children: [children, children],
          bedrooms: [p(s, 'bedrooms_number', 'beds'), 9999],
        };
      },
      property: () => ({ listing_id: attr('#resortpro-book-unit', 'data-unit-id'), listing_name: text(NAME) }),
      quote: (s) => {
        const d = pick(s.json, 'data');
        return {
          listing_id: p(s, 'unit_id'),
          listing_name: text(NAME),
          checkin: parseDate(p(s, 'startdate'), 'mdy'),
          checkout: parseDate(p(s, 'enddate'), 'mdy'),
          guests_adults: p(s, 'occupants'),
          guests_children: p(s, 'occupants_small'),
          total: pick(d, 'total'),
          line_items: { Rent: pick(d, 'price'), ...feeItems(pick(d, 'required_fees'), 'priced'), ...feeItems(pick(d, 'taxes_details'), 'priced') },
          error_message: pick(s.json, 'status', 'description'),
        };
      },
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
