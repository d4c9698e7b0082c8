// Dates written in a site's own datepicker format: a numeric date in a named format ('yy-dd-mm', 'MM/DD/YYYY',
// 'd.m.Y'), and the two dates of one range field ("12/14/2026 - 12/19/2026" from daterangepicker,
// "14/12/2026 to 19/12/2026" from flatpickr). Anything else is read by parse's parseDate.
import { parseDate } from '../../parse';

/** A numeric date written in `format` (tokens by first letter: y/Y year, m/M month, d/D day, any separators;
 * 'yy-dd-mm', 'MM/DD/YYYY', 'd.m.Y') as yyyy-mm-dd; other formats and values go to parseDate as they are. */
export function dateByFormat(v: unknown, format: unknown): string | null {
  const parts = typeof v == 'string' ? v.trim().match(/^(\d{1,4})\D(\d{1,2}|\d{4})\D(\d{1,4})$/) : null;
  const order = typeof format == 'string' ? (format.toLowerCase().match(/[ymd]/g) || []).filter((c, i, a) => a.indexOf(c) == i) : [];
  if (!parts || order.length != 3) return parseDate(v);
  const at = (c: string) => parts[order.indexOf(c) + 1];
  return parseDate(`${at('y')}-${at('m')}-${at('d')}`);
}

/** [checkin, checkout] (yyyy-mm-dd or null) from "a - b", "a – b" or "a to b"; with the site's date `format`
 * (dateByFormat) when it names one. */
export function dateSpan(v: unknown, format?: unknown): [string | null, string | null] {
  const [a, b] = typeof v == 'string' ? v.split(/\s+(?:[-\u2013]|to)\s+/i) : [];
  return [dateByFormat(a, format), dateByFormat(b, format)];
}
