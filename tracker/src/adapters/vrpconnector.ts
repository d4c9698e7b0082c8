// VRPConnector (Gueststream's WordPress plugin on Escapia, Barefoot, ISILink… data).
// Wire shapes, their evidence and what this adapter reads: demo-sites/vrpconnector/SOURCES.md.
import { all, atLeast, attr, dateParam, defineAdapter, exact, exists, firstParam, lineItems, text } from '../capture';
import { registerProvider } from '../core/registry';
import { cleanText, pick } from '../parse';

const UNIT = '#unit-data[data-unit-id]';
const vrpjax = (act: string) => ({ url: 'vrpjax', test: (url: string) => new URL(url).searchParams.get('act') == act });
const unitName = () => text('.unit-name');

registerProvider(
  defineAdapter({
    slug: 'vrpconnector', label: 'VRPConnector (Gueststream WordPress plugin)',
    family: 'site-ajax', sends: ['search', 'property', 'quote', 'conversion', 'page_upload'], lastChecked: '2026-11-25', currency: 'USD',
    paths: {
      search: '/vrp/search/results',
      property: ['/vrp/unit/:slug', () => exists(UNIT)],
      conversion: '/vrp/book/confirm',
    },
    observe: { quote: vrpjax('checkavailability') },
    map: {
      search: (s) => ({
        result_count: all('#vrpresults .vrp-item').length,
        checkin: dateParam(s, 'search[arrival]', 'mdy'), checkout: dateParam(s, 'search[departure] search[depart]', 'mdy'),
        guests_adults: exact(s.param('search[Adults]')), guests_children: exact(s.param('search[Children]')),
        bedrooms: atLeast(s.param('search[bedrooms]')), bathrooms: atLeast(s.param('search[bathrooms]')),
        property_types: s.param('search[Type]'),
      }),
      property: () => ({ listing_id: attr(UNIT, 'data-unit-id'), listing_name: unitName() }),
      quote: (s) => {
        const d = s.json;
        const error = pick(d, 'Error') as string | null;
        return {
          listing_id: s.param('obj[PropID]'), listing_name: pick(d, 'Name') ?? unitName(),
          checkin: dateParam(s, 'obj[Arrival]', 'mdy'), checkout: dateParam(s, 'obj[Departure]', 'mdy'),
          guests_adults: firstParam(s, 'obj[Adults] search[Adults]'), guests_children: firstParam(s, 'obj[Children] search[Children]'),
          promo_code: firstParam(s, 'obj[PromoCode] obj[strPromotionCode]'), // themes differ
          total: error ? null : pick(d, 'TotalCost'),
          line_items: error ? {} : { ...lineItems(pick(d, 'Charges'), 'Description', 'Amount'), Tax: pick(d, 'TotalTax') },
          error_message: error || null,
        };
      },
      // confirm.php: "<b>Reservation Confirmation Number:</b> 58210<br>" in .padit, the stay in the URL step3's form
      // posts to; guests and total come from the last quote (the page shows neither)
      conversion: (s) => {
        const label = all('.padit b').filter((b) => /number/i.test(b.textContent || ''))[0];
        const number = label && label.nextSibling && cleanText(label.nextSibling.textContent);
        return number ? { reservation_id: number, listing_id: s.param('obj[PropID]'), checkin: dateParam(s, 'obj[Arrival]', 'mdy'), checkout: dateParam(s, 'obj[Departure]', 'mdy') } : null;
      },
    },
    pathCases: {
      handles: {
        search: ['/vrp/search/results/?search%5Barrival%5D=12%2F05%2F2026&search%5Bdeparture%5D=12%2F12%2F2026&search%5BAdults%5D=4'],
        property: ['/vrp/unit/seagrove-sunrise-1204-3'],
        conversion: ['/vrp/book/confirm/?obj[Arrival]=12/05/2026&obj[Departure]=12/12/2026&obj[PropID]=1204'],
      },
      ignores: ['/', '/vrp/book/step3/?obj%5BPropID%5D=1204', '/vrp/favorites/show', '/about-us/'],
    },
  }),
);
