// Juniper Ridge Cabins: an independent cabin-rental company in Gatlinburg (Tennessee) whose own single-page site
// reads /api/listings/get_available and /api/listings/<id> (spec 7); each cabin is also listed on Airbnb and the API
// carries that listing's id (airbnb_id). Everything the API answers is computed from this data; truth.json is
// written from it.
import type { Unit } from '../server/fixtures.ts';

export const CURRENCY = 'USD';

export interface Cabin extends Unit {
  /** the cabin's Airbnb listing id, a string: newer ids exceed JavaScript's safe integers */
  airbnbId: string;
}

/** Sevier County: 9.75% state and local sales tax and Gatlinburg's 3% occupancy tax, on rent and cleaning. */
const TAXES: Unit['taxes'] = [
  { name: 'Sales Tax', percent: 9.75, on: 'rent+fees' },
  { name: 'Occupancy Tax', percent: 3, on: 'rent+fees' },
];
const cleaning = (amount: number): Unit['fees'] => [{ name: 'Cleaning Fee', amount }];

export const CABINS: Cabin[] = [
  { id: 51, airbnbId: '914302775318204016', name: 'Bearpaw Lodge', bedrooms: 5, bathrooms: 4, maxGuests: 10, nightly: 289, minNights: 2, booked: [['2027-10-15', '2027-10-18']], fees: cleaning(175), taxes: TAXES },
  { id: 52, airbnbId: '38821946', name: 'Laurel Creek Cabin', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 169, minNights: 2, booked: [], fees: cleaning(95), taxes: TAXES },
  { id: 53, airbnbId: '1052287340068813922', name: 'Sky Harbor Chalet', bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 239, minNights: 3, booked: [['2027-10-09', '2027-10-12']], fees: cleaning(150), taxes: TAXES },
  { id: 54, airbnbId: '640175523907118237', name: 'Misty Hollow Retreat', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 199, minNights: 2, booked: [], fees: cleaning(125), taxes: TAXES },
];
