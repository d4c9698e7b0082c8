// Nerja Mar Apartamentos: an independent holiday-apartment agency on the Costa del Sol (Nerja, Frigiliana, Torrox
// Costa, Málaga), a hand-written PHP site with no booking platform. English pages for its foreign guests; the
// agency's scripts and booking pages keep their Spanish names. Everything the site shows and answers comes from this
// data; truth.json is written from it. Euros, ISO dates in the calls.

/** The type filter: the request value (Spanish) -> the label the site shows. */
export type Tipo = 'apartamento' | 'adosado' | 'villa';
export const TIPOS: [Tipo, string][] = [
  ['apartamento', 'Apartment'],
  ['adosado', 'Semi-detached house'],
  ['villa', 'Villa'],
];

export interface Place {
  slug: string;
  name: string;
}
export const PLACES: Place[] = [
  { slug: 'nerja', name: 'Nerja' },
  { slug: 'frigiliana', name: 'Frigiliana' },
  { slug: 'torrox', name: 'Torrox Costa' },
];

export interface Apartment {
  id: number;
  slug: string;
  name: string;
  place: string;
  tipo: Tipo;
  bedrooms: number;
  sleeps: number;
  /** EUR per night */
  nightly: number;
  minNights: number;
  /** booked nights, yyyy-mm-dd */
  booked: string[];
}

export const APARTMENTS: Apartment[] = [
  { id: 14, slug: 'balcon-de-europa', name: 'Balcón de Europa Apartment', place: 'nerja', tipo: 'apartamento', bedrooms: 2, sleeps: 4, nightly: 140, minNights: 5, booked: [] },
  { id: 15, slug: 'burriana-penthouse', name: 'Burriana Beach Penthouse', place: 'nerja', tipo: 'apartamento', bedrooms: 3, sleeps: 6, nightly: 190, minNights: 4, booked: [] },
  { id: 22, slug: 'casa-carabeo', name: 'Casa Carabeo', place: 'nerja', tipo: 'adosado', bedrooms: 3, sleeps: 6, nightly: 175, minNights: 3, booked: [] },
  { id: 23, slug: 'casa-los-huertos', name: 'Casa Los Huertos', place: 'nerja', tipo: 'adosado', bedrooms: 2, sleeps: 4, nightly: 120, minNights: 3, booked: ['2027-06-14'] },
  { id: 31, slug: 'villa-frigiliana-sol', name: 'Villa Frigiliana Sol', place: 'frigiliana', tipo: 'villa', bedrooms: 4, sleeps: 8, nightly: 320, minNights: 7, booked: [] },
  { id: 38, slug: 'villa-el-morche', name: 'Villa El Morche', place: 'torrox', tipo: 'villa', bedrooms: 3, sleeps: 6, nightly: 260, minNights: 5, booked: ['2027-06-15'] },
  { id: 41, slug: 'torrox-costa-studio', name: 'Torrox Costa Studio', place: 'torrox', tipo: 'apartamento', bedrooms: 1, sleeps: 2, nightly: 75, minNights: 2, booked: [] },
];

/** Cleaning per stay; bed linen and towels per guest per stay (EUR). */
export const CLEANING = 60;
export const LINEN = 12;

/** Reservations (NM-<n>) and inquiries (C-<n>) start here. */
export const FIRST_BOOKING = 2301;
export const FIRST_INQUIRY = 880;
