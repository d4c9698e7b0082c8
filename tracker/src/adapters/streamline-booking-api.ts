// streamline-booking-api: a headless site's Streamline booking API (api/rentals/public/streamline).
// Wire shapes, their evidence and what this adapter reads: demo-sites/streamline-booking-api/SOURCES.md.
import { attr, defineAdapter, exact, feeItems, type Fields, handleOnce, text } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick } from '../parse';

const API = '/api/rentals/public/streamline/';
const call = (path: string) => ({ method: 'POST', url: new RegExp(API.replace(/\//g, '\\/') + path + '\\/?(\\?|$)') });
const UNIT = '[data-view="unit"][data-unit-id]';
const DONE = '#booking-confirmation[data-res-number]';
const CONVERTED = 'streamline-booking-api:converted';
const mdy = (v: unknown) => parseDate(v, 'mdy');
const unitName = () => text('h1.unit-name') ?? text('main h1');
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v && typeof v == 'object' ? [v] : []);

registerProvider(
  defineAdapter({
    slug: 'streamline-booking-api',
    label: 'Streamline VRS booking API of a headless site (api/rentals/public/streamline)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-28',
    currency: 'USD',
    spa: true,
    paths: { property: '/rentals/:slug', conversion: '/book-now?step=book_now' },
    ready: { property: UNIT, conversion: DONE },
    observe: {
      search: call('booking\\/search'),
      quote: [call('booking\\/availability'), call('(booking\\/)?quote')],
      conversion: call('booking\\/book-now'),
    },
    map: {
      search: (s) => {
        const min = s.param('min_bedrooms_number');
        const beds = min ?? s.param('bedrooms_number');
        return {
          result_count: pick(s.json, 'data', 'available_properties', 'pagination', 'total_units') ?? (pick(s.json, 'status') ? 0 : null),
          checkin: mdy(s.param('startdate')),
          checkout: mdy(s.param('enddate')),
          guests_adults: exact(s.param('occupants')),
          guests_children: exact(s.param('occupants_small')),
          bedrooms: beds == null ? null : [beds, min != null ? 9999 : beds],
        };
      },
      property: () => ({ listing_id: attr(UNIT, 'data-unit-id'), listing_name: unitName() }),
      quote: (s) => {
        const d = pick(s.json, 'data');
        const error = pick(s.json, 'status', 'description');
        // an availability answer that says yes is not a quote: the price call follows
        if (!error && pick(d, 'total') == null) return null;
        const taxes = feeItems(list(pick(d, 'taxes_details')), 'priced');
        return {
          listing_id: s.param('unit_id'),
          listing_name: unitName() ?? pick(d, 'unit_name'),
          checkin: mdy(s.param('startdate')),
          checkout: mdy(s.param('enddate')),
          guests_adults: s.param('occupants'),
          guests_children: s.param('occupants_small'),
          total: pick(d, 'total'),
          currency: pick(d, 'currency'),
          line_items: error ? {} : { Rent: pick(d, 'price') as number, ...feeItems(list(pick(d, 'required_fees')), 'priced'), ...(Object.keys(taxes).length ? taxes : { Taxes: pick(d, 'taxes') as number }) },
          error_message: error,
        };
      },
      conversion: {
        // the confirmation step loaded or shown without the call (its data attributes); else already converted
        fromPage: (): Fields | null => {
          const id = attr(DONE, 'data-res-number');
          return handleOnce(CONVERTED, id)
            ? { reservation_id: id, listing_id: attr(DONE, 'data-unit-id'), listing_name: text(`${DONE} .unit-name`), checkin: mdy(attr(DONE, 'data-startdate')), checkout: mdy(attr(DONE, 'data-enddate')), guests_adults: attr(DONE, 'data-occupants'), guests_children: attr(DONE, 'data-occupants-small'), total: attr(DONE, 'data-total') }
            : null;
        },
        fromCall: (s): Fields | null => {
          const r = s.json;
          const id = pick(r, 'res_number');
          if (!id || pick(r, 'success') === false || !handleOnce(CONVERTED, id)) return null;
          const rate = pick(r, 'rate');
          return {
            reservation_id: id,
            listing_id: pick(r, 'unit_id') ?? s.param('unit_id'),
            listing_name: pick(r, 'name'),
            checkin: mdy(pick(r, 'startdate') ?? s.param('startdate')),
            checkout: mdy(pick(r, 'enddate') ?? s.param('enddate')),
            guests_adults: pick(r, 'occupants') ?? s.param('occupants'),
            guests_children: pick(r, 'occupants_small') ?? s.param('occupants_small'),
            total: pick(rate, 'total'),
            currency: pick(r, 'currency'),
            line_items: { Rent: pick(rate, 'base') as number, ...feeItems(list(pick(rate, 'fees')), 'priced'), Taxes: pick(rate, 'taxes') as number },
            success: true,
          };
        },
      },
    },
    pathCases: {
      handles: {
        property: ['/rentals/pelican-point-retreat?arrival=2027-03-14&departure=2027-03-19&adults=4&children=1'],
        conversion: ['/book-now?step=book_now&res_number=40917', '/book-now/?step=book_now'],
      },
      ignores: ['/', '/rentals', '/rentals/', '/book-now?unit_id=81204&step=details', '/book-now'],
    },
  }),
);
