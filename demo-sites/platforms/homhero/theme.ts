// HomHero's differences from the demo server's WordPress and Homey code: Australian dates (dd/mm/yyyy, flatpickr's "… to …" range), its plugin's
// admin-ajax answers in wp_send_json_success/error shape (search, quote with its availability-only and deposit
// variants, booking), the alert markup it returns for refusals, and its templates.
import { esc, field, type Form } from '../../server/http.ts';
import { fromDayFirst, toDayFirst } from '../../server/dates.ts';
import { money, nightsOf } from '../../server/fixtures.ts';
import { formatMoney } from '../../server/money.ts';
import { AMENITIES, ANY, DEPOSIT, GST, REGION, RETREATS, type Retreat } from './data.ts';

export const NONCE = 'homhero_public_nonce';

/** "14/12/2026" -> "2026-12-14"; '' when it is not such a date. */
export const iso = (au: string): string => fromDayFirst(au);
/** "2026-12-14" -> "14/12/2026". */
export const au = (isoDate: string): string => toDayFirst(isoDate);
export const aud = (n: number): string => formatMoney(n, 'A$');

export const retreatById = (id: unknown): Retreat | undefined => RETREATS.find((r) => r.id === Number(id));

/** A HomHero site's public listing page: <folder><listing slug>/ (folder `/accommodation/` on most sites). */
export const listingUrl = (folder: string, r: Retreat): string => `${folder}${r.slug}/`;
const taken = (r: Retreat, night: string) => r.booked.some(([a, b]) => night >= a && night < b);
const freeOn = (r: Retreat, from: string, to: string) => nightsOf(from, to).every((n) => !taken(r, n));

/** homhero_ajax_search: "Any Features" is the filter's no-choice option; every other ticked amenity must be there.
 * The cards link to the listing pages under `folder`. */
export function search(form: Form, folder: string) {
  const [from, to] = field(form, 'dates').split(' to ').map(iso);
  const wanted = ([] as string[]).concat(form['amenities'] ?? []).filter((a) => a && a !== ANY);
  const guests = (Number(field(form, 'adults')) || 0) + (Number(field(form, 'children')) || 0);
  const found = RETREATS.filter((r) => (!field(form, 'location') || field(form, 'location') === REGION) && r.maxGuests >= guests && wanted.every((a) => r.amenities.includes(a)) && (!from || !to || freeOn(r, from, to)));
  const html = found
    .map((r) => `<article class="hh-card" data-property-id="${r.id}"><a class="hh-card__link" href="${listingUrl(folder, r)}"><h3 class="hh-card__title">${esc(r.name)}</h3></a><p>${esc(r.suburb)} · ${r.bedrooms} bed · sleeps ${r.maxGuests}</p><p class="hh-card__price">From $${r.nightly} /night</p></article>`)
    .join('\n');
  // the HomHero API's own /listings envelope ({ listings: [{ id, slug, name, suburb… }] }), relayed by
  // the plugin (the API needs the site's secret key, so the browser never calls it); no separate count
  const listings = found.map((r) => ({ id: r.id, slug: r.slug, name: r.name, suburb: r.suburb }));
  return { success: true, data: { listings, html } };
}

const alert = (message: string) => ({ success: false, data: { available: false, message, html: `<div class="alert alert-danger" role="alert">${esc(message)}</div>` } });

export interface Priced {
  total: number;
  breakdown: Record<string, number>;
}

/** The price of a stay: nights, cleaning, linen, GST on those; damage protection listed as declined. */
export function price(r: Retreat, from: string, to: string): Priced {
  const stay = money(r.nightly * nightsOf(from, to).length);
  const gst = money(((stay + r.cleaning + r.linen) * GST) / 100);
  return {
    total: money(stay + r.cleaning + r.linen + gst),
    breakdown: { Accommodation: stay, 'Cleaning fee': r.cleaning, 'Linen hire': r.linen, 'Damage protection (declined)': r.protection, GST: gst },
  };
}

