// Streamline's page templates (the streamline-core "resortpro" markup, kept light): search results filled in by
// the booking API, the unit page with its quote widget, the checkout and the booking confirmation.
import { esc } from '../../server/http.ts';
import { formatMoney, quoteStay, sum, toUsDate, type Stay } from '../../server/fixtures.ts';
import { formatAmount } from '../../server/money.ts';
import type { StreamlineUnit } from './data.ts';

const options = (values: number[], selected: number, pad = false) =>
  values.map((v) => `<option value="${pad ? String(v).padStart(2, '0') : v}"${v === selected ? ' selected' : ''}>${pad ? String(v).padStart(2, '0') : v}</option>`).join('');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const guestsText = (adults: number, children: number): string =>
  `${adults} adult${adults === 1 ? '' : 's'}${children ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''}`;

function searchForm(stay: Stay, beds: number): string {
  return `<form id="resortpro-search" class="resortpro-search card" action="/search-results/" method="get">
<label>Arrival <input id="search-sd" name="sd" value="${esc(toUsDate(stay.checkin))}" placeholder="mm/dd/yyyy"></label>
<label>Departure <input id="search-ed" name="ed" value="${esc(toUsDate(stay.checkout))}" placeholder="mm/dd/yyyy"></label>
<label>Adults <select id="search-oc" name="oc">${options(range(1, 12), stay.adults)}</select></label>
<label>Children <select id="search-ch" name="ch">${options(range(0, 8), stay.children)}</select></label>
<label>Bedrooms <select id="search-beds" name="beds"><option value="">Any</option>${options(range(1, 6), beds)}</select></label>
<button type="submit" class="btn">Search</button>
</form>`;
}

export const homeMain = (stay: Stay): string => `<section class="hero"><h1>Your home on the Emerald Coast</h1></section>${searchForm(stay, 0)}`;

/** The results template: the count line and the cards are filled by the search call. */
export const searchMain = (stay: Stay, beds: number): string => `<div id="primary" class="content-area"><h1 class="entry-title">Search Results</h1>
${searchForm(stay, beds)}
<div class="row search_results_filter_area"><p id="search-count" class="search-pagination">Loading...</p></div>
<div id="search-results" class="listings_wrapper_box"></div></div>`;

/** The stay the search template hands to the plugin's script (its ng-init). */
export const searchInit = (stay: Stay, beds: number, method: string) => ({
  streamlineSearch: { method, start_date: toUsDate(stay.checkin), end_date: toUsDate(stay.checkout), occupants: String(stay.adults), occupants_small: String(stay.children), num_bedrooms: beds ? String(beds) : '' },
});

/** The unit template (page-resortpro-listing-detail-template1.php): ng-init propertyId, h1, #unit_id, the booking
 * panel #resortpro-book-unit whose form (book_unit, book_start_date, …) posts to the checkout. */
export function unitMain(unit: StreamlineUnit, stay: Stay): string {
  return `<div id="primary" class="container content-area" ng-controller="PropertyController as pCtrl">
<main id="main" class="site-main" role="main" ng-init="propertyId=${unit.id};initializeData();">
<div class="row layout-1">
<ol class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/search-results">All Rentals</a></li><li class="active">${esc(unit.name)}</li></ol>
<h1 class="col-lg-12" style="margin-top:0">${esc(unit.name)}</h1>
<input type="hidden" value="${unit.id}" id="unit_id">
<div class="col-lg-8"><p class="unit-location">${esc(unit.locationName)}</p>
<ul class="unit-specs"><li>${unit.bedrooms} Bedrooms</li><li>${unit.bathrooms} Baths</li><li>Sleeps ${unit.maxGuests}</li></ul>
<div id="unit-calendar" class="availability-calendar">Loading availability…</div></div>
<div class="col-lg-4" id="resortpro-book-unit">
<form action="/checkout/" method="post" name="resortpro_form_checkout">
<input type="hidden" name="resortpro_book_unit" value="3b9e07c1aa">
<input type="hidden" name="book_unit" value="${unit.id}">
<div id="resortpro-alerts"></div>
<label>Arrive <input type="text" id="book_start_date" name="book_start_date" value="${esc(toUsDate(stay.checkin))}" class="form-control"></label>
<label>Depart <input type="text" id="book_end_date" name="book_end_date" value="${esc(toUsDate(stay.checkout))}" class="form-control"></label>
<label>Adults <select id="book_occupants" name="book_occupants">${options(range(1, unit.maxGuests), stay.adults)}</select></label>
<label>Children <select id="book_occupants_small" name="book_occupants_small">${options(range(0, 6), stay.children)}</select></label>
<button type="button" id="get-quote" class="btn">Update Price</button>
<div id="quote-summary" hidden><table class="table table-condensed"><tbody id="quote-breakdown"></tbody>
<tr class="total"><td>Total</td><td class="text-right" id="quote-total"></td></tr></table></div>
<button type="submit" id="book-now" class="btn btn-block btn-lg btn-success" disabled>Book Now</button>
</form></div></div></main></div>`;
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

/** The hidden form the checkout fills and posts to the thank-you page. */
const THANKYOU_FIELDS = ['confirmation_id', 'location_name', 'condo_type_name', 'unit_name', 'startdate', 'enddate', 'occupants', 'occupants_small', 'pets', 'price_common', 'price_balance', 'travelagent_name', 'email', 'fname', 'lname', 'unit_id'];
export const thankYouForm = `<form method="post" id="form_thankyou" action="/thank-you/">${THANKYOU_FIELDS.map((f) => `<input type="hidden" id="${f}" name="${f}" value="">`).join('')}</form>`;

/** The plugin's default thankyou_content, its %placeholders% filled from the posted form, under the page's title. */
export function thankYouMain(f: Record<string, string>, title = 'Thank You'): string {
  const row = (label: string, value: string) => `<tr><td>${label}</td><td>${value}</td></tr>`;
  return `<article class="page"><h1 class="entry-title">${title}</h1><div class="entry-content">
<table class="table table-striped table-condensed table-bordered table-hover">
${row('Reservation #', esc(f.confirmation_id))}${row('Property ID', esc(f.unit_name))}${row('Arrival', esc(f.startdate))}${row('Departure', esc(f.enddate))}${row('Guests', esc(f.occupants))}${row('Pets', esc(f.pets))}${row('Total Cost', `<strong>${esc(formatAmount(Number(f.price_balance)))}</strong>`)}
</table></div></article>`;
}
