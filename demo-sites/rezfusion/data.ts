// Gulf Breeze 30A: a WordPress site on the Rezfusion Hub plugin ("Rezfusion Hub Components"), its homes in Hub
// with their PMS ids. Everything the pages and the Blueprint answers show comes from this data; truth.json is
// written from it.
import type { Unit } from '../server/fixtures.ts';

export interface HubItem extends Unit {
  /** Hub item id (`data-rezfusion-item-id`, GraphQL `item_id`) */
  hubId: string;
  /** the PMS's id (`data-rezfusion-item-pms-id`, `remote_id`) */
  remoteId: string;
  slug: string;
}

/** Hub's lodging item type (the key of `params.IDs`). */
export const ITEM_TYPE = 8;
/** Walton County: 7% Florida sales tax + 5% tourist development tax on rent and fees, shown as one "Taxes" line. */
const TAX: Unit['taxes'] = [{ name: 'Taxes', percent: 12, on: 'rent+fees' }];
const fees = (cleaning: number): Unit['fees'] => [
  { name: 'Cleaning Fee', amount: cleaning },
  { name: 'Damage Waiver', amount: 59 },
];

export const ITEMS: HubItem[] = [
  { id: 1, hubId: '4f3c1a9e2b7d4c60a8e15f9b', remoteId: '1042', slug: 'seagrove-sands', name: 'Seagrove Sands', bedrooms: 4, bathrooms: 3, maxGuests: 10, nightly: 420, minNights: 4, booked: [['2027-07-03', '2027-07-10']], fees: fees(250), taxes: TAX },
  { id: 2, hubId: '7a2d9c41e0b34f1d9e6c2a58', remoteId: '1057', slug: 'blue-mountain-cottage', name: 'Blue Mountain Cottage', bedrooms: 2, bathrooms: 2, maxGuests: 6, nightly: 260, minNights: 3, booked: [], fees: fees(175), taxes: TAX },
  { id: 3, hubId: 'c81e5b07f3a94d2b8f0e7d16', remoteId: '1063', slug: 'grayton-dune-house', name: 'Grayton Dune House', bedrooms: 5, bathrooms: 4, maxGuests: 12, nightly: 560, minNights: 4, booked: [['2027-07-12', '2027-07-19']], fees: fees(300), taxes: TAX },
];

/** Travel insurance Hub offers as an option (charge `option` 8): 6.5% of rent, declined unless accepted. */
export const INSURANCE_PERCENT = 6.5;
export const FIRST_CONFIRMATION = 731400;
