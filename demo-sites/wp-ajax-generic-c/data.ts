// Kestrel Bay Holiday Homes: Cornish holiday homes on a WordPress property theme whose search grid is the admin-ajax
// pair load_available_properties (a dated search) / load_properties (the grid's "Load more"), both answering
// wp_send_json_success({ html, total, has_more, page }), and whose home pages ask checkRoomAvailability (room,
// checkIn, checkOut, adults, children). Everything the site shows and answers comes from this data; truth.json is
// written from it. Pounds sterling, ISO dates (date inputs).
import type { Unit } from '../server/fixtures.ts';

export type Home = Unit & { slug: string; village: string };

/** Cleaning and a booking fee; 20% VAT on rent and fees. */
const cornwall = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [{ name: 'Cleaning', amount: cleaning }, { name: 'Booking fee', amount: 25 }],
  taxes: [{ name: 'VAT', percent: 20, on: 'rent+fees' }],
});

export const HOMES: Home[] = [
  { id: 301, slug: 'gull-cottage', name: 'Gull Cottage', village: 'Mousehole', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 145, minNights: 3, booked: [['2026-12-20', '2026-12-27']], ...cornwall(60) },
  { id: 302, slug: 'harbour-view', name: 'Harbour View', village: 'Port Isaac', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 210, minNights: 3, booked: [], ...cornwall(80) },
  { id: 303, slug: 'the-net-loft', name: 'The Net Loft', village: 'St Ives', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 110, minNights: 2, booked: [], ...cornwall(45) },
  { id: 304, slug: 'chapel-barn', name: 'Chapel Barn', village: 'Zennor', bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 280, minNights: 4, booked: [['2026-12-12', '2026-12-14']], ...cornwall(110) },
  { id: 305, slug: 'pilchard-house', name: 'Pilchard House', village: 'Newlyn', bedrooms: 3, bathrooms: 1, maxGuests: 5, nightly: 165, minNights: 3, booked: [], ...cornwall(70) },
  { id: 306, slug: 'lookout-point', name: 'Lookout Point', village: 'Sennen', bedrooms: 2, bathrooms: 2, maxGuests: 4, nightly: 175, minNights: 3, booked: [], ...cornwall(65) },
  { id: 307, slug: 'tin-miners-row', name: "Tin Miner's Row", village: 'St Just', bedrooms: 2, bathrooms: 1, maxGuests: 3, nightly: 120, minNights: 2, booked: [], ...cornwall(50) },
];

/** Homes per page of the grid (the theme's posts_per_page). */
export const PER_PAGE = 4;

/** Bookings (KB-<n>) start here. */
export const FIRST_BOOKING = 5101;
