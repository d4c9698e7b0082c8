// The Bizcor theme's templates around the Streamline plugin's widgets: search results filled in by the plugin,
// the cabin page with its quote widget, the booking form and the reservation confirmation.
import { formatMoney, toUsDate, type Stay } from '../../server/fixtures.ts';
import { esc, inlineJson } from '../../server/http.ts';
import type { Confirmation } from './api.ts';
import type { Cabin } from './data.ts';

const numbers = (from: number, to: number, selected: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)
    .map((n) => `<option${n === selected ? ' selected' : ''}>${n}</option>`)
    .join('');

const field = (id: string, label: string, value = '', type = 'text') => `<label>${label} <input id="${id}" name="${id}" type="${type}" value="${esc(value)}"></label>`;

/** `sd=10/16/2026&ed=…&oc=4&os=2`: the stay as the plugin passes it between pages. */
export const stayParams = (s: Stay): string => `sd=${toUsDate(s.checkin)}&ed=${toUsDate(s.checkout)}&oc=${s.adults}&os=${s.children}`;

export function searchMain(stay: Stay, beds: number): string {
  return `<h1 class="page-title">Available Cabins</h1>
<form id="bz-search" class="card" action="/search-cabins/" method="get">
${field('sd', 'Check in', toUsDate(stay.checkin))}${field('ed', 'Check out', toUsDate(stay.checkout))}
<label>Adults <select id="oc" name="oc">${numbers(1, 14, stay.adults)}</select></label>
<label>Kids <select id="os" name="os">${numbers(0, 8, stay.children)}</select></label>
<label>Bedrooms <select id="beds" name="beds">${numbers(1, 6, beds)}</select></label>
<button class="btn">Find cabins</button></form>
<p id="bz-results-count" aria-live="polite">Looking for open cabins…</p>
<div id="bz-results" class="grid"></div>`;
}

export function cabinMain(cabin: Cabin, stay: Stay): string {
  return `<div class="grid">
<article id="bizcor-unit" class="card cabin" data-unit-id="${cabin.id}"><input type="hidden" value="${cabin.id}" id="unit_id">
<h1 class="cabin-name">${esc(cabin.name)}</h1>
<p>${esc(cabin.area)} · ${esc(cabin.view)} · ${cabin.bedrooms} bedrooms · ${cabin.bathrooms} baths · sleeps ${cabin.maxGuests}</p>
<p>Minimum stay ${cabin.minNights} nights.</p>
</article>
<aside class="card bz-quote-widget">
<form id="bz-quote" onsubmit="return false">
<input type="hidden" name="unit_id" value="${cabin.id}">
${field('bz-arrive', 'Check in', toUsDate(stay.checkin))}${field('bz-depart', 'Check out', toUsDate(stay.checkout))}
<label>Adults <select id="bz-adults">${numbers(1, cabin.maxGuests, stay.adults)}</select></label>
<label>Kids <select id="bz-kids">${numbers(0, 8, stay.children)}</select></label>
<button type="button" id="bz-get-quote" class="btn">Get a quote</button>
</form>
<div id="bz-quote-messages"></div>
<ul id="bz-breakdown" class="price-list"></ul><p>Total <strong id="bz-total"></strong></p>
<button type="button" id="bz-book" class="btn" disabled>Book now</button>
</aside></div>`;
}

export function bookingMain(cabin: Cabin, stay: Stay): string {
  const hidden = { unit_id: cabin.id, startdate: toUsDate(stay.checkin), enddate: toUsDate(stay.checkout), occupants: stay.adults, occupants_small: stay.children };
  return `<h1 class="page-title">Reserve ${esc(cabin.name)}</h1>
<form id="bz-booking-form" class="card" onsubmit="return false">
${Object.entries(hidden)
  .map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`)
  .join('')}
<p>${toUsDate(stay.checkin)} – ${toUsDate(stay.checkout)} · ${stay.adults} adults, ${stay.children} kids</p>
${field('first_name', 'First name')}${field('last_name', 'Last name')}${field('email', 'Email', '', 'email')}${field('phone', 'Phone', '', 'tel')}
<div id="bz-booking-messages"></div>
<button type="button" id="bz-confirm" class="btn">Reserve now</button></form>`;
}

/** The confirmation page; opened without a (known) reservation it only thanks the visitor. */
/** The plugin's thank-you content (its default thankyou_content table) and the `streamline_transaction` global it
 * localizes for its ecommerce script; without a reservation, only the thank-you text. */
export function confirmationMain(c: Confirmation | undefined, affiliation = 'Smoky Ridge Cabins'): string {
  if (!c) return '<section class="card"><h1>Thank you!</h1><p>Your request has been received. Our reservations team will be in touch.</p></section>';
  const row = (label: string, value: string, id = '') => `<tr><td>${label}</td><td${id ? ` id="${id}"` : ''}>${value}</td></tr>`;
  const transaction = { id: String(c.confirmation_id), affiliation, revenue: c.total, shipping: '0', unit_name: c.unit_name };
  return `<section id="bz-confirmation" class="card"><h1>Your cabin is reserved</h1>
<table class="table table-striped table-condensed table-bordered table-hover">
${row('Reservation #', String(c.confirmation_id), 'conf-number')}${row('Property ID', esc(c.unit_name))}${row('Arrival', c.startdate)}${row('Departure', c.enddate)}${row('Guests', String(c.occupants))}${row('Total Cost', `<strong>${formatMoney(c.total).slice(1)}</strong>`)}
</table></section>
<script>var streamline_transaction = ${inlineJson(transaction)};</script>`;
}
