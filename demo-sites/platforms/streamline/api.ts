// Streamline's answers, as the Streamline Core plugin's admin-ajax gateway relays them (see demo-sites/streamline/SOURCES.md): every
// call is `action=streamlinecore-api-request` with `params` = JSON { methodName, params }. Money in
// GetPreReservationPrice answers is strings ("2630.00"), as Streamline sends it; dates on the wire are mm/dd/yyyy.
import { addDays, isAvailable, nightsOf, quoteStay, stayProblem, sum, toUsDate, type Quote, type Stay } from '../../server/fixtures.ts';
import { formatAmount } from '../../server/money.ts';
import { stayReader } from '../../server/stay-reader.ts';
import { REFUSALS, UNITS, type StreamlineUnit } from './data.ts';

export interface Call {
  methodName: string;
  params: Record<string, unknown>;
}

export const amount = (n: number): string => formatAmount(n, { thousands: '' });
const refusal = (status: { code: string; description: string }) => ({ status });
/** A number param; 0 when absent or not a number. */
export const num = (v: unknown): number => (Number.isFinite(Number(v)) ? Number(v) : 0);

export function unitById(id: unknown): StreamlineUnit | undefined {
  return UNITS.find((u) => u.id === Number(id));
}

/** The stay a call's params describe (`startdate`/`enddate` mm/dd/yyyy, `occupants`, `occupants_small`). */
export const stayOf = stayReader({
  fields: { checkin: 'startdate', checkout: 'enddate', adults: 'occupants', children: 'occupants_small' },
  dates: 'month-first',
  defaults: { adults: 0 },
  count: num,
});

/** Why Streamline would refuse the stay, as its `status` answer; null when bookable. */
export function refuse(unit: StreamlineUnit, stay: Stay) {
  const problem = stayProblem(unit, stay);
  if (!problem) return null;
  if (problem.kind === 'min-stay') return refusal(REFUSALS['min-stay'](problem.minNights));
  if (problem.kind === 'occupancy') return refusal(REFUSALS.occupancy(problem.maxGuests));
  return refusal(problem.kind === 'unavailable' ? REFUSALS.unavailable() : REFUSALS.dates());
}

const charged = (q: Quote) => q.fees.filter((f) => !f.optional);

/** One unit as the search methods list it: its listing fields (GetPropertyAvailabilityWithRatesWordPress adds prices). */
export const listedUnit = (u: StreamlineUnit) => ({
  id: u.id,
  name: u.name,
  seo_page_name: u.seoPageName,
  location_name: u.locationName,
  lodging_type_id: u.lodgingTypeId,
  bedrooms_number: u.bedrooms,
  bathrooms_number: u.bathrooms,
  max_occupants: u.maxGuests,
  latitude: u.latitude,
  longitude: u.longitude,
  rating_average: u.ratingAverage,
  rating_count: u.ratingCount,
  default_thumbnail_path: `/wp-content/uploads/streamline/${u.id}-thumb.jpg`,
});

/** At least `min_bedrooms_number` (the plugin's plus logic) and, when given, exactly `bedrooms_number`. */
export const bedsFit = (u: StreamlineUnit, params: Record<string, unknown>): boolean =>
  u.bedrooms >= num(params.min_bedrooms_number) && (!num(params.bedrooms_number) || u.bedrooms === num(params.bedrooms_number));

/** The page asked for (`page_number`, `page_results_number`, 20 by default) of `found`, and its pagination. */
export function pageOf<T>(found: T[], params: Record<string, unknown>) {
  const perPage = num(params.page_results_number) || 20;
  const page = num(params.page_number) || 1;
  const shown = found.slice((page - 1) * perPage, page * perPage);
  return { shown, pagination: { total_units: found.length, total_pages: Math.max(1, Math.ceil(found.length / perPage)), page_number: page, page_results_number: perPage } };
}

/** GetPropertyAvailabilityWithRatesWordPress: units free for the stay, big enough, the bedrooms fitting, cheapest first. */
export function searchAnswer(params: Record<string, unknown>) {
  const stay = stayOf(params);
  const found = UNITS.filter((u) => bedsFit(u, params) && !stayProblem(u, stay))
    .map((u) => ({ u, q: quoteStay(u, stay) }))
    .sort((a, b) => a.q.total - b.q.total);
  const { shown, pagination } = pageOf(found, params);
  const property = shown.map(({ u, q }) => ({ ...listedUnit(u), price: q.rent, fees: sum(charged(q)), taxes: sum(q.taxes), total: q.total }));
  return { data: { available_properties: { pagination, property } } };
}

/** VerifyPropertyAvailability: `{ data: { id } }` when bookable, else Streamline's `{ status: { code, description } }`. */
export function verifyAnswer(params: Record<string, unknown>) {
  const unit = unitById(params.unit_id);
  if (!unit) return refusal({ code: 'E0012', description: 'Unit not found.' });
  return refuse(unit, stayOf(params)) ?? { data: { id: unit.id } };
}