/** Why a stay cannot be had (HomHero's wording), or null. */
export function refusal(r: Retreat, from: string, to: string, guests: number): string | null {
  if (!from || !(to > from)) return 'Please choose your arrival and departure dates.';
  const nights = nightsOf(from, to);
  if (nights.length < r.minNights) return `${r.name} has a ${r.minNights} night minimum stay for these dates.`;
  if (guests > r.maxGuests) return `${r.name} sleeps up to ${r.maxGuests} guests.`;
  const first = nights.find((n) => taken(r, n));
  return first ? `${r.name} is not available on ${au(first)}. Please choose other dates.` : null;
}

/** homhero_ajax_quote: check_only answers availability alone; payment_option=deposit prices what is due now. */
export function quote(form: Form) {
  const r = retreatById(field(form, 'property_id'));
  const [from, to] = [iso(field(form, 'check_in')), iso(field(form, 'check_out'))];
  const guests = (Number(field(form, 'adults')) || 1) + (Number(field(form, 'children')) || 0);
  if (!r) return alert('This property is no longer available.');
  const no = refusal(r, from, to, guests);
  if (no) return alert(no);
  if (field(form, 'check_only')) return { success: true, data: { available: true, min_nights: r.minNights } };
  const p = price(r, from, to);
  const deposit = field(form, 'payment_option') === 'deposit';
  const total = deposit ? money((p.total * DEPOSIT) / 100) : p.total;
  return { success: true, data: { available: true, currency: 'AUD', payment_option: deposit ? 'deposit' : 'full', total, total_formatted: aud(total), breakdown: p.breakdown } };
}

/** The listings archive at `folder` with its search form. */
export const searchMain = (q: URLSearchParams, nonce: string, folder: string): string => {
  const chosen = q.getAll('amenities[]');
  const options = [ANY, ...AMENITIES].map((a) => `<option value="${esc(a)}"${chosen.includes(a) ? ' selected' : ''}>${esc(a)}</option>`).join('');
  const input = (name: string, label: string) => `<label>${label} <input name="${name}" value="${esc(q.get(name) ?? '')}"></label>`;
  return `<section class="hh-search"><form id="hh-search-form" class="hh-search__form" action="${folder}" method="get">
${input('dates', 'Dates')} ${input('adults', 'Adults')} ${input('children', 'Children')} ${input('location', 'Location')}
<label>Features <select name="amenities[]" multiple>${options}</select></label><input type="hidden" name="hh_nonce" value="${nonce}">
<button class="hh-button">Search</button></form><p class="hh-results__count"></p><div class="hh-results"></div></section>`;
};

export const propertyMain = (r: Retreat, nonce: string): string => `<div class="hh-property" data-property-id="${r.id}">
<h1 class="hh-property__title">${esc(r.name)}</h1><p class="hh-property__meta">${esc(r.suburb)}, QLD · ${r.bedrooms} bedrooms · sleeps ${r.maxGuests} · ${r.amenities.map(esc).join(', ')}</p>
<p class="hh-property__from">From $${r.nightly} /night based on a 7 night stay</p>
<aside class="hh-booking card" data-nonce="${nonce}"><p>${r.minNights} night minimum</p>
<label>Dates <input id="hh-dates" placeholder="dd/mm/yyyy to dd/mm/yyyy" autocomplete="off"></label>
<label>Adults <select id="hh-adults">${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option${n === 2 ? ' selected' : ''}>${n}</option>`).join('')}</select></label>
<label>Children <select id="hh-children">${[0, 1, 2, 3, 4].map((n) => `<option>${n}</option>`).join('')}</select></label>
<div class="hh-booking__messages"></div><button type="button" id="hh-get-quote" class="hh-button" disabled>Get quote</button>
<div class="hh-quote"></div><a id="hh-book" class="hh-button hidden" href="#">Book now</a></aside></div>`;
