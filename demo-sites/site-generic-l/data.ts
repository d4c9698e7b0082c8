// Chalets Alpenrose: a small independent ski-chalet rental company in the Swiss Alps (Verbier, Zermatt,
// Grindelwald) on its own PHP site: /chalets.php?resort=… lists a resort's chalets, /chalet.php?id=…, /book.php, and
// a small JSON API behind them (/ajax/price_cal, /ajax/priceDetails, /api/properties/room_rate). Everything the site
// shows and answers comes from this data; truth.json is written from it. Swiss francs (whole francs, shown
// CHF 1'234), yyyy-mm-dd dates (HTML date inputs), English.
import type { Area, Rental } from '../platforms/site-generic/price-calendar/site.ts';

export const AREAS: Area[] = [
  { slug: 'verbier', name: 'Verbier' },
  { slug: 'zermatt', name: 'Zermatt' },
  { slug: 'grindelwald', name: 'Grindelwald' },
];

export const CHALETS: Rental[] = [
  { id: 31, name: 'Chalet Edelweiss', area: 'verbier', bedrooms: 4, sleeps: 8, nightly: 950, minNights: 4, instant: true, booked: [] },
  { id: 33, name: 'Chalet Les Attelas', area: 'verbier', bedrooms: 5, sleeps: 10, nightly: 1400, minNights: 4, instant: true, booked: [] },
  { id: 35, name: 'Chalet Bruson', area: 'verbier', bedrooms: 4, sleeps: 8, nightly: 1100, minNights: 3, instant: true, booked: ['2027-02-14', '2027-02-15'] },
  { id: 36, name: 'Chalet Petit Savoleyres', area: 'verbier', bedrooms: 2, sleeps: 4, nightly: 480, minNights: 3, instant: true, booked: [] },
  { id: 41, name: 'Chalet Matterhornblick', area: 'zermatt', bedrooms: 4, sleeps: 8, nightly: 1600, minNights: 5, instant: true, booked: [] },
  { id: 44, name: 'Chalet Eiger Nordwand', area: 'grindelwald', bedrooms: 5, sleeps: 10, nightly: 1250, minNights: 4, instant: false, booked: [] },
  { id: 37, name: 'Chalet Mont-Fort Lodge', area: 'verbier', bedrooms: 6, sleeps: 12, nightly: 2600, minNights: 5, instant: true, booked: [] },
];

/** Final cleaning, once per stay (CHF). */
export const CLEANING = 350;
/** Tourist tax (taxe de séjour), CHF per adult per night; children are exempt. */
export const TOURIST_TAX = 5;
/** Paying by card adds 2% of the total (rounded to the franc); a bank transfer adds nothing. */
export const CARD_SURCHARGE = 0.02;

/** The nightly price slider: 0 to 2,000 CHF; its ends mean "no minimum" and "2,000+" (no maximum). */
export const PRICE_MAX = 2000;
export const PRICE_STEP = 100;

/** Bookings (AR-<n>, paid by bank transfer or card) and inquiries (<n>) start here. */
export const FIRST_BOOKING = 5120;
export const FIRST_INQUIRY = 771;
