// Streamline's page templates (the streamline-core "resortpro" markup, kept light): search results filled in by
// the booking API, the unit page with its quote widget, the checkout and the booking confirmation.
import { esc } from '../kit/http.ts';
import { formatMoney, quoteStay, sum, toUsDate, type Stay } from '../kit/fixtures.ts';
import type { StreamlineUnit } from './data.ts';
import type { Reservation } from './api.ts';

const options = (values: number[], selected: number, pad = false) =>
  values.map((v) => `<option value="${pad ? String(v).padStart(2, '0') : v}"${v === selected ? ' selected' : ''}>${pad ? String(v).padStart(2, '0') : v}</option>`).join('');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const guestsText = (adults: number, children: number): string =>
  `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''}`;

/** The `?sd=12/17/2026&ed=…&oc=2&os=1` query streamline-core passes between its pages. */
export const stayQuery = (stay: Stay): string =>
  `sd=${toUsDate(stay.checkin)}&ed=${toUsDate(stay.checkout)}&oc=${stay.adults}&os=${stay.children}`;

function searchForm(stay: Stay, beds: number): string {
  return `<form id="resortpro-search" class="resortpro-search card" action="/search-results/" method="get">
<label>Arrival <input id="search-sd" name="sd" value="${esc(toUsDate(stay.checkin))}" placeholder="mm/dd/yyyy"></label>
<label>Departure <input id="search-ed" name="ed" value="${esc(toUsDate(stay.checkout))}" placeholder="mm/dd/yyyy"></label>
<label>Adults <select id="search-oc" name="oc">${options(range(1, 12), stay.adults)}</select></label>
<label>Children <select id="search-os" name="os">${options(range(0, 8), stay.children)}</select></label>
<label>Bedrooms <select id="search-beds" name="beds"><option value="">Any</option>${options(range(1, 6), beds)}</select></label>
<button type="submit" class="btn">Search</button>
</form>`;
}

export const homeMain = (stay: Stay): string => `<section class="hero"><h1>Your home on the Emerald Coast</h1></section>${searchForm(stay, 0)}`;

export const searchMain = (stay: Stay, beds: number): string => `<h1 class="page-title">Available Rentals</h1>
${searchForm(stay, beds)}
<p id="search-count" class="results-count" aria-live="polite">Searching available properties…</p>
<div id="search-results" class="grid resortpro-listings" data-sort="price"></div>`;

export function unitMain(unit: StreamlineUnit, stay: Stay): string {
  return `<div class="grid">
<article class="resortpro-unit card" id="unit-${unit.id}" data-unit-id="${unit.id}">
<h1 class="unit-name">${esc(unit.name)}</h1>
<p class="unit-location">${esc(unit.locationName)}</p>
<ul class="unit-specs"><li>${unit.bedrooms} Bedrooms</li><li>${unit.bathrooms} Baths</li><li>Sleeps ${unit.maxGuests}</li></ul>
<p class="unit-rating">${unit.ratingAverage} ★ (${unit.ratingCount} reviews)</p>
<div id="unit-calendar" class="availability-calendar" data-unit-id="${unit.id}">Loading availability…</div>
</article>
<aside id="resortpro-book-unit" class="card" data-unit-id="${unit.id}">
<h3 class="book-title">Book ${esc(unit.name)}</h3>
<p class="from-price">From ${formatMoney(unit.nightly)}/night · ${unit.minNights} night minimum</p>
<form id="resortpro-form-quote" onsubmit="return false">
<input type="hidden" name="unit_id" value="${unit.id}">
<label>Arrival <input id="book-checkin" name="startdate" value="${esc(toUsDate(stay.checkin))}" placeholder="mm/dd/yyyy"></label>
<label>Departure <input id="book-checkout" name="enddate" value="${esc(toUsDate(stay.checkout))}" placeholder="mm/dd/yyyy"></label>
<label>Adults <select id="book-adults" name="occupants">${options(range(1, unit.maxGuests), stay.adults)}</select></label>
<label>Children <select id="book-children" name="occupants_small">${options(range(0, 6), stay.children)}</select></label>
<button type="button" id="get-quote" class="btn">Get Quote</button>
</form>
<div id="quote-messages"></div>
<div id="quote-summary" class="hidden"><ul id="quote-breakdown" class="price-list"></ul><p class="quote-total-row">Total <strong id="quote-total"></strong></p></div>
<button type="button" id="book-now" class="btn" disabled>Book Now</button>
</aside>
</div>`;
}

