// Harbor Dunes Vacations: a Destin (Florida) rental company whose ASP.NET WebForms site answers its pages' calls
// with web methods. Everything the site shows and answers is computed from this data; truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';

export interface DunesUnit extends Unit {
  slug: string;
}

/** Florida's 7% sales tax and Okaloosa County's 6% tourist development tax, on rent and fees (one "Tax" charge). */
const TAXES: Unit['taxes'] = [
  { name: 'Florida Sales Tax', percent: 7, on: 'rent+fees' },
  { name: 'Okaloosa County Tourist Development Tax', percent: 6, on: 'rent+fees' },
];
const fees = (clean: number): Unit['fees'] => [
  { name: 'Departure Clean', amount: clean },
  { name: 'Resort Fee per Night', amount: 14, per: 'night' },
  { name: 'Wristbands', amount: 45 },
];

export const UNITS: DunesUnit[] = [
  {
    id: 4418,
    slug: 'gulf-sands-301',
    name: 'Gulf Sands 301',
    bedrooms: 3,
    bathrooms: 3,
    maxGuests: 8,
    nightly: 285,
    minNights: 3,
    booked: [['2027-03-13', '2027-03-20']],
    fees: fees(330),
    taxes: TAXES,
  },
  {
    id: 4420,
    slug: 'harbor-walk-12',
    name: 'Harbor Walk 12',
    bedrooms: 2,
    bathrooms: 2,
    maxGuests: 6,
    nightly: 199,
    minNights: 4,
    booked: [],
    fees: fees(210),
    taxes: TAXES,
  },
];

/** The share of the total the calendar quote shows as due at booking. */
export const DEPOSIT = 0.4;
