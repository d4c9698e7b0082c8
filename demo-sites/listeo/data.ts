// Alpine Hideaways: chalets around Garmisch-Partenkirchen listed on the Listeo theme (Listeo Core rental bookings,
// WooCommerce payments), priced in euros the German way (1.682,50). Pages, answers and truth.json come from here.
import type { ListeoListing } from '../platforms/listeo/platform.ts';

export type Chalet = ListeoListing;

export const FEATURES: Record<string, string> = { sauna: 'Sauna', fireplace: 'Fireplace', wifi: 'Wi-Fi', pool: 'Pool' };

/** Listeo Core prices a rental as the nights plus the listing's reservation fee (_reservation_price); no taxes. */
const chalet = (id: number, slug: string, name: string, region: string, features: string[], nightly: number, fee: number, minNights: number, booked: [string, string][]): Chalet => ({
  id, slug, name, region, features, nightly, minNights, booked, bedrooms: 3, bathrooms: 2, maxGuests: 6, fees: [{ name: 'Reservation fee', amount: fee }], taxes: [],
});

export const CHALETS: Chalet[] = [
  chalet(871, 'zugspitz-chalet', 'Zugspitz Chalet', 'Garmisch-Partenkirchen', ['sauna', 'fireplace', 'wifi'], 318.5, 90, 3, [['2026-12-24', '2026-12-27']]),
  chalet(874, 'partnachklamm-lodge', 'Partnachklamm Lodge', 'Garmisch-Partenkirchen', ['sauna', 'wifi'], 240, 60, 2, []),
  chalet(879, 'loisach-loft', 'Loisach Loft', 'Garmisch-Partenkirchen', ['wifi'], 145, 40, 2, []),
  // booked inside the searched week
  chalet(883, 'kramer-blockhaus', 'Kramer Blockhaus', 'Garmisch-Partenkirchen', ['sauna', 'fireplace'], 275, 60, 2, [['2026-12-15', '2026-12-17']]),
  // in Grainau, not Garmisch
  chalet(886, 'eibsee-villa', 'Eibsee Villa', 'Grainau', ['sauna', 'pool'], 410, 90, 3, []),
];

export const FIRST_ORDER = 8801;
