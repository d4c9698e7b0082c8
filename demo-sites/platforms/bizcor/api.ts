// What the Streamline plugin answers on this Bizcor site. Every call is admin-ajax
// `action=streamlinecore-api-request&params=<JSON { methodName, params }>`, answered with Streamline's JSON:
// dates mm/dd/yyyy, money in price answers as strings ("1580.00"), refusals as { status: { code, description } }.
import { quoteStay, stayProblem, sum, toUsDate, type Quote, type Stay } from '../../server/fixtures.ts';
import { formatAmount } from '../../server/money.ts';
import { stayReader } from '../../server/stay-reader.ts';
import { CABINS, REFUSED, type Cabin } from './data.ts';

type Params = Record<string, unknown>;
export type Method = (params: Params, book: Booker) => unknown;
export type Booker = (key: string, build: (n: number) => Confirmation) => Confirmation;

export interface Confirmation {
  confirmation_id: number;
  unit_id: number;
  unit_name: string;
  startdate: string;
  enddate: string;
  occupants: number;
  occupants_small: number;
  total: number;
}

const count = (v: unknown) => Math.max(0, Math.trunc(Number(v)) || 0);
const usd = (n: number) => formatAmount(n, { thousands: '' });
const required = (q: Quote) => q.fees.filter((f) => !f.optional);

export const cabinById = (id: unknown): Cabin | undefined => CABINS.find((c) => c.id === Number(id));

export const stayOf = stayReader({
  fields: { checkin: 'startdate', checkout: 'enddate', adults: 'occupants', children: 'occupants_small' },
  dates: 'month-first',
  defaults: { adults: 0 },
  count,
});

/** Streamline's refusal of the stay, or null when the cabin can be booked. */
export function refusalOf(cabin: Cabin, stay: Stay) {
  const problem = stayProblem(cabin, stay);
  if (!problem) return null;
  const status =
    problem.kind === 'min-stay' ? REFUSED['min-stay'](problem.minNights) : problem.kind === 'occupancy' ? REFUSED.occupancy(problem.maxGuests) : REFUSED[problem.kind]();
  return { status };
}

const notFound = { status: { code: 'E0012', description: 'Unit not found.' } };

/** The methods the plugin relays; anything else is Streamline's E0001. */
export const METHODS: Record<string, Method> = {
  /** Bizcor's search: cabins free for the stay, big enough, with at least min_bedrooms_number bedrooms (the plugin's plus logic), cheapest first. */
  BizcorGetPropertyAvailabilityWithRatesWordPress(p) {
    const stay = stayOf(p);
    const hits = CABINS.filter((c) => c.bedrooms >= count(p.min_bedrooms_number) && !stayProblem(c, stay))
      .map((c) => ({ c, q: quoteStay(c, stay) }))
      .sort((a, b) => a.q.total - b.q.total);
    const perPage = count(p.page_results_number) || 12;
    return {
      data: {
        available_properties: {
          pagination: { total_units: hits.length, total_pages: Math.max(1, Math.ceil(hits.length / perPage)), page_number: 1, page_results_number: perPage },
          property: hits.slice(0, perPage).map(({ c, q }) => ({
            id: c.id,
            name: c.name,
            seo_page_name: c.slug,
            location_area_name: c.area,
            view_name: c.view,
            bedrooms_number: c.bedrooms,
            bathrooms_number: c.bathrooms,
            max_occupants: c.maxGuests,
            price_data: { daily: q.nights.map((n) => n.rate), subtotal: q.rent, total: q.total },
          })),
        },
      },
    };
  },
  VerifyPropertyAvailability(p) {
    const cabin = cabinById(p.unit_id);
    return cabin ? (refusalOf(cabin, stayOf(p)) ?? { data: { id: cabin.id } }) : notFound;
  },
  GetPreReservationPrice(p) {
    const cabin = cabinById(p.unit_id);
    if (!cabin) return notFound;
    const stay = stayOf(p);
    const refused = refusalOf(cabin, stay);
    if (refused) return refused;
    const q = quoteStay(cabin, stay);
    const row = (prefix: number) => (line: { name: string; amount: number }, i: number) => ({ id: String(prefix + i), name: line.name, value: usd(line.amount) });
    return {
      data: {
        unit_id: String(cabin.id),
        unit_name: cabin.name,
        price: usd(q.rent),
        taxes: usd(sum(q.taxes)),
        total: usd(q.total),
        required_fees: required(q).map(row(3100)),
        optional_fees: q.fees.filter((f) => f.optional).map((f, i) => ({ ...row(3200)(f, i), active: '0' })),
        taxes_details: q.taxes.map(row(4100)),
      },
    };
  },
  MakeReservation(p, book) {
    const cabin = cabinById(p.unit_id);
    if (!cabin) return { success: false, ...notFound };
    const stay = stayOf(p);
    const refused = refusalOf(cabin, stay);
    if (refused) return { success: false, ...refused };
    if (!String(p.last_name ?? '').trim() || !String(p.email ?? '').includes('@')) return { success: false, status: { code: 'E0061', description: 'Guest last name and email are required.' } };
    const made = book(JSON.stringify([cabin.id, stay, p.email]), (n) => ({
      confirmation_id: n,
      unit_id: cabin.id,
      unit_name: cabin.name,
      startdate: toUsDate(stay.checkin),
      enddate: toUsDate(stay.checkout),
      occupants: stay.adults,
      occupants_small: stay.children,
      total: quoteStay(cabin, stay).total,
    }));
    return { success: true, data: { reservation: { confirmation_id: made.confirmation_id, unit_id: made.unit_id, startdate: made.startdate, enddate: made.enddate } } };
  },
};
