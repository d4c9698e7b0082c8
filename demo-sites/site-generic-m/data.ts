// Casas da Costa: a small independent beach-house rental agency on the Algarve coast of Portugal (Lagos, Carvoeiro,
// Tavira) on its own PHP site: /casas.php?resort=… lists a resort's chalets, /casa.php?id=…, /book.php, and
// a small JSON API behind them (/ajax/price_cal, /ajax/priceDetails, /api/properties/room_rate). Everything the site
// shows and answers comes from this data; truth.json is written from it. euros (whole euros, shown
// €1.234), yyyy-mm-dd dates (HTML date inputs), English.
import type { Area, Rental } from '../platforms/site-generic/price-calendar/site.ts';

export const AREAS: Area[] = [
  { slug: 'lagos', name: 'Lagos' },
  { slug: 'carvoeiro', name: 'Carvoeiro' },
  { slug: 'tavira', name: 'Tavira' },
];

export const CHALETS: Rental[] = [
  { id: 31, name: 'Casa Ponta da Piedade', area: 'lagos', bedrooms: 4, sleeps: 8, nightly: 950, minNights: 4, instant: true, booked: [] },
  { id: 33, name: 'Casa Dona Ana', area: 'lagos', bedrooms: 5, sleeps: 10, nightly: 1400, minNights: 4, instant: true, booked: [] },
  { id: 35, name: 'Casa Meia Praia', area: 'lagos', bedrooms: 4, sleeps: 8, nightly: 1100, minNights: 3, instant: true, booked: ['2027-02-14', '2027-02-15'] },
  { id: 36, name: 'Casa Luz', area: 'lagos', bedrooms: 2, sleeps: 4, nightly: 480, minNights: 3, instant: true, booked: [] },
  { id: 41, name: 'Casa Algar Seco', area: 'carvoeiro', bedrooms: 4, sleeps: 8, nightly: 1600, minNights: 5, instant: true, booked: [] },
  { id: 44, name: 'Quinta do Ria Formosa', area: 'tavira', bedrooms: 5, sleeps: 10, nightly: 1250, minNights: 4, instant: false, booked: [] },
  { id: 37, name: 'Villa Porto de Mós', area: 'lagos', bedrooms: 6, sleeps: 12, nightly: 2600, minNights: 5, instant: true, booked: [] },
];

/** Final cleaning, once per stay (EUR). */
export const CLEANING = 350;
/** Tourist tax (taxe de séjour), EUR per adult per night; children are exempt. */
export const TOURIST_TAX = 5;
/** Paying by card adds 2% of the total (rounded to the euro); a bank transfer adds nothing. */
export const CARD_SURCHARGE = 0.02;

/** The nightly price slider: 0 to 2,000 EUR; its ends mean "no minimum" and "2,000+" (no maximum). */
export const PRICE_MAX = 2000;
export const PRICE_STEP = 100;

/** Bookings (AR-<n>, paid by bank transfer or card) and inquiries (<n>) start here. */
export const FIRST_BOOKING = 5120;
export const FIRST_INQUIRY = 771;
