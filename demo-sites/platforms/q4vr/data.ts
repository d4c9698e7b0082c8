// Sandbar Coastal Rentals: Outer Banks beach houses on a Q4Launch site (the Q4VR WordPress plugin, properties
// synced from the Barefoot PMS through Q4HUB). Everything the site shows and answers comes from this data, and
// truth.json is written from it. US dollars; the plugin's forms use mm/dd/yyyy.
import type { StayProblem, Unit } from '../../server/fixtures.ts';

/** A Barefoot unit as Q4VR syncs it: the PMS's fields plus the page slug and the area it is listed under. */
export type House = Unit & { slug: string; area: string; code: string };
// `code`: the Escapia unit code the plugin prints in #unitCode (`<company>-<unit>`, e.g. 1907-138598).

/** Barefoot's fees as Q4VR passes them on: required ones are charged; the pet fee is optional; the amenity fee
 * is required but free off season. Occupancy tax 12.75% on rent and taxable fees. */
const fees = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  taxes: [{ name: 'Occupancy Tax', percent: 12.75, on: 'rent+fees' }],
  fees: [{ name: 'Cleaning Fee', amount: cleaning }, { name: 'Processing Fee', amount: 35 }, { name: 'Resort Amenity Fee', amount: 0 }, { name: 'Pet Fee', amount: 95, optional: true }],
});

export const HOUSES: House[] = [
  { id: 2031, code: '1907-2031', slug: 'dune-song', name: 'Dune Song', area: 'Nags Head', bedrooms: 4, bathrooms: 3, maxGuests: 10, nightly: 310, minNights: 3, booked: [['2026-12-23', '2026-12-27']], ...fees(175) },
  { id: 2044, code: '1907-2044', slug: 'pelican-watch', name: 'Pelican Watch', area: 'Kill Devil Hills', bedrooms: 3, bathrooms: 2, maxGuests: 8, nightly: 245, minNights: 3, booked: [], ...fees(150) },
  { id: 2058, code: '1907-2058', slug: 'seagrass-cottage', name: 'Seagrass Cottage', area: 'Duck', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 180, minNights: 2, booked: [['2026-12-12', '2026-12-20']], ...fees(110) },
];

/** Barefoot reservation (folio) numbers start here. */
export const FIRST_FOLIO = 77120;

export const BAD_DATES = 'Please enter valid arrival and departure dates.';

/** The alert text Q4VR shows for each problem the PMS reports with a stay. */
export const ALERTS: { [K in StayProblem['kind']]: (p: Extract<StayProblem, { kind: K }>, house: House) => string } = {
  unavailable: (_p, house) => `Sorry, ${house.name} is not available for the dates you selected.`,
  'min-stay': (p) => `This property requires a minimum stay of ${p.minNights} nights.`,
  occupancy: (p) => `This property sleeps a maximum of ${p.maxGuests} guests.`,
  dates: () => BAD_DATES,
};
