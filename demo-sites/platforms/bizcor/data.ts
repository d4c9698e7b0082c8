// Smoky Ridge Cabins: a Gatlinburg cabin company whose Bizcor-built WordPress site runs Streamline's plugin. The
// fall-foliage season is priced higher. Everything the site shows and answers is computed from this data, and
// truth.json is written from it.
import type { Unit } from '../../server/fixtures.ts';

export interface Cabin extends Unit {
  slug: string;
  area: string;
  view: string;
}

/** Tennessee sales tax on rent and fees, and the county's occupancy tax on rent. */
const TAXES: Unit['taxes'] = [
  { name: 'Tennessee Sales Tax', percent: 9.75, on: 'rent+fees' },
  { name: 'Sevier County Occupancy Tax', percent: 3, on: 'rent' },
];

/** Streamline lists the Pet Fee as required even at zero; the damage waiver is offered, not added. */
const fees = (cleaning: number): Unit['fees'] => [
  { name: 'Cleaning Fee', amount: cleaning },
  { name: 'Processing Fee', amount: 49 },
  { name: 'Pet Fee', amount: 0 },
  { name: 'Damage Waiver', amount: 59, optional: true },
];

const FALL = (nightly: number) => [{ from: '2026-10-01', to: '2026-11-01', nightly }];

export const CABINS: Cabin[] = [
  { id: 512, slug: 'bear-creek-lodge', name: 'Bear Creek Lodge', area: 'Gatlinburg', view: 'Creek side', bedrooms: 4, bathrooms: 3, maxGuests: 12, nightly: 345, seasons: FALL(395), minNights: 3, booked: [], fees: fees(175), taxes: TAXES },
  { id: 518, slug: 'laurel-ridge-hideaway', name: 'Laurel Ridge Hideaway', area: 'Pigeon Forge', view: 'Mountain view', bedrooms: 2, bathrooms: 2, maxGuests: 6, nightly: 215, seasons: FALL(255), minNights: 2, booked: [], fees: fees(125), taxes: TAXES },
  // sold out over the searched nights
  { id: 527, slug: 'hemlock-hollow', name: 'Hemlock Hollow', area: 'Wears Valley', view: 'Wooded', bedrooms: 3, bathrooms: 2, maxGuests: 8, nightly: 275, seasons: FALL(320), minNights: 3, booked: [['2026-10-17', '2026-10-24']], fees: fees(150), taxes: TAXES },
  // too small for the search (1 bedroom)
  { id: 531, slug: 'sugarland-studio', name: 'Sugarland Studio', area: 'Gatlinburg', view: 'Town', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 129, minNights: 2, booked: [], fees: fees(85), taxes: TAXES },
];

/** Confirmation numbers start here (one per distinct booking). */
export const FIRST_CONFIRMATION = 30517;

/** Streamline's refusal codes and texts (the plugin passes them through unchanged). */
export const REFUSED = {
  'min-stay': (n: number) => ({ code: 'E0035', description: `The minimum stay for the selected dates is ${n} nights.` }),
  unavailable: () => ({ code: 'E0031', description: 'We have no inventory available for the selected dates.' }),
  occupancy: (n: number) => ({ code: 'E0052', description: `The maximum occupancy for this unit is ${n} guests.` }),
  dates: () => ({ code: 'E0014', description: 'Invalid start date or end date.' }),
};
