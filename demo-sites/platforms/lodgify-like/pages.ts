// Lodgify website templates, rendered by the server as the website builder does: the home page's search bar, the
// roster page (its results come from the lodging search), a unit page (h1, JSON-LD with the property id, the
// booking box) and the checkout page (checkout.lodgify.com's reservation page on real sites).
import { esc, inlineJson } from '../../server/http.ts';
import { ROSTER_PAGE, type Property } from './data.ts';

const options = (max: number, chosen: number) => Array.from({ length: max + 1 }, (_, i) => `<option value="${i}"${i === chosen ? ' selected' : ''}>${i}</option>`).join('');

export const homeMain = (): string => `<section class="hero"><h1>Holiday homes in the Algarve</h1>
<form id="search-bar" class="card" method="get" action="/en/${ROSTER_PAGE}/all-properties"><label>Arrival <input id="search-arrival" name="arrival" placeholder="yyyy-mm-dd"></label>
<label>Departure <input id="search-departure" name="departure" placeholder="yyyy-mm-dd"></label><label>Adults <select id="search-adults" name="adults">${options(8, 2)}</select></label>
<label>Children <select id="search-children" name="children">${options(6, 0)}</select></label><button id="search-button" class="btn">Search</button></form></section>`;

export const rosterMain = (): string => '<h1 class="page-title">All properties</h1><p id="search-count" aria-live="polite"></p><div id="search-results" class="grid"></div>';

/** The unit page: the builder's JSON-LD names the property (slug-only URLs carry no id), the booking box prices. */
export function unitMain(p: Property, q: URLSearchParams): string {
  const ld = { '@context': 'https://schema.org', '@type': 'VacationRental', identifier: p.id, name: p.name, address: { '@type': 'PostalAddress', addressLocality: p.town, addressCountry: 'PT' } };
  return `<script type="application/ld+json">${inlineJson(ld)}</script>
<div class="grid"><article class="card"><h1>${esc(p.name)}</h1><p class="property-town">${esc(p.town)}</p><p>${esc(p.headline)}</p>
<p>${p.bedrooms} bedrooms · ${p.bathrooms} bathrooms · up to ${p.maxGuests} guests · minimum ${p.minNights} nights</p></article>
<aside id="booking-box" class="card"><label>Arrival <input id="arrival" value="${esc(q.get('arrival') ?? '')}"></label>
<label>Departure <input id="departure" value="${esc(q.get('departure') ?? '')}"></label><label>Guests <select id="guests">${options(p.maxGuests, Number(q.get('guests')) || 2)}</select></label>
<button type="button" id="check-price" class="btn">Check price</button><div id="price-message"></div><button type="button" id="book-now" class="btn" disabled>Book now</button></aside></div>`;
}

export const checkoutMain = (p: Property): string => `<div class="grid"><section class="card"><h1>${esc(p.name)}</h1><p id="checkout-stay"></p>
<ul id="checkout-lines" class="price-list"></ul><p>Total <strong id="checkout-total"></strong></p><ul id="checkout-payments" class="price-list"></ul></section>
<form id="checkout-form" class="card" onsubmit="return false"><label>Full name <input id="guest-name"></label><label>Email <input id="guest-email" type="email"></label>
<label>Phone <input id="guest-phone" type="tel"></label><button type="button" id="confirm-booking" class="btn" disabled>Book and pay</button><div id="checkout-message"></div></form></div>`;
