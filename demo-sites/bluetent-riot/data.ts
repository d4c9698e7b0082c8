// Sandbar Coast Rentals: an Outer Banks (Duck and Corolla, NC) manager on Bluetent RESCMS whose search page is
// the Riot search app over the site's Solr index. The Solr documents, the availability answer and truth.json are
// all written from this data.
import type { Unit } from '../server/fixtures.ts';

export interface RiotUnit extends Unit {
  /** RESCMS entity id (Solr `is_eid`, `item_id`) */
  eid: number;
  slug: string;
  type: 'Private Home' | 'Condo';
  city: 'Duck' | 'Corolla';
  /** featured amenities (Solr `sm_field_vr_featured_amenities$name`) */
  amenities: string[];
}

const unit = (eid: number, name: string, type: RiotUnit['type'], city: RiotUnit['city'], bedrooms: number, maxGuests: number, amenities: string[], booked: [string, string][] = []): RiotUnit => ({
  id: eid,
  eid,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  type,
  city,
  bedrooms,
  bathrooms: bedrooms,
  maxGuests,
  nightly: 150 + bedrooms * 90,
  minNights: 7,
  booked,
  fees: [],
  taxes: [],
  amenities,
});

export const UNITS: RiotUnit[] = [
  unit(47, 'Sea Oats', 'Private Home', 'Duck', 6, 14, ['Private Pool', 'Hot Tub', 'Ocean Front']),
  unit(52, 'Duck Dune Retreat', 'Private Home', 'Duck', 4, 10, ['Hot Tub', 'Dog Friendly'], [['2027-06-12', '2027-06-19']]),
  unit(54, 'Pelican Perch', 'Condo', 'Duck', 2, 6, ['Community Pool']),
  unit(62, 'Sound Sunset', 'Private Home', 'Duck', 5, 12, ['Private Pool', 'Sound Front']),
  unit(66, 'Whalehead Watch', 'Private Home', 'Corolla', 7, 16, ['Private Pool', 'Elevator'], [['2027-06-05', '2027-06-14']]),
  unit(68, 'Sanderling Shore', 'Private Home', 'Duck', 4, 8, ['Hot Tub', 'Dog Friendly']),
];

/** The site's Solr index id (documents are `<site hash>-rci-<eid>` in index `rci`). */
export const SITE_HASH = 'k3v9xq';
