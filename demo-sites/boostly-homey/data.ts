// Smoky Hollow Cabins: a Gatlinburg cabin host whose Boostly-built site runs Homey as the parent theme (Boostly's
// child theme and Boostly Connect on top), so the visitor's calls are Homey's own. Paid through WooCommerce.
// Pages, answers and truth.json all come from this data; listings have Homey's listing fields.
import type { Unit } from '../server/fixtures.ts';
import type { Listing } from '../platforms/homey/data.ts';

/** Homey's cost rows these listings fill: cleaning, Homey's services fee (a booking fee), taxes on rent and
 * cleaning only (Homey taxes before adding the services fee). */
const costs = (cleaning: number): Pick<Unit, 'fees' | 'taxes'> => ({
  fees: [
    { name: 'Cleaning fee', amount: cleaning },
    { name: 'Booking fee', amount: 59, taxable: false },
  ],
  taxes: [{ name: 'Taxes', percent: 12.75, on: 'rent+fees' }],
});

export const FEE_ROLES = { cleaning: 'Cleaning fee', services: 'Booking fee' };

/** The site's datepicker format (HOMEY_ajax_vars.homey_date_format): a US site picks mm-dd-yy. */
export const DATE_FORMAT = 'mm-dd-yy';

const cabin = (id: number, slug: string, name: string, city: string, type: Listing['type'], address: string, at: [number, number], rooms: [number, number, number, number], nightly: number, minNights: number, booked: [string, string][], cleaning: number): Listing => ({
  id, slug, name, city, type, address, lat: at[0], lng: at[1], bedrooms: rooms[0], bathrooms: rooms[1], beds: rooms[2], maxGuests: rooms[3], nightly, minNights, booked, ...costs(cleaning),
});

export const LISTINGS: Listing[] = [
  cabin(3101, 'bearadise-ridge', 'Bearadise Ridge', 'gatlinburg', 'cabin', '412 Ski Mountain Rd, Gatlinburg, TN', [35.7143, -83.5277], [3, 3, 4, 8], 229, 2, [['2026-12-22', '2026-12-23']], 150),
  cabin(3108, 'laurel-falls-chalet', 'Laurel Falls Chalet', 'gatlinburg', 'chalet', '88 Laurel Falls Way, Gatlinburg, TN', [35.7034, -83.5189], [4, 3, 6, 10], 315, 3, [], 195),
  cabin(3115, 'sugarlands-hideaway', 'Sugarlands Hideaway', 'gatlinburg', 'cabin', '1520 Cove Mountain Rd, Gatlinburg, TN', [35.7221, -83.5412], [2, 2, 3, 6], 179, 2, [], 110),
  // booked over the searched dates: not in the results
  cabin(3122, 'mynatt-park-cabin', 'Mynatt Park Cabin', 'gatlinburg', 'cabin', '9 Mynatt Park Rd, Gatlinburg, TN', [35.7095, -83.5031], [3, 2, 4, 8], 249, 2, [['2026-12-15', '2026-12-17']], 150),
  // sleeps two: too small for the search
  cabin(3129, 'parkway-studio', 'Parkway Studio', 'gatlinburg', 'apartment', '1004 Parkway #212, Gatlinburg, TN', [35.7112, -83.5198], [1, 1, 1, 2], 119, 1, [], 60),
  // in Pigeon Forge and over the price range
  cabin(3136, 'wears-valley-lodge', 'Wears Valley Lodge', 'pigeon-forge', 'chalet', '3300 Wears Valley Rd, Pigeon Forge, TN', [35.7301, -83.6402], [6, 5, 8, 16], 520, 3, [], 300),
];

export const FIRST_ORDER = 7301;
