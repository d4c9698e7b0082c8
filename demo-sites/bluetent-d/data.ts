// Tahoe Pines Cabins: a North Lake Tahoe (California) manager on Bluetent's RESCMS (Drupal 7) whose unit pages
// live under `/rentals/<unit>`. Everything its pages and RESCMS answers show is computed from this data (engine:
// demo-sites/platforms/bluetent/rescms.ts); truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';
import type { RescmsData, RescmsUnit } from '../platforms/bluetent/rescms.ts';

/** Placer County transient occupancy tax 10% and the North Lake Tahoe tourism assessment 2%: one "Tax" row on
 * rent and fees, 12%. */
const TAX: Unit['taxes'] = [{ name: 'Tax', percent: 12, on: 'rent+fees' }];

const UNITS: RescmsUnit[] = [
  {
    // sold out over the Fourth of July
    id: 1,
    eid: 27,
    inventory: '1027-100027',
    slug: 'bear-creek-cabin',
    name: 'Bear Creek Cabin',
    bedrooms: 3,
    bathrooms: 2,
    maxGuests: 8,
    nightly: 365,
    minNights: 2,
    booked: [['2027-07-02', '2027-07-06']],
    fees: [
      { name: 'Cleaning Fee', amount: 250 },
      { name: 'Damage Waiver', amount: 59 },
      { name: 'Booking Fee', amount: 85 },
    ],
    taxes: TAX,
  },
  {
    id: 2,
    eid: 31,
    inventory: '1031-100031',
    slug: 'lakeview-a-frame',
    name: 'Lakeview A-Frame',
    bedrooms: 2,
    bathrooms: 1,
    maxGuests: 5,
    nightly: 295,
    minNights: 2,
    booked: [],
    fees: [
      { name: 'Cleaning Fee', amount: 195 },
      { name: 'Damage Waiver', amount: 59 },
      { name: 'Booking Fee', amount: 85 },
    ],
    taxes: TAX,
  },
];

export const TAHOE_PINES: RescmsData = {
  chrome: {
    brand: 'Tahoe Pines Cabins',
    tagline: 'Cabins and lake homes around Tahoe City and Kings Beach',
    accent: '#3f6b3a',
    stylesheet: '/sites/all/themes/tahoepines/css/style.css',
    footer: 'Tahoe Pines Cabins · 8675 N Lake Blvd, Kings Beach, CA 96143 · Powered by Bluetent',
  },
  area: '/rentals/',
  areaTitle: 'Lake Tahoe cabin rentals',
  units: UNITS,
  insurancePercent: 7,
  firstReservation: 31906,
};
