// Harbourlight Cottages: a Cornish holiday-let agency whose booking runs in an embedded widget (one page, /book/,
// the widget's views change without the URL changing) that announces itself to the host page by custom events
// (SIGNAL_PAGE_CHANGE, SIGNAL_QUOTE, SIGNAL_BOOK; see demo-sites/signal-widget/SOURCES.md: the names are the spec's, the shapes assumed).
// Everything the site shows and answers comes from this data; truth.json is written from it. Pounds sterling.
import type { Unit } from '../server/fixtures.ts';

/** A cottage: the widget's property id is `W<id>`, a string, as the widget's JSON gives it. */
export type Cottage = Unit & { village: string };

/** Every cottage charges a cleaning fee and the agency's booking fee; no tax line (prices include VAT). */
const charges = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [{ name: 'Cleaning', amount: cleaning }, { name: 'Booking fee', amount: 25 }],
  taxes: [],
});

export const COTTAGES: Cottage[] = [
  { id: 301, name: 'Cormorant Loft', village: 'Mousehole', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 135, minNights: 2, booked: [], ...charges(60) },
  { id: 302, name: 'Gull Rock Cottage', village: 'Porthleven', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 210, minNights: 3, booked: [['2027-02-10', '2027-02-14']], ...charges(85) },
  { id: 303, name: 'Tidewatch House', village: 'St Ives', bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 320, minNights: 3, booked: [['2027-02-17', '2027-02-20']], ...charges(110) },
  { id: 304, name: "Harbour Master's Rest", village: 'Newlyn', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 245, minNights: 3, booked: [], ...charges(85) },
];

export const propertyId = (c: Cottage): string => `W${c.id}`;
export const cottageById = (id: string | null): Cottage | undefined => COTTAGES.find((c) => propertyId(c) === id);

/** Booking references: HLC-<n>, n from here. */
export const FIRST_BOOKING = 5301;
export const bookingRef = (n: number): string => `HLC-${n}`;

/** The widget's refusals (wording assumed). */
export const NOT_AVAILABLE = (name: string): string => `${name} is not available for the dates you chose.`;
export const MIN_STAY = (n: number): string => `The minimum stay is ${n} nights.`;
export const TOO_MANY = (n: number): string => `This cottage sleeps at most ${n} guests.`;
