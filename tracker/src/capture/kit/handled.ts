// Once per reservation (or any id): what an adapter has already handled in this tab's journey, so a booking
// converted by its create call is not converted again by the confirmation page that follows, whichever page
// that is. Kept in session storage (it belongs to this tab; a new tab is a new journey), the newest ids of each
// scope only, so the store stays small.
import { getJSON, session, setJSON } from '../../core/storage';

const KEEP = 20;
const keyOf = (scope: string) => `__beacon_handled_${scope}`;
const idsOf = (scope: string): string[] => {
  const ids = getJSON<unknown>(session, keyOf(scope));
  return Array.isArray(ids) ? ids.map(String) : [];
};

/** Whether `id` was marked handled in `scope` (an adapter's own name, e.g. 'mews-like:booked'). */
export function wasHandled(scope: string, id: unknown): boolean {
  return id != null && idsOf(scope).indexOf(String(id)) >= 0;
}

/** Marks `id` handled in `scope`; an unknown id (null) marks nothing. */
export function markHandled(scope: string, id: unknown): void {
  if (id == null || wasHandled(scope, id)) return;
  setJSON(session, keyOf(scope), [String(id)].concat(idsOf(scope)).slice(0, KEEP));
}

/** True the first time `id` is seen in `scope` (and marks it); false when it was handled before or is unknown. */
export function handleOnce(scope: string, id: unknown): boolean {
  if (id == null || wasHandled(scope, id)) return false;
  markHandled(scope, id);
  return true;
}