const line = (label: string, amount: number) => `<li><span class="label">${esc(label)}</span> <span class="amount">${formatMoney(amount)}</span></li>`;

export function checkoutMain(unit: StreamlineUnit, stay: Stay, refusal: string | null): string {
  const summary = `<h2>Your stay</h2><h3 class="checkout-unit-name" data-unit-id="${unit.id}">${esc(unit.name)}</h3>
<dl class="stay-details"><dt>Arrival</dt><dd id="checkout-arrival">${toUsDate(stay.checkin)}</dd><dt>Departure</dt><dd id="checkout-departure">${toUsDate(stay.checkout)}</dd><dt>Guests</dt><dd id="checkout-guests">${guestsText(stay.adults, stay.children)}</dd></dl>`;
  if (refusal) return `<section id="checkout-summary" class="card">${summary}<div class="alert alert-danger">${esc(refusal)}</div></section>`;
  const q = quoteStay(unit, stay);
  const lines = [line('Rent', q.rent), ...q.fees.filter((f) => !f.optional && f.amount > 0).map((f) => line(f.name, f.amount)), line('Taxes', sum(q.taxes))];
  const hidden = { unit_id: unit.id, startdate: toUsDate(stay.checkin), enddate: toUsDate(stay.checkout), occupants: stay.adults, occupants_small: stay.children };
  const input = (id: string, label: string, type = 'text', extra = '') => `<label>${label} <input type="${type}" id="${id}" name="${id}" ${extra}></label>`;
  return `<div id="resortpro-checkout" class="grid">
<section id="checkout-summary" class="card">${summary}
<ul id="checkout-breakdown" class="price-list">${lines.join('')}</ul>
<p class="checkout-total-row">Total <strong id="checkout-total">${formatMoney(q.total)}</strong></p></section>
<form id="checkout-form" class="card" novalidate>
${Object.entries(hidden).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
<h2>Guest details</h2>
${input('first_name', 'First name', 'text', 'autocomplete="given-name"')}${input('last_name', 'Last name', 'text', 'autocomplete="family-name"')}
${input('email', 'Email', 'email', 'autocomplete="email"')}${input('phone', 'Phone', 'tel', 'autocomplete="tel"')}
<h2>Payment</h2>
${input('cc_number', 'Card number', 'text', 'autocomplete="cc-number" inputmode="numeric"')}
<label>Expires <select id="cc_exp_month" name="cc_exp_month">${options(range(1, 12), 1, true)}</select> / <select id="cc_exp_year" name="cc_exp_year">${options(range(2026, 2034), 2026)}</select></label>
${input('cc_cvv', 'Security code', 'text', 'autocomplete="cc-csc" inputmode="numeric"')}
<label><input type="checkbox" id="terms" name="terms"> I agree to the rental agreement and cancellation policy</label>
<div id="checkout-messages"></div>
<button type="submit" id="confirm-booking" class="btn">Confirm Booking</button>
</form></div>`;
}

export function confirmationMain(r: Reservation): string {
  const lines = [line('Rent', r.rate.base), ...r.rate.fees.filter((f) => f.value > 0).map((f) => line(f.name, f.value)), line('Taxes', r.rate.taxes)];
  return `<section id="booking-confirmation" class="card">
<h1>Thank you, ${esc(r.first_name)}! Your reservation is confirmed.</h1>
<p class="confirmation-line">Confirmation number: <strong id="confirmation-number">${r.res_number}</strong></p>
<dl class="reservation-summary"><dt>Property</dt><dd id="conf-unit" data-unit-id="${r.unit_id}">${esc(r.name)}</dd>
<dt>Arrival</dt><dd id="conf-arrival">${r.startdate}</dd><dt>Departure</dt><dd id="conf-departure">${r.enddate}</dd>
<dt>Guests</dt><dd id="conf-guests">${guestsText(r.occupants, r.occupants_small)}</dd></dl>
<ul id="conf-breakdown" class="price-list">${lines.join('')}</ul>
<p class="conf-total-row">Total <strong id="conf-total">${formatMoney(r.rate.total)}</strong></p>
<p>A confirmation email has been sent to ${esc(r.email)}.</p>
</section>`;
}
