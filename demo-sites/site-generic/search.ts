// The search page's availability rule: free on every night of the stay, or (flexible dates) of a stay of the same
// length starting up to `flex` days earlier or later. No dates: every chalet.
import { addDays, nightsOf } from '../server/fixtures.ts';
import type { Chalet } from './data.ts';

export function isAvailable(c: Chalet, checkin: string, checkout: string, flex: number): boolean {
  if (!checkin || !checkout || checkout <= checkin) return true;
  for (let d = -flex; d <= flex; d++) if (nightsOf(addDays(checkin, d), addDays(checkout, d)).every((n) => !c.booked.includes(n))) return true;
  return false;
}
