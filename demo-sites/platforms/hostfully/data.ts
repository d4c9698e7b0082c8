// Laurel Creek Cabins: a Blue Ridge (Georgia) cabin manager whose site embeds Hostfully's lead-capture booking
// widget on each cabin page. Everything the site shows and answers is computed from this data; truth.json is
// written from it.
import type { Unit } from '../../server/fixtures.ts';

export interface Cabin extends Unit {
  /** Hostfully property UID */
  uid: string;
  slug: string;
  area: string;
  /** refundable, held on the card: shown by the widget, never in the total */
  securityDeposit: number;
}

/** Georgia: 7% sales tax on rent and cleaning, Fannin County's 5% hotel-motel tax on rent, and the state's $5 a
 * night hotel-motel fee (a flat fee, not taxed). */
const TAXES: Unit['taxes'] = [
  { name: 'Georgia Sales Tax', percent: 7, on: 'rent+fees' },
  { name: 'Fannin County Hotel-Motel Tax', percent: 5, on: 'rent' },
];
const fees = (cleaning: number): Unit['fees'] => [
  { name: 'Cleaning Fee', amount: cleaning },
  { name: 'State Hotel-Motel Fee', amount: 5, per: 'night', taxable: false },
];

export const CABINS: Cabin[] = [
  {
    id: 1,
    uid: '7c1e9a42-5d3b-4f08-b6a1-2e4d9c8f0a13',
    slug: 'laurel-creek-lodge',
    name: 'Laurel Creek Lodge',
    area: 'Blue Ridge',
    bedrooms: 3,
    bathrooms: 2,
    maxGuests: 8,
    nightly: 235,
    minNights: 3,
    booked: [['2026-12-24', '2026-12-28']],
    fees: fees(175),
    taxes: TAXES,
    securityDeposit: 300,
  },
  {
    id: 2,
    uid: 'a3f85c10-9e2d-4b7a-8c61-0d5e4f2b9a74',
    slug: 'ridgeline-hideaway',
    name: 'Ridgeline Hideaway',
    area: 'Mineral Bluff',
    bedrooms: 2,
    bathrooms: 1,
    maxGuests: 4,
    nightly: 189,
    minNights: 2,
    booked: [],
    fees: fees(125),
    taxes: TAXES,
    securityDeposit: 200,
  },
  {
    // booked over Thanksgiving week
    id: 3,
    uid: '5b9d2e7f-1c4a-4e83-9f06-b8a3c71d2e50',
    slug: 'toccoa-river-cabin',
    name: 'Toccoa River Cabin',
    area: 'Mineral Bluff',
    bedrooms: 4,
    bathrooms: 3,
    maxGuests: 10,
    nightly: 310,
    minNights: 3,
    booked: [['2026-11-19', '2026-11-29']],
    fees: fees(225),
    taxes: TAXES,
    securityDeposit: 500,
  },
];


/** Instant bookings made on Hostfully's hosted book.jsp are numbered from here (their lead UIDs end in it). */
export const FIRST_BOOKING = 3101;
