// Pinecrest Cabins: a Big Bear cabin host on the Homey WordPress theme, paid through WooCommerce. Everything the
// site shows and answers is computed from this data, and truth.json is written from it.
import type { Unit } from '../../server/fixtures.ts';

export interface Listing extends Unit {
  slug: string;
  /** listing_city / listing_type taxonomy slugs */
  city: string;
  type: 'cabin' | 'chalet' | 'apartment';
  address: string;
  lat: number;
  lng: number;
  beds: number;
}

/** Homey's cost lines: cleaning, city fee and the refundable deposit, taxes on rent + cleaning. */
const costs = (cleaning: number, deposit: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [
    { name: 'Cleaning Fee', amount: cleaning },
    { name: 'City Fee', amount: 45, taxable: false },
    { name: 'Security Deposit', amount: deposit, taxable: false },
  ],
  taxes: [{ name: 'Taxes', percent: 9, on: 'rent+fees' }],
});

export const LISTINGS: Listing[] = [
  {
    id: 1187,
    slug: 'timberline-lodge-cabin',
    name: 'Timberline Lodge Cabin',
    city: 'big-bear-lake',
    type: 'cabin',
    address: '42 Fox Farm Rd, Big Bear Lake, CA',
    lat: 34.2439,
    lng: -116.9114,
    bedrooms: 3,
    bathrooms: 2,
    beds: 4,
    maxGuests: 8,
    nightly: 285,
    minNights: 2,
    booked: [['2026-12-22', '2026-12-23']],
    ...costs(150, 300),
  },
  {
    id: 1193,
    slug: 'fawnskin-a-frame',
    name: 'Fawnskin A-Frame',
    city: 'big-bear-lake',
    type: 'cabin',
    address: '39 Rim of the World Dr, Fawnskin, CA',
    lat: 34.2669,
    lng: -116.9406,
    bedrooms: 2,
    bathrooms: 1,
    beds: 3,
    maxGuests: 4,
    nightly: 195,
    minNights: 2,
    booked: [],
    ...costs(110, 200),
  },
  {
    id: 1201,
    slug: 'moonridge-chalet',
    name: 'Moonridge Chalet',
    city: 'big-bear-lake',
    type: 'chalet',
    address: '1005 Moonridge Rd, Big Bear Lake, CA',
    lat: 34.2297,
    lng: -116.8702,
    bedrooms: 4,
    bathrooms: 3,
    beds: 6,
    maxGuests: 10,
    nightly: 395,
    minNights: 3,
    booked: [],
    ...costs(220, 500),
  },
  {
    // booked over the searched dates: not in the results
    id: 1214,
    slug: 'eagle-rock-retreat',
    name: 'Eagle Rock Retreat',
    city: 'big-bear-lake',
    type: 'cabin',
    address: '770 Cienega Rd, Big Bear Lake, CA',
    lat: 34.2381,
    lng: -116.8957,
    bedrooms: 3,
    bathrooms: 2,
    beds: 4,
    maxGuests: 6,
    nightly: 340,
    minNights: 2,
    booked: [['2026-12-12', '2026-12-16']],
    ...costs(160, 300),
  },
  {
    // too small for the search
    id: 1220,
    slug: 'cozy-pine-studio',
    name: 'Cozy Pine Studio',
    city: 'big-bear-lake',
    type: 'apartment',
    address: '41 Pine Knot Ave, Big Bear Lake, CA',
    lat: 34.2433,
    lng: -116.9117,
    bedrooms: 1,
    bathrooms: 1,
    beds: 1,
    maxGuests: 2,
    nightly: 120,
    minNights: 1,
    booked: [],
    ...costs(60, 100),
  },
  {
    // over the searched price range, and in another city
    id: 1236,
    slug: 'lakeview-estate',
    name: 'Lakeview Estate',
    city: 'lake-arrowhead',
    type: 'chalet',
    address: '27 Lakeview Ct, Lake Arrowhead, CA',
    lat: 34.2483,
    lng: -117.1892,
    bedrooms: 5,
    bathrooms: 4,
    beds: 7,
    maxGuests: 14,
    nightly: 650,
    minNights: 3,
    booked: [],
    ...costs(300, 1000),
  },
];

export const CITIES: Record<string, string> = { 'big-bear-lake': 'Big Bear Lake', 'lake-arrowhead': 'Lake Arrowhead' };
export const TYPES: Record<Listing['type'], string> = { cabin: 'Cabin', chalet: 'Chalet', apartment: 'Apartment' };

/** The booking calendar shows these months. */
export const CALENDAR_MONTHS = ['2026-12', '2027-01'];

/** WooCommerce order numbers start here (one per distinct order). */
export const FIRST_ORDER = 4127;

/** Homey's localized texts the answers use. */
export const TEXTS = {
  datesAvailable: 'Dates are available',
  datesNotAvailable: 'Those dates are not available.',
  minStay: (n: number) => `Minimum stay is ${n} nights.`,
  maxGuests: (n: number) => `Maximum guests allowed: ${n}.`,
  badDates: 'Please select check-in and check-out dates.',
};
