// Apartaments Cala Montgó: a holiday-rental company in L'Escala (Costa Brava) whose website is ICNEA's own
// (Catalan pages, lodgings at /<lang>/<slug>-h<lodging id>) and whose bookings go through ICNEA's booking
// engine (reserves.aspx, then ReservesDades / ReservesConfirmar / ReservesFinal). Every answer and page is
// computed from this data; truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';

/** ICNEA's company id (the engine's `emp`) and the first reservation number the engine hands out. */
export const COMPANY = { emp: '7311', name: 'Apartaments Cala Montgó', currency: 'EUR' };
export const FIRST_RESERVATION = 305118;

export interface Lodging extends Unit {
  slug: string;
  type: 'apartment' | 'villa';
}

/** Summer season on every lodging (July and August). */
const SUMMER = (nightly: number) => [{ from: '2027-07-01', to: '2027-09-01', nightly }];
/** Catalonia's tourist tax, charged by the night; the final cleaning, once. Neither is taxed again. */
const fees = (cleaning: number): Unit['fees'] => [
  { name: 'Neteja final', amount: cleaning },
  { name: 'Taxa turística', amount: 3.5, per: 'night' },
];

export const LODGINGS: Lodging[] = [
  { id: 1042, slug: 'mas-les-oliveres', type: 'villa', name: 'Mas les Oliveres', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 185, seasons: SUMMER(210), minNights: 3, booked: [], fees: fees(90), taxes: [] },
  { id: 1043, slug: 'apartament-montgo-2b', type: 'apartment', name: 'Apartament Montgó 2B', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 110, seasons: SUMMER(135), minNights: 5, booked: [], fees: fees(60), taxes: [] },
  // booked over the searched week, and too small for four
  { id: 1044, slug: 'estudi-riells', type: 'apartment', name: 'Estudi Riells', bedrooms: 0, bathrooms: 1, maxGuests: 2, nightly: 75, seasons: SUMMER(95), minNights: 2, booked: [['2027-07-05', '2027-07-20']], fees: fees(40), taxes: [] },
  { id: 1045, slug: 'casa-del-port', type: 'villa', name: 'Casa del Port', bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 240, seasons: SUMMER(295), minNights: 7, booked: [], fees: fees(120), taxes: [] },
];
