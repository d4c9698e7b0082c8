// Emerald Tide Getaways: a Panama City Beach (Florida) rental company whose own site runs TRACK's booking engine.
// Everything the site shows and answers is computed from this data; truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';

export interface TrackUnit extends Unit {
  slug: string;
}

/** Florida's 7% sales tax and Bay County's 5% tourist development tax, on rent and fees (TRACK shows their sum). */
const TAXES: Unit['taxes'] = [
  { name: 'Florida Sales Tax', percent: 7, on: 'rent+fees' },
  { name: 'Bay County Tourist Development Tax', percent: 5, on: 'rent+fees' },
];
const fees = (cleaning: number): Unit['fees'] => [
  { name: 'Cleaning Fee', amount: cleaning },
  { name: 'Reservation Fee', amount: 179 },
  { name: 'Damage Waiver', amount: 99 },
];

export const UNITS: TrackUnit[] = [
  {
    id: 194,
    slug: 'sea-oats-cottage',
    name: 'Sea Oats Cottage',
    bedrooms: 3,
    bathrooms: 2,
    maxGuests: 8,
    nightly: 329,
    minNights: 4,
    booked: [['2027-02-06', '2027-02-13']],
    fees: fees(380),
    taxes: TAXES,
  },
  {
    id: 195,
    slug: 'gulf-breeze-bungalow',
    name: 'Gulf Breeze Bungalow',
    bedrooms: 2,
    bathrooms: 1,
    maxGuests: 4,
    nightly: 189,
    minNights: 3,
    booked: [],
    fees: fees(225),
    taxes: TAXES,
  },
];
