// Currituck Coast Rentals: an independent vacation-rental company on North Carolina's northern Outer Banks
// (Corolla, Duck, Kitty Hawk). Its marketing site (www.…) searches and prices the homes; guests pay on the
// company's own checkout host (checkout.… in production; www.site-generic-i-checkout-demo.test here, as the demo
// demo server serves one www host per site folder), which re-prices the stay, takes the guest's details, hands the card to
// its PCI payment pages and ends on the reservation confirmation, with a guest portal for later visits.
// Both hosts read this data; truth.json of either site is written from it. US dollars, ISO dates in queries.
import { money, nightsOf } from '../../../server/fixtures.ts';

export type Town = 'Corolla' | 'Duck' | 'Kitty Hawk';

export interface Home {
  id: number;
  slug: string;
  name: string;
  town: Town;
  bedrooms: number;
  sleeps: number;
  /** USD per night */
  nightly: number;
  minNights: number;
  cleaning: number;
  /** booked nights, yyyy-mm-dd */
  booked: string[];
}

export const HOMES: Home[] = [
  { id: 1042, slug: 'whalehead-retreat', name: 'Whalehead Retreat', town: 'Corolla', bedrooms: 4, sleeps: 10, nightly: 395, minNights: 5, cleaning: 250, booked: [] },
  { id: 1057, slug: 'duck-pond-cottage', name: 'Duck Pond Cottage', town: 'Duck', bedrooms: 3, sleeps: 8, nightly: 310, minNights: 3, cleaning: 195, booked: [] },
  { id: 1063, slug: 'sanderling-sound-house', name: 'Sanderling Sound House', town: 'Duck', bedrooms: 5, sleeps: 12, nightly: 520, minNights: 7, cleaning: 325, booked: [] },
  { id: 1078, slug: 'kitty-hawk-pier-bungalow', name: 'Kitty Hawk Pier Bungalow', town: 'Kitty Hawk', bedrooms: 2, sleeps: 6, nightly: 235, minNights: 3, cleaning: 150, booked: [] },
  { id: 1081, slug: 'pine-island-lookout', name: 'Pine Island Lookout', town: 'Corolla', bedrooms: 3, sleeps: 8, nightly: 345, minNights: 4, cleaning: 210, booked: ['2027-07-12', '2027-07-13', '2027-08-21', '2027-08-22'] },
];

/** Per stay, untaxed (USD). */
export const BOOKING_FEE = 59;
/** On rent and cleaning: NC state and county sales tax 7%, county occupancy tax 6%. */
export const SALES_TAX = 0.07;
export const OCCUPANCY_TAX = 0.06;

/** Reservations made on the checkout host are CCR-<n> from here. */
export const FIRST_RESERVATION = 52018;
/** A reservation made earlier by phone (the guest portal's e-mailed link). */
export const PAST_RESERVATIONS = [{ id: 'CCR-51874', homeId: 1042, checkin: '2027-06-05', checkout: '2027-06-12', adults: 6, children: 2, guest: 'Laura Bennett' }];

export const homeById = (id: unknown): Home | undefined => HOMES.find((h) => String(h.id) === String(id ?? ''));

export interface Stay {
  home?: Home;
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}

export const stayOf = (get: (name: string) => string | null, idField: string): Stay => ({
  home: homeById(get(idField)),
  checkin: get('checkin') ?? '',
  checkout: get('checkout') ?? '',
  adults: Number(get('adults') || 0),
  children: Number(get('children') || 0),
});

export const isFree = (h: Home, checkin: string, checkout: string) => nightsOf(checkin, checkout).every((n) => !h.booked.includes(n));

/** Why the stay cannot be booked, as both hosts say it; null when it can. */
export function problem(s: Stay): string | null {
  const h = s.home;
  if (!h) return 'We could not find that home.';
  if (!s.checkin || !s.checkout || s.checkout <= s.checkin) return 'Please choose your check-in and check-out dates.';
  if (nightsOf(s.checkin, s.checkout).length < h.minNights) return `The minimum stay at ${h.name} is ${h.minNights} nights.`;
  if (!isFree(h, s.checkin, s.checkout)) return `${h.name} is no longer available for those dates.`;
  if (s.adults + s.children > h.sleeps) return `${h.name} sleeps up to ${h.sleeps} guests.`;
  return null;
}

/** The charges of a bookable stay, in the order both hosts list them. */
export function charges(s: Stay): { nights: number; lines: { label: string; amount: number }[]; total: number } {
  const h = s.home!;
  const nights = nightsOf(s.checkin, s.checkout).length;
  const rent = nights * h.nightly;
  const taxed = rent + h.cleaning;
  const lines = [
    { label: 'Rent', amount: rent },
    { label: 'Cleaning fee', amount: h.cleaning },
    { label: 'Booking fee', amount: BOOKING_FEE },
    { label: 'Sales tax 7%', amount: money(taxed * SALES_TAX) },
    { label: 'Occupancy tax 6%', amount: money(taxed * OCCUPANCY_TAX) },
  ];
  return { nights, lines, total: money(lines.reduce((t, l) => t + l.amount, 0)) };
}
