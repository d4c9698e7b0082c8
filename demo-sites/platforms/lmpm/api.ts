// The LMPM plugin's REST routes as the demo serves them. The price route and its answer follow a public quote
// client of an LMPM site; the search route's parameters and answer are assumed (demo-sites/lmpm/SOURCES.md).
import { isIsoDate } from '../../server/dates.ts';
import { isAvailable, quoteStay, stayProblem, sum, type Stay } from '../../server/fixtures.ts';
import { CURRENCY, HOMES, hubId } from './data.ts';

const count = (q: URLSearchParams, name: string, fallback: number) => {
  const n = Number(q.get(name));
  return q.get(name) && Number.isInteger(n) && n >= 0 ? n : fallback;
};
const stayOf = (q: URLSearchParams): Stay => ({ checkin: q.get('start') ?? '', checkout: q.get('end') ?? '', adults: count(q, 'adults', 2), children: count(q, 'children', 0) });

/** GET /wp-json/lmpm/v1/properties/search?start&end&adults&children&pageNumber&pageSize (assumed) ->
 * { results: [{ id, name, friendly_name, … }], total_count, pageNumber, pageSize } */
export function searchProperties(q: URLSearchParams) {
  const s = stayOf(q);
  const dated = isIsoDate(s.checkin) && isIsoDate(s.checkout) && s.checkout > s.checkin;
  const found = HOMES.filter((h) => s.adults + s.children <= h.maxGuests && (!dated || isAvailable(h, s.checkin, s.checkout)));
  return {
    results: found.map((h) => ({
      id: hubId(h), name: h.unitCode, friendly_name: h.name, bedrooms: h.bedrooms, bathrooms: h.bathrooms, sleeps: h.maxGuests,
      url: `/vacation-rentals/${h.slug}/?hub_property_id=${encodeURIComponent(hubId(h))}`, images: [{ path: `/wp-content/uploads/lmpm/${h.slug}-1.jpg` }],
    })),
    total_count: found.length,
    pageNumber: count(q, 'pageNumber', 1),
    pageSize: count(q, 'pageSize', 25),
  };
}

const money = (n: number | null) => ({ rack: n, deal: n });

/** GET /wp-json/lmpm/v1/properties/<id>/property-items/search?start&end&pms_id (+ adults, children: assumed) ->
 * { currency, unavailable, empty_quote_result, error, cost_summary: { total, total_tax_amount, item.subtotal, fees.subtotal } } */
export function propertyItems(id: string, q: URLSearchParams) {
  const h = HOMES.find((x) => String(x.id) === id);
  const s = stayOf(q);
  const problem = h ? stayProblem(h, s) : { kind: 'unavailable' as const, night: s.checkin };
  const refused = { currency: CURRENCY, unavailable: true, empty_quote_result: false, error: null as unknown, cost_summary: null };
  // the calendar refusal has no message of its own: the page says why (.lmpm-error-message)
  if (problem?.kind === 'unavailable' || !h) return refused;
  if (problem?.kind === 'min-stay') return { ...refused, error: { code: 'min_stay', message: `The minimum stay for these dates is ${problem.minNights} nights.` } };
  if (problem) return { ...refused, unavailable: false, empty_quote_result: true, error: { code: problem.kind, message: problem.kind === 'occupancy' ? `This home sleeps up to ${problem.maxGuests} guests.` : 'Please choose your dates.' } };
  const quote = quoteStay(h, s);
  const taxes = sum(quote.taxes);
  return {
    currency: CURRENCY,
    unavailable: false,
    empty_quote_result: false,
    error: null,
    cost_summary: {
      total: money(quote.total),
      total_tax_amount: taxes,
      item: { subtotal: money(quote.rent) },
      fees: { subtotal: money(sum(quote.fees)) },
    },
  };
}
