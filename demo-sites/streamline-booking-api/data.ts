// Emerald Coast Getaways: a property manager on Streamline VRS whose own (headless) website calls a booking API of
// its web host under /api/rentals/public/streamline/ (spec 7: booking/search, quote, booking/availability,
// booking/book-now). Everything the API answers and the pages show is computed from this data; truth.json is
// written from it by hand.
import type { Unit } from '../server/fixtures.ts';

export const CURRENCY = 'USD';

export interface Home extends Unit {
  /** Streamline's seo_page_name: the unit page is /rentals/<slug> */
  slug: string;
  location: string;
}

/** Okaloosa County, Florida: 7% state sales tax and a 5% tourist development tax, on rent and the cleaning fee
 * (the reservation fee is not taxed). */
const TAXES: Unit['taxes'] = [
  { name: 'Florida Sales Tax', percent: 7, on: 'rent+fees' },
  { name: 'Tourist Development Tax', percent: 5, on: 'rent+fees' },
];
const fees = (cleaning: number): Unit['fees'] => [
  { name: 'Cleaning Fee', amount: cleaning },
  { name: 'Reservation Fee', amount: 59, taxable: false },
];

export const HOMES: Home[] = [
  {
    id: 81204, slug: 'pelican-point-retreat', name: 'Pelican Point Retreat', location: 'Destin', bedrooms: 3, bathrooms: 2, maxGuests: 8,
    nightly: 285, seasons: [{ from: '2027-03-13', to: '2027-03-21', nightly: 345 }], minNights: 3,
    booked: [['2027-03-22', '2027-03-26']], fees: fees(195), taxes: TAXES,
  },
  {
    id: 81205, slug: 'harbor-lights-cottage', name: 'Harbor Lights Cottage', location: 'Destin', bedrooms: 2, bathrooms: 2, maxGuests: 6,
    nightly: 210, minNights: 3, booked: [], fees: fees(150), taxes: TAXES,
  },
  {
    id: 81206, slug: 'sandpiper-beach-house', name: 'Sandpiper Beach House', location: 'Okaloosa Island', bedrooms: 4, bathrooms: 3, maxGuests: 10,
    nightly: 420, minNights: 4, booked: [], fees: fees(260), taxes: TAXES,
  },
  {
    id: 81207, slug: 'gulf-breeze-condo', name: 'Gulf Breeze Condo 204', location: 'Fort Walton Beach', bedrooms: 1, bathrooms: 1, maxGuests: 4,
    nightly: 155, minNights: 2, booked: [['2027-03-10', '2027-03-20']], fees: fees(110), taxes: TAXES,
  },
];

/** the first reservation number Streamline hands out here */
export const FIRST_RES_NUMBER = 40917;

/** Streamline's refusals ({ status: { code, description } }), as its API words them. */
export const REFUSALS = {
  'min-stay': (n: number) => ({ code: 'E0035', description: `The minimum stay for the selected dates is ${n} nights.` }),
  unavailable: () => ({ code: 'E0031', description: 'We have no inventory available for the selected dates.' }),
  occupancy: (n: number) => ({ code: 'E0052', description: `The maximum occupancy for this unit is ${n} guests.` }),
  dates: () => ({ code: 'E0014', description: 'Invalid start date or end date.' }),
};
