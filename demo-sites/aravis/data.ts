// Aravis Holidays: a rental agency in La Clusaz and Le Grand-Bornand whose custom PHP site (jQuery front end,
// the `aravis-holidays-location` folder) lets chalets (/produit/) and apartments (/appartements/). Everything the
// site shows and answers is computed from this data; truth.json is written from it. Prices in euros, written
// the French way (1 234,56 €).
import type { Unit } from '../server/fixtures.ts';
import type { Rental, RentalErrors } from '../platforms/aravis/platform.ts';

/** Cleaning (ménage) once, the tourist tax (taxe de séjour) per night for the whole party. */
const costs = (menage: number, taxe: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [{ name: 'Ménage', amount: menage }, { name: 'Taxe de séjour', amount: taxe, per: 'night' }],
  taxes: [],
});

export const RENTALS: Rental[] = [
  { id: 12, slug: 'chalet-les-gentianes', section: 'produit', name: 'Chalet Les Gentianes', village: 'La Clusaz', bedrooms: 5, bathrooms: 3, maxGuests: 10, nightly: 280, minNights: 7, booked: [['2027-02-27', '2027-03-06']], ...costs(150, 16.1) },
  { id: 27, slug: 'residence-le-bouquetin-4', section: 'appartements', name: 'Appartement Le Bouquetin 4', village: 'Le Grand-Bornand', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 130, minNights: 3, booked: [], ...costs(60, 6.4) },
];

/** Reservation numbers AH27-<n> (assumed format), from here. */
export const FIRST_RESERVATION = 153;

/** prop_check.php's `error` for a stay (texts assumed). */
export const ERRORS: RentalErrors = {
  'min-stay': (p) => `La durée minimum de séjour est de ${p.minNights} nuits.`,
  occupancy: (p) => `Ce logement peut accueillir ${p.maxGuests} personnes au maximum.`,
  unavailable: () => "Ce logement n'est pas disponible aux dates choisies.",
  dates: () => 'Veuillez choisir vos dates de séjour.',
};
