// Rumah Sawah Villas: a small independent villa-rental agency in Bali (Canggu, Ubud, Uluwatu) on its own PHP site:
// legacy pages (/property.php?area=… lists the villas of an area, /villa.php?id=…, /book.php) and a small
// CodeIgniter-style API behind them (/ajax/price_cal, /ajax/priceDetails, /api/properties/room_rate). Everything
// the site shows and answers comes from this data; truth.json is written from it. Indonesian rupiah (no decimals),
// yyyy-mm-dd dates (HTML date inputs), English.
import type { Area, Rental } from '../platforms/site-generic/price-calendar/site.ts';

export const AREAS: Area[] = [
  { slug: 'canggu', name: 'Canggu' },
  { slug: 'ubud', name: 'Ubud' },
  { slug: 'uluwatu', name: 'Uluwatu' },
];

export const VILLAS: Rental[] = [
  { id: 12, name: 'Villa Sawah Indah', area: 'canggu', bedrooms: 3, sleeps: 6, nightly: 1500000, minNights: 3, instant: true, booked: [] },
  { id: 15, name: 'Villa Batu Karang', area: 'canggu', bedrooms: 4, sleeps: 8, nightly: 1900000, minNights: 3, instant: true, booked: [] },
  { id: 17, name: 'Villa Melati', area: 'canggu', bedrooms: 3, sleeps: 6, nightly: 1700000, minNights: 2, instant: true, booked: ['2027-07-15', '2027-07-16'] },
  { id: 18, name: 'Villa Kecil Berawa', area: 'canggu', bedrooms: 2, sleeps: 4, nightly: 950000, minNights: 2, instant: true, booked: [] },
  { id: 21, name: 'Villa Pandan Ubud', area: 'ubud', bedrooms: 3, sleeps: 6, nightly: 1250000, minNights: 2, instant: true, booked: [] },
  { id: 24, name: 'Villa Tebing Uluwatu', area: 'uluwatu', bedrooms: 4, sleeps: 8, nightly: 2400000, minNights: 4, instant: false, booked: [] },
  { id: 27, name: 'Villa Lumbung Canggu', area: 'canggu', bedrooms: 3, sleeps: 6, nightly: 2300000, minNights: 3, instant: true, booked: [] },
];

/** Bali's "++21%": service charge 11% and government tax (PB1) 10%, both on the villa rate. */
export const SERVICE = 0.11;
export const TAX = 0.1;
/** Paying by card through the payment gateway adds 3% of the total; a bank transfer (BCA) adds nothing. */
export const CARD_SURCHARGE = 0.03;

/** The nightly price slider: 0 to 2,000,000 IDR; its ends mean "no minimum" and "2,000,000+" (no maximum). */
export const PRICE_MAX = 2000000;
export const PRICE_STEP = 100000;

/** Bookings (BV-<n>, paid by bank transfer or card) and inquiries (INQ-<n>) start here. */
export const FIRST_BOOKING = 2741;
export const FIRST_INQUIRY = 1093;
