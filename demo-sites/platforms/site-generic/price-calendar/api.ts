// The calls of a small independent rental agency's own PHP site with a price calendar (site-generic-h, -l, -m), by
// their real shapes (XMLHttpRequest / fetch; lower-case JSON). `<id>` is the site's id parameter (villa_id, …),
// `<noun>` what it calls a unit (villa, chalet):
//   GET  /ajax/price_cal?<id>&month=yyyy-mm  -> the price calendar: { <id>, month, currency, days: [{ date, rate, available }] }
//   GET  /ajax/price_cal?<id>&checkin&checkout&adults&children  -> the calendar's check of a chosen stay:
//        { <id>, checkin, checkout, available: true, nights: [{ date, rate }] } or { …, available: false, message }
//   GET  /ajax/priceDetails?<id>&checkin&checkout&adults&children
//        -> { <noun>: { id, name }, checkin, checkout, nights, currency, details: [{ label, amount }], total } or { error }
//   POST /api/properties/room_rate  JSON { property_id, checkin, checkout, adults, children, payment_method }
//        -> { property: { id, name }, checkin, checkout, payment_method, currency, rate: { lines: [{ label, amount }], total } } or { error }
import { nightsOf } from '../../../server/fixtures.ts';
import type { Area, Listing } from '../listing.ts';

export type { Area } from '../listing.ts';

/** A unit: its area is an Area's slug, its nightly rate is before the site's charges. */
export interface Rental extends Listing {
  /** false: the owner confirms each stay ("on request": an inquiry instead of Book now) */
  instant: boolean;
}

export interface Stay {
  unit?: Rental;
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}

export interface PriceLine {
  label: string;
  amount: number;
}

export type Payment = 'card' | 'bank_transfer';

/** What the calls of one site depend on: its data and its words. */
export interface Catalog {
  units: Rental[];
  areas: Area[];
  /** the unit's id in the calls, forms and links: villa_id, chalet_id, casa_id */
  idParam: string;
  /** what the site calls a unit in its pages and answers (villa, chalet); its plural adds an s */
  noun: string;
  /** the search's area parameter (area, resort), also its label */
  areaParam: string;
  /** ISO code in the answers */
  currency: string;
  /** the top of the nightly price slider: no maximum */
  priceMax: number;
  /** the lines after the unit's rate (whole units of the currency) */
  charges(rent: number, nights: number, stay: Stay): PriceLine[];
  /** what a card adds to the total, e.g. 0.03 */
  cardSurcharge: number;
}

const iso = (v: unknown) => (typeof v == 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
export const capitalized = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
export const percent = (rate: number): number => Math.round(rate * 100);

export function priceCalendarApi(c: Catalog) {
  const Noun = capitalized(c.noun);
  const unitById = (id: unknown): Rental | undefined => c.units.find((v) => String(v.id) === String(id ?? ''));
  const areaName = (slug: string | null): string | null => c.areas.find((a) => a.slug === slug)?.name ?? null;
  const stayOf = (get: (name: string) => unknown, idField: string): Stay => ({
    unit: unitById(get(idField)),
    checkin: iso(get('checkin')),
    checkout: iso(get('checkout')),
    adults: Number(get('adults') || 0),
    children: Number(get('children') || 0),
  });
  const free = (v: Rental, s: Stay) => nightsOf(s.checkin, s.checkout).every((n) => !v.booked.includes(n));

  /** Why the stay cannot be booked, as the site says it; null when it can. */
  function problem(s: Stay): string | null {
    const v = s.unit;
    if (!v) return `${Noun} not found.`;
    if (!s.checkin || !s.checkout || s.checkout <= s.checkin) return 'Please choose your check-in and check-out dates.';
    if (nightsOf(s.checkin, s.checkout).length < v.minNights) return `${v.name} has a minimum stay of ${v.minNights} nights.`;
    if (!free(v, s)) return `Sorry, the ${c.noun} is already booked on some of those nights.`;
    if (s.adults < 1 || s.adults + s.children > v.sleeps) return `${v.name} sleeps up to ${v.sleeps} guests.`;
    return null;
  }

  /** The price of a bookable stay, with the card surcharge when paid by card. */
  function charges(s: Stay, payment?: Payment): { nights: number; lines: PriceLine[]; total: number } {
    const nights = nightsOf(s.checkin, s.checkout).length;
    const rent = nights * s.unit!.nightly;
    const lines = [{ label: `${Noun} rate (${nights} nights)`, amount: rent }, ...c.charges(rent, nights, s)];
    const sum = () => lines.reduce((t, l) => t + l.amount, 0);
    if (payment === 'card') lines.push({ label: `Card surcharge ${percent(c.cardSurcharge)}%`, amount: Math.round(sum() * c.cardSurcharge) });
    return { nights, lines, total: sum() };
  }

  /** The search page: the units of an area that fit the stay and the filters (a slider end is no limit). */
  function search(q: URLSearchParams): Rental[] {
    const s = stayOf((n) => q.get(n), c.idParam);
    const beds = Number(q.get('bedrooms') || 0);
    const min = Number(q.get('price_min') || 0);
    const max = Number(q.get('price_max') || c.priceMax);
    const area = q.get(c.areaParam) || '';
    return c.units.filter(
      (v) =>
        (!area || v.area === area) &&
        v.bedrooms >= beds &&
        v.nightly >= min &&
        (max >= c.priceMax || v.nightly <= max) &&
        v.sleeps >= s.adults + s.children &&
        (!s.checkin || !s.checkout || free(v, s)),
    );
  }

  function priceCal(q: URLSearchParams) {
    const v = unitById(q.get(c.idParam));
    if (!v) return { error: `${Noun} not found.` };
    const month = q.get('month');
    if (month && /^\d{4}-\d{2}$/.test(month)) {
      const [y, m] = month.split('-').map(Number);
      const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
      const dates = Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
      return { [c.idParam]: v.id, month, currency: c.currency, days: dates.map((date) => ({ date, rate: v.nightly, available: !v.booked.includes(date) })) };
    }
    const s = stayOf((n) => q.get(n), c.idParam);
    const why = problem(s);
    const head = { [c.idParam]: v.id, checkin: s.checkin, checkout: s.checkout };
    return why ? { ...head, available: false, message: why } : { ...head, available: true, nights: nightsOf(s.checkin, s.checkout).map((date) => ({ date, rate: v.nightly })) };
  }

  function priceDetails(s: Stay) {
    const why = problem(s);
    if (why) return { error: why };
    const x = charges(s);
    return { [c.noun]: { id: s.unit!.id, name: s.unit!.name }, checkin: s.checkin, checkout: s.checkout, nights: x.nights, currency: c.currency, details: x.lines, total: x.total };
  }

  function roomRate(body: Record<string, unknown>) {
    const s = stayOf((n) => body[n], 'property_id');
    const why = problem(s) ?? (s.unit!.instant ? null : `${s.unit!.name} is booked on request: please send an inquiry.`);
    if (why) return { error: why };
    const payment = body.payment_method === 'bank_transfer' ? 'bank_transfer' : 'card';
    const x = charges(s, payment);
    return { property: { id: s.unit!.id, name: s.unit!.name }, checkin: s.checkin, checkout: s.checkout, payment_method: payment, currency: c.currency, rate: { lines: x.lines, total: x.total } };
  }

  return { unitById, areaName, stayOf, problem, charges, search, priceCal, priceDetails, roomRate };
}
