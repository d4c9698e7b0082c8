// Bizcor sites: WordPress with Streamline's streamline-core plugin, whose widgets post Streamline's methods through
// admin-ajax (action streamlinecore-api-request, params = JSON { methodName, params }); read by the shared
// Streamline mapping (capture/streamline-api.ts). Search is Bizcor's own method,
// BizcorGetPropertyAvailabilityWithRatesWordPress. The reservation confirmation (/cabins/confirmation/) is a page:
// its number and dates come from the page, the rest from the stored last quote; without dates on the page (a
// confirmation opened without a reservation) there is no conversion (spec 5).
import { attr, defineAdapter, text } from '../capture';
import { pluginMethod, streamlineQuote, streamlineSearch } from '../capture/streamline-api';
import { registerProvider } from '../core/registry';
import { parseDate } from '../parse';

registerProvider(
  defineAdapter({
    slug: 'bizcor',
    label: 'Bizcor (WordPress + Streamline plugin)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-23',
    currency: 'USD',
    paths: { property: ['/cabins/:slug', '!/cabins/booking', '!/cabins/confirmation'], conversion: '/cabins/confirmation' },
    observe: {
      search: pluginMethod(/^BizcorGetPropertyAvailabilityWithRatesWordPress$/),
      quote: pluginMethod(/^(VerifyPropertyAvailability|GetPreReservationPrice)$/),
    },
    map: {
      search: (s) => streamlineSearch(s),
      property: () => ({ listing_id: attr('#bizcor-unit', 'data-unit-id'), listing_name: text('h1.cabin-name') }),
      quote: (s) => ({ ...streamlineQuote(s), listing_name: text('h1.cabin-name') }),
      conversion: () => {
        const c = { reservation_id: text('#conf-number'), listing_id: attr('#conf-cabin', 'data-unit-id'), checkin: parseDate(text('#conf-arrival'), 'mdy'), checkout: parseDate(text('#conf-departure'), 'mdy') };
        return c.checkin && c.checkout ? c : null;
      },
    },
    pathCases: {
      handles: { property: ['/cabins/bear-creek-lodge/?sd=10/16/2026&ed=10/20/2026'], conversion: ['/cabins/confirmation/?confirmation_id=30517'] },
      ignores: ['/search-cabins/?sd=10/16/2026', '/cabins/booking/?unit=512', '/cabins/'],
    },
  }),
);
