// What the WordPress rental-theme adapters share (issue 8), kept here once instead of in each adapter:
// - formList: every value of a PHP-style form field (`amenities[]=a&amenities[]=b`, Listeo's
//   `tax-listing_feature[sauna]=sauna`), from the observed call's body or, for page captures, the page's query;
// - dateSpan: the two dates of one range field ("12/14/2026 - 12/19/2026" from daterangepicker,
//   "14/12/2026 to 19/12/2026" from flatpickr), each read by parse's parseDate.
// (WooCommerce's order-received page, where several of them end, is woo.ts.)
import { parseDate } from '../parse';
import type { Source } from './adapter';

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
