// Great Smoky Retreats: a family cabin-rental company in Gatlinburg and Pigeon Forge, Tennessee, on its own site:
// /lodging lists the cabins that fit a stay, /lodging/<slug> shows one with a "Get my total" quote (GET /api/quote),
// /booking/new takes the guest's details and the booking ends on /booking/<confirmation>/complete. Everything the
// site shows and answers comes from this data; truth.json is written from it. US dollars with cents, yyyy-mm-dd
// dates (HTML date inputs), English.
import type { Unit } from '../server/fixtures.ts';

export interface Cabin extends Unit {
  slug: string;
  area: string;
}

/** Tennessee sales tax plus the county and city occupancy taxes, charged on rent and the cleaning fee. */
const TAXES: Unit['taxes'] = [{ name: 'Sales & occupancy tax', percent: 12.75, on: 'rent+fees' }];
const CLEANING = { name: 'Cleaning fee', amount: 125 };

export const CABINS: Cabin[] = [
  { id: 301, slug: 'bear-hollow-hideaway', name: 'Bear Hollow Hideaway', area: 'Gatlinburg', bedrooms: 2, bathrooms: 2, maxGuests: 6, nightly: 189, minNights: 3, booked: [], fees: [CLEANING], taxes: TAXES },
  { id: 302, slug: 'laurel-creek-lodge', name: 'Laurel Creek Lodge', area: 'Gatlinburg', bedrooms: 3, bathrooms: 3, maxGuests: 8, nightly: 265, minNights: 3, booked: [], fees: [CLEANING], taxes: TAXES },
  { id: 303, slug: 'summit-view-chalet', name: 'Summit View Chalet', area: 'Pigeon Forge', bedrooms: 4, bathrooms: 3, maxGuests: 10, nightly: 349, minNights: 3, booked: [['2027-06-05', '2027-06-08']], fees: [CLEANING], taxes: TAXES },
  { id: 304, slug: 'pine-knot-cabin', name: 'Pine Knot Cabin', area: 'Pigeon Forge', bedrooms: 1, bathrooms: 1, maxGuests: 4, nightly: 129, minNights: 2, booked: [], fees: [CLEANING], taxes: TAXES },
  { id: 305, slug: 'whispering-pines', name: 'Whispering Pines', area: 'Gatlinburg', bedrooms: 2, bathrooms: 1, maxGuests: 6, nightly: 159, minNights: 3, booked: [['2027-06-12', '2027-06-15']], fees: [CLEANING], taxes: TAXES },
];

/** Confirmation numbers are GSR-<n> from here on. */
export const FIRST_CONFIRMATION = 4101;
