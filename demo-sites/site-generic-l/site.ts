// site-generic-l: Chalets Alpenrose, a small independent ski-chalet rental company in the Swiss Alps (Verbier, Zermatt,
// Grindelwald) on its own PHP site: /chalets.php?resort=… lists a resort's chalets (a nightly price slider, 0 to 2,000
// CHF, whose ends mean "no limit"; bedrooms "n+"), /chalet.php?id=… shows a chalet with its price calendar
// (/ajax/price_cal) and price (/ajax/priceDetails, again in the "Price details" window), /book.php prices the stay
// per payment method (POST /api/properties/room_rate) and takes the booking: a bank transfer ends on the booking's
// page /booking/AR-5120, a card goes through /payment.php to /book-now-confirm. Chalets the owner confirms take an
// inquiry (/inquiry.php, then /new_thankyoupage). Reported by the site-generic adapter, configured in
// recordings/site-generic-l/mapping.json. See README.md. The pages, calls and script are the site-generic platform's price-calendar site (platforms/site-generic/price-calendar/);
// this file gives Alpenrose's words and paths, data.ts its chalets and charges.
import { get } from '../server/http.ts';
import { priceCalendarSite } from '../platforms/site-generic/price-calendar/site.ts';
import { AREAS, CARD_SURCHARGE, CHALETS, CLEANING, FIRST_BOOKING, FIRST_INQUIRY, PRICE_MAX, PRICE_STEP, TOURIST_TAX } from './data.ts';

export default priceCalendarSite({
  slug: 'site-generic-l',
  platform: 'independent PHP site: legacy pages (/chalets.php?resort=, /chalet.php?id=, /book.php) and a small JSON API (/ajax/price_cal, /ajax/priceDetails, /api/properties/room_rate)',
  brand: 'Chalets Alpenrose',
  tagline: 'Ski chalets in Verbier, Zermatt and Grindelwald',
  footer: 'Chalets Alpenrose Sàrl · Route de Verbier-Station 41, 1936 Verbier, Switzerland · +41 27 771 23 45',
  units: CHALETS, areas: AREAS, noun: 'chalet', idParam: 'chalet_id', areaParam: 'resort', region: 'the Alps',
  listPath: '/chalets.php', unitPath: '/chalet.php',
  currency: 'CHF', money: { symbol: 'CHF ', thousands: "'" },
  priceMax: PRICE_MAX, priceStep: PRICE_STEP, maxBedrooms: 6,
  charges: (_rent, nights, s) => [
    { label: 'Final cleaning', amount: CLEANING },
    { label: `Tourist tax (${s.adults} adults × ${nights} nights)`, amount: TOURIST_TAX * s.adults * nights },
  ],
  cardSurcharge: CARD_SURCHARGE,
  home: { title: 'Ski chalets in Switzerland', heading: 'Ski chalets in the Swiss Alps', text: 'Family-run in Verbier since 1998: chalets we know, a team in the resort all season.' },
  perks: '', priceNote: ', plus cleaning and tourist tax',
  phoneLabel: 'Phone', contact: 'call us on +41 27 771 23 45',
  script: { path: '/assets/js/alpenrose.js', moneyFn: 'chf', included: 'cleaning and tourist tax' },
  booking: { first: FIRST_BOOKING, prefix: 'AR-', bank: 'UBS (within 5 days)' },
  // the booking's page: /booking/AR-5120 after the booking, /booking/?ref=AR-5120 from the confirmation e-mail
  transfer: {
    path: '/booking/', redirect: (ref) => `/booking/${ref}`, thanks: 'Merci', headline: 'Your chalet is booked',
    note: (ref) => `Please transfer the total within 5 days to UBS Switzerland, IBAN CH93 0027 3123 4567 8901 2 (Chalets Alpenrose Sàrl), with ${ref} as the reference; we confirm by e-mail once it arrives. This page stays at this address: bookmark it.`,
  },
  routes: ({ transferPage, bookingOf }) => [get('/booking/:ref', (_req, { ref }) => transferPage(bookingOf(ref)))],
  card: { path: '/book-now-confirm', param: 'res', headline: 'Payment received — your chalet is booked' },
  inquiry: { first: FIRST_INQUIRY, prefix: '', path: '/new_thankyoupage', label: 'number', hours: 48 },
});
