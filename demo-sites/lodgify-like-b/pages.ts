// The unit page of this Lodgify template: the builder's JSON-LD names the property (as on lodgify-like), and the
// booking form counts adults and children apart (the quotation call takes both).
import { esc, inlineJson } from '../server/http.ts';
import type { Property } from '../platforms/lodgify-like/data.ts';

const options = (from: number, max: number, chosen: number) =>
  Array.from({ length: max - from + 1 }, (_, i) => i + from)
    .map((n) => `<option value="${n}"${n === chosen ? ' selected' : ''}>${n}</option>`)
    .join('');

export function unitMain(p: Property, q: URLSearchParams): string {
  const ld = { '@context': 'https://schema.org', '@type': 'VacationRental', identifier: p.id, name: p.name };
  const adults = Number(q.get('adults') ?? q.get('guests')) || 2;
  const children = Number(q.get('children')) || 0;
  return `<script type="application/ld+json">${inlineJson(ld)}</script>
<div class="grid"><article class="card"><h1>${esc(p.name)}</h1><p>${esc(p.town)} · ${p.bedrooms} bedrooms · up to ${p.maxGuests} guests · minimum ${p.minNights} nights</p><p>${esc(p.headline)}</p></article>
<form id="booking-form" class="card" onsubmit="return false"><label>Check-in <input id="arrival" value="${esc(q.get('arrival') ?? '')}"></label><label>Check-out <input id="departure" value="${esc(q.get('departure') ?? '')}"></label>
<label>Adults <select id="adults">${options(1, p.maxGuests, adults)}</select></label><label>Children <select id="children">${options(0, p.maxGuests - 1, children)}</select></label>
<button type="button" id="check-price" class="btn">Check availability</button><div id="price-message"></div><button type="button" id="book-now" class="btn" disabled>Book now</button></form></div>`;
}
