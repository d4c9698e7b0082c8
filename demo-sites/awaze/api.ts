// The Awaze platform's browser-side calls as the demo serves them. The search list call and its query follow the
// public Hoseasons clients (SOURCES.md); the availability call's fields are assumed (no public source).
import { addDays, fromDayFirst } from '../kit/dates.ts';
import { isAvailable, quoteStay, stayProblem, type Stay } from '../kit/fixtures.ts';
import { COTTAGES, CURRENCY, type Cottage } from './data.ts';

const int = (q: URLSearchParams, name: string, fallback = 0) => {
  const n = Number(q.get(name));
  return Number.isInteger(n) && n >= 0 && q.get(name) !== '' && q.get(name) !== null ? n : fallback;
};
/** The stay of a query: `start` is dd-mm-yyyy, `nights` a count (Awaze's search URLs). */
const stayOf = (q: URLSearchParams): Stay => {
  const checkin = fromDayFirst(q.get('start') ?? '', '-');
  return { checkin, checkout: checkin ? addDays(checkin, int(q, 'nights', 7)) : '', adults: int(q, 'adult', 2), children: int(q, 'child') };
};
const features = (q: URLSearchParams) => (q.get('features') ?? '').split(',').filter(Boolean);

/** Whether a cottage is a result of the search: type, region, features, pets, party and calendar. */
export function matches(c: Cottage, q: URLSearchParams): boolean {
  const s = stayOf(q);
  const type = q.get('accommodationType');
  const region = q.get('regionName');
  return (
    (!type || c.type === type) &&
    (!region || c.regionName.toLowerCase() === region.toLowerCase()) &&
    features(q).every((f) => c.features.includes(f)) &&
    (int(q, 'pets') === 0 || c.features.includes('pets')) &&
    s.adults + s.children <= c.maxGuests &&
    !!s.checkin && isAvailable(c, s.checkin, s.checkout)
  );
}

/** GET /api/search/properties/list?adult&child&infant&pets&range&nights&start&accommodationType&regionName&page&
 * sort&displayMode&index&features&siteFeatures&searchEngineVersion&brand -> { properties, pagination } */
export function searchList(q: URLSearchParams) {
  const s = stayOf(q);
  const found = COTTAGES.filter((c) => matches(c, q));
  return {
    properties: found.map((c) => ({
      code: c.code,
      name: c.name,
      location: c.location,
      regionName: c.regionName,
      accommodationType: c.type,
      bedrooms: c.bedrooms,
      sleeps: c.maxGuests,
      petsGoFree: c.features.includes('pets'),
      priceFrom: quoteStay(c, s).total,
      startDate: s.checkin,
      lengthOfStay: int(q, 'nights', 7),
      url: `/cottages/${c.slug}-${c.code}`,
    })),
    pagination: { page: int(q, 'page', 1), pageSize: 20, total: found.length },
  };
}

const MESSAGES: Record<string, (p: any) => string> = {
  dates: () => 'Please choose a valid start date.',
  'min-stay': (p) => `This property has a minimum stay of ${p.minNights} nights for the dates selected.`,
  occupancy: (p) => `This property sleeps a maximum of ${p.maxGuests} guests.`,
  unavailable: () => 'Sorry, this property is not available for the dates selected.',
};

/** GET /api/availability?propertyCode&start&nights&adult&child&infant&pets (assumed) ->
 * { available: true, price: { total, currency } } or { available: false, reason, message } */
export function availability(q: URLSearchParams) {
  const c = COTTAGES.find((x) => x.code === q.get('propertyCode'));
  const s = stayOf(q);
  const head = { propertyCode: q.get('propertyCode'), startDate: s.checkin || null, endDate: s.checkout || null, nights: int(q, 'nights', 7) };
  const problem = c ? stayProblem(c, s) : { kind: 'unavailable' as const, night: s.checkin };
  if (!c || problem) return { ...head, available: false, reason: problem!.kind.toUpperCase().replace('-', '_'), message: MESSAGES[problem!.kind](problem), price: null };
  return { ...head, available: true, reason: null, message: null, price: { total: quoteStay(c, s).total, currency: CURRENCY, wasPrice: null } };
}

export { CURRENCY };
