// The plugin's templates as its public source renders them (see demo-sites/villas365/SOURCES.md): the properties list
// ([365-villas-properties-list]: "<n> Available" heading, ._villas-365-property cards with h5 links to
// <property page>/<id>-<slug>/), the property page (banner h1._villas-365-property-name under the theme's own page
// title, and the booking floater: visible MMM/DD/YYYY date controls, hidden yyyy-mm-dd checkin/checkout fields,
// adults/children selects with an empty first option), and the booking page that hosts 365villas' booking widget.
import { esc } from '../../server/http.ts';
import { formatMoney, nightsOf, quoteStay, stayProblem, type Stay } from '../../server/fixtures.ts';
import { VILLAS, type Villa } from './data.ts';

/** MakePropertyURL: the property page's link plus `<id>-<url-friendly name>/`. */
export const villaUrl = (v: Villa): string => `/property/${v.id}-${v.slug}/`;

/** The properties list for a stay (checkin, checkout, guests from the search widget's GET form). */
export function listMain(stay: Stay): string {
  const free = VILLAS.filter((v) => !stay.checkin || !stay.checkout || stayProblem(v, stay) === null);
  if (!free.length) return '<div class="_villas-365-bootstrap _villas-365-properties"><div class="container"><div class="row"><div class="col">No properties found.</div></div></div></div>';
  const cards = free.map(
    (v) => `<div class="row"><div class="col mb-4"><div class="_villas-365-property"><div class="_villas-365-property-inner card">
<h5 class="_villas-365-property-name"><a href="${villaUrl(v)}">${esc(v.name)}</a></h5>
<p>${esc(v.town)} · ${v.bedrooms} bedrooms · sleeps ${v.maxGuests}</p><p>From £${v.nightly}/night</p></div></div></div></div>`,
  );
  return `<div id="properties-list" class="_villas-365-bootstrap _villas-365-properties _villas-365-properties-list">
<div class="_villas-365-properties-header"><div class="container"><div class="row"><div class="col"><h2 class="_villas-365-properties-title">${free.length} Available</h2></div></div></div></div>
<div class="container mt-4">${cards.join('\n')}</div></div>`;
}

/** A party-size select as the floater renders it: an empty first option, then 1..max. */
function guests(id: string, name: string, max: number): string {
  let options = '<option value=""></option>';
  for (let n = 1; n <= max; n++) options += `<option value="${n}">${n}</option>`;
  return `<select id="${id}" name="${name}" class="form-control search-text chosen-select chosen-select-single">${options}</select>`;
}

export function villaMain(v: Villa): string {
  return `<div class="_villas-365-bootstrap _villas-365-property-banner"><h1 class="_villas-365-property-name">${esc(v.name)}</h1><p>${esc(v.town)}, Algarve · ${esc(v.pool)}</p></div>
<div class="card _villas-365-property-information"><ul><li>Bedrooms: ${v.bedrooms}</li><li>Bathrooms: ${v.bathrooms}</li><li>Sleeps: ${v.maxGuests}</li></ul></div>
<div id="_villas-365-property-floater-container" class="_villas-365-bootstrap _villas-365-property-container">
<div id="_villas-365-property-floater-anchor"></div>
<div id="_villas-365-property-floater" class="card" data-property-id="${v.id}"><div class="_villas-365-property-floater-content"><div class="_villas-365-property-floater-body">
<div id="_villas-365-property-floater-price-per-night" data-default-per-night="From £${v.nightly}/night" data-rate-label="night" data-rate-label-plural="nights">From £${v.nightly}/night</div>
<div class="_villas-365-date-range-container">
<input type="text" class="form-control _villas-365-checkin _villas-365-date-control _villas-365-date-control-start" value="" placeholder="Check-in" data-start-field-id="_villas-365-checkin" data-end-field-id="_villas-365-checkout">
<input type="text" class="form-control _villas-365-checkout _villas-365-date-control _villas-365-date-control-end" value="" placeholder="Check-out"></div>
<label for="adults">Adults</label> ${guests('_villas-365-adults', 'adults', v.maxGuests)}
<label for="children">Children</label> ${guests('_villas-365-children', 'children', v.maxGuests)}
<div id="_villas-365-property-floater-total-row"><div id="_villas-365-property-floater-total-label" class="d-none">Total</div><div id="_villas-365-property-floater-total"></div></div>
<div id="_villas-365-property-floater-price-details-row" class="d-none"><ul class="price-list">
<li><span id="_villas-365-property-floater-price-details-label-per-night">Rent</span> <span id="_villas-365-property-floater-price-details-per-night"></span></li>
<li><span>Service fees</span> <span id="_villas-365-property-floater-price-details-fees"></span></li>
<li><span>Tax</span> <span id="_villas-365-property-floater-price-details-tax"></span></li></ul></div>
<a href="/booking/" class="_villas-365-property-floater-enquire-button btn">Enquire</a> <a href="/booking/" class="_villas-365-property-floater-book-now-button btn">Book Now</a>
<div id="_villas-365-property-floater-minimum-nights-container">There is a <span id="_villas-365-property-floater-minimum-nights" data-default-minimum-nights="${v.minNights}">${v.minNights}</span> night minimum.</div>
<div id="_datetime-hidden-fields"><input id="_villas-365-checkin" type="hidden" name="checkin" value=""><input id="_villas-365-checkout" type="hidden" name="checkout" value=""></div>
</div></div></div></div>`;
}

/** The booking page ([365-villas-booking]): the plugin hands the stay to 365villas' widget (_365_* globals); this
 * site stands in for the widget's own form (its traffic has no public source) and ends on the confirm page. */
export function bookMain(v: Villa, stay: Stay): string {
  const q = quoteStay(v, stay);
  const hidden = { property: v.id, checkin: stay.checkin, checkout: stay.checkout, adults: stay.adults, children: stay.children };
  return `<div class="booking-container"><h1 class="page-title">Book ${esc(v.name)}</h1>
<div class="card _365-olb-summary"><p>${stay.checkin} – ${stay.checkout} · ${nightsOf(stay.checkin, stay.checkout).length} nights · ${stay.adults} adults, ${stay.children} children</p>
<p>Total <strong id="_365-olb-total">${formatMoney(q.total, '£')}</strong></p></div>
<form id="_365-olb-form" class="card" method="post" action="/booking/">
${Object.entries(hidden).map(([k, val]) => `<input type="hidden" name="${k}" value="${esc(val)}">`).join('')}
<label>First name <input type="text" id="firstname" name="firstname"></label>
<label>Last name <input type="text" id="lastname" name="lastname"></label>
<label>Email <input type="email" id="email" name="email"></label>
<label><input type="checkbox" id="terms" name="terms" value="1"> I accept the booking terms</label>
<button type="submit" class="btn" id="_365-olb-submit">Confirm booking</button>
</form></div>`;
}

export const confirmedMain = (ref: string, v: Villa): string =>
  `<div class="card"><h1>Thank you, your booking is confirmed</h1><p>Booking reference <strong id="_villas-365-booking-reference">${esc(ref)}</strong> for ${esc(v.name)}.</p></div>`;
