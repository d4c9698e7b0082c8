// Line items from a platform's list of priced lines, read by the platform's own key names: Guesty's invoiceItems
// ({ title, amount }), Hostfully's fees ({ name, totalAmount }), the payout widget's breakdown ({ feeType, amount }),
// SuperControl's extras ({ description, price }). One place for "list of objects -> label -> amount", with the
// rules of amounts() (events.ts): declined and unpriced lines dropped, repeated labels summed. feeItems() is the
// variant that also applies a platform's fee-inclusion rule.
import { pick } from '../../parse';
import { addTo, amounts, type Money } from '../events';

/** label -> amount from a list of objects: lineItems(money.invoiceItems, 'title', 'amount'). */
export const lineItems = (list: unknown, label: string, amount: string): Money =>
  amounts((Array.isArray(list) ? list : []).map((line) => [pick(line, label), pick(line, amount)]));

/** The sum of a line-item map, to the cent: the total of a platform that sends only the breakdown. */
export function totalOf(items: Money): number | null {
  const out: Money = {};
  for (const k of Object.keys(items)) addTo(out, 't', items[k]);
  return out.t ?? null;
}
