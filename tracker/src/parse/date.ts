import { monthOf } from './months';
import { norm, safe, str } from './util';

/** How an all-numeric date with a day and a month both <= 12 is read: dd/mm (default) or mm/dd. */
export type DateOrder = 'dmy' | 'mdy';

const pad = (n: number) => (n < 10 ? '0' : '') + n;
// 2-digit years: below 70 -> 20xx, else 19xx; 4-digit years as written; any other length is invalid
const year = (t: string) => (t.length == 2 ? +t + (+t < 70 ? 2000 : 1900) : t.length == 4 ? +t : 0);
// yyyy-mm-dd when y/m/d is a real calendar date (31/02 and 29/02/2025 are not), else null
const ymd = (y: number, m: number, d: number): string | null =>
  y > 999 && y < 1e4 && m > 0 && m < 13 && d > 0 && d <= new Date(Date.UTC(y, m, 0)).getUTCDate()
    ? y + '-' + pad(m) + '-' + pad(d)
    : null;

/**
 * A calendar date as yyyy-mm-dd, or null.
 * - Date objects: their local date. Numbers: read as text (20260214). Epoch timestamps are not guessed.
 * - A time of day and everything after it is dropped ("2026-02-14T23:30:00-05:00" -> 2026-02-14, as written).
 * - Numeric, found anywhere in the text (so "Sa, 14.02.2026" works): yyyy-mm-dd, dd-mm-yyyy, dd/mm/yyyy,
 *   mm/dd/yyyy, 2-digit years, separators / - _ . ; and yyyymmdd. With a 4-digit first part it is always y-m-d.
 *   Otherwise a part > 12 decides day vs month; when both are <= 12 `order` decides (default 'dmy').
 * - With a month name (monthOf): exactly one month word and exactly two numbers, the day (1-2 digits) and the
 *   year (4 digits, or 2 digits after the day): "14 févr. 2026", "14 de febrero de 2026", "Feb 14th, 2026",
 *   "Sat, 14 Feb 2026", "14-Feb-26". Other words (weekdays, "de", "of") are ignored.
 * - Month > 12, day > 31 and impossible dates (31/02/2026) give null.
 */
export const parseDate = safe((v: unknown, order?: DateOrder | null): string | null => {
  if (v instanceof Date) return ymd(v.getFullYear(), v.getMonth() + 1, v.getDate());
  const s = norm(str(v) ?? '').replace(/t?\d\d?:\d\d.*/, ''),
    m = s.match(/(?:^|\D)(\d{1,4})[-/_.](\d\d?)[-/_.](\d{1,4})(?!\d)|(?:^|\D)(\d{4})(\d\d)(\d\d)(?!\d)/);
  if (m) {
    if (m[4]) return ymd(+m[4], +m[5], +m[6]);
    const [, a, b, c] = m;
    if (a.length == 4) return ymd(+a, +b, +c);
    let d = +a,
      mo = +b;
    if (order == 'mdy') [d, mo] = [mo, d];
    if (mo > 12) [d, mo] = [mo, d];
    return a.length < 3 ? ymd(year(c), mo, d) : null;
  }
  const months = (s.match(/[a-z]+/g) || []).map(monthOf).filter((x) => x),
    n = s.match(/\d+/g) || [];
  if (months.length != 1 || n.length != 2) return null;
  const [p, q] = n[0].length > 2 ? [n[1], n[0]] : n;
  return p.length < 3 ? ymd(year(q), months[0] as number, +p) : null;
}, null);
