// Blue Heron Vacation Homes: Destin beach houses on a commercial WordPress rental theme whose search and price
// calls are the admin-ajax actions getSearchResultsAJAX and calculatePriceAJAX. Everything the site shows and
// answers comes from this data; truth.json is written from it. US dollars, mm/dd/yyyy dates.
import type { StayProblem, Unit } from '../server/fixtures.ts';

export type Home = Unit & { slug: string; street: string };

/** The theme's cost lines: cleaning; the optional damage waiver (declined unless ticked); 12% Florida sales and
 * Okaloosa tourist tax on rent and cleaning. */
const costs = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [{ name: 'Cleaning Fee', amount: cleaning }, { name: 'Damage Waiver', amount: 49, optional: true, taxable: false }],
  taxes: [{ name: 'Taxes', percent: 12, on: 'rent+fees' }],
});

export const HOMES: Home[] = [
  { id: 344, slug: 'herons-rest', name: "Heron's Rest", street: '212 Gulf Shore Dr', bedrooms: 3, bathrooms: 2, maxGuests: 8, nightly: 265, minNights: 4, booked: [['2026-12-24', '2026-12-28']], ...costs(150) },
  { id: 351, slug: 'emerald-tide', name: 'Emerald Tide', street: '48 Holiday Isle Blvd', bedrooms: 4, bathrooms: 3, maxGuests: 10, nightly: 380, minNights: 4, booked: [], ...costs(190) },
  { id: 358, slug: 'sandpiper-cove', name: 'Sandpiper Cove', street: '9 Calhoun Ave', bedrooms: 2, bathrooms: 2, maxGuests: 4, nightly: 210, minNights: 3, booked: [['2026-12-10', '2026-12-16']], ...costs(120) },
  { id: 362, slug: 'gulf-breeze-bungalow', name: 'Gulf Breeze Bungalow', street: '730 Scenic Hwy 98', bedrooms: 2, bathrooms: 1, maxGuests: 6, nightly: 195, minNights: 3, booked: [], ...costs(110) },
  { id: 377, slug: 'harbor-lights', name: 'Harbor Lights', street: '15 Harbor Blvd', bedrooms: 5, bathrooms: 4, maxGuests: 12, nightly: 520, minNights: 5, booked: [], ...costs(240) },
];

/** Reservation confirmation numbers (BH-<n>) start here. */
export const FIRST_CONFIRMATION = 60112;

/** The theme's alert for each problem with a stay. */
export const ALERTS: { [K in StayProblem['kind']]: (p: Extract<StayProblem, { kind: K }>) => string } = {
  'min-stay': (p) => `Minimum stay is ${p.minNights} nights for these dates.`,
  unavailable: () => 'This home is already booked for some of those nights.',
  occupancy: (p) => `This home sleeps ${p.maxGuests}.`,
  dates: () => 'Please choose your arrival and departure dates.',
};
