// SuperControl (UK holiday-cottage booking system) sites.
// Wire shapes, their evidence and what this adapter reads: demo-sites/supercontrol/SOURCES.md.
import { attr, checkoutFrom, defineAdapter, exact, exists, firstParam, lineItems, type Source, text } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

// The site-side calls have no public source (SOURCES.md): read liberally, any method (a POST body or a GET query),
// the fields' usual spellings, the answer bare or wrapped in { data }.
const stay = (s: Source) => {
  const start = firstParam(s, 'startdate startDate arrival');
  return { checkin: start, checkout: firstParam(s, 'enddate endDate departure') ?? checkoutFrom(start, firstParam(s, 'numbernights numberNights nights')) };
};
const answer = (s: Source) => pick(s.json, 'data') ?? s.json;
const CALENDAR = '[data-calendar-key][data-calendar-property-id]';

registerProvider(
  defineAdapter({
    slug: 'supercontrol',
    label: 'SuperControl (holiday-cottage booking system)',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-12-02',
    currency: 'GBP',
    // a full quote repeating the quick price (same total, dates and lines; it adds the party and the schedule)
    sameQuote: ['total', 'checkin', 'checkout', 'line_items'],
    paths: { property: ['/cottages/:slug', () => exists(CALENDAR)], conversion: '/booking/confirmation' },
    observe: {
      search: [{ url: 'sc_calendar_post_v2.php' }, { url: '/supercontrol/filter' }],
      quote: [{ url: 'new_get_price' }, { url: 'fullpricequote.ashx' }],
      conversion: { method: 'GET', url: /\/v3\/cart\/summary\/[^/?#]+/i },
    },
    map: {
      search: (s) => ({
        ...stay(s),
        result_count: pick(answer(s), 'count'),
        guests_adults: exact(s.param('adults')),
        guests_children: exact(s.param('children')),
        amenities: pick(s.body, 'features'),
      }),
      property: () => ({
        listing_id: attr('#sc-price-widget', 'data-property-id') ?? attr(CALENDAR, 'data-calendar-property-id'),
        listing_name: text('h1.sc-property-name') ?? text('h1'),
      }),
      quote: (s) => {
        const j = answer(s);
        const price = pick(j, 'price') ?? j;
        return {
          ...stay(s),
          listing_id: firstParam(s, 'propertyID propertyId propertyid property_id'),
          listing_name: pick(j, 'propertyname') ?? pick(j, 'propertyName'),
          guests_adults: s.param('adults'),
          guests_children: s.param('children'),
          total: pick(price, 'total'),
          line_items: { Rent: pick(price, 'rent'), ...lineItems(pick(price, 'extras'), 'description', 'price') },
          payments: lineItems(pick(j, 'payments'), 'dueDate', 'amount'),
          error_message: pick(j, 'msg') ?? pick(j, 'message'),
        };
      },
      conversion: (s) => {
        if (s.call) {
          const d = s.json;
          const arrival = pick(d, 'bookingArrival');
          return {
            reservation_id: pick(d, 'ownerBookingId'),
            listing_id: pick(d, 'propertyId'),
            listing_name: pick(d, 'propertyName'),
            checkin: arrival,
            checkout: checkoutFrom(arrival, pick(d, 'bookingNights')),
            guests_adults: pick(d, 'bookingAdults'),
            guests_children: pick(d, 'bookingChildren'),
            total: pick(d, 'bookingTotal'),
            currency: pick(d, 'ownerCurrency'),
            promo_code: pick(d, 'voucherCode'),
            success: s.call.status == 200 && pick(d, 'ownerBookingId') != null,
          };
        }
        const o = pick(window, 'sc-summary-booking-info');
        if (!o) return null;
        return {
          reservation_id: pick(o, 'bookingRef'),
          listing_id: pick(o, 'propertyID'),
          listing_name: pick(o, 'propertyName'),
          checkin: pick(o, 'arrivalDate'),
          checkout: pick(o, 'departureDate'),
          guests_adults: pick(o, 'adults'),
          guests_children: pick(o, 'children'),
          total: pick(o, 'totalCost'),
          payments: lineItems(pick(o, 'payments'), 'dueDate', 'amount'),
        };
      },
    },
    pathCases: {
      handles: { property: ['/cottages/trevose-cottage/'], conversion: ['/booking/confirmation/?bookingref=204871'] },
      ignores: ['/availability/', '/cottages/', '/booking/'],
    },
  }),
);
