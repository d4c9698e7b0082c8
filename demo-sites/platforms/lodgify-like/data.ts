// Algarve Shore Houses: an owner with two holiday homes on a Lodgify-style website (the website builder's pages and
// booking box, and its checkout app). Prices in euros. Everything the site shows and answers is computed from
// this data, and truth.json is written from it.
import type { Unit } from '../../server/fixtures.ts';

export interface Property extends Unit {
  slug: string;
  /** Lodgify prices a property through its room type (a whole home has exactly one) */
  roomTypeId: number;
  town: string;
  headline: string;
}

/** Portuguese VAT on short stays (6 %) applies to the rent and the cleaning. */
const COSTS = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [{ name: 'Cleaning', amount: cleaning }],
  taxes: [{ name: 'VAT', percent: 6, on: 'rent+fees' }],
});

const SUMMER = { from: '2026-07-01', to: '2026-09-01' };

export const PROPERTIES: Property[] = [
  {
    id: 436901,
    roomTypeId: 503044,
    slug: 'casa-do-mar',
    name: 'Casa do Mar',
    town: 'Carvoeiro',
    headline: 'Whitewashed house above the cove, five minutes on foot to the beach',
    bedrooms: 3,
    bathrooms: 2,
    maxGuests: 6,
    nightly: 210,
    seasons: [{ ...SUMMER, nightly: 265 }],
    minNights: 3,
    booked: [['2026-07-25', '2026-08-01']],
    ...COSTS(90),
  },
  {
    id: 436917,
    roomTypeId: 503061,
    slug: 'quinta-das-oliveiras',
    name: 'Quinta das Oliveiras',
    town: 'Loulé',
    headline: 'Farmhouse among olive trees with a saltwater pool',
    bedrooms: 4,
    bathrooms: 3,
    maxGuests: 8,
    nightly: 320,
    seasons: [{ ...SUMMER, nightly: 395 }],
    minNights: 5,
    booked: [['2026-07-15', '2026-07-22']],
    ...COSTS(140),
  },
];

export const CURRENCY = 'EUR';
/** the Lodgify website's id (its rate calls carry it) and the account's checkout slug */
export const WEBSITE_ID = 2318451;
export const TENANT = 'algarve-shore-houses';
/** the roster page's id: /en/5214762/all-properties */
export const ROSTER_PAGE = 5214762;

/** Booking ids start here (one per distinct booking). */
export const FIRST_BOOKING = 7301145;

/** The problem-details `detail` texts of refused stays (HTTP 400). */
export const REFUSALS = {
  'min-stay': (n: number) => `The minimum stay for the selected dates is ${n} nights.`,
  unavailable: () => 'The property is not available for the selected dates.',
  occupancy: (n: number) => `The property accommodates at most ${n} guests.`,
  dates: () => 'The arrival and departure dates are not valid.',
};
