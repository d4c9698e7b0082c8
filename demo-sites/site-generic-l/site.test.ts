import { priceCalendarSiteTests } from '../platforms/site-generic/price-calendar/testing.ts';

priceCalendarSiteTests({
  slug: 'site-generic-l',
  noun: 'chalet', idParam: 'chalet_id',
  listPage: '/chalets.php', areaParam: 'resort', area: 'verbier',
  search: { bedrooms: 4, priceMin: 900, top: 2000, capped: 1900, ids: ['31', '33', '37'], cappedCount: 2 },
  detailPage: '/chalet.php',
  stay: { id: 31, checkin: '2027-02-13', checkout: '2027-02-20', adults: 6, children: 2 },
  month: { month: '2027-02', days: 28, firstRate: 950 },
  refusedCheckout: '2027-02-16',
  nights: 7,
  surcharge: '2%',
  cardStay: { id: 33, checkin: '2027-03-06', checkout: '2027-03-13', adults: 4, children: 2 },
  onRequest: { id: 44, checkin: '2027-01-02', checkout: '2027-01-08', adults: 8, children: 0 },
  steps: { bankRate: 'attelas-book', openUnit: 'open-chalet', openOnRequest: 'open-eiger' },
  urls: {
    bank: (ref) => `/booking/${ref}`,
    card: (ref) => `/book-now-confirm?res=${ref}`,
    inquiry: (ref) => `/new_thankyoupage?inquiry=${ref}`,
  },
  // the booking's page also answers at the address in the confirmation e-mail
  bankPages: [{ url: (ref) => `/booking/?ref=${ref}`, selector: '#booking-ref' }],
});
