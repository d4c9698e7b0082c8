// Q4VR's stay call as the plugin's unit page sends it: the stay form (SearchForm 'single') serialized by jQuery
// and sent as a GET to admin-ajax.php, `post_type=vacation_rental&s=&action=q4vr_stay&unit_code&start_date&end_date
// &guests=adults,children,pets&search_nonce` (dates MM/DD/YYYY as the date picker shows them). The answer is
// { success: true, data: "<html fragment>" }: the stay summary (total in h5.total-price, #book-now to /booking/),
// or the refusal as li.stay-error-list-item, still with success true. See demo-sites/q4vr/SOURCES.md.
import { esc, json, type Form } from '../../server/http.ts';
import { formatMoney, fromUsDate, quoteStay, stayProblem, type Stay, type StayProblem } from '../../server/fixtures.ts';
import type { AjaxAction } from '../../server/wordpress.ts';
import { ALERTS, BAD_DATES, HOUSES, type House } from './data.ts';

export const STAY_NONCE = 'q4vr-search';

export const houseByCode = (code: unknown): House | undefined => HOUSES.find((h) => h.code === code);

/** start_date / end_date (MM/DD/YYYY) and guests "adults,children,pets" from a query or form. */
export function stayFrom(read: (name: string) => string): Stay {
  const [adults, children] = read('guests').split(',');
  return { checkin: fromUsDate(read('start_date')), checkout: fromUsDate(read('end_date')), adults: Number(adults) || 1, children: Number(children) || 0 };
}

export function refusal(house: House, stay: Stay): string | null {
  const problem = stayProblem(house, stay);
  return problem && (ALERTS[problem.kind] as (p: StayProblem, h: House) => string)(problem, house);
}

const summary = (items: string) => `<div id="summary"><ul class="list-group">${items}</ul></div>`;

/** The fragment the plugin answers: the summary with the total and the hand-off link, or the refusal. */
export function stayFragment(house: House | undefined, stay: Stay, query: string): string {
  const refused = house ? refusal(house, stay) : BAD_DATES;
  if (refused || !house) return summary(`<li class="stay-error-list-item list-group-item">${esc(refused ?? BAD_DATES)}</li>`);
  const q = quoteStay(house, stay);
  return summary(
    `<li class="list-group-item stay-nights">${q.nights.length} Nights</li>` +
      `<li class="list-group-item stay-total">Total (incl. taxes &amp; fees) <h5 class="total-price" id="total-price">${formatMoney(q.total)}</h5></li>`,
  ).replace('</div>', `<a id="book-now" class="btn btn-primary" href="/booking/?${esc(query)}">Book Now</a></div>`);
}

export const q4vrActions: Record<string, AjaxAction> = {
  q4vr_stay: {
    nonce: STAY_NONCE,
    nonceField: 'search_nonce',
    handle: (form: Form) => {
      const read = (n: string) => (typeof form[n] == 'string' ? (form[n] as string) : '');
      const handoff = new URLSearchParams({ start_date: read('start_date'), end_date: read('end_date'), unit_code: read('unit_code'), guests: read('guests') });
      return json({ success: true, data: stayFragment(houseByCode(read('unit_code')), stayFrom(read), String(handoff)) });
    },
  },
};
