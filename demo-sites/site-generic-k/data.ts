// Kernow Coast Holiday Homes: a small letting agency for self-catering holiday homes in Cornwall (St Ives, Padstow,
// Falmouth) on its own site: /holiday-homes?location=… lists the homes, /cottage?id=… shows one with an availability
// and price check (POST /api/availability/quote), /book takes the booking. Everything the site shows and answers
// comes from this data; truth.json is written from it. Pounds sterling (whole pounds), yyyy-mm-dd dates (HTML date
// inputs), English.
import type { Area, Listing } from '../platforms/site-generic/listing.ts';

/** A home: its area is an Area's slug, its nightly rate GBP (VAT included). */
export interface Home extends Listing {
  /** false: the owner confirms each stay (an enquiry instead of Book now) */
  instant: boolean;
}

export const AREAS: Area[] = [
  { slug: 'st-ives', name: 'St Ives' },
  { slug: 'padstow', name: 'Padstow' },
  { slug: 'falmouth', name: 'Falmouth' },
];

export const HOMES: Home[] = [
  { id: 12, name: 'Porthmeor View', area: 'st-ives', bedrooms: 3, sleeps: 6, nightly: 210, minNights: 3, instant: true, booked: [] },
  { id: 14, name: 'Carthew Cottage', area: 'st-ives', bedrooms: 3, sleeps: 6, nightly: 185, minNights: 3, instant: true, booked: [] },
  { id: 16, name: 'The Old Sail Loft', area: 'st-ives', bedrooms: 2, sleeps: 4, nightly: 160, minNights: 2, instant: true, booked: [] },
  { id: 18, name: 'Treloyhan House', area: 'st-ives', bedrooms: 4, sleeps: 8, nightly: 340, minNights: 4, instant: false, booked: [] },
  { id: 19, name: 'Bamaluz Cottage', area: 'st-ives', bedrooms: 3, sleeps: 6, nightly: 140, minNights: 3, instant: true, booked: [] },
  { id: 20, name: 'Barnoon Terrace', area: 'st-ives', bedrooms: 3, sleeps: 6, nightly: 195, minNights: 3, instant: true, booked: ['2027-07-12', '2027-07-13'] },
  { id: 21, name: 'Harbour Reach', area: 'padstow', bedrooms: 3, sleeps: 6, nightly: 230, minNights: 3, instant: true, booked: [] },
  { id: 25, name: 'Gyllyngvase Lodge', area: 'falmouth', bedrooms: 3, sleeps: 6, nightly: 175, minNights: 3, instant: true, booked: [] },
];

/** Charged once per stay. */
export const CLEANING_FEE = 75;
export const BOOKING_FEE = 25;
/** A bank-transfer booking pays this share of the total as a deposit now, the rest 6 weeks before arrival. */
export const DEPOSIT = 0.25;

/** The price selects: "No min" is 0, "No max" is £500 (the top of the list): both mean no limit. */
export const PRICE_TOP = 500;
export const PRICE_STEPS = [100, 150, 200, 250, 300, 400];

/** Bookings (KCH-<n>) and enquiries (ENQ-<n>) start here. */
export const FIRST_BOOKING = 5101;
export const FIRST_ENQUIRY = 301;
