// Pelican Pointe Vacations: a Gulf Shores / Orange Beach rental company whose website is an ASP.NET site on
// Escapia: MVC unit pages (/Unit/Details/<UnitCode>, /Unit/Rate/<UnitCode>, /Escapia/UnitStay) beside older
// WebForms booking pages under /vacation/ (searchresults.aspx, reservation.aspx, resconfirmation.aspx).
// Everything the site shows and answers comes from this data, and truth.json is written from it. US dollars;
// the forms use mm/dd/yyyy.
import type { Unit } from '../server/fixtures.ts';
import type { Rental } from '../platforms/escapia/data.ts';

export type { Rental };

/** Baldwin County lodging tax 13% on rent and fees (rate assumed for the demo); cleaning and a damage waiver. */
const charges = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  taxes: [{ name: 'Lodging Tax', percent: 13, on: 'rent+fees' }],
  fees: [{ name: 'Cleaning Fee', amount: cleaning }, { name: 'Damage Waiver', amount: 49 }],
});

export const RENTALS: Rental[] = [
  { id: 1, code: 'GS301', slug: 'island-sunrise-301', name: 'Island Sunrise 301', area: 'Gulf Shores', bedrooms: 3, bathrooms: 2, maxGuests: 8, nightly: 260, minNights: 3, booked: [['2027-03-20', '2027-03-27']], ...charges(175) },
  { id: 2, code: 'OB1204', slug: 'phoenix-west-1204', name: 'Phoenix West 1204', area: 'Orange Beach', bedrooms: 2, bathrooms: 2, maxGuests: 6, nightly: 230, minNights: 3, booked: [['2027-03-10', '2027-03-18']], ...charges(150) },
  { id: 3, code: 'FM09', slug: 'fort-morgan-beach-house', name: 'Fort Morgan Beach House', area: 'Fort Morgan', bedrooms: 5, bathrooms: 4, maxGuests: 14, nightly: 495, minNights: 4, booked: [], ...charges(295) },
];

/** Escapia reservation codes handed out by this site start here. */
export const FIRST_RESERVATION = 40217;
