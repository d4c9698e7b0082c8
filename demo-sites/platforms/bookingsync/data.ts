// Chalets des Aravis: a Smily (BookingSync) account in Haute-Savoie. The same four rentals back both variants: the
// owner's Smily website (bookingsync-website) and the owner's own site embedding Smily's calendar widget
// (bookingsync-calendar). Everything both sites show and answer is computed from this data; the truths are
// written from it.
import type { Unit } from '../../server/fixtures.ts';

export interface Rental extends Unit {
  /** the website's rental id: `/en/rentals/<id>-<slug>`, the Public API v2 `id`, `channel_prices/:id` */
  id: number;
  /** the account's BookingSync rental id: the Public API v2 `bookingsync_id`, the calendar's `rental_id` */
  bookingsyncId: number;
  slug: string;
  headline: string;
  destination: string;
  rentalType: 'chalet' | 'apartment' | 'studio';
}

export const CURRENCY = 'EUR';
const cleaning = (amount: number): Unit['fees'] => [{ name: 'Cleaning', amount }];

export const RENTALS: Rental[] = [
  {
    id: 315701,
    bookingsyncId: 34390,
    slug: 'chalet-les-sapins-in-la-clusaz',
    name: 'Chalet Les Sapins',
    headline: 'Chalet Les Sapins, ski-in ski-out',
    destination: 'La Clusaz',
    rentalType: 'chalet',
    bedrooms: 4,
    bathrooms: 2,
    maxGuests: 8,
    nightly: 210,
    minNights: 3,
    // the February half-term week before the searched one is sold
    booked: [['2027-02-06', '2027-02-13']],
    fees: cleaning(120),
    taxes: [],
  },
  {
    id: 315703,
    bookingsyncId: 34392,
    slug: 'appartement-le-refuge-in-le-grand-bornand',
    name: 'Appartement Le Refuge',
    headline: 'Appartement Le Refuge, village centre',
    destination: 'Le Grand-Bornand',
    rentalType: 'apartment',
    bedrooms: 2,
    bathrooms: 1,
    maxGuests: 4,
    nightly: 135,
    minNights: 2,
    booked: [],
    fees: cleaning(70),
    taxes: [],
  },
  {
    id: 315707,
    bookingsyncId: 34395,
    slug: 'chalet-edelweiss-in-la-clusaz',
    name: 'Chalet Edelweiss',
    headline: 'Chalet Edelweiss, sauna and view',
    destination: 'La Clusaz',
    rentalType: 'chalet',
    bedrooms: 5,
    bathrooms: 3,
    maxGuests: 10,
    nightly: 290,
    minNights: 7,
    // sold for the searched week
    booked: [['2027-02-13', '2027-02-20']],
    fees: cleaning(180),
    taxes: [],
  },
  {
    id: 315709,
    bookingsyncId: 34398,
    slug: 'studio-mont-blanc-in-le-grand-bornand',
    name: 'Studio Mont Blanc',
    headline: 'Studio Mont Blanc, by the lifts',
    destination: 'Le Grand-Bornand',
    rentalType: 'studio',
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 2,
    nightly: 85,
    minNights: 2,
    booked: [],
    fees: cleaning(40),
    taxes: [],
  },
];

/** First day of the availability maps both sites serve (a fixed day: answers never depend on the clock). */
export const MAPS_START = '2027-01-01';
/** Days the maps cover. */
export const MAPS_DAYS = 365;
