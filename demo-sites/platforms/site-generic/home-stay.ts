// The stay arithmetic two independent US rental companies' sites share (site-generic-g, Pelican Cove on ColdFusion;
// site-generic-j, Brunswick Isles on an ASP.NET engine): a home has one nightly rate, a cleaning fee, a minimum stay
// and booked nights; a stay is read from the forms' mm/dd/yyyy dates; a refusal is checked in one order (home,
// dates, minimum stay, calendar, party size) and said in the site's own words; the charges are rent and cleaning
// plus the site's own fees and taxes on rent + cleaning. Each site keeps its wording, its lines and its answers.
import { fromUsDate, money, nightsOf } from '../../server/fixtures.ts';

/** What the arithmetic reads of a site's home (each site's Home adds its own fields). */
export interface RentalHome {
  id: number;
  name: string;
  sleeps: number;
  /** USD per night */
  nightly: number;
  minNights: number;
  cleaning: number;
  /** booked nights, yyyy-mm-dd */
  booked: string[];
}

/** A stay as the forms send it (mm/dd/yyyy dates), read to ISO. */
export interface Stay<H extends RentalHome> {
  home?: H;
  arrive: string;
  depart: string;
  adults: number;
  children: number;
}

/** Reads a stay: the home from its id, the dates from the site's mm/dd/yyyy fields, the party. */
export function readStay<H extends RentalHome>(home: H | undefined, arrive: unknown, depart: unknown, adults: unknown, children: unknown): Stay<H> {
  return { home, arrive: fromUsDate(String(arrive ?? '')), depart: fromUsDate(String(depart ?? '')), adults: Number(adults || 0), children: Number(children || 0) };
}

export const isFree = (h: RentalHome, arrive: string, depart: string): boolean => nightsOf(arrive, depart).every((n) => !h.booked.includes(n));

/** How a site words each refusal. */
export interface Refusals<H extends RentalHome> {
  notFound: string;
  dates: string;
  minStay: (h: H) => string;
  unavailable: string;
  sleeps: (h: H) => string;
}

/** Why the stay cannot be booked, in the site's words; null when it can. */
export function stayProblem<H extends RentalHome>(s: Stay<H>, say: Refusals<H>): string | null {
  const h = s.home;
  if (!h) return say.notFound;
  if (!s.arrive || !s.depart || s.depart <= s.arrive) return say.dates;
  if (nightsOf(s.arrive, s.depart).length < h.minNights) return say.minStay(h);
  if (!isFree(h, s.arrive, s.depart)) return say.unavailable;
  if (s.adults + s.children > h.sleeps) return say.sleeps(h);
  return null;
}

export type ChargeLines = [string, number][];

/** The sum of the lines, to cents. */
export const linesTotal = (lines: ChargeLines): number => money(lines.reduce((t, [, a]) => t + a, 0));

/**
 * The charges of a bookable stay (label -> USD): rent is nights × the nightly rate, the taxes' base rent + cleaning;
 * the site lists the lines from them.
 */
export function stayCharges<H extends RentalHome>(s: Stay<H>, list: (h: H, rent: number, base: number) => ChargeLines): { nights: number; lines: ChargeLines; total: number } {
  const h = s.home!;
  const nights = nightsOf(s.arrive, s.depart).length;
  const rent = nights * h.nightly;
  const lines = list(h, rent, rent + h.cleaning);
  return { nights, lines, total: linesTotal(lines) };
}
