// TRACK's ajax/quote: a form-encoded POST (checkin, checkout as MM/DD/YYYY, propertyID, roomTypeID, propertyName,
// hash) answered with HTML: the breakdown list, the bare text "No" (not available), or an alert (a rule).
import { quoteStay, stayProblem, sum } from '../server/fixtures.ts';
import { esc, text, type DemoResponse } from '../server/http.ts';
import { formatMoney } from '../server/money.ts';
import { stayReader } from '../server/stay-reader.ts';
import { UNITS } from './data.ts';

const readStay = stayReader({ fields: { checkin: 'checkin', checkout: 'checkout', adults: 'adults', children: 'children' }, dates: 'month-first' });
const HTML = 'text/html; charset=UTF-8';

/** An amount shown whole with the cents raised, the exact amount in data-price. */
const price = (amount: string) => {
  const [whole, cents] = formatMoney(Number(amount)).split('.');
  return `<span class="pdp-quote-item-price" data-price="${amount}">${whole}<sup>.${cents}</sup></span>`;
};
const item = (label: string, amount: string, cls = '') => `<li class="pdp-quote-item${cls}"><span class="pdp-quote-item-text">${esc(label)}</span>${price(amount)}</li>`;

export function quoteAnswer(body: string): DemoResponse {
  const form = new URLSearchParams(body);
  const unit = UNITS.find((u) => String(u.id) === form.get('propertyID'));
  const stay = readStay(form);
  const problem = unit ? stayProblem(unit, { ...stay, adults: 1 }) : { kind: 'dates' as const };
  if (problem?.kind === 'min-stay') return text(`<div class="alert-sm alert-danger p-3 mb-3">This property has a <b>${problem.minNights} night</b> minimum for the selected dates.</div>`, 200, HTML);
  if (problem) return text('No', 200, HTML);
  const q = quoteStay(unit!, stay);
  const parts = q.fees.map((f) => item(f.name, f.amount.toFixed(4))).join('');
  const fees = `<li class="pdp-quote-item pdp-quote-item-toggle"><span class="pdp-quote-item-toggle-group"><button type="button"><span class="pdp-quote-item-toggle-group"><span class="pdp-quote-item-text">Fees</span></span>${price(String(sum(q.fees)))}</button></span><ul class="pdp-quote-item-toggle-list">${parts}</ul></li>`;
  return text(`<form name="quoteForm" id="quoteForm"><ul class="pdp-quote-list">${item('Rent', q.rent.toFixed(4))}${fees}${item('Taxes', sum(q.taxes).toFixed(2))}${item('Total', q.total.toFixed(2), ' pdp-quote-total')}</ul></form>`, 200, HTML);
}
