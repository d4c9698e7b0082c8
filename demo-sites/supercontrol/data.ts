// Cornish Cottage Holidays: a small Cornwall holiday-cottage agency whose site runs on SuperControl. Prices are
// per night in GBP (weeks in summer: a 7-night minimum), extras per stay, no VAT. Everything the site shows and
// answers is computed from this data; truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';

export interface Cottage extends Unit {
  slug: string;
  village: string;
  features: string[];
}

const extras = (cleaning: number): Unit['fees'] => [
  { name: 'Booking fee', amount: 25 },
  { name: 'Cleaning', amount: cleaning },
];

export const COTTAGES: Cottage[] = [
  {
    id: 1402,
    slug: 'trevose-cottage',
    name: 'Trevose Cottage',
    village: 'Padstow',
    bedrooms: 3,
    bathrooms: 2,
    maxGuests: 6,
    nightly: 185,
    minNights: 7,
    booked: [['2026-08-15', '2026-08-22']],
    fees: extras(60),
    taxes: [],
    features: ['Pets allowed', 'Sea views', 'WiFi'],
  },
  {
    // booked over the searched week
    id: 1410,
    slug: 'harbour-loft',
    name: 'Harbour Loft',
    village: 'Port Isaac',
    bedrooms: 2,
    bathrooms: 1,
    maxGuests: 4,
    nightly: 140,
    minNights: 3,
    booked: [['2026-07-25', '2026-08-08']],
    fees: extras(45),
    taxes: [],
    features: ['Sea views', 'WiFi'],
  },
  {
    id: 1425,
    slug: 'gwithian-barn',
    name: 'Gwithian Barn',
    village: 'Gwithian',
    bedrooms: 4,
    bathrooms: 3,
    maxGuests: 8,
    nightly: 210,
    minNights: 7,
    booked: [],
    fees: extras(80),
    taxes: [],
    features: ['Hot tub', 'WiFi', 'Parking'],
  },
  {
    // sleeps 2: too small for the searched party
    id: 1433,
    slug: 'zennor-chapel',
    name: 'Zennor Chapel',
    village: 'Zennor',
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 2,
    nightly: 120,
    minNights: 3,
    booked: [],
    fees: extras(40),
    taxes: [],
    features: ['Pets allowed', 'Parking'],
  },
];

export const FEATURES = ['Pets allowed', 'Sea views', 'Hot tub', 'WiFi', 'Parking'];
/** The SuperControl account behind the site (sent by its calendar widget). */
export const OWNER_ID = 31877;
export const SITE_ID = 2;
/** the calendar widget's key (SuperControl's embed code carries it) */
export const CALENDAR_KEY = 'c7b41e0a93d24f6b8e15a2d0f9c3e671';
/** The demo's "today": the deposit is due on it, the balance six weeks before arrival. */
export const TODAY = '2026-05-02';
export const DEPOSIT_PERCENT = 25;
export const BALANCE_WEEKS_BEFORE = 6;
/** Booking references are numbered from here. */
export const FIRST_BOOKING = 204871;
