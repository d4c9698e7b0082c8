// The plugin's templates, kept light: the properties list ([365-villas-properties-list]), the property page with
// its floater (villas-365-property-floater.php: dates, guests, total and the price details), and the booking page
// the floater's Book now leads to, with its confirmation.
import { esc } from '../kit/http.ts';
import { formatMoney, nightsOf, quoteStay, stayProblem, type Stay } from '../kit/fixtures.ts';
import { VILLAS, type Villa } from './data.ts';
import { toUkDate } from './api.ts';

export const villaUrl = (v: Villa): string => `/property/${v.slug}/`;

/** The properties list ([365-villas-properties-list]): with a stay in the query, the villas free for it. */
export function listMain(stay: Stay): string {
  const free = VILLAS.filter((v) => !stay.checkin || !stay.checkout || stayProblem(v, stay) === null);
  const cards = free.map(
    (v) => `<div class="card _villas-365-property" data-property-id="${v.id}">
<h3 class="_villas-365-property-name"><a href="${villaUrl(v)}">${esc(v.name)}</a></h3>
<p class="_villas-365-property-location">${esc(v.town)} · ${v.bedrooms} bedrooms · sleeps ${v.maxGuests}</p>
<p class="_villas-365-property-price">From £${v.nightly} per night</p></div>`,
  );
  return `<h1 class="page-title">Our villas</h1><p class="_villas-365-properties-count">${free.length} villas</p><div class="grid _villas-365-properties-list">${cards.join('\n')}</div>`;
}

/** A party-size select: counts from..to, `selected` chosen. */
function guests(id: string, from: number, to: number, selected: number): string {
  let options = '';
  for (let n = from; n <= to; n++) options += `<option value="${n}"${n === selected ? ' selected' : ''}>${n}</option>`;
  return `<select id="${id}" class="form-control">${options}</select>`;
}

export function villaMain(v: Villa): string {
  return `<div class="_villas-365-property-header"><h1>${esc(v.name)}</h1><p>${esc(v.town)}, Algarve · ${esc(v.pool)}</p></div>
<div class="grid">
<div class="card _villas-365-property-information"><ul><li>Bedrooms: ${v.bedrooms}</li><li>Bathrooms: ${v.bathrooms}</li><li>Sleeps: ${v.maxGuests}</li></ul></div>
<div id="_villas-365-property-floater-anchor"></div>
<div id="_villas-365-property-floater" class="card" data-property-id="${v.id}">
<div class="_villas-365-property-floater-content">
<div id="_villas-365-property-floater-price-per-night" data-default-per-night="£${v.nightly}" data-rate-label="night" data-rate-label-plural="nights">£${v.nightly}/night</div>
<label>Arrival <input type="text" name="checkin" class="_villas-365-date-control" placeholder="dd/mm/yyyy" autocomplete="off"></label>
<label>Departure <input type="text" name="checkout" class="_villas-365-date-control" placeholder="dd/mm/yyyy" autocomplete="off"></label>
<label>Adults ${guests('_villas-365-adults', 1, v.maxGuests, 2)}</label>
<label>Children ${guests('_villas-365-children', 0, 4, 0)}</label>
<div id="_villas-365-property-floater-minimum-nights-container">Minimum stay <span id="_villas-365-property-floater-minimum-nights" data-default-minimum-nights="${v.minNights}">${v.minNights}</span> nights</div>
<div><span id="_villas-365-property-floater-total-label" class="d-none">Total </span><span id="_villas-365-property-floater-total"></span></div>
<div id="_villas-365-property-floater-price-details-row" class="d-none"><ul class="price-list">
<li><span id="_villas-365-property-floater-price-details-label-per-night">?</span> <span id="_villas-365-property-floater-price-details-per-night">?</span></li>
<li><span>Fees</span> <span id="_villas-365-property-floater-price-details-fees">?</span></li>
<li><span>Tax</span> <span id="_villas-365-property-floater-price-details-tax">?</span></li></ul></div>
<a id="_villas-365-property-floater-book-now-button" class="btn" href="/book-now/">Book now</a>
</div></div></div>`;
}

/** The booking page: the stay from the floater's URL, the guest's details, Confirm booking. */
export function bookMain(v: Villa, stay: Stay): string {
  const q = quoteStay(v, stay);
  const hidden = { property: v.id, checkin: toUkDate(stay.checkin), checkout: toUkDate(stay.checkout), adults: stay.adults, children: stay.children };
  return `<h1 class="page-title">Book ${esc(v.name)}</h1>
<div class="card _villas-365-booking-summary"><p>${toUkDate(stay.checkin)} – ${toUkDate(stay.checkout)} · ${nightsOf(stay.checkin, stay.checkout).length} nights · ${stay.adults} adults, ${stay.children} children</p>
<p>Total <strong id="_villas-365-booking-total">${formatMoney(q.total, '£')}</strong></p></div>
<form id="_villas-365-booking-form" class="card" method="post" action="/book-now/">
${Object.entries(hidden).map(([k, val]) => `<input type="hidden" name="${k}" value="${esc(val)}">`).join('')}
<label>First name <input type="text" id="firstname" name="firstname"></label>
<label>Last name <input type="text" id="lastname" name="lastname"></label>
<label>Email <input type="email" id="email" name="email"></label>
<label><input type="checkbox" id="terms" name="terms" value="1"> I accept the booking terms</label>
<button type="submit" class="btn" id="_villas-365-booking-submit">Confirm booking</button>
</form>`;
}

export const confirmedMain = (ref: string, v: Villa): string =>
  `<div class="card _villas-365-booking-confirmation"><h1>Thank you, your booking is confirmed</h1><p>Booking reference <strong id="_villas-365-booking-reference">${esc(ref)}</strong> for ${esc(v.name)}.</p></div>`;