const feeRow = (id: number, name: string, value: number) => ({ id: String(id), name, value: amount(value), description: null, damage_waiver: '0', travel_insurance: '0', cfar: '0' });

/** GetPreReservationPrice with separate_taxes: rent as `price`, fees and taxes itemised, money as strings. */
export function priceAnswer(params: Record<string, unknown>) {
  const unit = unitById(params.unit_id);
  if (!unit) return refusal({ code: 'E0012', description: 'Unit not found.' });
  const stay = stayOf(params);
  const refused = refuse(unit, stay);
  if (refused) return refused;
  const q = quoteStay(unit, stay);
  return {
    data: {
      unit_id: String(unit.id),
      unit_name: unit.name,
      location_name: unit.locationName,
      price: amount(q.rent),
      taxes: amount(sum(q.taxes)),
      coupon_discount: '0.00',
      total: amount(q.total),
      first_day_price: amount(q.nights[0].rate),
      reservation_days: q.nights.map((n) => ({ date: toUsDate(n.date), season: n.rate === unit.nightly ? 'Winter' : 'Holiday', price: amount(n.rate), extra: '0.00', discount: '0.00' })),
      required_fees: charged(q).map((f, i) => feeRow(1101 + i, f.name, f.amount)),
      optional_fees: q.fees.filter((f) => f.optional).map((f, i) => ({ ...feeRow(1201 + i, f.name, f.amount), travel_insurance: '1', active: '0' })),
      taxes_details: q.taxes.map((t, i) => feeRow(2201 + i, t.name, t.amount)),
    },
  };
}

export interface Reservation {
  confirmation_id: number;
  unit_id: number;
  location_name: string;
  condo_type_name: string;
  unit_name: string;
  startdate: string;
  enddate: string;
  occupants: number;
  occupants_small: number;
  pets: number;
  price_common: string;
  price_balance: string;
  travelagent_name: string;
  first_name: string;
  last_name: string;
  email: string;
}

/** MakeReservation: { data: { reservation } } with the confirmation number; refusals as `status`. */
export function book(params: Record<string, unknown>, make: (key: string, build: (id: number) => Reservation) => Reservation) {
  const unit = unitById(params.unit_id);
  if (!unit) return refusal({ code: 'E0012', description: 'Unit not found.' });
  const stay = stayOf(params);
  const refused = refuse(unit, stay);
  if (refused) return refused;
  if (!String(params.first_name ?? '').trim() || !String(params.email ?? '').includes('@'))
    return refusal({ code: 'E0061', description: 'Guest first name and email are required.' });
  const q = quoteStay(unit, stay);
  const key = JSON.stringify([unit.id, stay, params.email]);
  const r = make(key, (id) => ({
    confirmation_id: id,
    unit_id: unit.id,
    location_name: unit.locationName,
    condo_type_name: 'Home',
    unit_name: unit.name,
    startdate: toUsDate(stay.checkin),
    enddate: toUsDate(stay.checkout),
    occupants: stay.adults,
    occupants_small: stay.children,
    pets: 0,
    price_common: amount(q.total),
    price_balance: amount(q.total),
    travelagent_name: '',
    first_name: String(params.first_name),
    last_name: String(params.last_name ?? ''),
    email: String(params.email),
  }));
  const { unit_id: _u, first_name: _f, last_name: _l, email: _e, ...reservation } = r;
  return { data: { reservation } };
}

/** GetReservationInfo: the guest and unit of a reservation (the checkout copies them into the thank-you form). */
export const reservationInfo = (r: Reservation | undefined) =>
  r ? { data: { reservation: { confirmation_id: r.confirmation_id, unit_id: r.unit_id, first_name: r.first_name, last_name: r.last_name, email: r.email, startdate: r.startdate, enddate: r.enddate } } } : refusal({ code: 'E0010', description: 'Reservation not found.' });

/** GetPropertyAvailabilityRawData (the plugin's calendar): one Y/N per day from begin_date. */
export function calendarAnswer(params: Record<string, unknown>) {
  const unit = unitById(params.unit_id);
  if (!unit) return refusal({ code: 'E0012', description: 'Unit not found.' });
  const begin = '2026-12-01';
  const end = '2027-01-31';
  const days = nightsOf(begin, addDays(end, 1));
  return {
    data: {
      unit_id: unit.id,
      begin_date: toUsDate(begin),
      end_date: toUsDate(end),
      default_minimum_nights: unit.minNights,
      availability: days.map((d) => (isAvailable(unit, d, addDays(d, 1)) ? 'Y' : 'N')).join(''),
    },
  };
}
