// Alfama Loft Stays: a Lisbon short-let operator whose own booking site runs on Guesty's Booking Engine API.
// Everything the site shows and answers is computed from this data; truth.json is written from it.
import type { Unit } from '../../server/fixtures.ts';

export interface GuestyListing extends Unit {
  /** Guesty ids are 24-hex Mongo ObjectIds */
  _id: string;
  nickname: string;
  propertyType: string;
  neighborhood: string;
}

/** Portugal's reduced VAT on short-term lodging, charged on the fare and the cleaning fee. */
const VAT: Unit['taxes'] = [{ name: 'VAT', percent: 6, on: 'rent+fees' }];
const cleaning = (amount: number): Unit['fees'] => [{ name: 'Cleaning fee', amount }];

export const LISTINGS: GuestyListing[] = [
  {
    id: 1,
    _id: '64f1c2a9e8b7d6001f3a5c21',
    name: 'Alfama Rooftop Loft',
    nickname: 'ALF-LOFT',
    propertyType: 'Loft',
    neighborhood: 'Alfama',
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 3,
    nightly: 145,
    minNights: 3,
    booked: [['2026-10-20', '2026-10-24']],
    fees: cleaning(60),
    taxes: VAT,
  },
  {
    // booked over the searched week: not in the results
    id: 2,
    _id: '64f1c2a9e8b7d6001f3a5c34',
    name: 'Graça Garden Apartment',
    nickname: 'GRA-GARDEN',
    propertyType: 'Apartment',
    neighborhood: 'Graça',
    bedrooms: 2,
    bathrooms: 1,
    maxGuests: 4,
    nightly: 120,
    minNights: 2,
    booked: [['2026-10-08', '2026-10-12']],
    fees: cleaning(50),
    taxes: VAT,
  },
  {
    id: 3,
    _id: '64f1c2a9e8b7d6001f3a5c47',
    name: 'Chiado Townhouse',
    nickname: 'CHI-TOWN',
    propertyType: 'House',
    neighborhood: 'Chiado',
    bedrooms: 3,
    bathrooms: 2,
    maxGuests: 6,
    nightly: 260,
    seasons: [{ from: '2026-12-20', to: '2027-01-03', nightly: 340 }],
    minNights: 4,
    booked: [],
    fees: cleaning(90),
    taxes: VAT,
  },
];

export const CURRENCY = 'EUR';
/** Guesty's rate plan for listings without a revenue-management plan. */
export const RATE_PLAN = { _id: 'default-rateplan-id', name: 'Standard', type: 'default', cancellationPolicy: 'moderate' };
/** The clock of the demo: quotes and reservations are created "now", which is always this. */
export const NOW = '2026-09-14T10:32:00.000Z';
export const QUOTE_EXPIRES = '2026-09-15T10:32:00.000Z';
/** Quote and reservation ids: a fixed ObjectId prefix + a 6-hex counter. */
export const QUOTE_ID_PREFIX = '65a0d3f1c9e77b0012';
export const RESERVATION_ID_PREFIX = '65a0e8b24f1c3d0013';
export const GUEST_ID_PREFIX = '65a0e8b24f1c3d0014';
/** Reservations are numbered from here; the confirmation code is GY-<number in base 36>. */
export const FIRST_RESERVATION = 1_640_000;
