// Seagrove Shores Vacations: a 30A (Florida) rental company's WordPress site running Gueststream's VRPConnector
// plugin on its PMS data. Everything the site shows and answers is computed from this data; truth.json is written
// from it.
import type { Unit } from '../server/fixtures.ts';

export interface VrpUnit extends Unit {
  /** the plugin's unit page: /vrp/unit/<page_slug> */
  page_slug: string;
  City: string;
  Address1: string;
}

/** Florida's 7% sales tax and Walton County's 5% tourist development tax, on rent and the charged fees. */
const TAXES: Unit['taxes'] = [
  { name: 'Florida Sales Tax', percent: 7, on: 'rent+fees' },
  { name: 'Walton County Tourist Development Tax', percent: 5, on: 'rent+fees' },
];
/** What the PMS charges besides rent; travel insurance is offered beside the total, never in it. */
const fees = (cleaning: number, insurance: number): Unit['fees'] => [
  { name: 'Cleaning Fee', amount: cleaning },
  { name: 'Reservation Fee', amount: 65 },
  { name: 'Damage Waiver', amount: 59 },
  { name: 'Travel Insurance', amount: insurance, optional: true },
];

export const UNITS: VrpUnit[] = [
  {
    id: 1204,
    page_slug: 'seagrove-sunrise',
    name: 'Seagrove Sunrise',
    City: 'Santa Rosa Beach',
    Address1: '88 Sunrise Dr',
    bedrooms: 3,
    bathrooms: 2,
    maxGuests: 8,
    nightly: 295,
    minNights: 4,
    booked: [['2026-12-19', '2027-01-02']],
    fees: fees(225, 112),
    taxes: TAXES,
  },
  {
    // booked over the search week, and too small for the searched bedrooms anyway
    id: 1187,
    page_slug: 'gulf-place-cottage',
    name: 'Gulf Place Cottage',
    City: 'Santa Rosa Beach',
    Address1: '12 Gulf Place Cir',
    bedrooms: 2,
    bathrooms: 2,
    maxGuests: 6,
    nightly: 215,
    minNights: 3,
    booked: [['2026-12-05', '2026-12-12']],
    fees: fees(175, 84),
    taxes: TAXES,
  },
  {
    id: 1311,
    page_slug: 'dune-allen-retreat',
    name: 'Dune Allen Retreat',
    City: 'Dune Allen Beach',
    Address1: '4 Dune Allen Ln',
    bedrooms: 4,
    bathrooms: 3,
    maxGuests: 10,
    nightly: 385,
    minNights: 5,
    booked: [],
    fees: fees(295, 146),
    taxes: TAXES,
  },
];

/** The PMS's first confirmation number on this site. */
export const FIRST_BOOKING = 58210;
