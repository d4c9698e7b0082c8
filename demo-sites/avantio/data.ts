// Dénia Mar Alquileres: a holiday-rental agency in Dénia (Alicante) whose website and booking engine are Avantio's
// (Spanish pages, the xajax/PHP engine: /es/book/step1 with its ajax/list.php results, /set-step2, then
// reservarAlojamiento.php, the TPV and bookpay.php). Every answer and page is computed from this data;
// truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';

export const AGENCY = { name: 'Dénia Mar Alquileres', currency: 'EUR' };
/** First booking number (localizador) the engine hands out. */
export const FIRST_BOOKING = 88318;
/** The test card number the demo's payment gateway declines. */
export const DECLINED_CARD = '4000000000000002';

export interface Accommodation extends Unit {
  slug: string;
}

const SUMMER = (nightly: number) => [{ from: '2027-07-01', to: '2027-09-01', nightly }];
const fees = (cleaning: number): Unit['fees'] => [
  { name: 'Limpieza final', amount: cleaning },
  { name: 'Gastos de gestión', amount: 35 },
];

export const ACCOMMODATIONS: Accommodation[] = [
  { id: 4417, slug: 'villa-les-rotes', name: 'Villa Les Rotes', bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 260, seasons: SUMMER(320), minNights: 7, booked: [], fees: fees(150), taxes: [] },
  { id: 4418, slug: 'apartamento-marineta-casiana', name: 'Apartamento Marineta Casiana 3º', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 120, seasons: SUMMER(150), minNights: 5, booked: [], fees: fees(70), taxes: [] },
  { id: 4419, slug: 'casa-montgo', name: 'Casa Montgó', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 180, seasons: SUMMER(230), minNights: 10, booked: [], fees: fees(110), taxes: [] },
  // sleeps two: not offered to a party of four
  { id: 4420, slug: 'estudio-puerto', name: 'Estudio Puerto', bedrooms: 0, bathrooms: 1, maxGuests: 2, nightly: 70, seasons: SUMMER(95), minNights: 3, booked: [], fees: fees(40), taxes: [] },
];
