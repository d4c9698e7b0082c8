// Saltbox Harbour Stays: three cottages in Lunenburg, Nova Scotia, sold as WooCommerce booking products with
// PluginHive's Bookings and Appointments plugin (per-night booking, one "Guests" participant type), paid through
// WooCommerce. The shop's currency is US dollars. Everything the site shows and answers comes from this data;
// truth.json is written from it.
import type { StayProblem, Unit } from '../server/fixtures.ts';

export interface Cottage extends Unit {
  slug: string;
  /** the product's short description */
  blurb: string;
}

/** Each booking adds the product's fixed "booking cost" (PluginHive's base cost) to the nightly block costs. */
const bookingCost = (amount: number): Pick<Unit, 'fees' | 'taxes'> => ({ fees: [{ name: 'Booking cost', amount }], taxes: [] });

export const COTTAGES: Cottage[] = [
  { id: 512, slug: 'harbour-cottage', name: 'Harbour Cottage', blurb: 'A restored 1880s saltbox on the waterfront, two bedrooms, wood stove.', bedrooms: 2, bathrooms: 1, maxGuests: 4, nightly: 165, minNights: 3, booked: [['2026-12-24', '2026-12-27']], ...bookingCost(60) },
  { id: 524, slug: 'dory-shop-studio', name: 'Dory Shop Studio', blurb: 'A studio in the old dory shop, steps from the wharf.', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 120, minNights: 2, booked: [['2026-12-12', '2026-12-16']], ...bookingCost(40) },
  { id: 518, slug: 'captains-loft', name: "Captain's Loft", blurb: 'Top-floor loft over the old sail loft, harbour views, sleeps two.', bedrooms: 1, bathrooms: 1, maxGuests: 2, nightly: 140, minNights: 2, booked: [], ...bookingCost(40) },
];

/** The calendar shows this month. */
export const CALENDAR_MONTH = '2026-12';

/** WooCommerce order numbers start here. */
export const FIRST_ORDER = 5310;

/** WordPress's date_format (F j, Y), used for from_date / to_date and the order item meta. */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const wpDate = (iso: string): string => `${MONTHS[Number(iso.slice(5, 7)) - 1]} ${Number(iso.slice(8, 10))}, ${iso.slice(0, 4)}`;

/** The plugin's error_msg notice for each problem with a range. */
export const NOTICES: { [K in StayProblem['kind']]: (p: Extract<StayProblem, { kind: K }>) => string } = {
  dates: () => 'Booking start date cannot be higher than end date.',
  occupancy: (p) => `Maximum ${p.maxGuests} participants allowed.`,
  unavailable: () => 'Sorry, some of the selected dates are already booked.',
  'min-stay': (p) => `Minimum booking duration is ${p.minNights} nights.`,
};
