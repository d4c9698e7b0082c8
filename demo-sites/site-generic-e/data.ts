// Makai Villa Collection: a Maui luxury villa agency (Wailea, Makena, Kapalua, Ka'anapali, Napili, Olinda), an
// independent site on its own small JSON API, no booking platform. Managed villas book instantly (paid online);
// owner-listed villas take an inquiry with a price estimate. Everything the site shows and answers comes from this
// data; truth.json is written from it. US dollars, ISO dates in URLs and the API.

export type Booking = 'instant' | 'inquiry';
export type Collection = 'inspiring' | 'boutique';

export interface Villa {
  id: number;
  slug: string;
  /** the destination segment of its URL, and its name */
  area: [string, string];
  name: string;
  bedrooms: number;
  sleeps: number;
  /** USD per night */
  nightly: number;
  minNights: number;
  /** USD per stay */
  cleaning: number;
  booking: Booking;
  collections: Collection[];
  /** booked nights, yyyy-mm-dd */
  booked: string[];
}

export const VILLAS: Villa[] = [
  { id: 501, slug: 'hale-moana', area: ['wailea', 'Wailea'], name: 'Hale Moana', bedrooms: 5, sleeps: 10, nightly: 2850, minNights: 5, cleaning: 850, booking: 'instant', collections: ['inspiring'], booked: [] },
  { id: 502, slug: 'kapalua-bay-house', area: ['kapalua', 'Kapalua'], name: 'Kapalua Bay House', bedrooms: 4, sleeps: 8, nightly: 1950, minNights: 4, cleaning: 650, booking: 'inquiry', collections: ['inspiring'], booked: [] },
  { id: 503, slug: 'makena-surf-villa', area: ['makena', 'Makena'], name: 'Makena Surf Villa', bedrooms: 3, sleeps: 6, nightly: 1250, minNights: 4, cleaning: 450, booking: 'instant', collections: [], booked: [] },
  { id: 504, slug: 'olinda-forest-retreat', area: ['upcountry', 'Upcountry Maui'], name: 'Olinda Forest Retreat', bedrooms: 2, sleeps: 4, nightly: 620, minNights: 3, cleaning: 250, booking: 'inquiry', collections: ['boutique'], booked: ['2027-03-10'] },
  { id: 505, slug: 'kaanapali-ocean-estate', area: ['kaanapali', "Ka'anapali"], name: "Ka'anapali Ocean Estate", bedrooms: 7, sleeps: 14, nightly: 8900, minNights: 7, cleaning: 1500, booking: 'inquiry', collections: ['inspiring'], booked: [] },
  { id: 506, slug: 'napili-point-cottage', area: ['napili', 'Napili'], name: 'Napili Point Cottage', bedrooms: 2, sleeps: 4, nightly: 540, minNights: 3, cleaning: 225, booking: 'instant', collections: ['boutique'], booked: [] },
  { id: 507, slug: 'wailea-fairway-villa', area: ['wailea', 'Wailea'], name: 'Wailea Fairway Villa', bedrooms: 3, sleeps: 6, nightly: 1480, minNights: 4, cleaning: 450, booking: 'instant', collections: [], booked: ['2027-03-08', '2027-03-09'] },
];

/** Hawaii's general excise tax (with Maui County's surcharge) and transient accommodations taxes (state + county),
 * on rent and cleaning, shown as one line as many Maui agencies do. */
export const TAX_RATE = 0.17962;
export const TAX_LABEL = 'Hawaii GET & TAT (17.962%)';

/** The price filter's ends (USD per night): 0 to 10000 is "any" ($10,000+ is the select's top). */
export const PRICE_ANY: [number, number] = [0, 10000];

/** Reservations (MVC-<n>) and inquiries (INQ-<n>) start here. */
export const FIRST_RESERVATION = 3107;
export const FIRST_INQUIRY = 2207;
