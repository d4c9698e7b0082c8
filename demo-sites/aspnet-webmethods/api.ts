// The site's web methods (ASP.NET AJAX: POST, a JSON object of the method's parameters, the answer wrapped as
// { d: … }). demo-sites/aspnet-webmethods/SOURCES.md says which shapes are public and which are assumed:
//   /property-search.aspx/DoAjaxSearch              page method; d is JSON text { TotalCount, Results }
//   /web-methods/property-details.aspx/GetPrice     page method; d is JSON text { Success, Total, Lines, Message }
//   /service.asmx/GetQuote                          ASMX; d is an object { IsAvailable, Message, Charge: [{ Charge, Amount }] }
import { money, quoteStay, stayProblem, sum, type StayProblem } from '../server/fixtures.ts';
import { json, parseJson, type DemoResponse } from '../server/http.ts';
import { stayReader } from '../server/stay-reader.ts';
import { DEPOSIT, UNITS } from './data.ts';

type Body = Record<string, unknown>;
const bodyOf = (raw: string): Body => (parseJson(raw) ?? {}) as Body;
const unitOf = (id: unknown) => UNITS.find((u) => String(u.id) === String(id));

/** 4/10/2027 or 04/10/2027 -> 2027-04-10; '' otherwise. */
const usDate = (v: unknown): string => {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(String(v ?? '').trim());
  return m ? `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}` : '';
};
const DATE_FIELDS = new Set(['arrival', 'departure', 'Arrival', 'Departure']);
const stayOf = (fields: { checkin: string; checkout: string; adults: string; children: string }, body: Body) =>
  stayReader({ fields })((name) => (DATE_FIELDS.has(name) ? usDate(body[name]) : body[name]));
const SEARCH = { checkin: 'arrival', checkout: 'departure', adults: 'adults', children: 'children' };

const refusal = (p: StayProblem): string =>
  p.kind === 'min-stay' ? `Minimum stay for these dates is ${p.minNights} nights.`
    : p.kind === 'occupancy' ? `This property sleeps ${p.maxGuests}.`
      : p.kind === 'dates' ? 'Please select your arrival and departure dates.'
        : 'The selected dates are not available.';

/** The priced lines of a stay under the site's labels: rent, each fee, the taxes as one charge. */
function charges(unitId: unknown, stay: ReturnType<ReturnType<typeof stayReader>>, rentLabel: string, taxLabel: string) {
  const q = quoteStay(unitOf(unitId)!, stay);
  const lines = [{ name: rentLabel, amount: q.rent }, ...q.fees.map((f) => ({ name: f.name, amount: f.amount })), { name: taxLabel, amount: sum(q.taxes) }];
  return { lines, total: q.total };
}

export function doAjaxSearch(raw: string): DemoResponse {
  const body = bodyOf(raw);
  const stay = stayOf(SEARCH, body);
  const bedrooms = Number(body.bedrooms) || 0;
  const found = UNITS.filter((u) => u.bedrooms >= bedrooms && !stayProblem(u, stay));
  const results = found.map((u) => ({ PropertyId: u.id, Name: u.name, Bedrooms: u.bedrooms, Url: `/property-details/${u.id}/${u.slug}`, Total: quoteStay(u, stay).total }));
  return json({ d: JSON.stringify({ TotalCount: results.length, Results: results }) });
}

export function getPrice(raw: string): DemoResponse {
  const body = bodyOf(raw);
  const unit = unitOf(body.propertyId);
  const stay = stayOf(SEARCH, body);
  const problem = unit ? stayProblem(unit, stay) : { kind: 'dates' as const };
  if (problem) return json({ d: JSON.stringify({ Success: false, Total: 0, Lines: [], Message: refusal(problem) }) });
  const { lines, total } = charges(unit!.id, stay, 'Rent', 'Taxes');
  return json({ d: JSON.stringify({ Success: true, Total: total, Lines: lines.map((l) => ({ Name: l.name, Amount: l.amount })), Message: null }) });
}

export function getQuote(raw: string): DemoResponse {
  const body = bodyOf(raw);
  const unit = unitOf(body.RentalId);
  // the calendar asks for no party: priced for one guest, as the site's calendar does
  const stay = stayOf({ checkin: 'Arrival', checkout: 'Departure', adults: 'Adults', children: 'Children' }, body);
  const problem = unit ? stayProblem(unit, stay) : { kind: 'dates' as const };
  if (problem) return json({ d: { IsAvailable: false, Message: refusal(problem), Charge: [] } });
  const { lines, total } = charges(unit!.id, stay, 'Rent Charges', 'Tax');
  const Charge = [...lines, { name: 'Total', amount: total }, { name: 'Deposit Due', amount: money(total * DEPOSIT) }].map((l) => ({ Charge: l.name, Amount: l.amount }));
  return json({ d: { IsAvailable: true, Message: null, Charge } });
}
