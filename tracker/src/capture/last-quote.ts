// The last quote, kept for the confirmation page (spec 4): booking pages often show no dates, guests or total
// once paid, so the quote page stores what it quoted and the conversion carries it. Local storage survives a
// payment redirect into a new tab; the session copy wins when both exist (it belongs to this tab's journey).
// Entries older than a day are ignored: a conversion must not inherit last week's quote.
import { getJSON, local, session, setJSON } from '../core/storage';
import type { ConversionPayload, QuotePayload } from './events';

export const LAST_QUOTE = '__beaconLastQuote';
const MAX_AGE = 864e5;

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
    if (v && typeof v == 'object' && Date.now() - v.t < MAX_AGE) return v;
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
