// Pelican Cove's calls. ColdFusion (serializeJSON: struct keys upper-case, a query as { COLUMNS, DATA }):
//   GET  /properties.cfc?method=search&returnformat=json&arrive&depart&adults&children&bedrooms&area
//        -> { COLUMNS: [PROPID, NAME, AREA, BEDROOMS, SLEEPS, RATE], DATA: [[214, "Gulf Breeze Cottage", …]] }
//   GET  /availability.cfc?method=check&returnformat=json&propid&arrive&depart&adults&children
//        -> { AVAILABLE: true, NIGHTS } or { AVAILABLE: false, MESSAGE }
//   GET  /ajax/ajax-property-quote.cfm?propid&arrive&depart&adults&children
//        -> { PROPID, NIGHTS, ITEMS: [{ LABEL, AMOUNT }], TOTAL, DEPOSIT } or { ERROR }
// PHP (lower-case keys):
//   POST /generatequote  propid, arrive, depart, adults, children, email -> { status: "sent", quote_no, total, lines }
//   GET  /engine/cost/?unit&arrive&depart&adults&children&insurance -> { unit: { id, name }, nights, charges, total }
//   POST /booking.php  unit, arrive, depart, adults, children, insurance, first_name, last_name, email, phone, agree
//        -> { status: "success", reservation: { number, unit_id, unit_name, arrive, depart, adults, children,
//             charges, total }, redirect } or { status: "error", message }
//   POST /site_process.php  process=booking_request, propid, arrive, depart, adults, children, name, email, phone,
//        comments -> { result: "ok", request_id, redirect } or { result: "error", message }
import { money } from '../server/fixtures.ts';
import { isFree, linesTotal, readStay, stayCharges, stayProblem, type Stay as HomeStay } from '../platforms/site-generic/home-stay.ts';
import { DAMAGE_WAIVER, HOMES, INSURANCE_RATE, RESERVATION_FEE, SALES_TAX, TOURIST_TAX, type Home } from './data.ts';

export const homeById = (id: unknown): Home | undefined => HOMES.find((h) => String(h.id) === String(id ?? ''));
export const homeUrl = (h: Home): string => `/rental.cfm?propid=${h.id}`;

/** A stay as the forms send it (mm/dd/yyyy dates), read to ISO. */
export type Stay = HomeStay<Home>;

export const stayOf = (get: (name: string) => string | null, idField: string): Stay =>
  readStay(homeById(get(idField)), get('arrive'), get('depart'), get('adults'), get('children'));

const free = (h: Home, s: Stay) => isFree(h, s.arrive, s.depart);

/** Why the stay cannot be booked, as the site says it; null when it can. */
export const problem = (s: Stay): string | null =>
  stayProblem(s, {
    notFound: 'Property not found.',
    dates: 'Please choose your arrival and departure dates.',
    minStay: (h) => `${h.name} has a ${h.minNights}-night minimum stay.`,
    unavailable: 'Sorry, those dates are not available.',
    sleeps: (h) => `${h.name} sleeps ${h.sleeps}.`,
  });

/** The charges of a bookable stay (label -> USD), with travel insurance when asked. */
export const charges = (s: Stay, insurance = false) =>
  stayCharges(s, (h, rent, base) => {
    const lines: [string, number][] = [
      ['Rent', rent],
      ['Cleaning fee', h.cleaning],
      ['Damage waiver', DAMAGE_WAIVER],
      ['Reservation fee', RESERVATION_FEE],
      ['FL sales tax 7%', money(base * SALES_TAX)],
      ['Gulf County tourist tax 5%', money(base * TOURIST_TAX)],
    ];
    if (insurance) lines.push(['Travel insurance', money(linesTotal(lines) * INSURANCE_RATE)]);
    return lines;
  });

export function searchHomes(q: URLSearchParams) {
  const s = stayOf((n) => q.get(n), 'propid');
  const beds = Number(q.get('bedrooms') || 0);
  const area = q.get('area') || '';
  const hits = HOMES.filter((h) => (!area || h.area === area) && h.bedrooms >= beds && h.sleeps >= s.adults + s.children && (!s.arrive || !s.depart || free(h, s)));
  return { COLUMNS: ['PROPID', 'NAME', 'AREA', 'BEDROOMS', 'SLEEPS', 'RATE'], DATA: hits.map((h) => [h.id, h.name, h.area, h.bedrooms, h.sleeps, h.nightly]) };
}

export function availability(s: Stay) {
  const why = problem(s);
  return why ? { AVAILABLE: false, MESSAGE: why } : { AVAILABLE: true, NIGHTS: charges(s).nights };
}

export function propertyQuote(s: Stay) {
  const why = problem(s);
  if (why) return { ERROR: why };
  const c = charges(s);
  return { PROPID: s.home!.id, NIGHTS: c.nights, ITEMS: c.lines.map(([LABEL, AMOUNT]) => ({ LABEL, AMOUNT })), TOTAL: c.total, DEPOSIT: money(c.total / 2) };
}

export function engineCost(s: Stay, insurance: boolean) {
  const why = problem(s);
  if (why) return { error: why };
  const c = charges(s, insurance);
  return { unit: { id: s.home!.id, name: s.home!.name }, arrive: s.arrive, depart: s.depart, nights: c.nights, insurance, charges: Object.fromEntries(c.lines), total: c.total };
}
