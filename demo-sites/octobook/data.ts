// Riviera del Conero: a multi-property portal ("OTA") on Octorate's Octobook booking engine, in Italian. The
// portal page lists its properties for a stay; a property's result page lists its rooms. Everything the engine
// answers is computed from this data; truth.json is written from it.
import type { Unit } from '../server/fixtures.ts';

/** the portal's id (the `id` parameter of /octobook/site/ota/…) */
export const PORTAL = { id: '1552', name: 'Riviera del Conero Stays' };
export const CURRENCY = 'EUR';
/** city tax (tassa di soggiorno): € per guest per night, for at most 7 nights */
export const CITY_TAX = { perGuestNight: 2, maxNights: 7 };

export interface Room extends Unit {
  /** Octorate room id */
  roomId: string;
}
export interface Property {
  id: string;
  name: string;
  town: string;
  rooms: Room[];
}

const room = (r: Omit<Room, 'bedrooms' | 'bathrooms' | 'taxes'>): Room => ({ bedrooms: 1, bathrooms: 1, taxes: [], ...r });

export const PROPERTIES: Property[] = [
  {
    id: '496902', name: 'Villa Portonovo', town: 'Portonovo (AN)',
    rooms: [
      room({ id: 1, roomId: '280642', name: 'Camera Doppia Superior', maxGuests: 2, nightly: 150, minNights: 2, booked: [], fees: [{ name: 'Pulizia finale', amount: 60 }] }),
      room({ id: 2, roomId: '280643', name: 'Camera Singola', maxGuests: 1, nightly: 90, minNights: 2, booked: [], fees: [{ name: 'Pulizia finale', amount: 40 }] }),
    ],
  },
  {
    id: '496910', name: 'Residence Il Conero', town: 'Sirolo (AN)',
    rooms: [room({ id: 3, roomId: '280700', name: 'Bilocale Vista Mare', maxGuests: 4, nightly: 120, minNights: 3, booked: [], fees: [{ name: 'Pulizia finale', amount: 50 }] })],
  },
  {
    // fully booked over the searched week
    id: '496915', name: 'B&B La Marina', town: 'Numana (AN)',
    rooms: [room({ id: 4, roomId: '280710', name: 'Camera Matrimoniale', maxGuests: 2, nightly: 95, minNights: 1, booked: [['2027-06-05', '2027-06-26']], fees: [] })],
  },
];
