// Casas da Costa's calls (XMLHttpRequest / fetch; lower-case JSON):
//   GET  /ajax/price_cal?casa_id&month=yyyy-mm  -> the price calendar: { casa_id, month, currency, days: [{ date, rate, available }] }
//   GET  /ajax/price_cal?casa_id&checkin&checkout&adults&children  -> the calendar's check of a chosen stay:
//        { casa_id, checkin, checkout, available: true, nights: [{ date, rate }] } or { …, available: false, message }
//   GET  /ajax/priceDetails?casa_id&checkin&checkout&adults&children
//        -> { chalet: { id, name }, checkin, checkout, nights, currency, details: [{ label, amount }], total } or { error }
//   POST /api/properties/room_rate  JSON { property_id, checkin, checkout, adults, children, payment_method }
//        -> { property: { id, name }, checkin, checkout, payment_method, currency, rate: { lines: [{ label, amount }], total } } or { error }
import { nightsOf } from '../kit/fixtures.ts';
import { AREAS, CARD_SURCHARGE, CHALETS, CLEANING, PRICE_MAX, TOURIST_TAX, type Chalet } from './data.ts';

export const chaletById = (id: unknown): Chalet | undefined => CHALETS.find((v) => String(v.id) === String(id ?? ''));
export const areaName = (slug: string | null): string | null => AREAS.find((a) => a.slug === slug)?.name ?? null;

export interface Stay {
  chalet?: Chalet;
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}

const iso = (v: unknown) => (typeof v == 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : '');
export const stayOf = (get: (name: string) => unknown, idField: string): Stay => ({
  chalet: chaletById(get(idField)),
  checkin: iso(get('checkin')),
  checkout: iso(get('checkout')),
  adults: Number(get('adults') || 0),
  children: Number(get('children') || 0),
});

const free = (v: Chalet, s: Stay) => nightsOf(s.checkin, s.checkout).every((n) => !v.booked.includes(n));

/** Why the stay cannot be booked, as the site says it; null when it can. */
export function problem(s: Stay): string | null {
  const v = s.chalet;
  if (!v) return 'Chalet not found.';
  if (!s.checkin || !s.checkout || s.checkout <= s.checkin) return 'Please choose your check-in and check-out dates.';
  if (nightsOf(s.checkin, s.checkout).length < v.minNights) return `${v.name} has a minimum stay of ${v.minNights} nights.`;
  if (!free(v, s)) return 'Sorry, the chalet is already booked on some of those nights.';
  if (s.adults < 1 || s.adults + s.children > v.sleeps) return `${v.name} sleeps up to ${v.sleeps} guests.`;
  return null;
}

/** The price of a bookable stay (EUR, whole euros), with the card surcharge when paid by card. */
export function charges(s: Stay, payment?: 'card' | 'bank_transfer'): { nights: number; lines: { label: string; amount: number }[]; total: number } {
  const v = s.chalet!;
  const nights = nightsOf(s.checkin, s.checkout).length;
  const rent = nights * v.nightly;
  const lines = [
    { label: `Chalet rate (${nights} nights)`, amount: rent },
    { label: 'Final cleaning', amount: CLEANING },
    { label: `Tourist tax (${s.adults} adults × ${nights} nights)`, amount: TOURIST_TAX * s.adults * nights },
  ];
  const sum = () => lines.reduce((t, l) => t + l.amount, 0);
  if (payment === 'card') lines.push({ label: 'Card surcharge 2%', amount: Math.round(sum() * CARD_SURCHARGE) });
  return { nights, lines, total: sum() };
}

/** /casas.php?resort=…: the chalets of a resort that fit the stay and the filters (a slider end is no limit). */
export function searchChalets(q: URLSearchParams): Chalet[] {
  const s = stayOf((n) => q.get(n), 'casa_id');
  const beds = Number(q.get('bedrooms') || 0);
  const min = Number(q.get('price_min') || 0);
  const max = Number(q.get('price_max') || PRICE_MAX);
  const area = q.get('resort') || '';
  return CHALETS.filter(
    (v) =>
      (!area || v.area === area) &&
      v.bedrooms >= beds &&
      v.nightly >= min &&
      (max >= PRICE_MAX || v.nightly <= max) &&
      v.sleeps >= s.adults + s.children &&
      (!s.checkin || !s.checkout || free(v, s)),
  );
}

export function priceCal(q: URLSearchParams) {
  const v = chaletById(q.get('casa_id'));
  if (!v) return { error: 'Chalet not found.' };
  const month = q.get('month');
  if (month && /^\d{4}-\d{2}$/.test(month)) {
    const [y, m] = month.split('-').map(Number);
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const dates = Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
    return { casa_id: v.id, month, currency: 'EUR', days: dates.map((date) => ({ date, rate: v.nightly, available: !v.booked.includes(date) })) };
  }
  const s = stayOf((n) => q.get(n), 'casa_id');
  const why = problem(s);
  const head = { casa_id: v.id, checkin: s.checkin, checkout: s.checkout };
  return why ? { ...head, available: false, message: why } : { ...head, available: true, nights: nightsOf(s.checkin, s.checkout).map((date) => ({ date, rate: v.nightly })) };
}

export function priceDetails(s: Stay) {
  const why = problem(s);
  if (why) return { error: why };
  const c = charges(s);
  return { chalet: { id: s.chalet!.id, name: s.chalet!.name }, checkin: s.checkin, checkout: s.checkout, nights: c.nights, currency: 'EUR', details: c.lines, total: c.total };
}

export function roomRate(body: Record<string, unknown>) {
  const s = stayOf((n) => body[n], 'property_id');
  const why = problem(s) ?? (s.chalet!.instant ? null : `${s.chalet!.name} is booked on request: please send an inquiry.`);
  if (why) return { error: why };
  const payment = body.payment_method === 'bank_transfer' ? 'bank_transfer' : 'card';
  const c = charges(s, payment);
  return { property: { id: s.chalet!.id, name: s.chalet!.name }, checkin: s.checkin, checkout: s.checkout, payment_method: payment, currency: 'EUR', rate: { lines: c.lines, total: c.total } };
}
