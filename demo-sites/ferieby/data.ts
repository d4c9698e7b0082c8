// Klitby Feriehuse: a Danish holiday-home agency on the west coast of Jutland (Vejers, Henne, Blåvand), an
// independent site on its own small form/JSON API, no booking platform, that runs an impact.com partner program
// (action tracker 33477, spec 9). Everything the site shows and answers comes from this data; truth.json is written
// from it. Danish kroner, ISO dates.
import type { Listing } from '../platforms/site-generic/listing.ts';

/** A house: its area is the place's name, its nightly rate DKK. */
export type House = Listing;

export const HOUSES: House[] = [
  { id: 118, name: 'Klitrosen', area: 'Vejers Strand', bedrooms: 3, sleeps: 6, nightly: 1200, minNights: 3, booked: [] },
  { id: 204, name: 'Havblik', area: 'Henne Strand', bedrooms: 4, sleeps: 8, nightly: 1800, minNights: 4, booked: ['2027-07-14'] },
  { id: 231, name: 'Lyngbo', area: 'Blåvand', bedrooms: 2, sleeps: 4, nightly: 850, minNights: 2, booked: [] },
  { id: 257, name: 'Marehalm', area: 'Vejers Strand', bedrooms: 1, sleeps: 2, nightly: 700, minNights: 2, booked: [] },
];

/** Final cleaning per stay (DKK), always charged. */
export const CLEANING = 750;

/** Promo codes: percent off the rent. */
export const PROMO_CODES: Record<string, number> = { SOMMER10: 10 };

/** Bookings (KF-<n>) start here. */
export const FIRST_BOOKING = 30417;

/** The partner program's action tracker (spec 9 "tracker program number 33477") and the UTT account file. */
export const IMPACT_TRACKER = 33477;
