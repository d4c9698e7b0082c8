// A direct-booking widget in a single-page booking app; its API (XHR, JSON) under /api/direct-booking-widget/:
//   GET search?checkIn&checkOut&adults&children -> { count, listings }; GET listing/{uuid} -> { listingUuid,
//   listingName, … } (the listing view: property); and the price, GET get-payout:
//   ?listingUuid&checkIn&checkOut&adults&children -> { listingUuid, listingName, listingCurrency,
//   reservationDateCheckIn, reservationDateCheckOut, reservationGuests: { adults, children }, breakdown: {
//   priceBase, priceFees, customFees, priceTaxes: [{ feeType, amount }] }, payment: [{ dueDate, amount }] }.
//   No total is sent: it is the sum of the breakdown. A refusal is 400 { detail: "…" } (the request then says
//   what was asked). The app's /booking-confirmation/?reservation=… view (pushState) converts with the stored
//   last quote.
import { amounts, defineAdapter } from '../capture';
import { lineItems, totalOf } from '../capture/line-items';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const API = '/api/direct-booking-widget/';

registerProvider(
  defineAdapter({
    slug: 'payout-widget',
    label: 'Direct-booking widget (get-payout API)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion'],
    lastChecked: '2026-11-23',
    spa: true,
    paths: { conversion: '/booking-confirmation' },
    observe: {
      search: { method: 'GET', url: API + 'search' },
      property: { method: 'GET', url: API + 'listing/' },
      quote: { method: 'GET', url: API + 'get-payout' },
    },
    map: {
      search: (s) => ({
        result_count: pick(s.json, 'count'),
        checkin: s.param('checkIn'),
        checkout: s.param('checkOut'),
        guests_adults: [s.param('adults'), s.param('adults')],
        guests_children: [s.param('children'), s.param('children')],
      }),
      property: (s) => ({ listing_id: pick(s.json, 'listingUuid'), listing_name: pick(s.json, 'listingName') }),
      quote: (s) => {
        const j = s.json;
        const b = pick(j, 'breakdown');
        const fees = ([] as unknown[]).concat(pick(b, 'priceFees'), pick(b, 'customFees'), pick(b, 'priceTaxes'));
        const line_items = { ...amounts({ Rent: pick(b, 'priceBase') }), ...lineItems(fees, 'feeType', 'amount') };
        return {
          listing_id: pick(j, 'listingUuid') ?? s.param('listingUuid'),
          listing_name: pick(j, 'listingName'),
          checkin: pick(j, 'reservationDateCheckIn') ?? s.param('checkIn'),
          checkout: pick(j, 'reservationDateCheckOut') ?? s.param('checkOut'),
          guests_adults: pick(j, 'reservationGuests', 'adults') ?? s.param('adults'),
          guests_children: pick(j, 'reservationGuests', 'children') ?? s.param('children'),
          total: totalOf(line_items),
          currency: pick(j, 'listingCurrency'),
          line_items,
          payments: lineItems(pick(j, 'payment'), 'dueDate', 'amount'),
          error_message: pick(j, 'detail'),
        };
      },
      conversion: (s) => ({ reservation_id: s.param('reservation') }),
    },
    pathCases: {
      handles: { conversion: ['/booking-confirmation/?reservation=DBW-30417'] },
      ignores: ['/', '/listings/8f2c/', '/checkout/'],
    },
  }),
);
