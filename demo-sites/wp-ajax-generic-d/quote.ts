// The theme's admin-ajax actions (nonce in `_ajax_nonce`, jQuery.post form bodies), both answering with a bare
// json_encode echo (WordPress's text/html):
//   check_availablity  villa_id, arrival, departure (mm/dd/yyyy), adults, children ->
//     { "status": "available" }  |  { "status": "unavailable", "msg": "<reason>" }
//   quickquote         the same fields -> { "status": "ok", "quote": { "nights", "total", "fees": { label: amount } } }
//                      (a stay that check_availablity refused: { "status": "unavailable", "msg" })
import { field, text, type Form } from '../server/http.ts';
import { fromMonthFirst } from '../server/dates.ts';
import { quoteStay, stayProblem, sum, type Stay } from '../server/fixtures.ts';
import type { AjaxAction } from '../server/wordpress.ts';
import { VILLAS, type Villa } from './data.ts';

export const NONCE = 'palmshores_quote';

export const villaById = (id: unknown): Villa | undefined => VILLAS.find((v) => v.id === Number(id));
export const villaUrl = (v: Villa): string => `/our-villas/${v.slug}/`;

export const stayOf = (form: Form): Stay => ({
  checkin: fromMonthFirst(field(form, 'arrival')),
  checkout: fromMonthFirst(field(form, 'departure')),
  adults: Number(field(form, 'adults')) || 1,
  children: Number(field(form, 'children')) || 0,
});

const REASONS: Record<string, (v: Villa) => string> = {
  dates: () => 'Please enter valid arrival and departure dates.',
  'min-stay': (v) => `${v.name} requires a ${v.minNights} night minimum stay.`,
  occupancy: (v) => `${v.name} sleeps a maximum of ${v.maxGuests} guests.`,
  unavailable: (v) => `${v.name} is already booked for some of those nights.`,
};

/** The reason a stay cannot be booked, or null. */
export function refusal(form: Form): string | null {
  const v = villaById(field(form, 'villa_id'));
  if (!v) return 'Unknown villa.';
  const problem = stayProblem(v, stayOf(form));
  return problem ? REASONS[problem.kind](v) : null;
}

export function checkAvailablity(form: Form) {
  const msg = refusal(form);
  return msg ? { status: 'unavailable', msg } : { status: 'available' };
}

export function quickquote(form: Form) {
  const msg = refusal(form);
  if (msg) return { status: 'unavailable', msg };
  const q = quoteStay(villaById(field(form, 'villa_id'))!, stayOf(form));
  const fees: Record<string, number> = { Rent: q.rent };
  for (const f of q.fees) fees[f.name] = f.amount;
  fees['Sales & Tourist Tax'] = sum(q.taxes);
  return { status: 'ok', quote: { nights: q.nights.length, total: q.total, fees } };
}

/** What `echo json_encode($answer); wp_die();` sends: JSON text under WordPress's text/html. */
const echo = (answer: unknown) => text(JSON.stringify(answer), 200, 'text/html; charset=UTF-8');

export const palmShoresActions: Record<string, AjaxAction> = {
  check_availablity: { nonce: NONCE, nonceField: '_ajax_nonce', handle: (form) => echo(checkAvailablity(form)) },
  quickquote: { nonce: NONCE, nonceField: '_ajax_nonce', handle: (form) => echo(quickquote(form)) },
};
