// Penwith Coast Cottages: a West Cornwall letting agency on the same Umbraco cottage template as Dales Cottage
// Holidays (demo-sites/umbraco-cottage), its cottage pages under /self-catering/ and its calculator asking for a
// departure date instead of a number of nights. Everything the site shows and answers is computed from this
// data; truth.json is written from it. Prices in pounds, VAT included: nights plus the cottage's charges.
import type { Cottage, CottageMessages } from '../platforms/umbraco-cottage/platform.ts';

export const COTTAGES: Cottage[] = [
  { id: 5201, slug: 'porthgwarra-cottage', name: 'Porthgwarra Cottage', village: 'St Levan', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 125, minNights: 3, booked: [], fees: [{ name: 'Cleaning', amount: 50 }], taxes: [] },
  {
    id: 5202, slug: 'mousehole-sail-loft', name: 'The Sail Loft', village: 'Mousehole', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 160, minNights: 4,
    booked: [['2027-05-01', '2027-05-08']], fees: [{ name: 'Cleaning', amount: 70 }, { name: 'Linen and towels', amount: 25 }], taxes: [],
  },
  { id: 5203, slug: 'zennor-chapel', name: 'Zennor Chapel', village: 'Zennor', bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 210, minNights: 7, booked: [], fees: [{ name: 'Cleaning', amount: 90 }], taxes: [] },
];

/** Booking references PCC-<n>, from here (assumed format). */
export const FIRST_BOOKING = 7314;

/** The controller's Message when HasPrice is false (texts assumed). */
export const MESSAGES: CottageMessages = {
  'min-stay': (p, c) => `Sorry, ${c.name} has a minimum stay of ${p.minNights} nights.`,
  occupancy: (p, c) => `Sorry, ${c.name} sleeps a maximum of ${p.maxGuests} guests.`,
  unavailable: (_p, c) => `Sorry, ${c.name} is already booked for some of the dates selected.`,
  dates: () => 'Please choose your arrival and departure dates.',
};
