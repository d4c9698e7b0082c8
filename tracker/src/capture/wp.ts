// What the WordPress rental-theme adapters share (issue 8), kept here once instead of in each adapter:
// - formList: every value of a PHP-style form field (`amenities[]=a&amenities[]=b`, Listeo's
//   `tax-listing_feature[sauna]=sauna`), from the observed call's body or, for page captures, the page's query;
// - dateSpan: the two dates of one range field ("12/14/2026 - 12/19/2026" from daterangepicker,
//   "14/12/2026 to 19/12/2026" from flatpickr), each read by parse's parseDate;
// - halfMapSearch / homeyStay: what Favethemes' Homey family of themes (Homey, Boostly) posts the same way: the
//   half-map search (arrive, depart, guest, bedrooms, min-price, max-price; the answer's total_results) and the
//   stay of a booking-cost call (listing_id, check_in_date, check_out_date, adult_guest, child_guest, and the
//   listing page's h1.listing-title).
// (WooCommerce's order-received page, where several of them end, is woo.ts.)
import { parseDate, pick } from '../parse';
import type { Source } from './adapter';
import { text } from './dom';
import type { Fields } from './events';

/** Values of `name`, `name[]` and `name[key]` in order, blanks dropped. */
export function formList(s: Pick<Source, 'call'>, name: string): string[] {
  const out: string[] = [];
  try {
    new URLSearchParams(s.call ? s.call.requestBody || '' : location.search).forEach((v, k) => {
      if ((k == name || k.indexOf(name + '[') == 0) && v.trim()) out.push(v);
    });
  } catch {}
  return out;
}

/** [checkin, checkout] (yyyy-mm-dd or null) from "a - b", "a – b" or "a to b". */
export function dateSpan(v: unknown): [string | null, string | null] {
  const [a, b] = typeof v == 'string' ? v.split(/\s+(?:[-\u2013]|to)\s+/i) : [];
  return [parseDate(a), parseDate(b)];
}

/** The fields every Homey-family half-map search posts; the adapter adds its location and type fields. */
export const halfMapSearch = (s: Pick<Source, 'json' | 'param'>): Fields => ({
  result_count: pick(s.json, 'total_results'),
  checkin: s.param('arrive'),
  checkout: s.param('depart'),
  guests_adults: [s.param('guest'), s.param('guest')],
  bedrooms: s.param('bedrooms'),
  price: [s.param('min-price'), s.param('max-price')],
});

/** The stay a Homey-family booking call prices (homey_calculate_booking_cost, boostly_calculate_booking_cost…). */
export const homeyStay = (s: Pick<Source, 'param'>): Fields => ({
  listing_id: s.param('listing_id'),
  listing_name: text('h1.listing-title'),
  checkin: s.param('check_in_date'),
  checkout: s.param('check_out_date'),
  guests_adults: s.param('adult_guest'),
  guests_children: s.param('child_guest'),
});
