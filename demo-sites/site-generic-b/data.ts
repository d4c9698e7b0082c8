// Marina Keys Holiday Homes: licensed holiday homes in Dubai (Palm Jumeirah, Dubai Marina, JBR), an independent
// site on its own small JSON API, no booking platform. Everything the site shows and answers comes from this data;
// truth.json is written from it. UAE dirhams, ISO dates in the API.
import type { Listing } from '../platforms/site-generic/listing.ts';

export type Category = 'villas' | 'beach-house' | 'luxury' | 'condos' | 'homes' | 'weekly' | 'monthly';

/** A home: its area is the place's name, its nightly rate AED. */
export interface Home extends Listing {
  categories: Category[];
}

/** The search page's category checkboxes (value -> label as shown). */
export const CATEGORIES: [Category, string][] = [
  ['villas', 'Villas'], ['beach-house', 'Beach House'], ['luxury', 'Luxury'], ['condos', 'Condos'], ['homes', 'Homes'], ['weekly', 'Weekly'], ['monthly', 'Monthly'],
];

export const HOMES: Home[] = [
  { id: 304, name: 'Marina Sky Villa', area: 'Palm Jumeirah', bedrooms: 3, sleeps: 6, nightly: 1500, minNights: 3, categories: ['villas', 'beach-house', 'luxury', 'weekly'], booked: [] },
  { id: 311, name: 'Frond G Beach Villa', area: 'Palm Jumeirah', bedrooms: 5, sleeps: 10, nightly: 4200, minNights: 4, categories: ['villas', 'beach-house', 'luxury'], booked: ['2027-02-12'] },
  { id: 318, name: 'Shoreline Garden Villa', area: 'Palm Jumeirah', bedrooms: 2, sleeps: 4, nightly: 1100, minNights: 3, categories: ['villas', 'beach-house'], booked: [] },
  { id: 325, name: 'Marina Gate 2BR', area: 'Dubai Marina', bedrooms: 2, sleeps: 4, nightly: 650, minNights: 2, categories: ['condos', 'weekly', 'monthly'], booked: [] },
  { id: 332, name: 'JBR Sea View Apartment', area: 'JBR', bedrooms: 1, sleeps: 3, nightly: 480, minNights: 2, categories: ['condos', 'monthly'], booked: ['2027-02-11'] },
  { id: 339, name: 'Springs Family Home', area: 'The Springs', bedrooms: 4, sleeps: 8, nightly: 900, minNights: 5, categories: ['homes', 'monthly'], booked: [] },
];

/** Cleaning per stay (AED), Tourism Dirham (AED per bedroom per night), VAT on rent and cleaning. */
export const CLEANING = 350;
export const TOURISM_DIRHAM = 15;
export const VAT_RATE = 0.05;

/** The price filter's ends (AED per night): "any" is 0 to 99999. */
export const PRICE_ANY = [0, 99999];

/** Bookings (MK-<n>) start here. */
export const FIRST_BOOKING = 5521;
