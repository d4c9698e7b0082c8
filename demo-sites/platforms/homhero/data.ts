// Noosa Coastal Retreats: Sunshine Coast holiday homes managed in HomHero and sold through its WordPress plugin,
// priced in Australian dollars with GST. Pages, answers and truth.json come from this data.

export interface Retreat {
  id: number;
  slug: string;
  name: string;
  suburb: string;
  bedrooms: number;
  maxGuests: number;
  amenities: string[];
  nightly: number;
  minNights: number;
  /** booked nights, [first night, checkout day) */
  booked: [string, string][];
  cleaning: number;
  linen: number;
  /** optional damage protection, offered on every quote; this site's guests decline it by default */
  protection: number;
}

export const AMENITIES = ['Pool', 'WiFi', 'Air conditioning', 'Pet friendly'];
/** The amenity filter's first option: "no filter". */
export const ANY = 'Any Features';

export const GST = 10;
/** percent of the total due when booking (HomHero's deposit payment option) */
export const DEPOSIT = 30;

const retreat = (id: number, slug: string, name: string, suburb: string, rooms: [number, number], amenities: string[], nightly: number, minNights: number, booked: [string, string][]): Retreat => ({
  id, slug, name, suburb, bedrooms: rooms[0], maxGuests: rooms[1], amenities, nightly, minNights, booked, cleaning: 40 + 45 * rooms[0], linen: 15 * rooms[0], protection: 39,
});

export const RETREATS: Retreat[] = [
  retreat(4401, 'sunshine-beach-house', 'Sunshine Beach House', 'Sunshine Beach', [4, 8], ['Pool', 'WiFi', 'Air conditioning'], 420, 3, [['2026-12-23', '2026-12-27']]),
  retreat(4407, 'hastings-street-apartment', 'Hastings Street Apartment', 'Noosa Heads', [2, 4], ['Pool', 'WiFi'], 310, 2, []),
  retreat(4412, 'peregian-pavilion', 'Peregian Pavilion', 'Peregian Beach', [5, 10], ['Pool', 'Air conditioning'], 515, 3, []),
  // no pool
  retreat(4419, 'noosa-river-cottage', 'Noosa River Cottage', 'Noosaville', [3, 6], ['WiFi', 'Pet friendly'], 260, 2, []),
  // booked inside the searched week
  retreat(4423, 'tewantin-treehouse', 'Tewantin Treehouse', 'Tewantin', [2, 4], ['Pool'], 280, 2, [['2026-12-15', '2026-12-18']]),
];

export const REGION = 'Noosa';
export const FIRST_BOOKING = 10452;
