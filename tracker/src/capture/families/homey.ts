// Favethemes' Homey family of WordPress themes (Homey 2.x and the child themes built on it, e.g. Boostly), which
// post the same calls (issue 8):
// - halfMapSearch: the half-map search (arrive, depart, guest, bedrooms, min-price, max-price, amenity[]; the
//   answer's total_results);
// - homeyStay: the stay of a booking-cost call (listing_id, check_in_date, check_out_date, the guests as Homey 2.4
//   really sends them, the listing page's h1.listing-title);
// - homeyCost: its HTML or availability answer.
// Dates are read in the site's own datepicker format (HOMEY_ajax_vars.homey_date_format).
// Facts from Homey 2.4 (rafaelcs/rental@220315d): HOMEY_ajax_vars.homey_date_format is the site's datepicker
// format ('yy-mm-dd' default; also mm-dd-yy, dd-mm-yy, dd.mm.yy, yy-dd-mm…), used for the half-map search's
// arrive/depart; the booking-cost call converts to YYYY-MM-DD first. The half-map answer's total_results is
// "<n> <rental label>" and lands in #listings_found.
import { cleanText, parseDate, pick } from '../../parse';
import type { Source } from '../adapter';
import { dateByFormat } from '../kit/date-format';
import { all, el, exists, text } from '../dom';
import { exact, type Fields } from '../events';
import { formList } from '../kit/form-list';
import { fragment } from '../kit/html';
import { moneySymbol } from '../kit/money-symbol';
import { pageGlobal } from '../kit/page-global';
import { scrapeReservation } from '../kit/reservation';

/** The fields every Homey-family half-map search posts (action homey_half_map, or a child theme's own): dates in
 * the site's datepicker format, guest, bedrooms, min-price / max-price, the ticked amenity[] boxes; the count
 * from the answer's total_results, or from the page (#listings_found; older demo markup #half_map_results_count). */
export const halfMapSearch = (s: Pick<Source, 'json' | 'param' | 'call'>): Fields => ({
  result_count: s.call ? pick(s.json, 'total_results') : text('#listings_found, #half_map_results_count'),
  checkin: homeyDate(s.param('arrive')),
  checkout: homeyDate(s.param('depart')),
  guests_adults: exact(s.param('guest')),
  bedrooms: s.param('bedrooms'),
  price: [s.param('min-price'), s.param('max-price')],
  amenities: formList(s, 'amenity'),
});

/** Homey's results page, as a path rule: its search forms GET it with arrive/depart/guest (its slug is set per
 * install) and its template has #listings_found (a child theme's own results page has not). The tracker starts at
 * load, when the template is parsed. */
export const homeyResultsPage = (loc: Pick<Location, 'search'>): boolean => /[?&]arrive=/.test(loc.search) && exists('#listings_found');

/** The stay a Homey-family booking call prices (homey_calculate_booking_cost, boostly_calculate_booking_cost…). */
export const homeyStay = (s: Pick<Source, 'param'>): Fields => {
  const [adults, children] = homeyGuests(s);
  return {
    listing_id: s.param('listing_id'),
    listing_name: homeyTitle(),
    checkin: homeyCallDate(s.param('check_in_date')),
    checkout: homeyCallDate(s.param('check_out_date')),
    guests_adults: adults,
    guests_children: children,
  };
};

/** What a Homey-family booking call answers: homey_calculate_booking_cost's HTML (the total in the right-hand
 * .payment-list-price-detail-total-price, its currency from the amount's symbol, the lines of .collapseExample
 * without the "Sub Total" and "Payment Due" rows), or check_booking_availability_on_date_change's
 * { success, message } (success false: the message is the quote error). */
export function homeyCost(s: Pick<Source, 'json' | 'call'>): Fields {
  if (s.json && typeof s.json == 'object') return { error_message: s.json.success === false ? s.json.message : null };
  // read inside the answer only: without a fragment the readers would search the page
  const box = fragment(s.call?.responseText);
  const total = box && text('.pull-right .payment-list-price-detail-total-price', box);
  return {
    total,
    currency: moneySymbol(total),
    line_items: scrapeReservation(box && box.querySelector('.collapseExample'), { rows: 'li:not(.sub-total):not(.payment-due)' }).items,
  };
}

/** A Homey-family datepicker value read with the site's own date format (Homey's setting, or the child theme's). */
export const homeyDate = (v: unknown): string | null =>
  dateByFormat(v, pageGlobal('HOMEY_ajax_vars.homey_date_format') ?? pageGlobal('boostly_vars.date_format'));

/** A booking call's date: Homey converts the datepicker value to YYYY-MM-DD before its availability and cost calls
 * (homey-ajax.js homey_convert_date), whatever the site's format; a child theme's own call may send the datepicker
 * value, which is read in the site's format. */
export const homeyCallDate = (v: unknown): string | null =>
  (typeof v == 'string' && /^\s*\d{4}-\d\d-\d\d\s*$/.test(v) && parseDate(v)) || homeyDate(v);

/** Homey's listing title: h1.listing-title without the "Featured" label the theme puts inside it. */
export function homeyTitle(): string | null {
  const copy = el('h1.listing-title')?.cloneNode(true) as Element | undefined;
  if (!copy) return null;
  for (const label of all('.label, .label-wrap', copy)) label.remove();
  return cleanText(copy.textContent);
}

/** Adults and children of a booking-cost call. Homey 2.4's date and guest handlers pass
 * (…, security, adult_guest, child_guest) to a function whose parameters are (…, security, extra_options,
 * adult_guest, child_guest), so the adults travel as extra_options, the children as adult_guest and child_guest
 * is empty; the extras handler (and fixed versions) send them in their own fields. `guests` is the sum.
 * Homey 2.1's cost call has no adult or child field at all, only `guests` (and extra_options): there the booking
 * form's hidden inputs are read (homey2xGuests). */
export function homeyGuests(s: Pick<Source, 'param'>): [string | null, string | null] {
  const adults = s.param('adult_guest'),
    children = s.param('child_guest'),
    extra = s.param('extra_options');
  // params are strings or null: a truthy one is set
  if (children) return [adults, children];
  if (extra && /^\d+$/.test(extra)) return [extra, adults];
  if (adults == null && children == null) return homey2xGuests(s.param('guests')) ?? [s.param('guests'), null];
  return [adults ?? s.param('guests'), null];
}

/** The party of a call that sends only `guests` (Homey 2.1: homey-ajax.js's cost function takes check-in,
 * check-out, guests, listing id, security and extras). The booking form (single-listing/booking/guests.php) keeps
 * the party in hidden inputs, `adult_guest` and `child_guest` (printed as 0 and left at 0 while the children
 * counter is untouched or hidden), and its +/- buttons write their sum into `guests`. Read only when they add up to
 * the call's `guests`, so a page whose inputs say something else reports the total as before. */
function homey2xGuests(guests: string | null): [string, string] | null {
  const count = (name: string) => {
    const v = (el(`input[name="${name}"]`) as HTMLInputElement | null)?.value;
    return v != null && /^\s*\d+\s*$/.test(v) ? String(Number(v)) : null;
  };
  const adults = count('adult_guest'),
    children = count('child_guest');
  if (guests == null || adults == null || children == null || !/^\s*\d+\s*$/.test(guests)) return null;
  return Number(adults) + Number(children) == Number(guests) ? [adults, children] : null;
}
