// Mews-style booking engines: a hash-routed widget on the Distributor (Booking Engine) API, whose client sends
// and reads camelCase JSON. Observed:
//   POST …/distributor/v1/hotels/getAvailability { hotelId, startUtc, endUtc, adultCount, childCount }
//     -> { roomCategoryAvailabilities: [{ roomCategoryId, availableRoomCount, … }] } (unavailable categories are left
//     out): the search, one result per free category
//   POST …/distributor/v1/reservations/getPricing { hotelId, roomCategoryId, startUtc, endUtc,
//        occupancies: [{ adultCount, childCount }], currencyCodes }
//     -> { occupancyPrices: [{ adultCount, childCount, pricing: [{ rateId, price: { totalAmount: { <ISO code>:
//        { grossValue, netValue, taxValues } } } }] }] }   (a multi-currency amount, one entry per currency code)
//     or an error answer { message } with a 4xx status
// One call prices one room category: one quote per category (the category is the listing), its total in the
// currency the page shows (the widget's currency picker; else the first code asked for). Times are UTC midnights
// of the hotel's days. A category's route (#/rooms/<id>) is its page; the confirmation route
// (#/confirmation?number=…) names the reservation, and the conversion carries the stored last quote.
import { attr, defineAdapter, text, value } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

registerProvider(
  defineAdapter({
    slug: 'mews-like',
    label: 'Mews-style booking engine (Distributor API)',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-23',
    paths: { property: '#/rooms/', conversion: '#/confirmation?' },
    observe: { search: { method: 'POST', url: '/hotels/getAvailability' }, quote: { method: 'POST', url: '/reservations/getPricing' } },
    map: {
      search: (s) => ({
        result_count: pick(s.json, 'roomCategoryAvailabilities', 'length'),
        checkin: pick(s.body, 'startUtc'),
        checkout: pick(s.body, 'endUtc'),
        guests_adults: [pick(s.body, 'adultCount'), pick(s.body, 'adultCount')],
        guests_children: [pick(s.body, 'childCount'), pick(s.body, 'childCount')],
      }),
      property: () => ({ listing_id: attr('.room-category-name', 'data-category-id'), listing_name: text('.room-category-name') }),
      quote: (s) => {
        const cur = value('#currency') || pick(s.body, 'currencyCodes', 0);
        return {
          listing_id: pick(s.body, 'roomCategoryId'),
          listing_name: text('.room-category-name'),
          checkin: pick(s.body, 'startUtc'),
          checkout: pick(s.body, 'endUtc'),
          guests_adults: pick(s.body, 'occupancies', 0, 'adultCount'),
          guests_children: pick(s.body, 'occupancies', 0, 'childCount'),
          total: pick(s.json, 'occupancyPrices', 0, 'pricing', 0, 'price', 'totalAmount', cur as string, 'grossValue'),
          currency: cur,
          error_message: pick(s.json, 'message'),
        };
      },
      conversion: (s) => ({ reservation_id: s.param('number') }),
    },
    pathCases: {
      handles: { property: ['/booking/#/rooms/3540c7d4-e128-41e2-81d8-ff4d196c595a?start=2026-10-09'], conversion: ['/booking/#/confirmation?number=30417'] },
      ignores: ['/booking/#/rooms?start=2026-10-09&end=2026-10-12', '/booking/#/checkout/3540c7d4-e128-41e2-81d8-ff4d196c595a', '/booking/', '/'],
    },
  }),
);
