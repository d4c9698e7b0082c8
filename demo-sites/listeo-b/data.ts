// Ridgeline Cabin Rentals: Smoky Mountain cabins around Gatlinburg, Tennessee, listed on the Listeo theme (Listeo
// Core rental bookings, WooCommerce payments in US dollars), a US site (en_US: 1,313.75) whose Listeo currency
// setting is "Disable Currency Symbol". Pages, answers and truth.json come from here.
import type { ListeoListing } from '../platforms/listeo/platform.ts';

export const FEATURES: Record<string, string> = { 'hot-tub': 'Hot Tub', fireplace: 'Fireplace', wifi: 'Wi-Fi', 'game-room': 'Game Room' };

/** Listeo Core prices a rental as the nights plus the listing's reservation fee (_reservation_price); no taxes. */
const cabin = (id: number, slug: string, name: string, region: string, features: string[], nightly: number, fee: number, minNights: number, booked: [string, string][]): ListeoListing => ({
  id, slug, name, region, features, nightly, minNights, booked, bedrooms: 2, bathrooms: 2, maxGuests: 8, fees: [{ name: 'Reservation fee', amount: fee }], taxes: [],
});

export const CABINS: ListeoListing[] = [
  cabin(412, 'bearskin-lodge', 'Bearskin Lodge', 'Gatlinburg', ['hot-tub', 'fireplace', 'wifi'], 245.75, 85, 3, [['2026-10-23', '2026-10-26']]),
  cabin(415, 'laurel-falls-cabin', 'Laurel Falls Cabin', 'Gatlinburg', ['hot-tub', 'wifi'], 189, 65, 2, []),
  cabin(418, 'roaring-fork-studio', 'Roaring Fork Studio', 'Gatlinburg', ['wifi'], 129, 45, 2, []),
  // booked inside the searched week
  cabin(421, 'mount-le-conte-retreat', 'Mount Le Conte Retreat', 'Gatlinburg', ['hot-tub', 'fireplace'], 265, 75, 2, [['2026-10-13', '2026-10-15']]),
  // in Pigeon Forge, not Gatlinburg
  cabin(424, 'wears-valley-chalet', 'Wears Valley Chalet', 'Pigeon Forge', ['hot-tub', 'game-room'], 310, 95, 3, []),
];

export const FIRST_ORDER = 5120;
