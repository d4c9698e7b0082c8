// UK holiday-cottage sites on Umbraco with the CottageAvailabilitySurface surface controller (product not
// identified; no public source: demo-sites/umbraco-cottage/SOURCES.md). The spec gives the price call and its
// answer; the rest is assumed along Umbraco / ASP.NET MVC conventions:
// - POST /umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI, form fields PropertyId,
//   ArrivalDate (dd/mm/yyyy) with Nights or DepartureDate, Adults, Children -> { Price, HasPrice, Message }
//   (PascalCase from ASP.NET MVC 5, camelCase from ASP.NET Core's serializer: both read); Message is the
//   refusal when HasPrice is false (spec 8).
// - Cottage pages /holidaycottages/<slug>/ and /self-catering/<slug>/ (the spec's), the calculator's
//   data-property-id; search /our-cottages/?arrival&nights&adults&children; /booking-confirmation/ with the
//   booking reference, completed from the last quote.
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
