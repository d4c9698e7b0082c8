// Gunnison Valley Lodging: a Crested Butte (Colorado) manager on Bluetent's RESCMS (Drupal 7) whose unit pages
// live under `/vacation-rentals/<unit>` (no area prefix). Everything its pages and RESCMS answers show is computed
// from this data (engine: demo-sites/platforms/bluetent/rescms.ts); truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';
import type { RescmsData, RescmsUnit } from '../platforms/bluetent/rescms.ts';

/** Colorado state sales tax 2.9%, Gunnison County 1%, Crested Butte sales 4.5% and lodging 1.5%: one "Tax" row
 * on rent and fees, 9.9%. */
const TAX: Unit['taxes'] = [{ name: 'Tax', percent: 9.9, on: 'rent+fees' }];

const UNITS: RescmsUnit[] = [
  {
    // sold out over Presidents' Day week
    id: 1,
    eid: 412,
    inventory: '3412-304412',
    slug: 'elk-ridge-b204',
    name: 'Elk Ridge B204',
    bedrooms: 2,
    bathrooms: 2,
    maxGuests: 6,
    nightly: 275,
    minNights: 4,
    booked: [['2027-02-13', '2027-02-20']],
    fees: [
      { name: 'Cleaning Fee', amount: 225 },
      { name: 'Damage Waiver', amount: 49 },
      { name: 'Reservation Fee', amount: 65 },
    ],
    taxes: TAX,
  },
  {
    id: 2,
    eid: 418,
    inventory: '3418-304418',
    slug: 'grand-lodge-317',
    name: 'Grand Lodge 317',
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 4,
    nightly: 189,
    minNights: 3,
    booked: [],
    fees: [
      { name: 'Cleaning Fee', amount: 145 },
      { name: 'Damage Waiver', amount: 49 },
      { name: 'Reservation Fee', amount: 65 },
    ],
    taxes: TAX,
  },
];

export const GUNNISON_VALLEY: RescmsData = {
  chrome: {
    brand: 'Gunnison Valley Lodging',
    tagline: 'Slopeside condos and mountain homes in Crested Butte',
    accent: '#2f5d8a',
    stylesheet: '/sites/all/themes/gvl/css/style.css',
    footer: 'Gunnison Valley Lodging · 11 Snowmass Rd, Mt. Crested Butte, CO 81225 · Powered by Bluetent',
  },
  area: '/vacation-rentals/',
  areaTitle: 'Vacation rentals',
  units: UNITS,
  insurancePercent: 6.5,
  firstReservation: 70518,
};
