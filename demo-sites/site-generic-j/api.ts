// Brunswick Isles Realty's engine, as the pages and the one script service answer:
//   GET  /vacation/all/searchresults.aspx?Arrival&Departure (mm/dd/yyyy)&Sleeps&Bedrooms&Location  the results page
//   GET  /vacation/category/<category>                                                            a category list
//   POST /vacation/common/services/ratequote.asmx/GetQuote  JSON { propertyId, arrival, departure, adults, children }
//        -> ASP.NET AJAX script-service JSON: { d: { __type, PropertyID, PropertyName, Available, Nights, Lines:
//           [{ Description, Amount }], Total, Message } } (a refusal: Available false, Total null, the Message)
//   POST /vacation/rental/resconfirmation.aspx  the reservation form's cross-page postback -> the confirmation
import { fromUsDate, money } from '../server/fixtures.ts';
import { isFree, readStay, stayCharges, stayProblem, type Stay as HomeStay } from '../platforms/site-generic/home-stay.ts';
import { DAMAGE_WAIVER, HOMES, OCCUPANCY_TAX, RESERVATION_FEE, SALES_TAX, type Category, type Home } from './data.ts';

export const homeById = (id: unknown): Home | undefined => HOMES.find((h) => String(h.id) === String(id ?? ''));
export const homeUrl = (h: Home): string => `/vacation/all/detailpage/${h.id}/${h.slug}`;
export const thumbUrl = (h: Home): string => `/vacation/common/displaythumb.ashx?propertyid=${h.id}`;

export type Stay = HomeStay<Home>;

export const stayOf = (get: (name: string) => unknown): Stay =>
  readStay(homeById(get('propertyId') ?? get('propertyid')), get('arrival'), get('departure'), get('adults'), get('children'));

/** Why the stay cannot be booked, as the engine says it; null when it can. */
export const problem = (s: Stay): string | null =>
  stayProblem(s, {
    notFound: 'The selected property could not be found.',
    dates: 'Please select your arrival and departure dates.',
    minStay: (h) => `A minimum stay of ${h.minNights} nights is required for this property.`,
    unavailable: 'This property is not available for the dates selected.',
    sleeps: (h) => `This property sleeps a maximum of ${h.sleeps} guests.`,
  });

/** The charges of a bookable stay (description -> USD). */
export const charges = (s: Stay) =>
  stayCharges(s, (h, rent, base) => [
    ['Rent', rent],
    ['Departure Cleaning', h.cleaning],
    ['Reservation Fee', RESERVATION_FEE],
    ['Damage Waiver', DAMAGE_WAIVER],
    ['NC Sales Tax 6.75%', money(base * SALES_TAX)],
    ['Occupancy Tax 6%', money(base * OCCUPANCY_TAX)],
  ]);

/** GetQuote's answer, wrapped in the script service's `d`. */
export function getQuote(s: Stay) {
  const why = problem(s);
  const h = s.home;
  const base = { __type: 'BrunswickIsles.Vacation.RateQuote', PropertyID: h ? h.id : null, PropertyName: h ? h.name : null };
  if (why) return { d: { ...base, Available: false, Nights: 0, Lines: [], Total: null, Message: why } };
  const c = charges(s);
  return { d: { ...base, Available: true, Nights: c.nights, Lines: c.lines.map(([Description, Amount]) => ({ Description, Amount })), Total: c.total, Message: null } };
}

/** The results page's homes: location, at least `Bedrooms`, sleeping `Sleeps`, free for the dates. */
export function searchHomes(q: URLSearchParams): Home[] {
  const arrive = fromUsDate(q.get('Arrival') ?? '');
  const depart = fromUsDate(q.get('Departure') ?? '');
  const beds = Number(q.get('Bedrooms') || 0);
  const sleeps = Number(q.get('Sleeps') || 0);
  const loc = q.get('Location') || '';
  return HOMES.filter((h) => (!loc || h.location === loc) && h.bedrooms >= beds && h.sleeps >= sleeps && (!arrive || !depart || isFree(h, arrive, depart)));
}

export const inCategory = (c: string): Home[] => HOMES.filter((h) => c === 'all' || h.category === (c as Category));
