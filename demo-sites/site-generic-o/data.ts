// Door County Cottage Co.: a cottage-rental office in Door County, Wisconsin, on its own site: /rentals/search
// lists the cottages (bedrooms "n+", a nightly price range), /property/<slug> shows one with a rate calculator
// (form POST /property/rates, jQuery-style), /property/checkout takes the booking and /property/confirmation shows the
// reservation. Everything the site shows and answers comes from this data; truth.json is written from it. US
// dollars with cents, month-first dates (mm/dd/yyyy, as the rate calculator's date pickers write them), English.
import type { Unit } from '../server/fixtures.ts';

export interface Cottage extends Unit {
  slug: string;
  town: string;
}

const TAXES: Unit['taxes'] = [
  { name: 'Room tax', percent: 5, on: 'rent' },
  { name: 'Sales tax', percent: 5.5, on: 'rent+fees' },
];
const cleaning = (amount: number) => [{ name: 'Cleaning', amount }];

export const COTTAGES: Cottage[] = [
  { id: 51, slug: 'ephraim-harbor-house', name: 'Ephraim Harbor House', town: 'Ephraim', bedrooms: 3, bathrooms: 2, maxGuests: 8, nightly: 245, minNights: 3, booked: [['2027-06-26', '2027-06-29']], fees: cleaning(165), taxes: TAXES },
  { id: 52, slug: 'sister-bay-bungalow', name: 'Sister Bay Bungalow', town: 'Sister Bay', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 165, minNights: 2, booked: [], fees: cleaning(110), taxes: TAXES },
  { id: 53, slug: 'fish-creek-farmhouse', name: 'Fish Creek Farmhouse', town: 'Fish Creek', bedrooms: 4, bathrooms: 3, maxGuests: 10, nightly: 320, minNights: 3, booked: [], fees: cleaning(195), taxes: TAXES },
  { id: 54, slug: 'baileys-harbor-cottage', name: 'Baileys Harbor Cottage', town: 'Baileys Harbor', bedrooms: 2, bathrooms: 1, maxGuests: 6, nightly: 95, minNights: 2, booked: [], fees: cleaning(90), taxes: TAXES },
  { id: 55, slug: 'egg-harbor-loft', name: 'Egg Harbor Loft', town: 'Egg Harbor', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 140, minNights: 2, booked: [], fees: cleaning(80), taxes: TAXES },
];

/** The price selects: "Any" is 0 at the bottom and 1000 at the top; both mean no limit. */
export const PRICE_TOP = 1000;
export const PRICE_STEPS = [100, 150, 200, 250, 300, 400, 500];

/** Reservation numbers are DCC-<n> from here on. */
export const FIRST_RESERVATION = 7001;
