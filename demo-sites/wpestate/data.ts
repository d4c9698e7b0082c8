// Blue Ridge Lake Rentals: north Georgia cabins on WP Rentals (wpestate), paid through WooCommerce. The cost form,
// the search page and truth.json are all computed from this data.

export interface Cabin {
  id: number;
  slug: string;
  name: string;
  city: string;
  maxGuests: number;
  /** price per night for up to `included` guests */
  nightly: number;
  included: number;
  /** per extra guest per night */
  extraGuest: number;
  cleaning: number;
  cityFee: number;
  /** percent, on the nights and the extra-guest costs */
  tax: number;
  /** optional extras (single fee each), chosen in the cost form */
  extras: { name: string; price: number }[];
  /** booked nights, [first night, checkout day) */
  booked: [string, string][];
}

const cabin = (id: number, slug: string, name: string, maxGuests: number, nightly: number, cleaning: number, booked: [string, string][] = []): Cabin => ({
  id, slug, name, city: 'Blue Ridge', maxGuests, nightly, included: 4, extraGuest: 25, cleaning, cityFee: 30, tax: 9, booked,
  extras: [{ name: 'Firewood bundle', price: 40 }, { name: 'Late check-out', price: 60 }],
});

export const CABINS: Cabin[] = [
  cabin(512, 'laurel-creek-cabin', 'Laurel Creek Cabin', 8, 210, 125, [['2026-12-22', '2026-12-24']]),
  cabin(518, 'mercier-orchard-cottage', 'Mercier Orchard Cottage', 6, 165, 95),
  cabin(523, 'toccoa-riverside-lodge', 'Toccoa Riverside Lodge', 10, 295, 160),
  // booked inside the searched week
  cabin(527, 'aska-trail-hideaway', 'Aska Trail Hideaway', 8, 230, 125, [['2026-12-17', '2026-12-20']]),
  // sleeps two
  cabin(531, 'mineral-bluff-studio', 'Mineral Bluff Studio', 2, 99, 60),
];

export const FIRST_ORDER = 7301;

/** WP Rentals' localized notices (property_vars). */
export const NOTICES = {
  bookedalready: 'The dates are already booked. Please choose other dates.',
  nostart: 'Check-in date cannot be bigger than Check-out date',
  /** control_vars.bookdenied: what a refused Book Now shows */
  bookdenied: 'The selected period is already booked. Please choose a new one!',
};
