// The theme's templates, kept light: the search page (results come from getSearchResultsAJAX), the property page
// with its booking form (calculatePriceAJAX), and the reservation form with its confirmation.
import { esc } from '../server/http.ts';
import { formatMoney, quoteStay, toUsDate, type Stay } from '../server/fixtures.ts';
import type { Home } from './data.ts';

const count = (name: string, from: number, to: number, chosen: string) =>
  `<select id="${name}" name="${name}">${[...Array(to - from + 1).keys()].map((i) => `<option${String(i + from) === chosen ? ' selected' : ''}>${i + from}</option>`).join('')}</select>`;

export function searchMain(q: URLSearchParams, nonce: string): string {
  const beds = ['', '2', '3', '4', '5'].map((b) => `<option value="${b}"${b === (q.get('bedrooms') ?? '') ? ' selected' : ''}>${b ? `${b}+ bedrooms` : 'Any bedrooms'}</option>`);
  return `<h1 class="page-title">Find your Destin beach house</h1>
<form id="property-search" class="card" action="/search/" method="get">
<label>Arrival <input type="text" name="arrival" value="${esc(q.get('arrival'))}" placeholder="mm/dd/yyyy"></label>
<label>Departure <input type="text" name="departure" value="${esc(q.get('departure'))}" placeholder="mm/dd/yyyy"></label>
<label>Adults ${count('adults', 1, 12, q.get('adults') ?? '2')}</label> <label>Children ${count('children', 0, 6, q.get('children') ?? '0')}</label>
<label>Bedrooms <select name="bedrooms" id="bedrooms">${beds.join('')}</select></label>
<input type="hidden" name="location" value="destin"><input type="hidden" name="_wpnonce" value="${nonce}">
<button type="submit" id="search-submit" class="btn">Update results</button></form>
<p id="results-count" class="results-count"></p><div id="search-results" class="grid"></div>`;
}

export function homeMain(h: Home, nonce: string): string {
  return `<article class="property-single" data-property-id="${h.id}"><h1 class="property-title">${esc(h.name)}</h1>
<p class="property-address">${esc(h.street)}, Destin, FL · ${h.bedrooms} bedrooms · ${h.bathrooms} baths · sleeps ${h.maxGuests} · ${h.minNights}-night minimum</p>
<form id="booking-form" class="card" onsubmit="return false">
<input type="hidden" id="property_id" value="${h.id}"><input type="hidden" id="price_nonce" value="${nonce}">
<label>Arrival <input type="text" id="arrival" placeholder="mm/dd/yyyy"></label> <label>Departure <input type="text" id="departure" placeholder="mm/dd/yyyy"></label>
<label>Adults ${count('adults', 1, h.maxGuests, '2')}</label> <label>Children ${count('children', 0, 6, '0')}</label>
<label><input type="checkbox" id="damage_waiver" value="1"> Add the damage waiver ($49)</label>
<button type="button" id="calculate-price" class="btn">Calculate price</button>
<div id="price-result"></div><a id="book-now" class="btn hidden" href="/reservation/">Reserve now</a>
</form></article>`;
}

export function reservationMain(h: Home, stay: Stay, carried: string): string {
  return `<h1 class="page-title">Reserve ${esc(h.name)}</h1>
<p class="card">${toUsDate(stay.checkin)} – ${toUsDate(stay.checkout)} for ${stay.adults + stay.children} guests: <strong id="reservation-total">${formatMoney(quoteStay(h, stay).total)}</strong></p>
<form id="reservation-form" class="card" method="post" action="/reservation/?${esc(carried)}">
<label>Full name <input type="text" id="guest_name" name="guest_name"></label> <label>Email <input type="email" id="guest_email" name="guest_email"></label>
<label><input type="checkbox" id="accept" name="accept" value="yes"> I accept the rental terms</label>
<button type="submit" id="reserve" class="btn">Complete reservation</button></form>`;
}

export const confirmedMain = (number: string, h: Home): string =>
  `<section class="card reservation-confirmed"><h1>You're booked!</h1><p>${esc(h.name)}, confirmation <strong id="confirmation-number">${esc(number)}</strong>.</p></section>`;
