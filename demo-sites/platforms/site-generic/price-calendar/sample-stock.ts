// The sample stock two price-calendar sites price alike (site-generic-l in Swiss francs, site-generic-m in euros):
// seven units in three areas with their rates, minimum stays and booked nights, and the charges, price slider and
// first numbers around them. Each site names its areas and units and says its currency; the truth.json of both is
// written from these numbers.
import type { Area, Rental } from './api.ts';

/** A unit's numbers; `area` is the position of its area in the site's three. */
const UNITS: (Omit<Rental, 'name' | 'area'> & { area: 0 | 1 | 2 })[] = [
  { id: 31, area: 0, bedrooms: 4, sleeps: 8, nightly: 950, minNights: 4, instant: true, booked: [] },
  { id: 33, area: 0, bedrooms: 5, sleeps: 10, nightly: 1400, minNights: 4, instant: true, booked: [] },
  { id: 35, area: 0, bedrooms: 4, sleeps: 8, nightly: 1100, minNights: 3, instant: true, booked: ['2027-02-14', '2027-02-15'] },
  { id: 36, area: 0, bedrooms: 2, sleeps: 4, nightly: 480, minNights: 3, instant: true, booked: [] },
  { id: 41, area: 1, bedrooms: 4, sleeps: 8, nightly: 1600, minNights: 5, instant: true, booked: [] },
  { id: 44, area: 2, bedrooms: 5, sleeps: 10, nightly: 1250, minNights: 4, instant: false, booked: [] },
  { id: 37, area: 0, bedrooms: 6, sleeps: 12, nightly: 2600, minNights: 5, instant: true, booked: [] },
];

/** The stock under the site's names: its three areas and a name for each unit id. */
export function sampleStock(areas: [Area, Area, Area], names: Record<number, string>): Rental[] {
  return UNITS.map(({ id, area, ...numbers }) => {
    if (!names[id]) throw new Error(`sampleStock: no name for unit ${id}`);
    return { id, name: names[id], area: areas[area].slug, ...numbers };
  });
}

/** Final cleaning, once per stay. */
export const CLEANING = 350;
/** Tourist tax per adult per night; children are exempt. */
export const TOURIST_TAX = 5;
/** Paying by card adds 2% of the total (rounded to the whole unit of currency); a bank transfer adds nothing. */
export const CARD_SURCHARGE = 0.02;

/** The nightly price slider: 0 to 2,000; its ends mean "no minimum" and "2,000+" (no maximum). */
export const PRICE_MAX = 2000;
export const PRICE_STEP = 100;

/** Bookings (AR-<n>, paid by bank transfer or card) and inquiries (<n>) start here. */
export const FIRST_BOOKING = 5120;
export const FIRST_INQUIRY = 771;
