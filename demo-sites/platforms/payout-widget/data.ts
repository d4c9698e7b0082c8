// Sonoran Casitas: a Scottsdale (Arizona) vacation-rental company whose own website embeds the iGMS Direct Booking
// widget on each casita page. Everything the site shows and answers is computed from
// this data; truth.json is written from it.
import type { Unit } from '../../server/fixtures.ts';

export interface Casita extends Unit {
  uuid: string;
  /** the owner's page for it: /casitas/<slug>/ */
  slug: string;
  neighborhood: string;
}

/** Arizona transaction privilege tax and Scottsdale's bed tax, both on the rent and every fee. */
const TAXES: Unit['taxes'] = [
  { name: 'Arizona TPT', percent: 6, on: 'rent+fees' },
  { name: 'Scottsdale bed tax', percent: 5, on: 'rent+fees' },
];
/** Fees the owner defines per listing (the widget's customFees); the rest are the platform's priceFees. */
export const CUSTOM_FEES = ['Pool heating'];
const SPRING = (nightly: number) => [{ from: '2027-02-01', to: '2027-04-01', nightly }];

export const CASITAS: Casita[] = [
  {
    id: 1,
    uuid: '8f2c6d1e-3b4a-4f59-a2d7-5c1e9b0f7a36',
    name: 'Casita Ocotillo',
    slug: 'casita-ocotillo',
    neighborhood: 'Old Town Scottsdale',
    bedrooms: 2,
    bathrooms: 2,
    maxGuests: 5,
    nightly: 189,
    seasons: SPRING(229),
    minNights: 4,
    booked: [['2027-03-06', '2027-03-13']],
    fees: [
      { name: 'Cleaning fee', amount: 125 },
      { name: 'Pool heating', amount: 25, per: 'night' },
    ],
    taxes: TAXES,
  },
  {
    // booked over the searched stay
    id: 2,
    uuid: '2d7b9e40-6a1c-4e5f-8b3d-9c0a7f1e2b64',
    name: 'Casita Palo Verde',
    slug: 'casita-palo-verde',
    neighborhood: 'Arcadia',
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 4,
    nightly: 159,
    seasons: SPRING(199),
    minNights: 3,
    booked: [['2027-02-10', '2027-02-20']],
    fees: [{ name: 'Cleaning fee', amount: 95 }],
    taxes: TAXES,
  },
  {
    id: 3,
    uuid: 'c41e8a2f-7d3b-4a90-b5e6-1f8c2d9a0e37',
    name: 'Casa Saguaro',
    slug: 'casa-saguaro',
    neighborhood: 'McCormick Ranch',
    bedrooms: 4,
    bathrooms: 3,
    maxGuests: 8,
    nightly: 349,
    seasons: SPRING(429),
    minNights: 5,
    booked: [],
    fees: [
      { name: 'Cleaning fee', amount: 225 },
      { name: 'Pool heating', amount: 35, per: 'night' },
    ],
    taxes: TAXES,
  },
];

export const CURRENCY = 'USD';
/** The demo's "today": a reservation's first payment is due on it. */
export const TODAY = '2026-11-23';
/** Due today on every reservation; the balance is due 30 days before arrival. */
export const DEPOSIT = 500;
export const BALANCE_DAYS_BEFORE = 30;
/** Reservation codes are DBW-<number>, numbered from here. */
export const FIRST_RESERVATION = 30417;
