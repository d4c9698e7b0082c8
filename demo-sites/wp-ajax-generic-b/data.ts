// Lakeshore Cabins: Muskoka cabins on a second WordPress rental theme, whose calls are the admin-ajax actions
// get_property_search_result (an HTML answer) and quote_listing (JSON, validation errors as an errors object).
// Everything the site shows and answers comes from this data; truth.json is written from it. Canadian dollars,
// dd-mm-yyyy dates.
import type { Unit } from '../server/fixtures.ts';

export type Cabin = Unit & { slug: string; lake: string };

/** Cleaning, and 13% HST on rent and cleaning. */
const ontario = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({ fees: [{ name: 'Cleaning', amount: cleaning }], taxes: [{ name: 'HST', percent: 13, on: 'rent+fees' }] });

export const CABINS: Cabin[] = [
  { id: 1207, slug: 'loon-call-cabin', name: 'Loon Call Cabin', lake: 'Lake Rosseau', bedrooms: 3, bathrooms: 1, maxGuests: 6, nightly: 225, minNights: 3, booked: [['2026-12-21', '2026-12-24']], ...ontario(120) },
  { id: 1215, slug: 'granite-point', name: 'Granite Point', lake: 'Lake Joseph', bedrooms: 4, bathrooms: 2, maxGuests: 8, nightly: 340, minNights: 3, booked: [], ...ontario(160) },
  { id: 1222, slug: 'birch-hollow', name: 'Birch Hollow', lake: 'Lake of Bays', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 175, minNights: 2, booked: [['2026-12-15', '2026-12-18']], ...ontario(90) },
  { id: 1230, slug: 'cedar-bay-cottage', name: 'Cedar Bay Cottage', lake: 'Lake Muskoka', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 150, minNights: 2, booked: [], ...ontario(75) },
];

/** Booking requests (LC-<n>) start here. */
export const FIRST_REQUEST = 3301;
