// Bled Lake Chalets: a Slovenian host selling its chalets and apartments on its WordPress site through the
// Hostify Booking plugin (listings, listing page with the booking form, Stripe payment page). Everything the site
// shows and answers is computed from this data; truth.json is written from it. Prices are in euros.
import type { StayProblem, Unit } from '../server/fixtures.ts';

export interface Listing extends Unit {
  city: string;
}

/** Hostify's price block: the nights, the cleaning fee, one "Tax" line (tax_amount: 10% on the whole stay). */
const costs = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [{ name: 'Cleaning fee', amount: cleaning }],
  taxes: [{ name: 'Tax', percent: 10, on: 'rent+fees' }],
});

export const LISTINGS: Listing[] = [
  { id: 41207, name: 'Chalet Triglav View', city: 'Bled', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 165, minNights: 3, booked: [], ...costs(80) },
  { id: 41208, name: 'Lakeside Studio', city: 'Bled', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 95, minNights: 2, booked: [], ...costs(40) },
  { id: 41209, name: 'Forest Lodge Pokljuka', city: 'Pokljuka', bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 240, minNights: 4, booked: [['2026-12-10', '2026-12-20']], ...costs(120) },
  { id: 41210, name: 'Apartment Bohinj', city: 'Bohinj', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 120, minNights: 2, booked: [], ...costs(60) },
];

export const CURRENCY = { iso: 'EUR', symbol: '€' };
/** Hostify reservation ids in this demo start here; the guest's confirmation code is HB-<id> (assumed format). */
export const FIRST_RESERVATION = 2260417;

/** The Hostify API's error for a stay, as the plugin prints it in .calendar-error (texts assumed). */
export const REFUSALS: { [K in StayProblem['kind']]: (p: Extract<StayProblem, { kind: K }>) => string } = {
  'min-stay': (p) => `Minimum stay for the selected dates is ${p.minNights} nights`,
  unavailable: () => 'The listing is not available for the selected dates',
  occupancy: (p) => `Maximum number of guests is ${p.maxGuests}`,
  dates: () => 'Unavailable',
};
