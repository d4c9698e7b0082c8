// Chinaillon Locations: a rental agency in Le Grand-Bornand (Le Chinaillon) on the same PHP rental software as
// Aravis Holidays (demo-sites/aravis), installed at its site's root: apartments under /appartements/, a chalet
// under /produit/. Everything the site shows and answers is computed from this data; truth.json is written from
// it. Prices in euros, written the French way (1 154,40 €).
import type { Rental, RentalErrors } from '../platforms/aravis/platform.ts';

/** Cleaning (ménage) once, the tourist tax (taxe de séjour) per night for the whole party. */
const costs = (menage: number, taxe: number): Pick<Rental, 'fees' | 'taxes'> => ({
  fees: [{ name: 'Ménage', amount: menage }, { name: 'Taxe de séjour', amount: taxe, per: 'night' }],
  taxes: [],
});

export const RENTALS: Rental[] = [
  { id: 40, slug: 'chalet-la-tournette', section: 'produit', name: 'Chalet La Tournette', village: 'Le Grand-Bornand', bedrooms: 4, bathrooms: 2, maxGuests: 8, nightly: 260, minNights: 7, booked: [], ...costs(140, 14.8) },
  { id: 41, slug: 'chinaillon-b12', section: 'appartements', name: 'Appartement Les Chalets du Chinaillon B12', village: 'Le Chinaillon', bedrooms: 2, bathrooms: 1, maxGuests: 5, nightly: 145, minNights: 4, booked: [['2027-01-02', '2027-01-09']], ...costs(75, 9.2) },
  { id: 42, slug: 'studio-le-mont-blanc-3', section: 'appartements', name: 'Studio Le Mont-Blanc 3', village: 'Le Chinaillon', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 70, minNights: 2, booked: [], ...costs(40, 3.3) },
];

/** Reservation numbers CL-<n> (assumed format), from here. */
export const FIRST_RESERVATION = 2417;

/** prop_check.php's `error` for a stay (texts assumed). */
export const ERRORS: RentalErrors = {
  'min-stay': (p) => `Séjour minimum : ${p.minNights} nuits.`,
  occupancy: (p) => `Capacité maximale de ce logement : ${p.maxGuests} personnes.`,
  unavailable: () => 'Ce logement est déjà réservé sur une partie de vos dates.',
  dates: () => "Merci d'indiquer vos dates d'arrivée et de départ.",
};
