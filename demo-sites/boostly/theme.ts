// Boostly's differences from the demo server's WordPress and Homey code: its two admin-ajax answers (the half-map search and the booking cost with
// its total in cents and its errors object) and its templates (search page, listing card, listing page).
import { esc, field, type Form } from '../server/http.ts';
import { formatMoney, fromUsDate, isBooked, isIsoDate, nightsOf, quoteStay, toShortDate, type Stay } from '../server/fixtures.ts';
import { stayReader } from '../server/stay-reader.ts';
import { HOMES, REGION, SAY, type Home } from './data.ts';

export const MAP_NONCE = 'boostly_map_nonce';
export const BOOKING_NONCE = 'boostly_booking_nonce';

export const homeById = (id: unknown): Home | undefined => HOMES.find((h) => h.id === Number(id));
export const homeUrl = (h: Home): string => `/listing/${h.slug}/`;

/** The stay a booking call or the checkout URL describes (dates as the theme writes them, mm/dd/yyyy). */
export const stayFrom = stayReader({ fields: { checkin: 'check_in_date', checkout: 'check_out_date', adults: 'adult_guest', children: 'child_guest' }, dates: 'month-first' });

/** Everything wrong with a stay, by form field, as Boostly's errors object lists it; null when bookable. */
export function problems(home: Home, stay: Stay): Record<string, string[]> | null {
  if (!isIsoDate(stay.checkin) || !isIsoDate(stay.checkout) || stay.checkout <= stay.checkin) return { dates: [SAY.noDates] };
  const nights = nightsOf(stay.checkin, stay.checkout);
  const dates = [...(nights.length < home.minNights ? [SAY.minStay(home.minNights)] : []), ...nights.filter((n) => isBooked(home, n)).map((n) => SAY.booked(toShortDate(n)))];
  const errors: Record<string, string[]> = {};
  if (dates.length) errors.dates = dates;
  if (stay.adults + stay.children > home.maxGuests) errors.guests = [SAY.guests(home.maxGuests)];
  return Object.keys(errors).length ? errors : null;
}

/** boostly_calculate_booking_cost: the total in cents (what the theme hands Stripe) and the lines as shown. */
export function bookingCost(form: Form) {
  const home = homeById(field(form, 'listing_id'));
  const stay = stayFrom(form);
  const errors = home ? problems(home, stay) : { listing_id: ['Unknown listing'] };
  if (errors || !home) return { success: false, errors };
  const q = quoteStay(home, stay);
  const breakdown: Record<string, string> = { Rent: formatMoney(q.rent) };
  for (const line of [...q.fees, ...q.taxes]) breakdown[line.name] = formatMoney(line.amount);
  return { success: true, listing_id: home.id, nights: q.nights.length, guests: stay.adults + stay.children, currency: 'USD', total: Math.round(q.total * 100), total_html: formatMoney(q.total), breakdown };
}

const card = (h: Home): string => `<div class="boostly-listing-item card" data-id="${h.id}">
<a class="listing-link" href="${homeUrl(h)}"><img src="/wp-content/uploads/boostly/${h.slug}.jpg" alt=""></a>
<h3 class="listing-title"><a class="listing-link" href="${homeUrl(h)}">${esc(h.name)}</a></h3>
<p class="listing-meta">${esc(h.town)} · ${h.bedrooms} bedrooms · sleeps ${h.maxGuests}</p><span class="listing-price">${formatMoney(h.nightly)} / night</span></div>`;

/** boostly_half_map_2: homes free on the dates, big enough, nightly rate within the price range. */
export function halfMap(form: Form) {
  const [arrive, depart] = [fromUsDate(field(form, 'arrive')), fromUsDate(field(form, 'depart'))];
  const num = (name: string) => Number(field(form, name)) || 0;
  const found = HOMES.filter(
    (h) =>
      (!field(form, 'location') || field(form, 'location') === REGION) &&
      h.maxGuests >= num('guest') &&
      h.nightly >= num('min-price') &&
      (!num('max-price') || h.nightly <= num('max-price')) &&
      (!arrive || !depart || nightsOf(arrive, depart).every((n) => !isBooked(h, n))),
  );
  if (!found.length) return { getListings: false, total_results: 0 };
  const listings = found.map((h) => ({ id: h.id, title: h.name, price: formatMoney(h.nightly), bedrooms: h.bedrooms, guests: h.maxGuests, listing_type: h.type, url: homeUrl(h) }));
  return { getListings: true, total_results: found.length, listings, listingHtml: found.map(card).join('\n') };
}

const SEARCH_FIELDS: [string, string][] = [
  ['arrive', 'Check-in'],
  ['depart', 'Check-out'],
  ['guest', 'Guests'],
  ['min-price', 'Min price'],
  ['max-price', 'Max price'],
];

export const searchMain = (q: URLSearchParams, nonce: string): string => `<div class="boostly-half-map">
<form id="boostly-half-map-search" class="boostly-search-form" action="/search-results/" method="get">
${SEARCH_FIELDS.map(([name, label]) => `<label>${label} <input type="text" name="${name}" value="${esc(q.get(name) ?? '')}"></label>`).join('\n')}
<input type="hidden" name="location" value="${esc(q.get('location') ?? '')}"><input type="hidden" name="sort_by" value="a_price">
<button type="submit" class="btn">Search</button></form>
<input type="hidden" id="securityBoostlyMap" value="${nonce}">
<h1 class="boostly-results-title">Beach houses <span id="boostly_results_count"></span></h1>
<div id="boostly_listings_container" class="grid"></div><div id="boostly-map" data-zoom="11"></div></div>`;

const choices = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `<option value="${from + i}">${from + i}</option>`).join('');

export const listingMain = (h: Home, nonce: string): string => `<article class="boostly-listing">
<h1 class="listing-title">${esc(h.name)}</h1><p class="listing-address">${esc(h.town)}, NC · ${h.type}</p>
<ul class="listing-facts"><li>${h.bedrooms} bedrooms</li><li>${h.bathrooms} baths</li><li>Sleeps ${h.maxGuests}</li><li>${h.minNights}-night minimum</li></ul>
<aside id="boostly-booking" class="card"><p class="booking-price">${formatMoney(h.nightly)} <small>/ night</small></p>
<form id="boostly-booking-form">
<label>Check-in <input type="text" id="check_in_date" placeholder="mm/dd/yyyy" autocomplete="off"></label>
<label>Check-out <input type="text" id="check_out_date" placeholder="mm/dd/yyyy" autocomplete="off"></label>
<label>Adults <select id="adult_guest">${choices(1, h.maxGuests)}</select></label>
<label>Children <select id="child_guest">${choices(0, 6)}</select></label>
<input type="hidden" id="listing_id" value="${h.id}"><input type="hidden" id="boostly-booking-security" value="${nonce}">
<button type="submit" id="boostly-check-price" class="btn">Check price</button></form>
<div class="boostly-booking-errors alert-danger" role="alert"></div><div id="boostly-booking-cost"></div>
<a id="boostly-reserve" class="btn hidden" href="#">Reserve</a></aside></article>`;
