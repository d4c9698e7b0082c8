// High Country Hideaways: cabins around Banner Elk and Blowing Rock and ski condos on Sugar and Beech Mountain
// (North Carolina's Blue Ridge), an independent PHP site with no booking platform. Everything the site shows and
// answers comes from this data; truth.json is written from it. US dollars, mm/dd/yyyy dates.
import type { Unit } from '../server/fixtures.ts';

export interface Property extends Unit {
  slug: string;
  kind: 'cabin' | 'condo';
  town: string;
}

/** North Carolina and county sales tax (7%) and the county occupancy tax (6%), on rent and the fees. */
const TAXES: Unit['taxes'] = [
  { name: 'Sales tax', percent: 7, on: 'rent+fees' },
  { name: 'Occupancy tax', percent: 6, on: 'rent+fees' },
];
const fees = (cleaning: number): Unit['fees'] => [
  { name: 'Cleaning fee', amount: cleaning },
  { name: 'Reservation fee', amount: 39 },
];
const unit = (u: Omit<Property, 'bathrooms' | 'fees' | 'taxes'> & { cleaning: number }): Property => {
  const { cleaning, ...rest } = u;
  return { ...rest, bathrooms: Math.max(1, u.bedrooms - 1), fees: fees(cleaning), taxes: TAXES };
};

export const PROPERTIES: Property[] = [
  unit({ id: 311, slug: 'grandfather-view-cabin', kind: 'cabin', town: 'Banner Elk', name: 'Grandfather View Cabin', bedrooms: 3, maxGuests: 8, nightly: 265, minNights: 3, booked: [], cleaning: 185 }),
  unit({ id: 314, slug: 'elk-river-retreat', kind: 'cabin', town: 'Banner Elk', name: 'Elk River Retreat', bedrooms: 2, maxGuests: 6, nightly: 189, minNights: 2, booked: [], cleaning: 150 }),
  unit({ id: 317, slug: 'laurel-lodge', kind: 'cabin', town: 'Blowing Rock', name: 'Blowing Rock Laurel Lodge', bedrooms: 5, maxGuests: 14, nightly: 545, minNights: 3, booked: [], cleaning: 295 }),
  unit({ id: 322, slug: 'watauga-creekside', kind: 'cabin', town: 'Vilas', name: 'Watauga Creekside Cabin', bedrooms: 4, maxGuests: 10, nightly: 329, minNights: 3, booked: [['2027-03-12', '2027-03-14']], cleaning: 225 }),
  unit({ id: 326, slug: 'summit-ridge-estate', kind: 'cabin', town: 'Blowing Rock', name: 'Summit Ridge Estate', bedrooms: 8, maxGuests: 24, nightly: 1450, minNights: 4, booked: [], cleaning: 495 }),
  unit({ id: 329, slug: 'hemlock-hollow', kind: 'cabin', town: 'Banner Elk', name: 'Hemlock Hollow', bedrooms: 1, maxGuests: 2, nightly: 149, minNights: 2, booked: [], cleaning: 110 }),
  unit({ id: 402, slug: 'sugar-top-1407', kind: 'condo', town: 'Sugar Mountain', name: 'Sugar Top 1407', bedrooms: 2, maxGuests: 6, nightly: 179, minNights: 2, booked: [], cleaning: 140 }),
  unit({ id: 405, slug: 'beech-alpen-210', kind: 'condo', town: 'Beech Mountain', name: 'Beech Alpen 210', bedrooms: 1, maxGuests: 4, nightly: 139, minNights: 2, booked: [], cleaning: 120 }),
];

export const CABINS = PROPERTIES.filter((p) => p.kind == 'cabin');

/** The search form's price slider (US$ per night): a handle at either end is no limit. */
export const PRICE_SLIDER = [0, 5000];

/** Saved quotes (Q-<n>) and reservations (HC-<n>) start here. */
export const FIRST_QUOTE = 7301;
export const FIRST_RESERVATION = 58201;
