// A direct-booking widget's get-payout and book calls (iGMS Direct Booking, most likely) on an owner's site.
// Wire shapes, their evidence and what this adapter reads: demo-sites/payout-widget/SOURCES.md.
import { amounts, attr, defineAdapter, exact, exists, lineItems, recall, remember, text, totalOf } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const WIDGET = '.igms-direct-booking-widget[data-listing-id]';
/** the answer inside iGMS's { data } envelope, or the bare answer */
const body = (json: unknown) => pick(json, 'data') ?? json;
/** reservation codes this tab converted from a booking answer */
const BOOKED = 'payout-widget:booked';

registerProvider(
  defineAdapter({
    slug: 'payout-widget',
    label: 'iGMS Direct Booking widget (get-payout API)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-12-02',
    spa: true,
    paths: { property: () => exists(WIDGET), conversion: '/booking-confirmation' },
    observe: {
      // no public copy of the widget: any method (a GET query or a POST body), wrapped or bare answers
      search: { url: /\/api\/direct-booking(-widget)?\/search(\?|$)/ },
      property: { method: 'GET', url: /\/api\/direct-booking(-widget)?\/listing\/[^/?#]+/ },
      quote: { url: /\/api\/direct-booking(-widget)?\/get-payout/ },
      conversion: { method: 'POST', url: /\/api\/direct-booking(-widget)?\/(book|create-reservation|reservation)(\?|\/|$)/ },
    },
    map: {
      search: (s) => ({
        result_count: pick(body(s.json), 'count'),
        checkin: s.param('checkIn'),
        checkout: s.param('checkOut'),
        guests_adults: exact(s.param('adults')),
        guests_children: exact(s.param('children')),
      }),
      property: (s) =>
        s.call
          ? { listing_id: pick(body(s.json), 'listingUuid'), listing_name: pick(body(s.json), 'listingName') }
          : { listing_id: attr(WIDGET, 'data-listing-id'), listing_name: text('h1') },
      quote: (s) => {
        const j = body(s.json);
        const b = pick(j, 'breakdown');
        const fees = ([] as unknown[]).concat(pick(b, 'priceFees'), pick(b, 'customFees'), pick(b, 'priceTaxes'));
        const line_items = { ...amounts({ Rent: pick(b, 'priceBase') }), ...lineItems(fees, 'feeType', 'amount') };
        return {
          listing_id: pick(j, 'listingUuid') ?? s.param('listingUuid') ?? attr(WIDGET, 'data-listing-id'),
          listing_name: pick(j, 'listingName'),
          checkin: pick(j, 'reservationDateCheckIn') ?? s.param('checkIn'),
          checkout: pick(j, 'reservationDateCheckOut') ?? s.param('checkOut'),
          guests_adults: pick(j, 'reservationGuests', 'adults') ?? s.param('adults'),
          guests_children: pick(j, 'reservationGuests', 'children') ?? s.param('children'),
          total: totalOf(line_items),
          currency: pick(j, 'listingCurrency'),
          line_items,
          payments: lineItems(pick(j, 'payment'), 'dueDate', 'amount'),
          error_message: pick(s.json, 'error', 'message') ?? pick(s.json, 'errors', 0, 'message') ?? pick(j, 'detail') ?? pick(j, 'message'),
        };
      },
      conversion: {
        fromPage: (s) => (recall(BOOKED, s.param('reservation')) ? null : { reservation_id: s.param('reservation') }),
        fromCall: (s) => {
          const code = pick(body(s.json), 'reservation_code') ?? pick(body(s.json), 'reservationCode');
          const success = !pick(s.json, 'error');
          if (success) remember(BOOKED, code, {});
          return { reservation_id: code, success };
        },
      },
    },
    pathCases: {
      handles: { conversion: ['/booking-confirmation/?reservation=DBW-30417'] },
      ignores: ['/checkout/', '/booking/'],
    },
  }),
);
