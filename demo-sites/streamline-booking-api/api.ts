// The web host's booking API as the demo serves it (POST, JSON both ways; what rests on what: demo-sites/streamline-booking-api/SOURCES.md). The
// request bodies carry Streamline's own parameter names (startdate/enddate mm/dd/yyyy, occupants,
// occupants_small, unit_id); search, availability and quote answer in Streamline's JSON, book-now in the API's own
// summary (spec 7: res_number, name, rate { base, fees, taxes }):
//   booking/search        { startdate, enddate, occupants, occupants_small, min_bedrooms_number }
//                         -> { data: { available_properties: { pagination: { total_units, … }, property: [...] } } }
//   booking/availability  { unit_id, startdate, enddate, occupants, occupants_small } -> { data: { id } } | { status }
//   quote                 the same -> { data: { unit_id, unit_name, price, taxes, total, required_fees: [{ name,
//                         value }], taxes_details: [{ name, value }] } } | { status }
//   booking/book-now      the same + first_name, last_name, email, phone
//                         -> { success: true, res_number, name, unit_id, startdate, enddate, occupants, occupants_small,
//                            rate: { base, fees: [{ name, value }], taxes, total }, currency }
//                         | { success: false, status }
import { Ledger, quoteStay, stayProblem, sum, toUsDate, type Quote, type Stay } from '../server/fixtures.ts';
import { json, type DemoResponse } from '../server/http.ts';
import { stayReader } from '../server/stay-reader.ts';
import { CURRENCY, FIRST_RES_NUMBER, HOMES, REFUSALS, type Home } from './data.ts';

export const API = '/api/rentals/public/streamline';

export const readStay = stayReader({ fields: { checkin: 'startdate', checkout: 'enddate', adults: 'occupants', children: 'occupants_small' }, dates: 'month-first' });
export const homeById = (id: unknown) => HOMES.find((h) => h.id === Number(id));
const money = (n: number) => n.toFixed(2);
const charged = (q: Quote) => q.fees.filter((f) => !f.optional);

/** Why Streamline refuses the stay, as its `{ status }` answer; null when bookable. */
export function refusal(home: Home, stay: Stay) {
  const p = stayProblem(home, stay);
  if (!p) return null;
  const status = p.kind === 'min-stay' ? REFUSALS['min-stay'](p.minNights) : p.kind === 'occupancy' ? REFUSALS.occupancy(p.maxGuests) : REFUSALS[p.kind]();
  return { status };
}
const noUnit = { status: { code: 'E0012', description: 'Unit not found.' } };

export function search(body: Record<string, unknown>) {
  const stay = readStay(body);
  const minBeds = Number(body.min_bedrooms_number) || 0;
  const found = HOMES.filter((h) => h.bedrooms >= minBeds && !stayProblem(h, stay));
  if (!found.length) return { status: REFUSALS.unavailable() };
  const property = found.map((h) => {
    const q = quoteStay(h, stay);
    return { id: h.id, name: h.name, seo_page_name: h.slug, location_name: h.location, bedrooms_number: h.bedrooms, bathrooms_number: h.bathrooms, max_occupants: h.maxGuests, price: q.rent, total: q.total };
  });
  return { data: { available_properties: { pagination: { total_units: found.length, total_pages: 1, page_number: 1, page_results_number: 20 }, property } } };
}

export function availability(body: Record<string, unknown>) {
  const home = homeById(body.unit_id);
  if (!home) return noUnit;
  return refusal(home, readStay(body)) ?? { data: { id: home.id } };
}

export function quote(body: Record<string, unknown>) {
  const home = homeById(body.unit_id);
  if (!home) return noUnit;
  const stay = readStay(body);
  const refused = refusal(home, stay);
  if (refused) return refused;
  const q = quoteStay(home, stay);
  return {
    data: {
      unit_id: home.id,
      unit_name: home.name,
      price: money(q.rent),
      taxes: money(sum(q.taxes)),
      total: money(q.total),
      required_fees: charged(q).map((f) => ({ name: f.name, value: money(f.amount) })),
      taxes_details: q.taxes.map((t) => ({ name: t.name, value: money(t.amount) })),
    },
  };
}

interface Reservation {
  res_number: number;
  home: Home;
  stay: Stay;
}
const ledger = new Ledger<Reservation>(FIRST_RES_NUMBER);

/** The API's summary of a reservation (book-now's answer, and what the confirmation step shows). */
export function summary(r: Reservation) {
  const q = quoteStay(r.home, r.stay);
  return {
    res_number: r.res_number,
    name: r.home.name,
    unit_id: r.home.id,
    startdate: toUsDate(r.stay.checkin),
    enddate: toUsDate(r.stay.checkout),
    occupants: r.stay.adults,
    occupants_small: r.stay.children,
    rate: { base: q.rent, fees: charged(q).map((f) => ({ name: f.name, value: f.amount })), taxes: sum(q.taxes), total: q.total },
    currency: CURRENCY,
  };
}

export function bookNow(body: Record<string, unknown>): DemoResponse {
  const home = homeById(body.unit_id);
  if (!home) return json({ success: false, ...noUnit });
  const stay = readStay(body);
  const refused = refusal(home, stay);
  if (refused) return json({ success: false, ...refused });
  if (!String(body.first_name ?? '').trim() || !String(body.email ?? '').includes('@'))
    return json({ success: false, status: { code: 'E0061', description: 'Guest first name and email are required.' } });
  const r = ledger.record(JSON.stringify([home.id, stay, body.email]), (n) => ({ res_number: n, home, stay }));
  return json({ success: true, ...summary(r) });
}

export const reservation = (n: unknown) => ledger.find(Number(n));
