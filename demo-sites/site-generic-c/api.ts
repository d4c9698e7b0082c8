// The site's own endpoints (one PHP app; mm/dd/yyyy dates, stay fields arrival, departure, adults, children):
//   GET  /cabins/getAvailable/?arrival&departure&adults&children&bedrooms&price_min&price_max
//        -> { found, cabins: [{ id, name, town, bedrooms, sleeps, nightly, url }] }   (the search page's refine)
//   GET  /quote?unit&arrival&departure&adults&children          (a cabin page's "Get a quote")
//        -> { success: true, quote: { unit, arrival, departure, nights, total, charges: [{ name, amount }] } }
//        or { success: false, message }
//   POST /quotes  JSON { unit, arrival, departure, adults, children }   ("Book now": the quote saved for the form)
//        -> { success: true, quote: { id: "Q-7301", …the same figures } } or { success: false, message }
//   GET  /vacation-condos/<slug>/rates.json?arrival&departure&adults&children   (a condo page's "Check rates")
//        -> { unit, arrival, departure, available: true, nights, rates: { label: "$537.00" }, total: "$809.08" }
//        or { unit, available: false, message }
import { fromMonthFirst, toShortDate } from '../server/dates.ts';
import { formatMoney } from '../server/money.ts';
import { quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { CABINS, PRICE_SLIDER, PROPERTIES, type Property } from './data.ts';

export const usd = (n: number): string => formatMoney(n, '$');
export const byId = (id: unknown): Property | undefined => PROPERTIES.find((p) => p.id === Number(id));
export const bySlug = (kind: Property['kind'], slug: string): Property | undefined => PROPERTIES.find((p) => p.kind == kind && p.slug == slug);
export const urlOf = (p: Property): string => (p.kind == 'cabin' ? `/property-detail/${p.slug}` : `/vacation-condos/${p.slug}`);

/** The stay fields of a query string or a JSON body. */
export type StayFields = { get(name: string): unknown };
export const fromBody = (body: Record<string, unknown>): StayFields => ({ get: (n) => body[n] });
export function stayOf(f: StayFields): Stay {
  const s = (n: string) => String(f.get(n) ?? '');
  return { checkin: fromMonthFirst(s('arrival')), checkout: fromMonthFirst(s('departure')), adults: Number(s('adults') || 0), children: Number(s('children') || 0) };
}

/** Why a stay cannot be booked ('' when it can), in the site's words. */
export function problemOf(p: Property, stay: Stay): string {
  const why = stayProblem(p, stay);
  if (!why) return '';
  if (why.kind == 'dates') return 'Please choose your arrival and departure dates.';
  if (why.kind == 'min-stay') return `${p.name} requires a ${why.minNights} night minimum stay.`;
  if (why.kind == 'occupancy') return `${p.name} sleeps up to ${why.maxGuests} guests.`;
  return `${p.name} is not available on ${toShortDate(why.night)}.`;
}

/** The stay's charges, as the site lists them: rent, the fees, the taxes; and the total. */
export function charges(p: Property, stay: Stay) {
  const q = quoteStay(p, stay);
  const lines = [{ name: 'Rent', amount: q.rent }, ...q.fees.filter((f) => !f.optional).map(({ name, amount }) => ({ name, amount })), ...q.taxes];
  return { nights: q.nights.length, lines, total: q.total };
}

/** The search rule (search page and refine call alike): cabins with at least that many bedrooms, room for the
 * party, a nightly rate inside the slider (an end is no limit) and, with dates, a stay they take (free nights, the
 * minimum stay). */
export function searchCabins(q: URLSearchParams): Property[] {
  const stay = stayOf(q);
  const guests = stay.adults + stay.children;
  const minRooms = Number(q.get('bedrooms') || 0);
  const [lo, hi] = [Number(q.get('price_min') || PRICE_SLIDER[0]), Number(q.get('price_max') || PRICE_SLIDER[1])];
  const dated = !!stay.checkin && !!stay.checkout && stay.checkout > stay.checkin;
  return CABINS.filter(
    (c) =>
      c.bedrooms >= minRooms &&
      c.maxGuests >= guests &&
      (lo <= PRICE_SLIDER[0] || c.nightly >= lo) &&
      (hi >= PRICE_SLIDER[1] || c.nightly <= hi) &&
      (!dated || !stayProblem(c, stay)),
  );
}

export function getAvailable(q: URLSearchParams) {
  const hits = searchCabins(q);
  return { found: hits.length, cabins: hits.map((c) => ({ id: c.id, name: c.name, town: c.town, bedrooms: c.bedrooms, sleeps: c.maxGuests, nightly: c.nightly, url: urlOf(c) })) };
}

/** /quote and /quotes: the cabin's price for the stay (a saved quote also gets its id). */
export function cabinQuote(f: StayFields, id?: string) {
  const p = byId(f.get('unit'));
  const stay = stayOf(f);
  const problem = p ? problemOf(p, stay) : 'Please choose a cabin.';
  if (!p || problem) return { success: false, message: problem };
  const c = charges(p, stay);
  return { success: true, quote: { ...(id && { id }), unit: p.id, arrival: f.get('arrival'), departure: f.get('departure'), nights: c.nights, total: c.total, charges: c.lines } };
}

/** rates.json: the condo's rates for the stay, money as the site prints it. */
export function condoRates(p: Property, q: URLSearchParams) {
  const stay = stayOf(q);
  const problem = problemOf(p, stay);
  if (problem) return { unit: p.id, available: false, message: problem };
  const c = charges(p, stay);
  return {
    unit: p.id,
    arrival: q.get('arrival'),
    departure: q.get('departure'),
    available: true,
    nights: c.nights,
    rates: Object.fromEntries(c.lines.map((l) => [l.name, usd(l.amount)])),
    total: usd(c.total),
  };
}
