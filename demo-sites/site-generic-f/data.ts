// Dalmatinka Holidays: a holiday-rental agency in Split, Croatia (Split riviera, Brač, Hvar), on an older Java
// (JSP/servlet) site of its own, no booking platform. Everything the site shows and answers comes from this data;
// truth.json is written from it. Euros; dates as the site writes them, dd.mm.yyyy (ISO inside).

export type Region = 'Split' | 'Brač' | 'Hvar';
export type Feature = 'private-pool';
export type Theme = 'family-holidays';

export interface House {
  id: number;
  name: string;
  region: Region;
  place: string;
  kind: 'villa' | 'house' | 'apartment';
  sleeps: number;
  /** EUR per night */
  nightly: number;
  /** instant: booked online through /book/*; request: the owner's calendar (DBS), booked on request */
  booking: 'instant' | 'request';
  features: Feature[];
  themes: Theme[];
  /** booked nights, yyyy-mm-dd */
  booked: string[];
}

const week = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `2027-07-${String(from + i).padStart(2, '0')}`);

export const HOUSES: House[] = [
  { id: 101, name: 'Villa Lavanda', region: 'Split', place: 'Podstrana', kind: 'villa', sleeps: 8, nightly: 420, booking: 'instant', features: ['private-pool'], themes: ['family-holidays'], booked: [] },
  { id: 102, name: 'Apartment Riva', region: 'Split', place: 'Split', kind: 'apartment', sleeps: 4, nightly: 95, booking: 'instant', features: [], themes: ['family-holidays'], booked: [] },
  { id: 103, name: 'Villa Olea', region: 'Brač', place: 'Supetar', kind: 'villa', sleeps: 10, nightly: 610, booking: 'instant', features: ['private-pool'], themes: [], booked: ['2027-07-14'] },
  { id: 204, name: 'Stone House Nona', region: 'Brač', place: 'Postira', kind: 'house', sleeps: 6, nightly: 180, booking: 'request', features: ['private-pool'], themes: ['family-holidays'], booked: [] },
  { id: 205, name: 'Kuća Marija', region: 'Hvar', place: 'Stari Grad', kind: 'house', sleeps: 6, nightly: 240, booking: 'request', features: [], themes: [], booked: [] },
  { id: 206, name: 'Apartment Lučica', region: 'Hvar', place: 'Hvar', kind: 'apartment', sleeps: 3, nightly: 75, booking: 'request', features: [], themes: [], booked: [] },
  { id: 207, name: 'Villa Bonaca', region: 'Hvar', place: 'Jelsa', kind: 'villa', sleeps: 8, nightly: 890, booking: 'request', features: ['private-pool'], themes: [], booked: week(10, 16) },
];

export const FEATURES: Record<Feature, string> = { 'private-pool': 'Houses with a private pool' };
export const THEMES: Record<Theme, string> = { 'family-holidays': 'Family holidays by the sea' };
export const REGIONS: Region[] = ['Split', 'Brač', 'Hvar'];

/** High season (nights from 26 June to 28 August): instant houses let for 7 nights at least. */
export const HIGH_SEASON = ['2027-06-26', '2027-08-28'];
export const HIGH_SEASON_MIN_NIGHTS = 7;
export const MIN_NIGHTS = 3;
/** Final cleaning per stay (EUR): villas and houses, apartments. */
export const CLEANING = { house: 120, apartment: 40 };
/** Tourist tax (boravišna pristojba), EUR per adult per night; children under 12 are exempt. */
export const TOURIST_TAX = 1.6;
/** Deposit asked on booking (the rest is due 30 days before arrival). */
export const DEPOSIT_RATE = 0.3;

/** The price slider of /all.jsp (EUR per night): its ends, 50 and 1000, are "any price". */
export const PRICE_SLIDER = [50, 1000];

/** Bookings AH-<n>, requests RQ-<n>. */
export const FIRST_BOOKING = 2041;
export const FIRST_REQUEST = 7731;
