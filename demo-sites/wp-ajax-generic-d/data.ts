// Palm Shores Villas: Gulf-coast pool villas on a WordPress rental theme whose villa pages check the stay with the
// admin-ajax action check_availablity (sic) and then price it with quickquote; both handlers echo json_encode(…)
// (no wp_send_json envelope). The search page is server-rendered (a GET form), so it makes no call. Everything the
// site shows and answers comes from this data; truth.json is written from it. US dollars, mm/dd/yyyy dates.
import type { Unit } from '../server/fixtures.ts';

export type Villa = Unit & { slug: string; area: string };

/** Cleaning, a pool-heat fee per night, and 12% Florida tourist + sales tax on everything. */
const gulf = (cleaning: number, poolHeat: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [{ name: 'Cleaning Fee', amount: cleaning }, { name: 'Pool Heat', amount: poolHeat, per: 'night' }],
  taxes: [{ name: 'Sales & Tourist Tax', percent: 12, on: 'rent+fees' }],
});

export const VILLAS: Villa[] = [
  { id: 8801, slug: 'casa-pelican', name: 'Casa Pelican', area: 'Cape Coral', bedrooms: 3, bathrooms: 2, maxGuests: 6, nightly: 240, minNights: 4, booked: [['2027-01-20', '2027-01-27']], ...gulf(185, 20) },
  { id: 8802, slug: 'villa-sandpiper', name: 'Villa Sandpiper', area: 'Fort Myers Beach', bedrooms: 4, bathrooms: 3, maxGuests: 8, nightly: 325, minNights: 5, booked: [], ...gulf(225, 25) },
  { id: 8803, slug: 'mangrove-hideaway', name: 'Mangrove Hideaway', area: 'Sanibel', bedrooms: 2, bathrooms: 2, maxGuests: 4, nightly: 199, minNights: 3, booked: [['2027-01-10', '2027-01-14']], ...gulf(150, 15) },
];

/** Reservations (PSV-<n>) start here. */
export const FIRST_RESERVATION = 40217;
