// Harbour Light Holidays: a Cornish holiday-let owner on Beds24 (owner 52110). Its booking page runs on its custom
// booking domain (beds24-booking-page) and its WordPress site uses Beds24's plugin (beds24-owner-site). Both
// variants are computed from this data; their truth.json files are written from it.
import type { Unit } from '../../server/fixtures.ts';

export const OWNER_ID = '52110';
export const CURRENCY_SYMBOL = '£';

export interface Room extends Unit {
  /** Beds24 roomid */
  roomId: string;
}
export interface Property {
  propId: string;
  name: string;
  slug: string;
  rooms: Room[];
}

const cottage = (id: number, roomId: string, name: string, nightly: number, maxGuests: number, cleaning: number, booked: [string, string][]): Room => ({
  id, roomId, name, nightly, maxGuests, bedrooms: Math.ceil(maxGuests / 2), bathrooms: 1, minNights: 3, booked,
  // the obligatory cleaning extra is in the total ("Total including obligatory"); prices include VAT
  fees: [{ name: 'Cleaning', amount: cleaning }],
  taxes: [],
});

export const PROPERTIES: Property[] = [
  {
    propId: '173402',
    name: 'Harbour Light, Mousehole',
    slug: 'harbour-light',
    rooms: [
      cottage(1, '390211', "Fisherman's Loft", 135, 2, 45, []),
      // let over Christmas week
      cottage(2, '390212', 'Quay Cottage', 190, 5, 65, [['2026-12-20', '2026-12-28']]),
    ],
  },
  { propId: '173403', name: 'Chapel Barn, Paul', slug: 'chapel-barn', rooms: [cottage(3, '390220', 'Chapel Barn', 220, 6, 80, [['2026-12-18', '2027-01-02']])] },
  { propId: '173404', name: 'Gull Rock Cabin, Lamorna', slug: 'gull-rock-cabin', rooms: [cottage(4, '390230', 'Gull Rock Cabin', 110, 2, 40, [])] },
];

export const FIRST_BOOKING = 48310722;
