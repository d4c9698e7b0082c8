import { parsePrice } from './price';
import { norm, safe, str } from './util';

/** [min, max]; either side null when unset. */
export type Range = [number | null, number | null];

/**
 * A finite number, or null. Numbers pass; plain numeric strings ("12", "-1.5", ".5") are read as JavaScript
 * numbers (so "1.234" is 1.234); any other string goes through parsePrice ("€ 1.234,50", "3 guests").
 * When `defaultValue` is given, a value within 0.001 of it is null (an untouched filter is unset).
 */
export const toNumber = safe((v: unknown, defaultValue?: number | null): number | null => {
  const t = typeof v == 'string' ? v.trim() : null,
    n = typeof v == 'number' ? v : t == null ? null : /^-?\d*\.?\d+$/.test(t) ? +t : parsePrice(t);
  return n == null || !isFinite(n) || (defaultValue != null && Math.abs(n - defaultValue) <= 1e-3) ? null : n + 0;
}, null);

/** toNumber floored (2.9 -> 2, -1.5 -> -2); the default is compared after flooring. */
export const toInt = safe((v: unknown, defaultValue?: number | null): number | null => {
  const n = toNumber(v);
  return n == null ? null : toNumber(Math.floor(n), defaultValue);
}, null);

/**
 * A range from "100-200" (dash, en dash, minus), "100,200" (comma, used only when there is no dash), a single
 * value ("100" or 100 -> [100, null], "-200" -> [null, 200]) or a [min, max] array. Each side goes through
 * toNumber with the matching side of `defaults` (so a side equal to the site's bound is null). A reversed pair is
 * swapped. Anything unreadable gives [null, null].
 */
export const parseRange = safe(
  (v: unknown, defaults?: Range | null): Range => {
    let p: unknown[] = Array.isArray(v) ? v : [];
    const s = str(v);
    if (s != null) {
      const t = s.replace(/[\u2012-\u2015\u2212]/g, '-');
      p = t.split(t.indexOf('-') >= 0 ? '-' : ',');
    }
    if (p.length > 2) return [null, null];
    const a = toNumber(p[0], defaults?.[0]),
      b = toNumber(p[1], defaults?.[1]);
    return a != null && b != null && a > b ? [b, a] : [a, b];
  },
  [null, null] as Range,
);

/**
 * Number of search results: 0 when a no-results text shows (case- and accent-insensitive substring, or RegExp)
 * or when no number can be read. Otherwise the largest number in the text, so "Showing 1-20 of 1.234 results"
 * gives 1234 (groups of 3 after "." "," "'" nbsp or thin space are thousands). Numbers pass (floored, >= 0).
 */
export const parseResultCount = safe((v: unknown, noResultsTexts?: (string | RegExp)[] | null): number => {
  if (typeof v == 'number') return isFinite(v) && v > 0 ? Math.floor(v) : 0;
  const s = str(v, 5000);
  if (
    s == null ||
    noResultsTexts?.some((t) => (typeof t == 'string' ? t && norm(s).indexOf(norm(t)) >= 0 : s.search(t) >= 0))
  )
    return 0;
  const n = (s.match(/\d{1,3}(?:[.,'\u00a0\u2009\u202f]\d{3})+(?!\d)|\d+/g) || []).reduce(
    (a, x) => Math.max(a, +x.replace(/\D/g, '')),
    0,
  );
  return isFinite(n) ? n : 0;
}, 0);
