// The scraped reservation (spec 3): checkout and confirmation pages show the booking as label/amount rows
// (a table, a list, a dl). Each row's label is classified by parse's classifyLabel (spec 5): total labels give
// the total (the last one wins: "Sub total" comes before "Grand total"), rent labels add to "Rent", "due
// today" / "due now" and "Due <date>" rows are payments by yyyy-mm-dd due date; any other priced row is a line
// item. Rows mentioning "declined" and rows without a readable amount are skipped.
import { classifyLabel, parseDate, parsePrice } from '../../parse';
import { all, el, ownText, text } from '../dom';
import { addTo as add, isDeclined, type Money } from '../events';

export interface Reservation {
  /** line-item name -> amount */
  items: Money;
  /** due date yyyy-mm-dd -> amount */
  payments: Money;
  total: number | null;
}

export interface RowSelectors {
  /** row elements inside the container (default 'tr, li, dt') */
  rows?: string;
  /** label / amount inside a row (default: its first and last child; a row with one child, as
   * `<li>Cleaning Fee <span>$150.00</span></li>`: its own text and that child; for a dt: itself and the next dd) */
  label?: string;
  amount?: string;
}

/** The row's own text (its text nodes, not its children's). */

export function scrapeReservation(container: string | Element | null, sel: RowSelectors = {}): Reservation {
  const out: Reservation = { items: {}, payments: {}, total: null };
  const root = el(container);
  if (!root) return out;
  for (const row of all(sel.rows || 'tr, li, dt', root)) {
    const kids = row.children;
    const dt = row.tagName == 'DT';
    const label = sel.label ? text(sel.label, row) : dt ? text(row) : kids.length > 1 ? text(kids[0]) : ownText(row);
    const raw = sel.amount ? text(sel.amount, row) : dt ? row.nextElementSibling && text(row.nextElementSibling) : kids.length > 0 && text(kids[kids.length - 1]);
    const n = parsePrice(raw);
    if (!label || n == null || isDeclined(row.textContent) || (dt && isDeclined(raw))) continue;
    const kind = classifyLabel(label);
    if (kind == 'total') out.total = n;
    else if (kind == 'rent') add(out.items, 'Rent', n);
    else if (kind == 'due_today') add(out.payments, parseDate(new Date()) as string, n);
    else if (kind) add(out.payments, kind.dueDate, n);
    else add(out.items, label.replace(/[\s:]+$/, ''), n);
  }
  return out;
}
