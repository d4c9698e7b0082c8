// Q4VR's templates, kept light: the search results grid (rendered from the plugin's synced units), the unit page
// with its "Get an Instant Quote" widget, and the booking page with its confirmation.
import { esc } from '../kit/http.ts';
import { formatMoney, isAvailable, quoteStay, toUsDate, type Stay } from '../kit/fixtures.ts';
import { HOUSES, type House } from './data.ts';

export const houseUrl = (h: House): string => `/vacation-rentals/${h.slug}/`;

export function searchMain(stay: Stay): string {
  const free = HOUSES.filter((h) => h.maxGuests >= stay.adults + stay.children && (!stay.checkin || !stay.checkout || isAvailable(h, stay.checkin, stay.checkout)));
  const cards = free.map(
    (h) => `<div class="card q4vr-search-result" data-unit-id="${h.id}"><h3><a href="${houseUrl(h)}">${esc(h.name)}</a></h3><p>${esc(h.area)} · ${h.bedrooms} BR · sleeps ${h.maxGuests}</p><p class="q4vr-rate">From ${formatMoney(h.nightly)}/night</p></div>`,
  );
  return `<h1 class="page-title">Vacation Rentals</h1><p class="q4vr-results-count">${free.length} rentals available</p><div class="grid q4vr-search-results">${cards.join('\n')}</div>`;
}

const select = (id: string, from: number, to: number, selected: number) =>
  `<select id="${id}" name="${id.replace('q4vr-', '')}">${Array.from({ length: to - from + 1 }, (_, i) => from + i)
    .map((n) => `<option value="${n}"${n === selected ? ' selected' : ''}>${n}</option>`)
    .join('')}</select>`;

export function houseMain(h: House, nonce: string): string {
  return `<div class="q4vr-unit" data-unit-id="${h.id}">
<h1 class="unit-title">${esc(h.name)}</h1><p class="unit-area">${esc(h.area)}, Outer Banks · ${h.bedrooms} bedrooms · ${h.bathrooms} baths · sleeps ${h.maxGuests}</p>
<div class="grid"><div class="card q4vr-unit-details"><p>Minimum stay ${h.minNights} nights. Pets considered.</p></div>
<form id="q4vr-quote-form" class="card q4vr-instant-quote" onsubmit="return false">
<h3>Get an Instant Quote</h3>
<input type="hidden" id="q4vr-unit-id" value="${h.id}"><input type="hidden" id="q4vr-security" value="${nonce}">
<label>Arrival <input type="text" id="q4vr-arrival" placeholder="mm/dd/yyyy" autocomplete="off"></label>
<label>Departure <input type="text" id="q4vr-departure" placeholder="mm/dd/yyyy" autocomplete="off"></label>
<label>Adults ${select('q4vr-adults', 1, h.maxGuests, 2)}</label>
<label>Children ${select('q4vr-children', 0, 6, 0)}</label>
<button type="button" id="q4vr-get-quote" class="btn">Get an Instant Quote</button>
<div id="q4vr-quote-result"></div><p id="q4vr-avg-rate"></p>
<a id="q4vr-book-now" class="btn hidden" href="/book/">Book Now</a>
</form></div></div>`;
}

/** The booking page: a summary of the quoted stay and the reservation form, which carries the stay as the query
 * the Book Now link had. */
export function bookMain(h: House, stay: Stay, query: URLSearchParams): string {
  const carried = ['unit', 'arrival', 'departure', 'adults', 'children'].map((k) => `<input type="hidden" name="${k}" value="${esc(query.get(k))}">`);
  const summary = `${toUsDate(stay.checkin)} to ${toUsDate(stay.checkout)}, ${stay.adults} adults, ${stay.children} children`;
  return `<h1 class="page-title">Reserve ${esc(h.name)}</h1>
<div class="card q4vr-book-summary"><p>${summary}</p><p>Total due <strong id="q4vr-book-total">${formatMoney(quoteStay(h, stay).total)}</strong></p></div>
<form id="q4vr-book-form" class="card" method="post" action="/book/">${carried.join('')}
<label>Name <input type="text" id="guest-name" name="guest_name"></label>
<label>Email <input type="email" id="guest-email" name="guest_email"></label>
<label>Card number <input type="text" id="card-number" name="card_number" autocomplete="cc-number"></label>
<label><input type="checkbox" id="agree" name="agree" value="1"> I agree to the rental agreement</label>
<button type="submit" id="q4vr-reserve" class="btn">Reserve</button></form>`;
}

export const confirmationMain = (folio: number, h: House): string =>
  `<div class="card q4vr-confirmation"><h1>Reservation confirmed</h1><p>${esc(h.name)} · reservation number <strong id="q4vr-folio">${folio}</strong></p></div>`;
