// Algarve Villa Holidays: a UK agency letting Portuguese villas through 365villas (the Villas 365 WordPress
// plugin over the 365villas booking API). Everything the site shows and answers comes from this data, and
// truth.json is written from it. Prices are in pounds sterling.
import type { StayProblem, Unit } from '../../server/fixtures.ts';

export interface Villa extends Unit {
  slug: string;
  town: string;
  pool: string;
}

/** 365villas' totals: fees (serviceTotal) are cleaning and linen; tax (taxTotal) is 6% IVA on the rent. */
const costs = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [
    { name: 'Cleaning', amount: cleaning },
    { name: 'Linen and towels', amount: 45 },
  ],
  taxes: [{ name: 'IVA', percent: 6, on: 'rent' }],
});

export const VILLAS: Villa[] = [
  { id: 8812, slug: 'villa-oliveira', name: 'Villa Oliveira', town: 'Carvoeiro', pool: 'Private heated pool', bedrooms: 3, bathrooms: 3, maxGuests: 6, nightly: 285, minNights: 5, booked: [['2027-01-02', '2027-01-09']], ...costs(120) },
  { id: 8817, slug: 'casa-do-mar', name: 'Casa do Mar', town: 'Praia da Luz', pool: 'Private pool', bedrooms: 2, bathrooms: 2, maxGuests: 4, nightly: 190, minNights: 4, booked: [['2026-12-20', '2026-12-27']], ...costs(95) },
  { id: 8830, slug: 'quinta-das-figueiras', name: 'Quinta das Figueiras', town: 'Loulé', pool: 'Infinity pool', bedrooms: 5, bathrooms: 4, maxGuests: 10, nightly: 540, minNights: 7, booked: [], ...costs(220) },
];

/** 365villas booking references: V365-<n>, from here. */
export const FIRST_BOOKING = 10421;

/** The 365villas API's message for each problem with a stay, as the plugin passes it on ('': no message). */
export const REFUSALS: { [K in StayProblem['kind']]: (p: Extract<StayProblem, { kind: K }>) => string } = {
  'min-stay': (p) => `The minimum stay for the selected dates is ${p.minNights} nights.`,
  unavailable: () => 'The property is not available for the selected dates.',
  occupancy: (p) => `This property sleeps a maximum of ${p.maxGuests} guests.`,
  dates: () => '',
};
