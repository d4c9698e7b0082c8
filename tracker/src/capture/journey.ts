// This tab's booking journey, in storage so it survives page loads: the one store of what a later event of the
// same journey needs. Three records, one module:
// - the last quote (spec 4, key __beaconLastQuote): booking pages often show no dates, guests or total once paid,
//   so the quote page stores what it quoted and the conversion carries it. Local storage survives a payment
//   redirect into a new tab; the session copy wins when both exist (it belongs to this tab's journey). Entries
//   older than a day are ignored: a conversion must not inherit last week's quote.
// - the last search sent (spec 5, key __beacon_search): read by the emitter's repeat rule.
// - what an adapter keeps, by scope (its own name, e.g. 'guesty:quotes') and key: a quote's stay under the
//   quote's id, or an id it has handled (a booking converted by its create call is not converted again by the
//   confirmation page that follows). Session storage `__beacon_journey_<scope>` (a new tab is a new journey), the
//   newest 20 entries of each scope.
// The spec names the first two keys; the third is ours. No state lives in memory here, so an adapter part
// carries its own copy of what it uses (tracker/build/adapter-parts.mjs) and all copies share the storage.
import { getJSON, local, session, setJSON } from '../core/storage';
import type { ConversionPayload, Fields, QuotePayload } from './events';

export const LAST_QUOTE = '__beaconLastQuote';
export const SEARCH_STATE = '__beacon_search';
const DAY = 864e5;
const IDLE = 18e5;
const KEEP = 20;

export type LastQuote = Pick<
  QuotePayload,
  'listing_id' | 'listing_name' | 'checkin' | 'checkout' | 'guests_adults' | 'guests_children' | 'total' | 'currency' | 'line_items' | 'payments' | 'promo_code'
>;
const FIELDS = 'listing_id listing_name checkin checkout guests_adults guests_children total currency line_items payments promo_code'.split(' ') as (keyof LastQuote)[];

export function saveLastQuote(q: LastQuote): void {
  const v: Record<string, unknown> = { t: Date.now() };
  for (const k of FIELDS) v[k] = q[k];
  setJSON(local, LAST_QUOTE, v);
  setJSON(session, LAST_QUOTE, v);
}

export function readLastQuote(): LastQuote | null {
  for (const s of [session, local]) {
    const v = getJSON<LastQuote & { t: number }>(s, LAST_QUOTE);
    if (v && typeof v == 'object' && Date.now() - v.t < DAY) return v;
  }
  return null;
}

export function clearLastQuote(): void {
  local.remove(LAST_QUOTE);
  session.remove(LAST_QUOTE);
}

const unset = (v: unknown) => v == null || (typeof v == 'object' && !Object.keys(v as object).length);

/** The conversion with every unset field (null, or an empty line_items/payments map) taken from the last quote,
 * unless both name a listing and they differ (a quote for another listing says nothing about this booking). */
export function withLastQuote(c: ConversionPayload, q: LastQuote | null = readLastQuote()): ConversionPayload {
  if (!q || (c.listing_id != null && q.listing_id != null && c.listing_id !== q.listing_id)) return c;
  const out: Record<string, unknown> = { ...c };
  for (const k of FIELDS) if (unset(out[k]) && !unset(q[k])) out[k] = q[k];
  return out as unknown as ConversionPayload;
}

/** Records `sig` as the last search sent; true when it repeats the previous one within 30 idle minutes. */
export function searchRepeats(sig: string): boolean {
  const last = getJSON<{ sig: string; t: number }>(local, SEARCH_STATE);
  setJSON(local, SEARCH_STATE, { sig, t: Date.now() });
  return !!last && last.sig === sig && Date.now() - last.t < IDLE;
}

type Entry = [string, Fields];
const keyOf = (scope: string) => `__beacon_journey_${scope}`;
const entriesOf = (scope: string): Entry[] => {
  const entries = getJSON<unknown>(session, keyOf(scope));
  return Array.isArray(entries) ? (entries.filter(Array.isArray) as Entry[]) : [];
};

/** Keeps `fields` under `key` in `scope`, newest first; a null key keeps nothing. */
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

/** Whether `id` was marked handled in `scope`. */
export const wasHandled = (scope: string, id: unknown): boolean => !!recall(scope, id);

/** Marks `id` handled in `scope` (kept as an entry with no fields); an unknown id (null) marks nothing. */
export const markHandled = (scope: string, id: unknown): void => remember(scope, id, {});

/** True the first time `id` is seen in `scope` (and marks it); false when it was handled before or is unknown. */
export function handleOnce(scope: string, id: unknown): boolean {
  if (id == null || wasHandled(scope, id)) return false;
  markHandled(scope, id);
  return true;
}
