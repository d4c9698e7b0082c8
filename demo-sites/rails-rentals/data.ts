// Podere degli Ulivi: a Tuscan olive estate letting three holiday apartments ("rental accommodations") from its own
// Ruby on Rails site. Everything the site shows and answers is computed from this data; truth.json is written from
// it. Prices in euros; the widget's dates are dd/mm/yyyy, the answers' "db" dates yyyy-mm-dd.
import type { StayProblem, Unit } from '../server/fixtures.ts';

export interface Accommodation extends Unit {
  /** Rails' to_param: "<id>-<slug>" */
  slug: string;
  summary: string;
}

/** Cleaning once, the comune's tourist tax per night for the apartment (flat, assumed). */
const costs = (cleaning: number, touristTax: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [{ name: 'Cleaning', amount: cleaning }, { name: 'Tourist tax', amount: touristTax, per: 'night' }],
  taxes: [],
});

export const ACCOMMODATIONS: Accommodation[] = [
  { id: 12, slug: 'casa-olivo', name: 'Casa Olivo', summary: 'Two bedrooms under the olive terraces', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 180, minNights: 5, booked: [['2027-03-20', '2027-03-27']], ...costs(90, 10) },
  { id: 14, slug: 'il-fienile', name: 'Il Fienile', summary: 'The old hayloft, for two', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 120, minNights: 3, booked: [], ...costs(60, 5) },
  { id: 15, slug: 'la-torre', name: 'La Torre', summary: 'Three bedrooms in the watchtower', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 260, minNights: 7, booked: [], ...costs(120, 15) },
];

/** Reservation codes PU27-<n> (assumed format), from here. */
export const FIRST_RESERVATION = 153;

/** A fixed Rails CSRF token (the page's csrf-token meta; sent back as X-CSRF-Token / authenticity_token). */
export const CSRF_TOKEN = 'pU7kq3Zr0d3m0T0k3nF0rTh3P0d3r3';

/** get_booking_price's `error` (texts assumed). Occupancy is not the quick price's business (it has no party). */
export const PRICE_ERRORS: Record<Exclude<StayProblem['kind'], 'occupancy'>, (p: StayProblem, a: Accommodation) => string> = {
  dates: () => 'Please choose your arrival and departure dates',
  'min-stay': (_p, a) => `Minimum stay is ${a.minNights} nights`,
  unavailable: () => 'Not available for these dates',
};

/** check_booking's `validation`: Rails' errors hash, attribute -> messages (texts and keys assumed). */
export const VALIDATION: Record<StayProblem['kind'], (p: StayProblem, a: Accommodation) => Record<string, string[]>> = {
  dates: () => ({ startdb: ["can't be blank"], enddb: ["can't be blank"] }),
  'min-stay': (_p, a) => ({ enddb: [`must be at least ${a.minNights} nights after arrival`] }),
  occupancy: (_p, a) => ({ base: [`${a.name} sleeps at most ${a.maxGuests} guests`] }),
  unavailable: (p, a) => ({ base: [`${a.name} is already booked on ${p.kind === 'unavailable' ? p.night : ''}`] }),
};
