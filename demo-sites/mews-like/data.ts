// Hótel Tjörn: a small Reykjavík hotel selling its rooms through a Mews-style booking engine. Rates are kept in
// euros; the engine shows every accepted currency (ISK, USD) converted at the hotel's fixed rates. Reykjavík keeps
// UTC all year, so a night's StartUtc is the hotel's midnight. Everything the site shows and answers is computed
// from this data, and truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';

export interface RoomCategory extends Unit {
  /** Mews identifies room categories, rates and hotels by GUIDs */
  categoryId: string;
  description: string;
  /** rooms of the category (hotels/getAvailability's availableRoomCount when none is booked) */
  roomCount: number;
}

export const HOTEL = {
  id: '8f1b5c2e-3d47-4a9b-b6e0-5c2d7a91f3e4',
  configurationId: 'c4e2a9d1-7b35-4f6c-9a08-2e1d5b7c9f30',
  name: 'Hótel Tjörn',
  timeZone: 'Atlantic/Reykjavik',
};

export const RATE = { id: '5d9e2b71-0c4a-4e8f-a3b6-71f2c9d04e58', name: 'Best Available Rate' };

/** Currencies the engine prices in (the first is the rates' own), with the hotel's rate from EUR and decimals. */
export const CURRENCIES: Record<string, { perEur: number; decimals: number; symbol: string }> = {
  EUR: { perEur: 1, decimals: 2, symbol: '€' },
  ISK: { perEur: 150, decimals: 0, symbol: 'ISK ' },
  USD: { perEur: 1.08, decimals: 2, symbol: '$' },
};

/** Accommodation VAT in Iceland: 11 %, included in the gross amounts. */
const VAT: Unit['taxes'] = [{ name: 'VAT', percent: 11, on: 'rent' }];

export const CATEGORIES: RoomCategory[] = [
  {
    id: 1,
    categoryId: '0a5da171-3663-4496-a61e-35ecbd78b9b1',
    name: 'Standard Double',
    description: 'Queen bed, courtyard side',
    roomCount: 6,
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 2,
    nightly: 150,
    minNights: 1,
    booked: [],
    fees: [],
    taxes: VAT,
  },
  {
    id: 2,
    categoryId: '3540c7d4-e128-41e2-81d8-ff4d196c595a',
    name: 'Harbour View Double',
    description: 'King bed and a sofa bed, windows on the old harbour',
    roomCount: 4,
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 3,
    nightly: 200,
    minNights: 2,
    booked: [],
    fees: [],
    taxes: VAT,
  },
  {
    id: 3,
    categoryId: '4037c0ec-a59d-43f1-9d97-d6c984764e8c',
    name: 'Family Suite',
    description: 'Two rooms, sleeps five',
    roomCount: 2,
    bedrooms: 2,
    bathrooms: 1,
    maxGuests: 5,
    nightly: 320,
    minNights: 2,
    booked: [['2026-10-10', '2026-10-12']],
    fees: [],
    taxes: VAT,
  },
];

/** Reservation confirmation numbers start here (one per distinct booking). */
export const FIRST_NUMBER = 30417;
