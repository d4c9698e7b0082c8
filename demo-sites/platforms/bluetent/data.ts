// Kauai Shoreline Vacations: a Poipu (Kauai) manager on Bluetent's RESCMS (Drupal 7). Everything its pages and
// RESCMS answers show is computed from this data; the truth.json files of bluetent-ajax and bluetent-base are
// written from it.
import type { Unit } from '../../server/fixtures.ts';
import type { RescmsData, RescmsUnit } from './rescms.ts';

/** Kauai's transient accommodations tax 10.25%, county TAT 3% and general excise tax 4.712%: RESCMS's detailed
 * quote shows them as one "Tax" row on rent and fees. */
const TAX: Unit['taxes'] = [{ name: 'Tax', percent: 17.962, on: 'rent+fees' }];

export const UNITS: RescmsUnit[] = [
  {
    // sold out over Christmas week
    id: 1,
    eid: 156,
    inventory: '2156-210156',
    slug: 'regency-620',
    name: 'Regency 620',
    bedrooms: 2,
    bathrooms: 2,
    maxGuests: 6,
    nightly: 329,
    minNights: 3,
    booked: [['2026-12-19', '2026-12-27']],
    fees: [
      { name: 'Cleaning Fee', amount: 285 },
      { name: 'Damage Waiver', amount: 69 },
      { name: 'Booking Fee', amount: 95 },
    ],
    taxes: TAX,
  },
  {
    id: 2,
    eid: 161,
    inventory: '2161-210161',
    slug: 'nihi-kai-814',
    name: 'Nihi Kai 814',
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 4,
    nightly: 245,
    minNights: 3,
    booked: [],
    fees: [
      { name: 'Cleaning Fee', amount: 195 },
      { name: 'Damage Waiver', amount: 69 },
      { name: 'Booking Fee', amount: 75 },
    ],
    taxes: TAX,
  },
];

/** Optional travel insurance RESCMS offers on every quote (a declined "forced-choice" row): 7.75% of the sub-total. */
export const INSURANCE_PERCENT = 7.75;

/** First reservation number the PMS hands out. */
export const FIRST_RESERVATION = 48213;

/** The site: its unit pages live under `/poipu-vacation-rentals/` (SOURCES.md). */
export const KAUAI_SHORELINE: RescmsData = {
  chrome: {
    brand: 'Kauai Shoreline Vacations',
    tagline: 'Poipu condos and homes on Kauai’s south shore',
    accent: '#c2561a',
    stylesheet: '/sites/all/themes/kauai/css/style.css',
    footer: 'Kauai Shoreline Vacations · 2827 Poipu Rd, Koloa, HI 96756 · Powered by Bluetent',
  },
  area: '/poipu-vacation-rentals/',
  areaTitle: 'Poipu vacation rentals',
  units: UNITS,
  insurancePercent: INSURANCE_PERCENT,
  firstReservation: FIRST_RESERVATION,
};
