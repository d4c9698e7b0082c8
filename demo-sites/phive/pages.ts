// WooCommerce's single product page with PluginHive's booking form (templates/single-product/add-to-cart/
// phive_booking.php, kept light): the calendar of days (.ph-calendar-date with a hidden .callender-full-date),
// the hidden .ph-date-from / .ph-date-to, the participant input, .booking-info-wraper, and the cart form.
import { esc } from '../server/http.ts';
import { addDays, formatMoney, isAvailable, isBooked } from '../server/fixtures.ts';
import { CALENDAR_MONTH, COTTAGES, type Cottage } from './data.ts';

export const productUrl = (c: Cottage): string => `/product/${c.slug}/`;

/** The shop, filtered by the availability form (ph_book_from, ph_book_to as Y-m-d; ph_persons). */
export function shopMain(q: URLSearchParams): string {
  const stay = { checkin: q.get('ph_book_from') ?? '', checkout: q.get('ph_book_to') ?? '', adults: Number(q.get('ph_persons')) || 1, children: 0 };
  const open = COTTAGES.filter((c) => !stay.checkin || !stay.checkout || (c.maxGuests >= stay.adults && isAvailable(c, stay.checkin, stay.checkout)));
  const field = (name: string, label: string, type = 'date') => `<label>${label} <input type="${type}" name="${name}" value="${esc(q.get(name))}"></label>`;
  const form = `<form class="ph-booking-search card" method="get" action="/shop/">${field('ph_book_from', 'Arrive')} ${field('ph_book_to', 'Depart')} ${field('ph_persons', 'Guests', 'number')} <button class="btn">Check availability</button></form>`;
  const items = open.map(
    (c) => `<li class="product type-product product-type-phive_booking post-${c.id}"><a href="${productUrl(c)}" class="woocommerce-LoopProduct-link"><h2 class="woocommerce-loop-product__title">${esc(c.name)}</h2><span class="price">From ${formatMoney(c.nightly)} / night</span></a></li>`,
  );
  return `<div class="woocommerce"><h1 class="page-title">Cottages</h1>${form}<p class="woocommerce-result-count">Showing all ${open.length} results</p><ul class="products grid">${items.join('')}</ul></div>`;
}

function calendar(c: Cottage): string {
  const first = `${CALENDAR_MONTH}-01`;
  const days: string[] = Array(new Date(`${first}T00:00:00Z`).getUTCDay()).fill('<li class="ph-calendar-date-empty"></li>');
  for (let d = first; d.startsWith(CALENDAR_MONTH); d = addDays(d, 1))
    days.push(`<li class="ph-calendar-date${isBooked(c, d) ? ' booking-full de-active' : ''}" data-date="${d}"><input type="hidden" class="callender-full-date" value="${d}">${Number(d.slice(8))}</li>`);
  return `<div class="ph-calendar-container calendar"><div class="ph-calendar-month">December 2026</div><ul class="ph-ul-date">${days.join('')}</ul></div>`;
}

export function productMain(c: Cottage): string {
  return `<div class="woocommerce"><div id="product-${c.id}" class="product type-product product-type-phive_booking">
<div class="summary entry-summary"><h1 class="product_title entry-title">${esc(c.name)}</h1>
<p class="price">From ${formatMoney(c.nightly)} / night</p><div class="woocommerce-product-details__short-description"><p>${esc(c.blurb)}</p></div>
<form class="cart" action="/checkout/" method="get">
<input type="hidden" id="phive_product_id" value="${c.id}"><input type="hidden" id="calender_type" value="date"><input type="hidden" id="charge_per_night" value="yes">
<input type="hidden" id="phive_booking_maximum_number_of_allowed_participant" value="${c.maxGuests}">
${calendar(c)}
<input type="hidden" class="ph-date-from" name="phive_book_from" value=""><input type="hidden" class="ph-date-to" name="phive_book_to" value="">
<div class="participant_section"><label>Guests <input type="number" class="input-person" name="phive_book_persons" min="1" max="${c.maxGuests}" value="2"></label></div>
<div class="booking-info-wraper"></div>
<input type="hidden" class="phive_booked_price" name="phive_booked_price" value="">
<button type="submit" name="add-to-cart" value="${c.id}" class="single_add_to_cart_button button alt disabled btn">Book Now</button>
</form></div></div></div>`;
}
