// Q4VR's admin-ajax actions (nonce in `security`): `q4vr_stay` (the "Get an Instant Quote" form: Q4HUB's GetStay
// through the PMS) and `unit_rate_check_vr` (the rent-only rate check the widget runs after a quote to show the
// average nightly rate). Fields: unit_id, arrival and departure (mm/dd/yyyy), adults, children.
//   q4vr_stay          { success: true, data: { unit_id, arrival, departure, nights, rent, taxes, fees: [{ name,
//                      amount, required }], total, html } }   or { success: false, data: { html: alert-danger } }
//   unit_rate_check_vr { success: true, data: { unit_id, nights, rate, total } }  (total: the rent alone)
import { field, json, type Form } from '../kit/http.ts';
import { formatMoney, fromUsDate, quoteStay, stayProblem, sum, type Quote, type Stay, type StayProblem } from '../kit/fixtures.ts';
import type { AjaxAction } from '../kit/wordpress.ts';
import { ALERTS, BAD_DATES, HOUSES, type House } from './data.ts';

export const STAY_NONCE = 'q4vr-stay-nonce';

export const houseById = (id: unknown): House | undefined => HOUSES.find((h) => h.id === Number(id));

export const stayFrom = (read: (name: string) => string): Stay => ({
  checkin: fromUsDate(read('arrival')),
  checkout: fromUsDate(read('departure')),
  adults: Number(read('adults')) || 1,
  children: Number(read('children')) || 0,
});

export function refusal(house: House, stay: Stay): string | null {
  const problem = stayProblem(house, stay);
  return problem && (ALERTS[problem.kind] as (p: StayProblem, h: House) => string)(problem, house);
}

const alert = (text: string) => `<div class="alert alert-danger" role="alert">${text}</div>`;

/** The quote table the widget shows (rows the guest sees; optional fees listed as such). */
function quoteTable(q: Quote): string {
  const row = (label: string, amount: number, cls = '') => `<tr${cls ? ` class="${cls}"` : ''}><td>${label}</td><td>${formatMoney(amount)}</td></tr>`;
  const fees = q.fees.map((f) => row(f.optional ? `${f.name} (optional)` : f.name, f.amount, f.optional ? 'q4vr-optional' : ''));
  return `<table class="table q4vr-quote-table"><tbody>${row(`Rent (${q.nights.length} nights)`, q.rent)}${fees.join('')}${row('Taxes', sum(q.taxes))}</tbody><tfoot>${row('Total', q.total, 'q4vr-total')}</tfoot></table>`;
}

function answer(form: Form, priced: (house: House, stay: Stay, q: Quote) => object) {
  const house = houseById(field(form, 'unit_id'));
  const stay = stayFrom((name) => field(form, name));
  const refused = house ? refusal(house, stay) : BAD_DATES;
  if (refused || !house) return json({ success: false, data: { html: alert(refused ?? BAD_DATES) } });
  const q = quoteStay(house, stay);
  return json({ success: true, data: { unit_id: house.id, nights: q.nights.length, ...priced(house, stay, q) } });
}

export const q4vrActions: Record<string, AjaxAction> = {
  q4vr_stay: {
    nonce: STAY_NONCE,
    handle: (form) =>
      answer(form, (_house, _stay, q) => ({
        arrival: field(form, 'arrival'),
        departure: field(form, 'departure'),
        rent: q.rent,
        taxes: sum(q.taxes),
        fees: q.fees.map((f) => ({ name: f.name, amount: f.amount, required: !f.optional })),
        total: q.total,
        html: quoteTable(q),
      })),
  },
  unit_rate_check_vr: {
    nonce: STAY_NONCE,
    handle: (form) => answer(form, (house, _stay, q) => ({ rate: house.nightly, total: q.rent })),
  },
};
