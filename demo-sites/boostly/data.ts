// Saltwater Stays: Outer Banks beach houses on the Boostly theme, paid through WooCommerce. Pages, answers and
// truth.json all come from this data.
import type { Unit } from '../server/fixtures.ts';

export interface Home extends Unit {
  slug: string;
  town: string;
  /** listing_type taxonomy */
  type: 'Cottage' | 'House' | 'Studio';
}

/** Every Boostly home charges cleaning and the booking fee; Dare County occupancy tax is on rent and fees. */
const charges = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [
    { name: 'Cleaning Fee', amount: cleaning },
    { name: 'Booking Fee', amount: 49 },
  ],
  taxes: [{ name: 'Occupancy Tax', percent: 12.75, on: 'rent+fees' }],
});

const home = (id: number, slug: string, name: string, town: string, type: Home['type'], rooms: [number, number, number], nightly: number, minNights: number, booked: [string, string][], cleaning: number): Home => ({
  id, slug, name, town, type, bedrooms: rooms[0], bathrooms: rooms[1], maxGuests: rooms[2], nightly, minNights, booked, ...charges(cleaning),
});

export const HOMES: Home[] = [
  home(2305, 'duck-dune-cottage', 'Duck Dune Cottage', 'Duck', 'Cottage', [3, 2, 8], 245, 3, [['2026-12-22', '2026-12-23']], 175),
  home(2311, 'corolla-lighthouse-retreat', 'Corolla Lighthouse Retreat', 'Corolla', 'House', [4, 3, 10], 365, 3, [], 225),
  home(2318, 'kitty-hawk-surf-shack', 'Kitty Hawk Surf Shack', 'Kitty Hawk', 'Cottage', [2, 1, 6], 189, 2, [], 120),
  // booked over the searched week
  home(2324, 'nags-head-sound-house', 'Nags Head Sound House', 'Nags Head', 'House', [3, 2, 8], 275, 3, [['2026-12-16', '2026-12-18']], 180),
  // sleeps two: too small for four guests
  home(2330, 'salvo-studio', 'Salvo Studio', 'Salvo', 'Studio', [1, 1, 2], 119, 2, [], 80),
];

/** All homes are on the Outer Banks (the search's `location`). */
export const REGION = 'Outer Banks';

export const FIRST_ORDER = 6001;

/** Boostly's texts, as the theme's errors object carries them. */
export const SAY = {
  noDates: 'Please choose your check-in and check-out dates',
  minStay: (n: number) => `Minimum stay is ${n} nights`,
  booked: (day: string) => `${day} is not available`,
  guests: (n: number) => `This home sleeps ${n} guests at most`,
};
