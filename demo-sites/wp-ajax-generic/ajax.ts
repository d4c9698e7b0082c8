// The theme's two admin-ajax actions (nonce in `_wpnonce`, answers through wp_send_json_success/_error):
//   getSearchResultsAJAX  arrival, departure (mm/dd/yyyy), adults, children, bedrooms, location, paged
//                         -> { success: true, data: { count, html, paged, max_pages } }
//   calculatePriceAJAX    property_id, arrival, departure, adults, children, damage_waiver (0/1)
//                         -> { success: true, data: { total: '$1,652.00', nights, breakdown: { label: '$…' }, message: '' } }
//                         -> { success: false, data: { message: '<div class="alert alert-danger">…</div>' } }
// The breakdown lists the damage waiver as "(declined)" when the guest has not ticked it (not in the total).
import { esc, field, json, type Form } from '../server/http.ts';
import { formatMoney, fromUsDate, isAvailable, quoteStay, stayProblem, sum, type Stay, type StayProblem } from '../server/fixtures.ts';
import type { AjaxAction } from '../server/wordpress.ts';
import { ALERTS, HOMES, type Home } from './data.ts';

export const SEARCH_NONCE = 'bh_search';
export const PRICE_NONCE = 'bh_price';

export const homeUrl = (h: Home): string => `/property/${h.slug}/`;
export const homeById = (id: unknown): Home | undefined => HOMES.find((h) => h.id === Number(id));

/** The stay in a request or page query: arrival and departure (mm/dd/yyyy), adults, children. */
export function stayIn(get: (name: string) => string): Stay {
  const [checkin, checkout] = ['arrival', 'departure'].map((name) => fromUsDate(get(name)));
  return { checkin, checkout, adults: Number(get('adults')) || 1, children: Number(get('children')) || 0 };
}

export function alertFor(home: Home, stay: Stay): string | null {
  const problem = stayProblem(home, stay);
  return problem && (ALERTS[problem.kind] as (p: StayProblem) => string)(problem);
}

const card = (h: Home) =>
  `<article class="property-card" data-property-id="${h.id}"><h3><a href="${homeUrl(h)}">${esc(h.name)}</a></h3><p>${esc(h.street)}, Destin · ${h.bedrooms} BR · sleeps ${h.maxGuests}</p><p class="rate">from ${formatMoney(h.nightly)}/night</p></article>`;

export function searchResults(form: Form) {
  const stay = stayIn((n) => field(form, n));
  const beds = Number(field(form, 'bedrooms')) || 0;
  const found = HOMES.filter((h) => h.bedrooms >= beds && h.maxGuests >= stay.adults + stay.children && (!stay.checkin || !stay.checkout || isAvailable(h, stay.checkin, stay.checkout)));
  return { success: true, data: { count: found.length, html: found.map(card).join('\n') || '<p class="no-results">No homes match your search.</p>', paged: 1, max_pages: 1 } };
}

export function calculatePrice(form: Form) {
  const home = homeById(field(form, 'property_id'));
  const stay = stayIn((n) => field(form, n));
  const alert = home ? alertFor(home, stay) : ALERTS.dates({ kind: 'dates' });
  if (alert || !home) return { success: false, data: { message: `<div class="alert alert-danger" role="alert">${esc(alert)}</div>` } };
  const waiver = field(form, 'damage_waiver') === '1';
  const q = quoteStay(home, stay);
  const fee = (name: string) => q.fees.find((f) => f.name === name)?.amount ?? 0;
  const total = q.total + (waiver ? fee('Damage Waiver') : 0);
  const breakdown = {
    Rent: formatMoney(q.rent),
    'Cleaning Fee': formatMoney(fee('Cleaning Fee')),
    [waiver ? 'Damage Waiver' : 'Damage Waiver (declined)']: formatMoney(fee('Damage Waiver')),
    Taxes: formatMoney(sum(q.taxes)),
  };
  return { success: true, data: { total: formatMoney(total), nights: q.nights.length, breakdown, message: '' } };
}

export const themeActions: Record<string, AjaxAction> = {
  getSearchResultsAJAX: { nonce: SEARCH_NONCE, nonceField: '_wpnonce', handle: (form) => json(searchResults(form)) },
  calculatePriceAJAX: { nonce: PRICE_NONCE, nonceField: '_wpnonce', handle: (form) => json(calculatePrice(form)) },
};
