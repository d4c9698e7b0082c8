import { parseDate, type DateOrder } from './date';
import { cleanText } from './text';
import { norm, safe, str } from './util';

/** What a line-item / payment label means (spec 5, "Parsing"). */
export type LabelKind = 'total' | 'rent' | 'due_today' | { dueDate: string };

/**
 * Classifies a label (up to 200 chars; case-, accent- and whitespace-insensitive; trailing ":" "*" ")" etc.
 * ignored). First rule wins:
 * - 'total': exactly "reservation total", "total amount for reservation", "total", "sub total" / "subtotal" /
 *   "sub-total", "grand total", or beginning with "total price"; Spanish and Catalan: "importe total" / "import
 *   total", "total (de la) reserva", or beginning with "precio total" / "preu total";
 * - 'rent': ending in "night(s)" ("7 nights", "Rent (7 nights)") or beginning with "lodging"; Spanish and Catalan:
 *   ending in "noche(s)" / "nit(s)" ("Estada (7 nits)") or beginning with "alojamiento", "allotjament", "estancia",
 *   "estada";
 * - 'due_today': contains "today" or "due now" ("Due today", "Pay today"); Spanish "hoy", Catalan "avui";
 * - { dueDate }: "due" followed by a date parseDate reads ("Due 01/03/2026", "Balance due on March 1, 2026");
 * - null otherwise.
 */
export const classifyLabel = safe((text: unknown, order?: DateOrder | null): LabelKind | null => {
  const s = norm(str(cleanText(text), 200) ?? '').replace(/[^a-z\d]+$/, ''),
    due = s.match(/\bdue\b(.*)/),
    d = due && parseDate(due[1], order);
  return /^(reservation total|total amount for reservation|total|total price.*|sub[ -]?total|grand total|importe? total|total (de la )?reserva|(precio|preu) total.*)$/.test(s)
    ? 'total'
    : /nights?$|\b(noches?|nits?)$|^(lodging|alojamiento|allotjament|estancia|estada)/.test(s)
      ? 'rent'
      : /\b(today|hoy|avui)\b|\bdue now\b/.test(s)
        ? 'due_today'
        : d
          ? { dueDate: d }
          : null;
}, null);
