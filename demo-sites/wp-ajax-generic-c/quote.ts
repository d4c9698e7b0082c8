// The theme's admin-ajax actions (nonce in `nonce`, jQuery.post form bodies):
//   load_available_properties  checkIn, checkOut (yyyy-mm-dd), adults, children, page=1 -> the first page of the homes
//                              free for the stay and large enough for the party
//   load_properties            the same fields with page=2, 3… ("Load more")
//     both: { success: true, data: { html, total, has_more, page } }   (total: every matching home, not the page's)
//   checkRoomAvailability      room, checkIn, checkOut, adults, children ->
//     { success: true,  data: { available: true, room, nights, total, breakdown: { label: amount } } }
//     { success: false, data: { available: false, message } }          not bookable: the reason
import { esc, field, json, type Form } from '../server/http.ts';
import { isIsoDate } from '../server/dates.ts';
import { isAvailable, quoteStay, stayProblem, sum, type Stay } from '../server/fixtures.ts';
import type { AjaxAction } from '../server/wordpress.ts';
import { HOMES, PER_PAGE, type Home } from './data.ts';

export const NONCE = 'kestrel_properties';

export const homeById = (id: unknown): Home | undefined => HOMES.find((h) => h.id === Number(id));
export const homeUrl = (h: Home): string => `/home/${h.slug}/`;

export const stayOf = (form: Form): Stay => ({
  checkin: field(form, 'checkIn'),
  checkout: field(form, 'checkOut'),
  adults: Number(field(form, 'adults')) || 1,
  children: Number(field(form, 'children')) || 0,
});

/** Every home free for the stay (any home when there are no dates) that sleeps the party. */
export function matching(stay: Stay): Home[] {
  const dated = isIsoDate(stay.checkin) && isIsoDate(stay.checkout) && stay.checkout > stay.checkin;
  return HOMES.filter((h) => h.maxGuests >= stay.adults + stay.children && (!dated || isAvailable(h, stay.checkin, stay.checkout)));
}

const card = (h: Home) =>
  `<article class="property-card" data-property="${h.id}"><h3><a class="property-link" href="${homeUrl(h)}">${esc(h.name)}</a></h3><p>${esc(h.village)} · ${h.bedrooms} bedrooms · sleeps ${h.maxGuests} · from £${h.nightly}/night</p></article>`;

export function propertiesPage(form: Form) {
  const hits = matching(stayOf(form));
  const page = Math.max(1, Number(field(form, 'page')) || 1);
  const shown = hits.slice((page - 1) * PER_PAGE, page * PER_PAGE);
  return { success: true, data: { html: shown.map(card).join(''), total: hits.length, has_more: page * PER_PAGE < hits.length, page } };
}

const REASONS: Record<string, (h: Home) => string> = {
  dates: () => 'Please choose your arrival and departure dates.',
  'min-stay': (h) => `${h.name} has a minimum stay of ${h.minNights} nights.`,
  occupancy: (h) => `${h.name} sleeps ${h.maxGuests} guests at most.`,
  unavailable: (h) => `Sorry, ${h.name} is not available for the selected dates.`,
};

export function checkRoomAvailability(form: Form) {
  const h = homeById(field(form, 'room'));
  if (!h) return { success: false, data: { available: false, message: 'Unknown property.' } };
  const stay = stayOf(form);
  const problem = stayProblem(h, stay);
  if (problem) return { success: false, data: { available: false, message: REASONS[problem.kind](h) } };
  const q = quoteStay(h, stay);
  const breakdown: Record<string, number> = { Accommodation: q.rent };
  for (const f of q.fees) breakdown[f.name] = f.amount;
  breakdown.VAT = sum(q.taxes);
  return { success: true, data: { available: true, room: h.id, nights: q.nights.length, total: q.total, breakdown } };
}

export const kestrelActions: Record<string, AjaxAction> = {
  load_available_properties: { nonce: NONCE, nonceField: 'nonce', handle: (form) => json(propertiesPage(form)) },
  load_properties: { nonce: NONCE, nonceField: 'nonce', handle: (form) => json(propertiesPage(form)) },
  checkRoomAvailability: { nonce: NONCE, nonceField: 'nonce', handle: (form) => json(checkRoomAvailability(form)) },
};
