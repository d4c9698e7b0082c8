import { priceCalendarSiteTests } from '../platforms/site-generic/price-calendar/testing.ts';

priceCalendarSiteTests({
  slug: 'site-generic-h',
  noun: 'villa', idParam: 'villa_id',
  listPage: '/property.php', areaParam: 'area', area: 'canggu',
  search: { bedrooms: 3, priceMin: 1000000, top: 2000000, capped: 1900000, ids: ['12', '15', '27'], cappedCount: 2 },
  detailPage: '/villa.php',
  stay: { id: 12, checkin: '2027-07-14', checkout: '2027-07-18', adults: 4, children: 1 },
  month: { month: '2027-07', days: 31, firstRate: 1500000 },
  refusedCheckout: '2027-07-16',
  nights: 4,
  surcharge: '3%',
  cardStay: { id: 15, checkin: '2027-08-02', checkout: '2027-08-07', adults: 2, children: 2 },
  onRequest: { id: 24, checkin: '2027-09-10', checkout: '2027-09-14', adults: 6, children: 0 },
  steps: { bankRate: 'batu-karang-book', openUnit: 'open-villa', openOnRequest: 'open-tebing' },
  urls: {
    bank: (ref) => `/booking-complete?ref=${ref}`,
    card: (ref) => `/payment-success?order_id=${ref}`,
    inquiry: (ref) => `/thanks?inquiry=${ref}`,
  },
  cardDetails: { card_number: '4811 1111 1111 1114', expiry: '09/29', cvv: '123' },
});
