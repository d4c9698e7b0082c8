import { priceCalendarSiteTests } from '../platforms/site-generic/price-calendar/testing.ts';

// Casas da Costa's pages say "chalet" (.chalet, h1.chalet-name, data-chalet); its calls and forms casa_id.
priceCalendarSiteTests({
  slug: 'site-generic-m',
  noun: 'chalet', idParam: 'casa_id',
  listPage: '/casas.php', areaParam: 'resort', area: 'lagos',
  search: { bedrooms: 4, priceMin: 900, top: 2000, capped: 1900, ids: ['31', '33', '37'], cappedCount: 2 },
  detailPage: '/casa.php',
  stay: { id: 31, checkin: '2027-02-13', checkout: '2027-02-20', adults: 6, children: 2 },
  month: { month: '2027-02', days: 28, firstRate: 950 },
  refusedCheckout: '2027-02-16',
  nights: 7,
  surcharge: '2%',
  cardStay: { id: 33, checkin: '2027-03-06', checkout: '2027-03-13', adults: 4, children: 2 },
  onRequest: { id: 44, checkin: '2027-01-02', checkout: '2027-01-08', adults: 8, children: 0 },
  steps: { bankRate: 'attelas-book', openUnit: 'open-chalet', openOnRequest: 'open-eiger' },
  urls: {
    bank: (ref) => `/order/confirm?ref=${ref}`,
    card: (ref) => `/checkout-success?res=${ref}`,
    inquiry: (ref) => `/done?inquiry=${ref}`,
  },
  // the guest portal, linked from the confirmation
  bankPages: [{ url: (ref) => `/guest/reservation/?ref=${ref}`, selector: '#portal-reservation' }],
});
