// site-generic-h: Rumah Sawah Villas, a small independent villa-rental agency in Bali (Canggu, Ubud, Uluwatu) on
// its own PHP site: /property.php?area=… lists an area's villas (a nightly price slider, 0 to 2,000,000 IDR, whose
// ends mean "no limit"), /villa.php?id=… shows a villa with its price calendar (/ajax/price_cal) and price
// (/ajax/priceDetails, again in the "Price details" window), /book.php prices the stay per payment method
// (POST /api/properties/room_rate) and takes the booking: a bank transfer ends on /booking-complete (BCA
// details), a card goes through /payment.php to /payment-success. Villas the owner confirms take an inquiry
// (/inquiry.php, then /thanks). Reported by the site-generic adapter, configured in
// recordings/site-generic-h/mapping.json. See README.md. The pages, calls and script are the site-generic platform's price-calendar site (platforms/site-generic/price-calendar/);
// this file gives Rumah Sawah's words and paths, data.ts its villas and charges.
import { priceCalendarSite } from '../platforms/site-generic/price-calendar/site.ts';
import { AREAS, CARD_SURCHARGE, FIRST_BOOKING, FIRST_INQUIRY, PRICE_MAX, PRICE_STEP, SERVICE, TAX, VILLAS } from './data.ts';

export default priceCalendarSite({
  slug: 'site-generic-h',
  platform: 'independent PHP site: legacy pages (/property.php?area=, /villa.php?id=, /book.php) and a CodeIgniter-style API (/ajax/price_cal, /ajax/priceDetails, /api/properties/room_rate)',
  brand: 'Rumah Sawah Villas',
  tagline: 'Private pool villas in Canggu, Ubud and Uluwatu — Bali',
  footer: 'Rumah Sawah Villas · Jl. Pantai Berawa No. 18, Canggu, Bali 80361 · WhatsApp +62 812-3456-7890',
  units: VILLAS, areas: AREAS, noun: 'villa', idParam: 'villa_id', areaParam: 'area', region: 'Bali',
  listPath: '/property.php', unitPath: '/villa.php',
  currency: 'IDR', money: { symbol: 'Rp ', thousands: '.' },
  priceMax: PRICE_MAX, priceStep: PRICE_STEP, maxBedrooms: 4,
  charges: (rent) => [
    { label: 'Service charge 11%', amount: Math.round(rent * SERVICE) },
    { label: 'Government tax 10%', amount: Math.round(rent * TAX) },
  ],
  cardSurcharge: CARD_SURCHARGE,
  home: { title: 'Bali villas', heading: 'Private pool villas in Bali', text: 'Hand-picked villas, local team in Canggu since 2014.' },
  perks: ' · private pool', priceNote: ' ++21%',
  phoneLabel: 'WhatsApp', contact: 'contact us on WhatsApp',
  script: { path: '/assets/js/rumahsawah.js', moneyFn: 'idr', calendarInThousands: true, included: 'service and tax', olderAjax: true },
  booking: { first: FIRST_BOOKING, prefix: 'BV-', bank: 'BCA (within 24 hours)' },
  transfer: {
    path: '/booking-complete', thanks: 'Terima kasih', headline: 'Your booking is complete',
    note: (ref) => `Please transfer the total within 24 hours to BCA account 123-456-7890 (PT Rumah Sawah Bali), with ${ref} as the transfer note; we confirm by e-mail once it arrives.`,
  },
  card: { path: '/payment-success', param: 'order_id', headline: 'Payment successful — your villa is booked' },
  inquiry: { first: FIRST_INQUIRY, prefix: 'INQ-', path: '/thanks', label: 'reference', hours: 24 },
});
