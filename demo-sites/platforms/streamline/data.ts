// Gulf Breeze Vacation Rentals: a Streamline VRS property manager on the Florida panhandle. Everything the site
// shows and answers is computed from this data, and truth.json is written from it.
import type { Unit } from '../../server/fixtures.ts';

export interface StreamlineUnit extends Unit {
  seoPageName: string;
  locationName: string;
  lodgingTypeId: number;
  latitude: number;
  longitude: number;
  ratingAverage: number;
  ratingCount: number;
}

const PANHANDLE_TAXES: Unit['taxes'] = [
  { name: 'Florida State Sales Tax', percent: 7, on: 'rent+fees' },
  { name: 'Walton County Tourist Tax', percent: 5, on: 'rent' },
];

/** Streamline lists required fees even at zero (Pet Fee when no pets come); optional ones carry active "0". */
const fees = (cleaning: number): Unit['fees'] => [
  { name: 'Departure Clean', amount: cleaning },
  { name: 'Reservation Fee', amount: 79 },
  { name: 'Pet Fee', amount: 0 },
  { name: 'Travel Insurance', amount: 149, optional: true },
];

const HOLIDAYS = { from: '2026-12-20', to: '2027-01-03' };

export const UNITS: StreamlineUnit[] = [
  {
    id: 70412,
    seoPageName: 'seaforth-cottage',
    name: 'Seaforth Cottage',
    locationName: 'Seagrove Beach',
    lodgingTypeId: 3,
    latitude: 30.3186,
    longitude: -86.1266,
    bedrooms: 3,
    bathrooms: 2.5,
    maxGuests: 8,
    nightly: 310,
    seasons: [{ ...HOLIDAYS, nightly: 425 }],
    minNights: 3,
    booked: [['2027-01-02', '2027-01-09']],
    fees: fees(225),
    taxes: PANHANDLE_TAXES,
    ratingAverage: 4.9,
    ratingCount: 47,
  },
  {
    id: 70418,
    seoPageName: 'dune-crest',
    name: 'Dune Crest',
    locationName: 'Blue Mountain Beach',
    lodgingTypeId: 2,
    latitude: 30.3502,
    longitude: -86.2211,
    bedrooms: 2,
    bathrooms: 2,
    maxGuests: 6,
    nightly: 240,
    seasons: [{ ...HOLIDAYS, nightly: 330 }],
    minNights: 3,
    booked: [],
    fees: fees(175),
    taxes: PANHANDLE_TAXES,
    ratingAverage: 4.7,
    ratingCount: 31,
  },
  {
    // sold out over the searched week: not in the results
    id: 70431,
    seoPageName: 'gulf-breeze-villa',
    name: 'Gulf Breeze Villa',
    locationName: 'Rosemary Beach',
    lodgingTypeId: 3,
    latitude: 30.2798,
    longitude: -86.0148,
    bedrooms: 4,
    bathrooms: 4,
    maxGuests: 10,
    nightly: 520,
    seasons: [{ ...HOLIDAYS, nightly: 690 }],
    minNights: 4,
    booked: [['2026-12-19', '2026-12-26']],
    fees: fees(320),
    taxes: PANHANDLE_TAXES,
    ratingAverage: 5,
    ratingCount: 12,
  },
  {
    // too small for the search (1 bedroom, 2 guests)
    id: 70455,
    seoPageName: 'sandpiper-studio',
    name: 'Sandpiper Studio',
    locationName: 'Seaside',
    lodgingTypeId: 1,
    latitude: 30.3213,
    longitude: -86.1397,
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 2,
    nightly: 145,
    minNights: 2,
    booked: [],
    fees: fees(95),
    taxes: PANHANDLE_TAXES,
    ratingAverage: 4.6,
    ratingCount: 88,
  },
  {
    id: 70462,
    seoPageName: 'osprey-point',
    name: 'Osprey Point',
    locationName: 'Inlet Beach',
    lodgingTypeId: 3,
    latitude: 30.2731,
    longitude: -86.0011,
    bedrooms: 5,
    bathrooms: 5.5,
    maxGuests: 12,
    nightly: 610,
    seasons: [{ ...HOLIDAYS, nightly: 780 }],
    minNights: 5,
    booked: [],
    fees: fees(395),
    taxes: PANHANDLE_TAXES,
    ratingAverage: 4.8,
    ratingCount: 19,
  },
];

/** Confirmation numbers start here (one per distinct booking). */
export const FIRST_RESERVATION = 48213;

/** Streamline's answer codes for refused stays (VerifyPropertyAvailability / MakeReservation `status`). */
export const REFUSALS = {
  'min-stay': (n: number) => ({ code: 'E0035', description: `The minimum stay for the selected dates is ${n} nights.` }),
  unavailable: () => ({ code: 'E0031', description: 'We have no inventory available for the selected dates.' }),
  occupancy: (n: number) => ({ code: 'E0052', description: `The maximum occupancy for this unit is ${n} guests.` }),
  dates: () => ({ code: 'E0014', description: 'Invalid start date or end date.' }),
};
