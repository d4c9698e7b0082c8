// Casa Marisol: a small beach-house property in Sayulita (Nayarit, Mexico) that sells its casitas through the
// Cloudbeds booking engine (hotels.cloudbeds.com/en/reservation/<slug>). Everything the engine answers is computed
// from this data; truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';

export const PROPERTY = { id: '48213', slug: 'Mq7LxT', name: 'Casa Marisol Sayulita', currency: 'USD' };
/** First reservation number the engine hands out (Cloudbeds reservation ids are numeric in its answers). */
export const FIRST_RESERVATION = 7316402;

export interface RoomType extends Unit {
  /** Cloudbeds room_type_id and the id of its public (base) rate */
  roomTypeId: string;
  rateId: string;
}

/** Nayarit: 16% IVA on the room and the cleaning, 3% state lodging tax on the room. */
const TAXES: Unit['taxes'] = [
  { name: 'IVA', percent: 16, on: 'rent+fees' },
  { name: 'Lodging Tax (ISH)', percent: 3, on: 'rent' },
];

export const ROOM_TYPES: RoomType[] = [
  {
    id: 1,
    roomTypeId: '211806',
    rateId: '902114',
    name: 'Casita Palmera',
    bedrooms: 1,
    bathrooms: 1,
    maxGuests: 3,
    nightly: 145,
    minNights: 2,
    booked: [],
    fees: [{ name: 'Cleaning Fee', amount: 60 }],
    taxes: TAXES,
  },
  {
    id: 2,
    roomTypeId: '211807',
    rateId: '902115',
    name: 'Casa Grande Ocean View',
    bedrooms: 3,
    bathrooms: 2,
    maxGuests: 6,
    nightly: 310,
    minNights: 3,
    booked: [],
    fees: [{ name: 'Cleaning Fee', amount: 120 }],
    taxes: TAXES,
  },
  {
    // sold out over the searched week
    id: 3,
    roomTypeId: '211808',
    rateId: '902116',
    name: 'Studio Jardín',
    bedrooms: 0,
    bathrooms: 1,
    maxGuests: 2,
    nightly: 95,
    minNights: 1,
    booked: [['2026-12-01', '2026-12-20']],
    fees: [{ name: 'Cleaning Fee', amount: 35 }],
    taxes: TAXES,
  },
];
