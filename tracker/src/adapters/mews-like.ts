// Mews Booking Engine (Distributor API, api/distributor/v1).
// Wire shapes, their evidence and what this adapter reads: demo-sites/mews-like/SOURCES.md.
import { addDays, attr, defineAdapter, exact, markHandled, pickCased, text, value, wasHandled } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

// the reservation number the create call converted, so the confirmation route that follows does not convert it again
const BOOKED = 'mews-like:booked';

/** the hotel's day of a UTC midnight: from noon UTC on, the next day (hotels east of Greenwich) */
const hotelDay = (utc: unknown) => (typeof utc == 'string' && /T(1[2-9]|2\d)/.test(utc) ? addDays(utc.slice(0, 10), 1) : utc);
const amountIn = (total: unknown, cur: unknown) => pickCased(pick(total, cur as string), 'GrossValue');

registerProvider(
  defineAdapter({
    slug: 'mews-like',
    label: 'Mews Booking Engine (Distributor API)',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    paths: { property: ['#/rooms/', '?mewsroom='], conversion: '#/confirmation?' },
    observe: {
      search: { method: 'POST', url: /\/hotels\/getAvailability/i },
      quote: { method: 'POST', url: /\/reservations\/getPricing/i },
      conversion: { method: 'POST', url: /\/reservationGroups\/create/i },
    },
    map: {
      search: (s) => ({
        result_count: pickCased(s.json, 'RoomCategoryAvailabilities', 'length'),
        checkin: hotelDay(pickCased(s.body, 'StartUtc')),
        checkout: hotelDay(pickCased(s.body, 'EndUtc')),
        guests_adults: exact(pickCased(s.body, 'AdultCount')),
        guests_children: exact(pickCased(s.body, 'ChildCount')),
      }),
      property: (s) => ({
        listing_id: attr('.room-category-name', 'data-category-id') ?? s.param('mewsRoom'),
        listing_name: text('.room-category-name'),
      }),
      quote: (s) => {
        const total = pickCased(s.json, 'OccupancyPrices', 0, 'Pricing', 0, 'Price', 'TotalAmount');
        const cur = value('#currency') || pickCased(s.body, 'CurrencyCodes', 0) || pickCased(s.body, 'CurrencyCode') || (total && typeof total == 'object' ? Object.keys(total)[0] : null);
        return {
          listing_id: pickCased(s.body, 'RoomCategoryId'),
          listing_name: text('.room-category-name'),
          checkin: hotelDay(pickCased(s.body, 'StartUtc')),
          checkout: hotelDay(pickCased(s.body, 'EndUtc')),
          guests_adults: pickCased(s.body, 'Occupancies', 0, 'AdultCount'),
          guests_children: pickCased(s.body, 'Occupancies', 0, 'ChildCount'),
          promo_code: pickCased(s.body, 'VoucherCode'),
          total: amountIn(total, cur),
          currency: cur,
          error_message: pickCased(s.json, 'Message'),
        };
      },
      conversion: {
        fromPage: (s) => (s.param('number') == null || wasHandled(BOOKED, s.param('number')) ? null : { reservation_id: s.param('number') }),
        fromCall: (s) => {
          const booked = pickCased(s.body, 'Reservations', 0);
          const number = pickCased(s.json, 'Reservations', 0, 'Number');
          markHandled(BOOKED, number);
          return {
            reservation_id: number ?? pickCased(s.json, 'Id'),
            listing_id: pickCased(booked, 'RoomCategoryId'),
            checkin: hotelDay(pickCased(booked, 'StartUtc')),
            checkout: hotelDay(pickCased(booked, 'EndUtc')),
            guests_adults: pickCased(booked, 'AdultCount'),
            guests_children: pickCased(booked, 'ChildCount'),
            promo_code: pickCased(booked, 'VoucherCode'),
            success: s.call!.status >= 200 && s.call!.status < 300 && !pickCased(s.json, 'Message'),
          };
        },
      },
    },
    pathCases: {
      handles: {
        property: ['/booking/#/rooms/3540c7d4-e128-41e2-81d8-ff4d196c595a?start=2026-10-09', '/stay/?mewsRoute=rooms&mewsRoom=3540c7d4-e128-41e2-81d8-ff4d196c595a&mewsStart=2026-10-09'],
        conversion: ['/booking/#/confirmation?number=30417'],
      },
      ignores: ['/booking/#/rooms?start=2026-10-09&end=2026-10-12', '/booking/#/checkout/3540c7d4-e128-41e2-81d8-ff4d196c595a', '/booking/', '/'],
    },
  }),
);
