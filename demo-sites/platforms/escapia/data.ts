// Emerald Coast Escapes: a Florida panhandle rental company whose website is a ColdFusion booking engine on
// Escapia (EVRN): the engine lives under the /rentals booking folder and asks Escapia for stays server-side.
// Everything the site shows and answers comes from this data, and truth.json is written from it. US dollars;
// the engine's forms use mm/dd/yyyy.
import type { Unit } from '../../server/fixtures.ts';

/** An Escapia unit as the engine keeps it: the EVRN UnitCode (the pages' `propertyid`) and its page slug. */
export type Rental = Unit & { code: string; slug: string; area: string };

/** Escapia's fees for these units: cleaning and a damage waiver, Florida + county tax 12% on rent and fees. */
const charges = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  taxes: [{ name: 'Sales and Bed Tax', percent: 12, on: 'rent+fees' }],
  fees: [{ name: 'Departure Clean', amount: cleaning }, { name: 'Accidental Damage Protection', amount: 59 }],
});

export const RENTALS: Rental[] = [
  { id: 1, code: 'SAND412', slug: 'sandpiper-412', name: 'Sandpiper 412', area: 'Miramar Beach', bedrooms: 3, bathrooms: 2, maxGuests: 8, nightly: 285, minNights: 3, booked: [['2026-12-22', '2026-12-28']], ...charges(195) },
  { id: 2, code: 'DUNE07', slug: 'dune-allen-cottage', name: 'Dune Allen Cottage', area: 'Santa Rosa Beach', bedrooms: 4, bathrooms: 3, maxGuests: 10, nightly: 340, minNights: 4, booked: [], ...charges(240) },
  { id: 3, code: 'HARB22', slug: 'harbor-view-22', name: 'Harbor View 22', area: 'Destin', bedrooms: 2, bathrooms: 2, maxGuests: 6, nightly: 210, minNights: 3, booked: [['2026-12-10', '2026-12-20']], ...charges(150) },
];

/** Escapia reservation codes handed out by this site's engine start here. */
export const FIRST_RESERVATION = 508811;

/** The EVRN error texts the engine prints in its alert-danger (assumed wording; see demo-sites/escapia/SOURCES.md). */
export const EVRN_ERRORS = {
  unavailable: 'The unit is not available for the requested dates.',
  'min-stay': 'The requested stay does not meet the minimum length of stay.',
  occupancy: 'The number of guests exceeds the maximum occupancy.',
  dates: 'Invalid stay date range.',
} as const;
