// Homey's admin-ajax actions and their answers: the half-map search (JSON with listingHtml and a "3 Rentals"
// count), the availability check (JSON success/message), the booking cost (an HTML fragment, the total and the
// lines as markup) and the instant booking (JSON with the checkout URL). Dates on the wire are yyyy-mm-dd.
import { field, json, type Form } from '../../server/http.ts';
import { formatMoney, isAvailable, isIsoDate, quoteStay, stayProblem, type Stay } from '../../server/fixtures.ts';
import { halfMapAnswer, HOMEY_MAP_NONCE, homeyReservationActions, type HomeyReservations } from './platform.ts';
import type { AjaxAction } from '../../server/wordpress.ts';
import { LISTINGS, TEXTS, TYPES, type Listing } from './data.ts';
import { listingItem, listingUrl } from './pages.ts';

export { HOMEY_MAP_NONCE as MAP_NONCE, HOMEY_RESERVATION_NONCE as RESERVATION_NONCE, homeyStay as stayOf } from './platform.ts';

export const listingById = (id: unknown): Listing | undefined => LISTINGS.find((l) => l.id === Number(id));

/** Homey's refusal text for a stay, or null when it can be booked. */
export function refusal(listing: Listing, stay: Stay): string | null {
  const problem = stayProblem(listing, stay);
  if (!problem) return null;
  if (problem.kind === 'min-stay') return TEXTS.minStay(problem.minNights);
  if (problem.kind === 'occupancy') return TEXTS.maxGuests(problem.maxGuests);
  return problem.kind === 'unavailable' ? TEXTS.datesNotAvailable : TEXTS.badDates;
}

const price = (n: number) => formatMoney(n);

/** homey_calculate_booking_cost's fragment: the total on top, the lines in the collapsed list, Sub Total included. */
export function costHtml(listing: Listing, stay: Stay): string {
  const q = quoteStay(listing, stay);
  const fee = (name: string) => q.fees.find((f) => f.name === name)?.amount ?? 0;
  const cleaning = fee('Cleaning Fee');
  const li = (label: string, amount: number, cls = '') => `<li${cls ? ` class="${cls}"` : ''}>${label} <span>${price(amount)}</span></li>`;
  return `<div class="payment-list-price-detail clearfix">
<div class="pull-left"><div class="payment-list-price-detail-total-price">Total</div><div class="payment-list-price-detail-note">Includes taxes and fees</div></div>
<div class="pull-right text-right"><div class="payment-list-price-detail-total-price">${price(q.total)}</div><a class="payment-list-detail-btn" data-toggle="collapse" data-target=".collapseExample" href="javascript:void(0);">View Details</a></div>
</div>
<div class="collapse collapseExample" id="collapseExample"><ul>
<li class="homey_price_first">${price(listing.nightly)} x ${q.nights.length} Nights <span>${price(q.rent)}</span></li>
${li('Cleaning Fee', cleaning)}
${li('Sub Total', q.rent + cleaning, 'sub-total')}
${li('City Fee', fee('City Fee'))}
${li('Security Deposit', fee('Security Deposit'))}
${q.taxes.map((t) => li(t.name, t.amount)).join('\n')}
</ul></div>`;
}

/** homey_half_map: listings in the city and type asked for, free on the dates, with at least that many bedrooms and guests, night price in range. */
export function halfMap(form: Form) {
  const arrive = field(form, 'arrive');
  const depart = field(form, 'depart');
  const num = (name: string) => Number(field(form, name)) || 0;
  const city = field(form, 'search_city') || field(form, 'city');
  const type = field(form, 'listing_type');
  const found = LISTINGS.filter(
    (l) =>
      (!city || l.city === city) &&
      (!type || l.type === type) &&
      l.bedrooms >= num('bedrooms') &&
      l.maxGuests >= num('guest') &&
      (!num('min-price') || l.nightly >= num('min-price')) &&
      (!num('max-price') || l.nightly <= num('max-price')) &&
      (!isIsoDate(arrive) || !isIsoDate(depart) || isAvailable(l, arrive, depart)),
  );
  const pin = (l: Listing) => ({
    id: l.id,
    title: l.name,
    lat: String(l.lat),
    long: String(l.lng),
    price: `${price(l.nightly)}<sub>/night</sub>`,
    address: l.address,
    bedrooms: String(l.bedrooms),
    guests: l.maxGuests,
    beds: String(l.beds),
    baths: String(l.bathrooms),
    arrive,
    depart,
    listing_type: TYPES[l.type],
    thumbnail: `<img width="450" height="300" src="/wp-content/uploads/listings/${l.slug}-450x300.jpg" class="img-responsive" alt="">`,
    url: listingUrl(l),
    icon: '/wp-content/themes/homey/images/custom-marker.png',
    retinaIcon: '/wp-content/themes/homey/images/custom-marker.png',
  });
  return halfMapAnswer(found, pin, listingItem);
}

/** What this site's reservation calls need (platforms/homey/platform.ts answers them). */
export const RESERVATIONS: HomeyReservations<Listing> = { listingById, refusal, costFragment: costHtml, texts: TEXTS };

export function homeyActions(): Record<string, AjaxAction> {
  return { homey_half_map: { nonce: HOMEY_MAP_NONCE, handle: (form) => json(halfMap(form)) }, ...homeyReservationActions(RESERVATIONS) };
}
