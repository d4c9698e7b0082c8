// Q4VR's templates, kept light: the post type's archive as the search results (the plugin's pre_get_posts search:
// start_date, end_date, guests query vars), the unit page (single-vacation_rental) with the plugin's stay form,
// and the booking page the #book-now hand-off opens (/booking/?start_date&end_date&unit_code&guests).
import { esc } from '../../server/http.ts';
import { formatMoney, isAvailable, quoteStay, sum, toUsDate, type Stay } from '../../server/fixtures.ts';
import { HOUSES, type House } from './data.ts';

export const houseUrl = (h: House): string => `/vacation-rentals/${h.slug}/`;

export function searchMain(stay: Stay, query: string): string {
  const free = HOUSES.filter((h) => h.maxGuests >= stay.adults + stay.children && (!stay.checkin || !stay.checkout || isAvailable(h, stay.checkin, stay.checkout)));
  const posts = free.map(
    (h) =>
      `<article id="post-${h.id}" class="post-${h.id} vacation_rental type-vacation_rental status-publish"><h3 class="entry-title"><a href="${houseUrl(h)}?${esc(query)}">${esc(h.name)}</a></h3><p>${esc(h.area)} · ${h.bedrooms} BR · sleeps ${h.maxGuests}</p><p class="unit-rate">FROM ${formatMoney(h.nightly)}</p></article>`,
  );
  return `<h1 class="page-title">Vacation Rentals</h1><div class="q4vr-search-results">${posts.join('\n')}</div>`;
}

/** The unit page: title, the stay form (hidden post_type/s/action/unit_code, the date pickers, guests as
 * "adults,children,pets" kept by the guest picker) and the box the summary goes into. */
export function houseMain(h: House, stay: Stay): string {
  return `<h1 class="unit-title">${esc(h.name)}</h1><ul class="unit-stats"><li>${h.bedrooms} Bedrooms</li><li>${h.bathrooms} Baths</li><li>Sleeps ${h.maxGuests}</li></ul>
<div class="q4vr-booking-widget card">
<form class="search-form q4vr-search-form" method="get" data-call-type="q4_vr_search_form_ajax" action="">
<input type="hidden" name="post_type" value="vacation_rental"><input type="hidden" name="s" value=""><input type="hidden" name="action" value="q4vr_stay">
<input id="unitCode" type="hidden" name="unit_code" value="${h.code}" aria-label="Unit Code">
<label>Arrival <input type="text" id="start_date" name="start_date" class="datepicker" value="${toUsDate(stay.checkin)}" autocomplete="off"></label>
<label>Departure <input type="text" id="end_date" name="end_date" class="datepicker" value="${toUsDate(stay.checkout)}" autocomplete="off"></label>
<label>Guests (adults,children,pets) <input type="text" id="guests" name="guests" value="${stay.adults},${stay.children},0"></label>
<button type="submit" id="check-availability" class="btn">Check Availability</button>
</form><div id="q4vr-stay" class="q4vr-stay-summary"></div></div>`;
}

/** The booking page: the payment summary of the stay and the reservation form. */
export function bookMain(h: House, stay: Stay, query: URLSearchParams): string {
  const q = quoteStay(h, stay);
  const carried = ['unit_code', 'start_date', 'end_date', 'guests'].map((k) => `<input type="hidden" name="${k}" value="${esc(query.get(k))}">`);
  const row = (label: string, amount: number) => `<tr><td>${esc(label)}</td><td>${formatMoney(amount)}</td></tr>`;
  return `<h1 class="page-title">Reserve ${esc(h.name)}</h1>
<div class="payment-summary booking-form__payment-summary"><table class="table payment-summary__rate-breakdown">${row(`Rate (${q.nights.length} nights)`, q.rent)}${q.fees.map((f) => row(f.name, f.amount)).join('')}</table>
<table class="table"><tr><td>Taxes</td><td>${formatMoney(sum(q.taxes))}</td></tr><tr><td><strong>Total</strong></td><td><strong>${formatMoney(q.total)}</strong></td></tr></table></div>
<form id="q4vr-book-form" class="card" method="post" action="/booking/">${carried.join('')}
<label>Name <input type="text" id="guest-name" name="guest_name"></label>
<label>Email <input type="email" id="guest-email" name="guest_email"></label>
<label>Card number <input type="text" id="card-number" name="card_number" autocomplete="cc-number"></label>
<label><input type="checkbox" id="agree" name="agree" value="1"> I agree to the rental agreement</label>
<button type="submit" id="q4vr-reserve" class="btn">Reserve</button></form>
<p class="small">${toUsDate(stay.checkin)} – ${toUsDate(stay.checkout)}</p>`;
}

export const confirmationMain = (folio: number, h: House): string =>
  `<div class="card q4vr-confirmation"><h1>Reservation confirmed</h1><p>${esc(h.name)} · reservation number <strong id="q4vr-folio">${folio}</strong></p></div>`;
