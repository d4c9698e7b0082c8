// Sandhaven Vacation Rentals: a 30A (Florida) rental company's WordPress site on the LMPM plugin, whose REST
// routes (wp-json/lmpm/v1/…) the site's own scripts call. Everything the routes answer is computed from this data;
// truth.json is written from it.
import type { Unit } from '../../server/fixtures.ts';

export const CURRENCY = 'USD';

export interface Home extends Unit {
  slug: string;
  /** the PMS unit code the property page carries in <input id="unitCode"> */
  unitCode: string;
  street: string;
  latitude: number;
  longitude: number;
}

/** Walton County: 7% Florida sales tax and 5% tourist development tax on rent and cleaning. */
const TAXES: Unit['taxes'] = [
  { name: 'Sales Tax', percent: 7, on: 'rent+fees' },
  { name: 'Tourist Development Tax', percent: 5, on: 'rent+fees' },
];

export const HOMES: Home[] = [
  {
    id: 4127, slug: 'gulf-breeze-cottage', unitCode: 'SHV-GBC', name: 'Gulf Breeze Cottage', street: '41 Seagrove Village Dr', latitude: 30.3134, longitude: -86.1247,
    bedrooms: 3, bathrooms: 2, maxGuests: 8, nightly: 285, minNights: 4, booked: [['2027-01-02', '2027-01-09']],
    fees: [{ name: 'Cleaning Fee', amount: 195 }, { name: 'Damage Waiver', amount: 59, taxable: false }], taxes: TAXES,
  },
  {
    id: 4133, slug: 'dune-allen-hideaway', unitCode: 'SHV-DAH', name: 'Dune Allen Hideaway', street: '12 Dune Allen Ln', latitude: 30.3561, longitude: -86.2652,
    bedrooms: 2, bathrooms: 2, maxGuests: 6, nightly: 210, minNights: 3, booked: [],
    fees: [{ name: 'Cleaning Fee', amount: 150 }, { name: 'Damage Waiver', amount: 59, taxable: false }], taxes: TAXES,
  },
  {
    id: 4150, slug: 'rosemary-carriage-house', unitCode: 'SHV-RCH', name: 'Rosemary Carriage House', street: '78 Rosemary Ave', latitude: 30.2817, longitude: -86.0214,
    bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 175, minNights: 3, booked: [['2027-01-10', '2027-01-13']],
    fees: [{ name: 'Cleaning Fee', amount: 110 }], taxes: TAXES,
  },
];

/** LMPM's property id as the site's URLs carry it: base64 of `item:<id>` (hub_property_id). */
export const hubId = (h: Home) => Buffer.from(`item:${h.id}`).toString('base64');
