// Saltmarsh Cottages: an independent rental company in Chatham, Cape Cod, whose own single-page site reads a
// REST API under /api/ (listings/search, listings/{id}/, bookings/quote, bookings/booking_confirmation; spec 7).
// Everything the API answers is computed from this data; truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';

export const CURRENCY = 'USD';

export interface Listing extends Unit {
  town: string;
}

/** Massachusetts: 5.7% state room occupancy excise, 6% local option and the 2.75% Cape Cod and Islands Water
 * Protection Fund, on rent and cleaning (the booking fee is not taxed). */
const TAXES: Unit['taxes'] = [
  { name: 'State Occupancy Tax', percent: 5.7, on: 'rent+fees' },
  { name: 'Local Occupancy Tax', percent: 6, on: 'rent+fees' },
  { name: 'Cape Cod Water Protection Fund', percent: 2.75, on: 'rent+fees' },
];

export const LISTINGS: Listing[] = [
  {
    id: 3301, name: 'Oyster Pond House', town: 'Chatham', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 340, minNights: 3,
    booked: [['2027-06-12', '2027-06-15']],
    fees: [{ name: 'Cleaning Fee', amount: 225 }, { name: 'Booking Fee', amount: 45, taxable: false }], taxes: TAXES,
  },
  {
    id: 3302, name: 'Lighthouse Beach Loft', town: 'Chatham', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 210, minNights: 2,
    booked: [],
    fees: [{ name: 'Cleaning Fee', amount: 120 }, { name: 'Booking Fee', amount: 45, taxable: false }], taxes: TAXES,
  },
  {
    id: 3303, name: 'Cranberry Bog Farmhouse', town: 'Harwich', bedrooms: 4, bathrooms: 3, maxGuests: 9, nightly: 465, minNights: 5,
    booked: [['2027-06-18', '2027-06-25']],
    fees: [{ name: 'Cleaning Fee', amount: 300 }, { name: 'Booking Fee', amount: 45, taxable: false }], taxes: TAXES,
  },
];

/** the first confirmation number the site hands out (SCC-<n>) */
export const FIRST_BOOKING = 70412;
