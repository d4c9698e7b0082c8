// The theme's admin-ajax actions (nonce in `security`), sent with fetch and a URLSearchParams body:
//   get_property_search_result  check_in, check_out (dd-mm-yyyy), guests, region -> HTML: the count line
//                               (.listing-results-count "2 cabins found") and the cards
//   quote_listing               listing_id, check_in, check_out, guests ->
//     { status: 'success', price: { total, currency, nights, lines: { label: amount }, per: 'stay' } }
//     { status: 'success', price: { total: <nightly>, per: 'night' } }           no dates yet: the "from" price
//     { status: 'error', errors: { field: [messages] } }                         validation, per field
import { esc, field, html, json, type Form } from '../server/http.ts';
import { fromDayFirst } from '../server/dates.ts';
import { isAvailable, isBooked, nightsOf, quoteStay, sum } from '../server/fixtures.ts';
import type { AjaxAction } from '../server/wordpress.ts';
import { CABINS, type Cabin } from './data.ts';

export const NONCE = 'lakeshore_ajax';

/** `14-12-2026` → `2026-12-14` ('' when it is not such a date). */
export const isoOf = (dmy: string): string => fromDayFirst(dmy, '-');

export const cabinById = (id: unknown): Cabin | undefined => CABINS.find((c) => c.id === Number(id));
export const cabinUrl = (c: Cabin): string => `/listing/${c.slug}/`;

/** The validation errors of a stay, per field (empty when it can be booked). */
export function errorsFor(c: Cabin, checkin: string, checkout: string, guests: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (f: string, m: string) => (errors[f] = [...(errors[f] ?? []), m]);
  if (!checkin) add('check_in', 'is not a valid date');
  if (!checkout || checkout <= checkin) add('check_out', 'must be after check-in');
  else if (nightsOf(checkin, checkout).length < c.minNights) add('check_out', `must be at least ${c.minNights} nights after check-in`);
  if (checkin && checkout > checkin && nightsOf(checkin, checkout).some((n) => isBooked(c, n))) add('check_out', 'falls in a booked period');
  if (guests > c.maxGuests) add('guests', `may not be greater than ${c.maxGuests}`);
  return errors;
}

export function quoteListing(form: Form) {
  const c = cabinById(field(form, 'listing_id'));
  const [checkin, checkout, guests] = [isoOf(field(form, 'check_in')), isoOf(field(form, 'check_out')), Number(field(form, 'guests')) || 1];
  if (!c) return { status: 'error', errors: { listing_id: ['is invalid'] } };
  if (!field(form, 'check_in') && !field(form, 'check_out')) return { status: 'success', price: { total: c.nightly, per: 'night' } };
  const errors = errorsFor(c, checkin, checkout, guests);
  if (Object.keys(errors).length) return { status: 'error', errors };
  const q = quoteStay(c, { checkin, checkout, adults: guests, children: 0 });
  return { status: 'success', price: { total: q.total, currency: 'CAD', nights: q.nights.length, lines: { Accommodation: q.rent, Cleaning: sum(q.fees), HST: sum(q.taxes) }, per: 'stay' } };
}

export function searchResult(form: Form): string {
  const [checkin, checkout, guests] = [isoOf(field(form, 'check_in')), isoOf(field(form, 'check_out')), Number(field(form, 'guests')) || 1];
  const hits = CABINS.filter((c) => c.maxGuests >= guests && (!checkin || !checkout || isAvailable(c, checkin, checkout)));
  const cards = hits.map((c) => `<div class="listing-item" data-listing="${c.id}"><a class="listing-link" href="${cabinUrl(c)}">${esc(c.name)}</a><span class="listing-meta">${esc(c.lake)} · sleeps ${c.maxGuests} · C$${c.nightly}/night</span></div>`);
  return `<div class="listing-results-count">${hits.length} ${hits.length === 1 ? 'cabin' : 'cabins'} found</div><div class="listing-grid grid">${cards.join('')}</div>`;
}

export const lakeshoreActions: Record<string, AjaxAction> = {
  get_property_search_result: { nonce: NONCE, handle: (form) => html(searchResult(form)) },
  quote_listing: { nonce: NONCE, handle: (form) => json(quoteListing(form)) },
};
