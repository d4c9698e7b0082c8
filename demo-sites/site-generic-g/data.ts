// Pelican Cove Vacation Rentals: a family rental company on Florida's Gulf County coast (Cape San Blas, Indian
// Pass, Port St. Joe) since 1996, on its own classic server pages: a ColdFusion site (.cfm pages, .cfc remote
// methods answering serializeJSON's upper-case keys) with a small PHP booking engine bolted on later (/engine/,
// /booking.php, /site_process.php, /generatequote). Everything the site shows and answers comes from this data;
// truth.json is written from it. US dollars, mm/dd/yyyy dates in forms and queries.

export type Area = 'Cape San Blas' | 'Indian Pass' | 'Port St. Joe';

export interface Home {
  id: number;
  name: string;
  area: Area;
  bedrooms: number;
  sleeps: number;
  /** USD per night */
  nightly: number;
  minNights: number;
  cleaning: number;
  /** false: the owner approves each stay ("Request to book", an inquiry through /site_process.php) */
  instant: boolean;
  /** booked nights, yyyy-mm-dd */
  booked: string[];
}

export const AREAS: Area[] = ['Cape San Blas', 'Indian Pass', 'Port St. Joe'];

export const HOMES: Home[] = [
  { id: 214, name: 'Gulf Breeze Cottage', area: 'Cape San Blas', bedrooms: 3, sleeps: 8, nightly: 350, minNights: 4, cleaning: 225, instant: true, booked: [] },
  { id: 221, name: 'Sea Oats Hideaway', area: 'Cape San Blas', bedrooms: 2, sleeps: 6, nightly: 260, minNights: 3, cleaning: 175, instant: true, booked: [] },
  { id: 227, name: 'Indian Pass Bay House', area: 'Indian Pass', bedrooms: 4, sleeps: 10, nightly: 420, minNights: 5, cleaning: 275, instant: false, booked: [] },
  { id: 233, name: 'Windmark Beach Bungalow', area: 'Port St. Joe', bedrooms: 3, sleeps: 6, nightly: 310, minNights: 3, cleaning: 200, instant: true, booked: [] },
  { id: 246, name: 'Stump Hole Beach House', area: 'Cape San Blas', bedrooms: 4, sleeps: 10, nightly: 450, minNights: 5, cleaning: 295, instant: true, booked: [] },
  { id: 252, name: 'Cape Palms', area: 'Cape San Blas', bedrooms: 3, sleeps: 8, nightly: 330, minNights: 4, cleaning: 225, instant: true, booked: ['2027-06-15', '2027-06-16'] },
];

/** Per stay: damage waiver and reservation fee (USD). */
export const DAMAGE_WAIVER = 49;
export const RESERVATION_FEE = 65;
/** On rent and cleaning: Florida sales tax 7% (6% state + Gulf County surtax), Gulf County tourist development tax 5%. */
export const SALES_TAX = 0.07;
export const TOURIST_TAX = 0.05;
/** Optional travel insurance: 6.5% of the trip cost. */
export const INSURANCE_RATE = 0.065;

/** Reservations (PC-<n>), booking requests (BR-<n>), e-mailed quotes (PCQ-<n>) start here. */
export const FIRST_RESERVATION = 30417;
export const FIRST_REQUEST = 1187;
export const FIRST_QUOTE = 5102;
