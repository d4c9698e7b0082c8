// UK holiday-cottage sites on Umbraco with the CottageAvailabilitySurface surface controller.
// Wire shapes, their evidence and what this adapter reads: demo-sites/umbraco-cottage/SOURCES.md.
import { all, attr, checkoutFrom, defineAdapter, exact, pickCased, query, text } from '../capture';
import { registerProvider } from '../core/registry';
import { parseBoolean } from '../parse';

registerProvider(
  defineAdapter({
    slug: 'umbraco-cottage',
    label: 'Umbraco holiday-cottage site (CottageAvailabilitySurface)',
    family: 'site',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'GBP',
    paths: { search: '/our-cottages', property: ['/holidaycottages/:slug', '/self-catering/:slug'], conversion: '/booking-confirmation' },
    observe: { quote: { method: 'POST', url: /\/umbraco\/surface\/cottageavailabilitysurface\/calculatebookingpricefromapi/i } },
    map: {
      search: (s) => ({
        result_count: all('.cottage-card').length,
        checkin: s.param('arrival'),
        checkout: checkoutFrom(s.param('arrival'), s.param('nights'), null),
        guests_adults: exact(s.param('adults')),
        guests_children: exact(s.param('children')),
      }),
      property: () => ({ listing_id: attr('[data-property-id]', 'data-property-id'), listing_name: text('h1') }),
      quote: (s) => {
        const ok = parseBoolean(pickCased(s.json, 'HasPrice')) === true;
        const checkin = s.param('ArrivalDate');
        return {
          listing_id: s.param('PropertyId'),
          listing_name: text('h1'),
          checkin,
          checkout: s.param('DepartureDate') ?? checkoutFrom(checkin, s.param('Nights'), null),
          guests_adults: s.param('Adults'),
          guests_children: s.param('Children'),
          total: ok ? pickCased(s.json, 'Price') : null,
          error_message: ok ? null : pickCased(s.json, 'Message'),
          success: ok,
        };
      },
      conversion: () => ({ reservation_id: text('.booking-reference') ?? query(location.href, 'ref') }),
    },
    pathCases: {
      handles: {
        search: ['/our-cottages/?arrival=13/03/2027&nights=7'],
        property: ['/holidaycottages/swaledale-barn/', '/self-catering/rose-cottage'],
        conversion: ['/booking-confirmation/?ref=DCH-40871'],
      },
      ignores: ['/', '/holidaycottages/', '/holidaycottages/swaledale-barn/book/', '/umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI'],
    },
  }),
);
