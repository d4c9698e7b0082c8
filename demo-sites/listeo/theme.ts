// Listeo's differences from the kit: listeo_get_listings (the archive's ajax filter) and Listeo Core's
// check_avaliabity with its minimum-stay refusal, in their real shapes, plus the archive and listing templates.
import { esc, field, type Form } from '../kit/http.ts';
import { formatAmount } from '../kit/money.ts';
import { fromUsDate, isAvailable, isIsoDate, nightsOf, quoteStay, stayProblem, type Stay } from '../kit/fixtures.ts';
import { CHALETS, FEATURES, type Chalet } from './data.ts';

export const chaletById = (id: unknown): Chalet | undefined => CHALETS.find((c) => c.id === Number(id));
const url = (c: Chalet) => `/listing/${c.slug}/`;

/** number_format_i18n on a de_DE site: 1682.5 -> "1.682,50". */
export const euros = (n: number): string => formatAmount(n, { thousands: '.', decimal: ',' });

/** The features ticked in the form: Listeo names them tax-listing_feature[<slug>]. */
const ticked = (form: Form): string[] => Object.keys(form).filter((k) => k.startsWith('tax-listing_feature[')).map((k) => field(form, k));

/** listeo_get_listings: the archive filter (location, date_range "mm/dd/yyyy - mm/dd/yyyy", features). */
export function getListings(form: Form) {
  const [from, to] = field(form, 'date_range').split(' - ').map(fromUsDate);
  const features = ticked(form);
  const found = CHALETS.filter(
    (c) =>
      (!field(form, 'location_search') || c.region === field(form, 'location_search')) &&
      features.every((f) => c.features.includes(f)) &&
      (!from || !to || isAvailable(c, from, to)),
  );
  const cards = found.map(
    (c) => `<div class="listing-item-container listing-geo-data list-layout listing-type-rental" data-title="${esc(c.name)}">
<a href="${url(c)}" class="listing-item"><div class="listing-item-content"><span class="tag">${esc(c.region)}</span><h3>${esc(c.name)}</h3>
<span class="listing-price">ab ${euros(c.nightly)} € / Nacht</span></div></a></div>`,
  );
  return {
    found_listings: found.length > 0,
    max_num_pages: found.length ? 1 : 0,
    total_found: found.length,
    html: found.length ? `<div class="loader-ajax-container"><div class="loader-ajax"></div></div>${cards.join('\n')}<div class="clearfix"></div>` : '<p class="no-results">Nothing found</p>',
    pagination: '',
  };
}

/** A breakdown amount as _breakdown_format writes it on this site (currency after: "1.592,50 €"). */
const formatted = (n: number): string => `${euros(n)} €`;

/** Listeo Core 2.0's calculate_price_breakdown for a nightly rental without per-guest pricing: the stay as one
 * "Nightly rate" line (uniform rate: "318,50 € × 5 nights"), the reservation fee, then subtotal and total. */
export function priceBreakdown(c: Chalet, stay: Stay) {
  const q = quoteStay(c, stay);
  const nights = q.nights.length;
  const units = `${nights} ${nights === 1 ? 'night' : 'nights'}`;
  const line = (key: string, label: string, amount: number, sublabel: string | null) => ({
    key, label, sublabel, amount, amount_formatted: formatted(amount), is_discount: false, service_slug: null, fee_id: null,
  });
  const lines = [
    line('accommodation', 'Nightly rate', q.rent, `${formatted(q.rent / nights)} × ${units}`),
    ...q.fees.map((f) => line('reservation_fee', f.name, f.amount, 'One-time charge')),
  ];
  return {
    booking_type: 'date_range', units: nights, units_label: units, guests: stay.adults + stay.children, children: stay.children, lines,
    subtotal: q.total, subtotal_formatted: formatted(q.total), coupon: null, total: q.total, total_formatted: formatted(q.total),
    currency_symbol: '€', currency_position: 'after', decimals: 2,
  };
}

/** Listeo Core counts days, not nights: the stay's nights plus one must reach _min_days (minimum nights + 1). */
export function checkAvailability(form: Form) {
  const c = chaletById(field(form, 'listing_id'));
  const stay = { checkin: field(form, 'date_start'), checkout: field(form, 'date_end'), adults: Number(field(form, 'adults')) || 1, children: Number(field(form, 'children')) || 0 };
  if (!c || !isIsoDate(stay.checkin) || stay.checkout <= stay.checkin) return { success: true, data: { free_places: 0 } };
  const days = nightsOf(stay.checkin, stay.checkout).length + 1;
  if (days < c.minNights + 1) return { free_places: 0, error: `Minimum stay for this listing is ${c.minNights + 1} day(s). You selected ${days} day(s).` };
  const problem = stayProblem(c, stay);
  return { success: true, data: { free_places: problem ? 0 : 1, price: euros(quoteStay(c, stay).total), breakdown: priceBreakdown(c, stay) } };
}

export const archiveMain = (q: URLSearchParams): string => `<div class="listeo-archive row">
<form id="listeo_core-search-form" class="main-search-form" action="/listings/" method="get">
<input type="text" name="keyword_search" placeholder="What are you looking for?" value="${esc(q.get('keyword_search') ?? '')}">
<input type="text" name="location_search" placeholder="Location" value="${esc(q.get('location_search') ?? '')}">
<input type="text" name="date_range" placeholder="Check-In - Check-Out" value="${esc(q.get('date_range') ?? '')}">
<div class="panel-dropdown"><a href="#">More Filters</a><div class="panel-checkboxes-container">
${Object.entries(FEATURES)
  .map(([slug, label]) => `<div class="panel-checkbox-wrap"><input id="${slug}" value="${slug}" type="checkbox" name="tax-listing_feature[${slug}]"><label for="${slug}">${label}</label></div>`)
  .join('\n')}
</div></div><button type="submit" class="button fs-map-btn">Search</button></form>
<div class="listings-counter"></div><div id="listeo-listings-container" class="listings-container list-layout"></div><div class="pagination-container"></div></div>`;

export const listingMain = (c: Chalet): string => `<div id="titlebar" class="listing-titlebar"><div class="listing-titlebar-title">
<h1>${esc(c.name)}</h1><span class="listing-tag">Chalet</span> <span class="listing-address">${esc(c.region)}</span></div></div>
<div class="row"><div class="col-lg-8 listing-details"><ul class="listing-features">${c.features.map((f) => `<li>${FEATURES[f]}</li>`).join('')}</ul>
<p>Mindestaufenthalt: ${c.minNights} Nächte · ${euros(c.nightly)} € pro Nacht</p></div>
<div id="booking-widget-anchor" class="col-lg-4 boxed-widget booking-widget"><h3>Booking</h3>
<input type="hidden" id="listing_id" value="${c.id}"><input type="hidden" id="coupon_code" value="">
<input type="text" id="date-picker" class="date-picker-listing-rental" data-listing_type="rental" placeholder="Check-In - Check-Out" autocomplete="off">
<div class="daterangepicker"><button type="button" class="applyBtn btn">Apply</button></div>
<div class="qtyButtons"><label>Adults <input type="text" class="adults" name="qtyInput" value="2"></label><label>Children <input type="text" class="children" name="qtyInput" value="0"></label></div>
<div class="booking-estimated-cost hidden"><ul class="booking-price-breakdown" id="booking-price-breakdown" style="display:none;"></ul><strong>Total Cost</strong><span></span></div>
<div class="booking-error-message hidden"></div>
<a href="#" class="button book-now fullwidth inactive">Request To Book</a></div></div>`;
