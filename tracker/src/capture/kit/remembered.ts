// Fields an adapter keeps for a later event of the same journey, by key: a quote's stay under the quote's id,
// read back when the booking call names that id. Kept in session storage (this tab's journey, across a payment
// page load), the newest entries of each scope only.
import { getJSON, session, setJSON } from '../../core/storage';
import type { Fields } from '../events';

const KEEP = 20;
type Entry = [string, Fields];
const keyOf = (scope: string) => `__beacon_remembered_${scope}`;
const entriesOf = (scope: string): Entry[] => {
  const entries = getJSON<unknown>(session, keyOf(scope));
  return Array.isArray(entries) ? (entries as Entry[]) : [];
};

/** Keeps `fields` under `key` in `scope` (an adapter's own name, e.g. 'guesty:quotes'); a null key keeps nothing. */
export function remember(scope: string, key: unknown, fields: Fields): void {
  if (key == null) return;
  const rest = entriesOf(scope).filter(([k]) => k !== String(key));
  setJSON(session, keyOf(scope), [[String(key), fields] as Entry].concat(rest).slice(0, KEEP));
}

/** The fields kept under `key` in `scope`, or null. */
export function recall(scope: string, key: unknown): Fields | null {
  if (key == null) return null;
  const hit = entriesOf(scope).filter(([k]) => k === String(key))[0];
  return hit ? hit[1] : null;
}
