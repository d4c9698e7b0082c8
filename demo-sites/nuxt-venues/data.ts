// Hartwell Venues: a Cotswolds company letting large group houses ("venues") through a Nuxt single-page site whose
// pages call the site's own JSON API. Everything the API answers is computed from this data; truth.json is written
// from it.
import type { Unit } from '../server/fixtures.ts';

export const CURRENCY = 'GBP';

export interface Venue extends Unit {
  slug: string;
  village: string;
}

/** Prices are VAT-inclusive (no tax line); the summer season is dearer. */
const SUMMER = (nightly: number) => [{ from: '2026-07-01', to: '2026-09-01', nightly }];

export const VENUES: Venue[] = [
  {
    id: 5121, slug: 'the-old-rectory', name: 'The Old Rectory', village: 'Bibury',
    bedrooms: 7, bathrooms: 5, maxGuests: 14, nightly: 650, seasons: SUMMER(780), minNights: 3, booked: [['2026-07-24', '2026-07-31']],
    fees: [{ name: 'Cleaning', amount: 295 }, { name: 'Booking fee', amount: 45 }], taxes: [],
  },
  {
    id: 5134, slug: 'hartwell-barn', name: 'Hartwell Barn', village: 'Lower Slaughter',
    bedrooms: 5, bathrooms: 4, maxGuests: 10, nightly: 480, seasons: SUMMER(560), minNights: 2, booked: [],
    fees: [{ name: 'Cleaning', amount: 220 }, { name: 'Booking fee', amount: 45 }], taxes: [],
  },
  {
    id: 5150, slug: 'mill-house', name: 'Mill House', village: 'Castle Combe',
    bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 320, seasons: SUMMER(390), minNights: 3, booked: [['2026-07-10', '2026-07-14']],
    fees: [{ name: 'Cleaning', amount: 150 }, { name: 'Booking fee', amount: 45 }], taxes: [],
  },
];

/** Reservation references: HV-<n>, from this number on (the server's Ledger). */
export const FIRST_REFERENCE = 24017;
export const reference = (n: number) => `HV-${n}`;

/** The site's API (Nuxt runtime config `apiBase`); signed-in guests use `properties`, everyone else `public-properties`. */
export const API = '/api';
