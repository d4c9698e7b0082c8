// Redcliffe Coast Holidays: a Devon holiday-home brand on Awaze's shared Next.js platform (the platform of
// Hoseasons and cottages.com) letting houses, cottages, villas, apartments and bungalows. Everything the site's
// API answers is computed from this data; truth.json is written from it.
import type { AwazeProperty } from '../platforms/awaze/platform.ts';

/** the brand the site sends in x-awaze-brand and brand= */
export const BRAND = 'redcliffe';
export const CURRENCY = 'GBP';

/** the search page's property-type filter: accommodationType and its label on the page */
export const TYPES: [string, string][] = [['houses', 'Houses'], ['cottages', 'Cottages'], ['villas', 'Villas'], ['apartments', 'Apartments'], ['bungalows', 'Bungalows']];

/** the search page's feature filters, in the page's order: feature code and its label on the page */
export const FEATURES: [string, string][] = [
  ['pool', 'Swimming pool'],
  ['wifi', 'WiFi'],
  ['air-conditioning', 'Air conditioning'],
  ['washing-machine', 'Washing machine'],
  ['dishwasher', 'Dishwasher'],
  ['enclosed-garden', 'Enclosed garden'],
  ['bbq', 'BBQ'],
  ['parking', 'Parking'],
];

// UK holiday prices include VAT: no taxes or fees on top of the nightly rates.
const home = (c: Omit<AwazeProperty, 'taxes' | 'fees' | 'bathrooms' | 'regionName'> & { bathrooms?: number }): AwazeProperty => ({ bathrooms: 1, taxes: [], fees: [], regionName: 'Devon', ...c });

export const HOMES: AwazeProperty[] = [
  home({
    id: 1, code: 'uk48102', slug: 'combe-house', name: 'Combe House', type: 'houses', location: 'Salcombe, Devon',
    bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 185, minNights: 7, booked: [], features: ['wifi', 'washing-machine', 'dishwasher', 'enclosed-garden', 'parking'],
  }),
  home({
    id: 2, code: 'uk48117', slug: 'ridgeway-farmhouse', name: 'Ridgeway Farmhouse', type: 'houses', location: 'Dartmouth, Devon',
    bedrooms: 4, bathrooms: 2, maxGuests: 8, nightly: 210, minNights: 7, booked: [], features: ['enclosed-garden', 'bbq', 'parking', 'pets'],
  }),
  home({
    id: 3, code: 'uk48230', slug: 'villa-solana', name: 'Villa Solana', type: 'villas', location: 'Torquay, Devon',
    bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 320, minNights: 7, booked: [], features: ['pool', 'wifi', 'air-conditioning', 'washing-machine', 'dishwasher', 'bbq', 'parking'],
  }),
  home({
    id: 4, code: 'uk48244', slug: 'palm-court-villa', name: 'Palm Court Villa', type: 'villas', location: 'Paignton, Devon',
    bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 275, minNights: 7, booked: [], features: ['pool', 'air-conditioning', 'parking'],
  }),
  home({
    id: 5, code: 'uk48351', slug: 'harbour-lights', name: 'Harbour Lights', type: 'apartments', location: 'Brixham, Devon',
    bedrooms: 2, maxGuests: 4, nightly: 125, minNights: 3, booked: [], features: ['wifi', 'washing-machine', 'dishwasher'],
  }),
  home({
    id: 6, code: 'uk48366', slug: 'the-quay-loft', name: 'The Quay Loft', type: 'apartments', location: 'Exmouth, Devon',
    bedrooms: 1, maxGuests: 2, nightly: 98, minNights: 3, booked: [], features: ['wifi', 'parking'],
  }),
  home({
    id: 7, code: 'uk48472', slug: 'orchard-bungalow', name: 'Orchard Bungalow', type: 'bungalows', location: 'Sidmouth, Devon',
    bedrooms: 2, maxGuests: 4, nightly: 135, minNights: 3, booked: [], features: ['wifi', 'enclosed-garden', 'bbq', 'parking', 'pets'],
  }),
  home({
    // booked over the searched week
    id: 8, code: 'uk48489', slug: 'meadowside-bungalow', name: 'Meadowside Bungalow', type: 'bungalows', location: 'Budleigh Salterton, Devon',
    bedrooms: 2, maxGuests: 4, nightly: 120, minNights: 7, booked: [['2027-05-08', '2027-05-29']], features: ['dishwasher', 'enclosed-garden', 'parking', 'pets'],
  }),
  home({
    id: 9, code: 'uk48530', slug: 'rose-cottage', name: 'Rose Cottage', type: 'cottages', location: 'Lynmouth, Devon',
    bedrooms: 2, maxGuests: 4, nightly: 110, minNights: 7, booked: [], features: ['wifi', 'pets'],
  }),
];
