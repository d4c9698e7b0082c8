// Line items from a platform's list of priced lines, read by the platform's own key names: Guesty's invoiceItems
// ({ title, amount }), Hostfully's fees ({ name, totalAmount }), the payout widget's breakdown ({ feeType, amount }),
// SuperControl's extras ({ description, price }). One place for "list of objects -> label -> amount", with the
// rules of amounts() (events.ts): declined and unpriced lines dropped, repeated labels summed. feeItems() is the
// variant that also applies a platform's fee-inclusion rule (Streamline's fee lists).
import type { Payload } from '../../core/types';
import { parseBoolean, parsePrice, pick, toNumber } from '../../parse';
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

/** Fee inclusion (spec 5), one rule per platform: 'include' = flagged include; 'required' = required with a
 * price above 0; 'quantity' = quantity above 0; 'priced' = price above 0, for a list that is itself the required
 * fees (Streamline's required_fees, book-now's rate.fees: a "0.00" Pet Fee is not charged). Field names are
 * looked up among the platforms' usual spellings. */
export type FeeRule = 'include' | 'required' | 'quantity' | 'priced';
const field = (fee: Payload, names: string) => {
  for (const n of names.split(' ')) if (fee[n] != null) return fee[n];
};
export function includeFee(fee: Payload, rule: FeeRule): boolean {
  if (!fee || typeof fee != 'object') return false;
  if (rule == 'include') return parseBoolean(field(fee, 'include included is_included')) === true;
  if (rule == 'quantity') return (toNumber(field(fee, 'quantity qty count')) || 0) > 0;
  return (rule == 'priced' || parseBoolean(field(fee, 'required is_required mandatory')) === true) && (parsePrice(field(fee, 'price amount value total')) || 0) > 0;
}
/** line items from a fee list under a rule: name from name/label/title, amount from price/amount/value/total. */
export const feeItems = (fees: unknown, rule: FeeRule): Money =>
  amounts(
    (Array.isArray(fees) ? fees : [])
      .filter((f) => includeFee(f, rule))
      .map((f: Payload) => [field(f, 'name label title description'), field(f, 'price amount value total')]),
  );
