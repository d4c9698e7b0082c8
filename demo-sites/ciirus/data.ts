// Sunshine State Villas: Orlando-area pool villas managed on CiiRUS, on the CiiRUS-hosted website (ASP.NET
// WebForms pages with DevExpress controls: search.aspx, details.aspx?PropertyID=, EmbedQuoter.aspx,
// quote-book.aspx, responsive-book.aspx). Everything the site shows and answers comes from this data; truth.json is written from it.
// US dollars; the quoter's dates are "dd Mon yyyy".
import type { Unit } from '../server/fixtures.ts';

/** A CiiRUS property: its numeric PropertyID (the site's `id`) and the community it is listed in. */
export type Villa = Unit & { community: string };

/** CiiRUS quote components: rent, the pool heat and cleaning extras, Florida + Osceola tax 13% on everything. */
const charges = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  taxes: [{ name: 'Sales Tax', percent: 13, on: 'rent+fees' }],
  fees: [{ name: 'Cleaning Fee', amount: cleaning }, { name: 'Pool Heat', amount: 25, per: 'night' }],
});

export const VILLAS: Villa[] = [
  { id: 91012, name: 'Windsor Hills Retreat', community: 'Windsor Hills', bedrooms: 4, bathrooms: 3, maxGuests: 10, nightly: 189, minNights: 3, booked: [['2026-12-22', '2026-12-29']], ...charges(140) },
  { id: 91047, name: 'Solterra Palms', community: 'Solterra Resort', bedrooms: 5, bathrooms: 4, maxGuests: 12, nightly: 245, minNights: 4, booked: [], ...charges(175) },
  { id: 91063, name: 'Emerald Island Cove', community: 'Emerald Island', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 149, minNights: 3, booked: [['2026-12-12', '2026-12-18']], ...charges(120) },
];

/** CiiRUS booking references on this site start here. */
export const FIRST_BOOKING = 40117;

/** The quoter's refusal (assumed wording; the element is the public part, see demo-sites/ciirus/SOURCES.md). */
export const NOT_AVAILABLE = 'Sorry, this property is not available for the dates selected.';
export const MIN_STAY = (n: number) => `The minimum stay for these dates is ${n} nights.`;
