// Trevarrick Cottages: a Cornish holiday-cottage brand on Awaze's shared Next.js platform (the platform of
// Hoseasons and cottages.com). Everything the site's API answers is computed from this data; truth.json is
// written from it.
import type { AwazeProperty } from '../platforms/awaze/platform.ts';

/** the brand the site sends in x-awaze-brand (Awaze brands: hoseasons, cottages, …) */
export const BRAND = 'trevarrick';
export const CURRENCY = 'GBP';

/** a cottage (platforms/awaze/platform.ts: code, slug, region, location, feature codes) with this brand's accommodation types */
export interface Cottage extends AwazeProperty {
  type: 'cottages' | 'lodges';
}

// UK holiday prices include VAT: no taxes or fees on top of the nightly rates.
const cottage = (c: Omit<Cottage, 'taxes' | 'fees' | 'bathrooms'> & { bathrooms?: number }): Cottage => ({ bathrooms: 1, taxes: [], fees: [], ...c });

export const COTTAGES: Cottage[] = [
  cottage({
    id: 1, code: 'cwc10521', slug: 'harbour-view', name: 'Harbour View', type: 'cottages', regionName: 'Cornwall', location: 'Mevagissey, Cornwall',
    bedrooms: 2, maxGuests: 4, nightly: 116, minNights: 7, booked: [], features: ['wifi', 'parking'],
  }),
  cottage({
    id: 2, code: 'cwc10874', slug: 'gull-rock-barn', name: 'Gull Rock Barn', type: 'cottages', regionName: 'Cornwall', location: 'Port Isaac, Cornwall',
    bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 165, minNights: 7, booked: [], features: ['pool', 'wifi', 'pets', 'parking'],
  }),
  cottage({
    // booked over the searched week
    id: 3, code: 'cwc11032', slug: 'smugglers-rest', name: "Smuggler's Rest", type: 'cottages', regionName: 'Cornwall', location: 'Polperro, Cornwall',
    bedrooms: 1, maxGuests: 2, nightly: 89, minNights: 3, booked: [['2026-12-05', '2026-12-26']], features: ['wifi'],
  }),
  cottage({
    id: 4, code: 'cwc11290', slug: 'saltings', name: 'The Saltings', type: 'cottages', regionName: 'Cornwall', location: 'St Mawes, Cornwall',
    bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 240, minNights: 7, booked: [], features: ['bbq', 'dishwasher', 'parking'],
  }),
];
