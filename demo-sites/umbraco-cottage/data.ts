// Dales Cottage Holidays: a Yorkshire Dales letting agency whose site runs on Umbraco, with an availability
// calculator on each cottage page (the `CottageAvailabilitySurface` surface controller). Everything the site
// shows and answers is computed from this data; truth.json is written from it. Prices are in pounds, VAT
// included; a cottage's price is its nights plus its cleaning charge.
import type { Cottage, CottageMessages } from '../platforms/umbraco-cottage/platform.ts';

export const COTTAGES: Cottage[] = [
  { id: 3101, slug: 'swaledale-barn', name: 'Swaledale Barn', village: 'Muker', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 110, minNights: 3, booked: [], fees: [{ name: 'Cleaning', amount: 45 }], taxes: [] },
  { id: 3102, slug: 'wensleydale-cottage', name: 'Wensleydale Cottage', village: 'Askrigg', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 135, minNights: 3, booked: [['2027-03-20', '2027-03-27']], fees: [{ name: 'Cleaning', amount: 60 }], taxes: [] },
  { id: 3103, slug: 'hawes-shepherds-hut', name: "Hawes Shepherd's Hut", village: 'Hawes', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 75, minNights: 2, booked: [], fees: [{ name: 'Cleaning', amount: 25 }], taxes: [] },
];

/** Booking references DCH-<n>, from here (assumed format). */
export const FIRST_BOOKING = 40871;

/** The controller's Message when HasPrice is false (texts assumed). */
export const MESSAGES: CottageMessages = {
  'min-stay': (p, c) => `Sorry, ${c.name} has a minimum stay of ${p.minNights} nights.`,
  occupancy: (p, c) => `Sorry, ${c.name} sleeps a maximum of ${p.maxGuests} guests.`,
  unavailable: (_p, c) => `Sorry, ${c.name} is not available for the dates selected.`,
  dates: () => 'Please choose an arrival date.',
};
