import { safe, str } from './util';

/**
 * A price as a number, or null when the value holds no single readable number.
 * - Finite numbers pass through. Strings: whitespace (incl. nbsp, thin and zero-width spaces) and apostrophe
 *   thousands marks (Swiss 1'234) are removed, minus signs (U+2212, dashes) normalised to "-".
 * - Text without digits around the one number is ignored: currency symbols and codes (€, $, £, kr, EUR, NOK, USD,
 *   R$...), labels ("Total:"), suffixes ("/ night"). Two numbers ("2 x 50", "100-200") give null.
 * - A minus at the very start or right before the digits makes it negative ("-€25", "€ −25,00"). A mark right
 *   before the digits that does not end a word is a leading decimal point (".50", "$.50" -> 0.5; "Fr.50" -> 50).
 * - A trailing comma or dot counts as nothing ("12." -> 12, "9 990,-" -> 9990).
 * - The last "," or "." is the decimal mark when the group after it is not 3 digits long ("12,5", "1.234,50",
 *   "1234.5678"), when the other mark appears before it ("1.234,567"), or when the number starts with 0
 *   ("0.125"); otherwise every mark is a thousands separator ("1.234" -> 1234, "1,234,567").
 */
export const parsePrice = safe((v: unknown): number | null => {
  if (typeof v == 'number') return isFinite(v) ? v + 0 : null;
  const m = (str(v) ?? '')
    .replace(/[\s\u200b-\u200d\u2060'\u2019]/g, '')
    .replace(/[\u2012-\u2015\u2212\ufe63\uff0d]/g, '-')
    .match(/^(-?)([^\d-]*)(-?)(\d[\d.,]*?)[.,]*([^\d.,]\D*)?$/);
  if (!m || (m[1] && m[3])) return null;
  // ".50" / "$.50" is 0.5 (but "Fr.50" is 50)
  const c = (!m[3] && /(^|[^a-z])[.,]$/i.test(m[2]) ? '0.' : '') + m[4],
    g = c.match(/^(.*)([.,])(\d+)$/),
    n =
      g && (g[3].length != 3 || c[0] == '0' || g[1].indexOf(g[2] == '.' ? ',' : '.') >= 0)
        ? +(g[1].replace(/\D/g, '') + '.' + g[3])
        : +c.replace(/\D/g, '');
  return isFinite(n) ? (m[1] || m[3] ? -n : n) + 0 : null;
}, null);
