// site-generic-m: Casas da Costa, a small independent beach-house rental agency on the Algarve coast of Portugal (Lagos, Carvoeiro,
// Tavira) on its own PHP site: /casas.php?resort=… lists a resort's chalets (a nightly price slider, 0 to 2,000
// EUR, whose ends mean "no limit"; bedrooms "n+"), /casa.php?id=… shows a chalet with its price calendar
// (/ajax/price_cal) and price (/ajax/priceDetails, again in the "Price details" window), /book.php prices the stay
// per payment method (POST /api/properties/room_rate) and takes the booking: a bank transfer ends on the booking's
// page /order/confirm?ref=AR-5120 (linking the guest portal /guest/reservation/?ref=), a card goes through /payment.php to /checkout-success. Chalets the owner confirms take an
// inquiry (/inquiry.php, then /done). Reported by the site-generic adapter, configured in
// recordings/site-generic-m/mapping.json. See README.md. The pages, calls and script are the site-generic platform's price-calendar site (platforms/site-generic/price-calendar/);
// this file gives Casas da Costa's words and paths (its pages say "chalet", its calls casa_id), data.ts its houses.
import { esc, get } from '../server/http.ts';
import { priceCalendarSite } from '../platforms/site-generic/price-calendar/site.ts';
import { AREAS, CARD_SURCHARGE, CHALETS, CLEANING, FIRST_BOOKING, FIRST_INQUIRY, PRICE_MAX, PRICE_STEP, TOURIST_TAX } from './data.ts';

export default priceCalendarSite({
  slug: 'site-generic-m',
  platform: 'independent PHP site: legacy pages (/casas.php?resort=, /casa.php?id=, /book.php) and a small JSON API (/ajax/price_cal, /ajax/priceDetails, /api/properties/room_rate)',
  brand: 'Casas da Costa',
  tagline: 'Beach houses in Lagos, Carvoeiro and Tavira',
  footer: 'Casas da Costa, Lda. · Rua da Porta de Portugal 41, 8600-657 Lagos, Portugal · +351 282 771 234',
  units: CHALETS, areas: AREAS, noun: 'chalet', idParam: 'casa_id', areaParam: 'resort', region: 'the Algarve',
  listPath: '/casas.php', unitPath: '/casa.php',
  currency: 'EUR', money: { symbol: '€', thousands: '.' },
  priceMax: PRICE_MAX, priceStep: PRICE_STEP, maxBedrooms: 6,
  charges: (_rent, nights, s) => [
    { label: 'Final cleaning', amount: CLEANING },
    { label: `Tourist tax (${s.adults} adults × ${nights} nights)`, amount: TOURIST_TAX * s.adults * nights },
  ],
  cardSurcharge: CARD_SURCHARGE,
  home: { title: 'Beach houses in the Algarve', heading: 'Beach houses on the Algarve', text: 'Family-run in Lagos since 1998: houses we know, a team on the coast all year.' },
  perks: '', priceNote: ', plus cleaning and tourist tax',
  phoneLabel: 'Phone', contact: 'call us on +351 282 771 234',
  script: { path: '/assets/js/costa.js', moneyFn: 'chf', thousandsQuote: '"', included: 'cleaning and tourist tax' },
  booking: { first: FIRST_BOOKING, prefix: 'AR-', bank: 'Millennium BCP (within 5 days)' },
  transfer: {
    path: '/order/confirm', thanks: 'Obrigado', headline: 'Your chalet is booked',
    note: (ref) => `Please transfer the total within 5 days to Millennium BCP, IBAN PT50 0033 0000 4535 7654 3210 5 (Casas da Costa, Lda.), with ${ref} as the reference; we confirm by e-mail once it arrives. </p><p><a id="manage-booking" href="/guest/reservation/?ref=${ref}">Manage your reservation</a>`,
  },
  // the guest portal, linked from the confirmation and the e-mail
  routes: ({ page, bookingOf, summary }) => [
    get('/guest/reservation/', (req) => {
      const b = bookingOf(req.query.get('ref'));
      if (!b) return null;
      return page({ title: 'Your reservation', main: `<div class="card"><h1>Your reservation</h1><p>Reservation <strong id="portal-reservation">${esc(b.ref)}</strong></p><p>${summary(b)}</p><p>Arrival from 16:00; key box code sent 3 days before arrival.</p></div>` });
    }),
  ],
  card: { path: '/checkout-success', param: 'res', headline: 'Payment received — your chalet is booked' },
  inquiry: { first: FIRST_INQUIRY, prefix: '', path: '/done', label: 'number', hours: 48 },
});
