// The Guesty-hosted booking website's backend, pm-websites-backend (app.guesty.com/api/pm-websites-backend on real
// sites; served here on the site's own host, see demo-sites/guesty/SOURCES.md): the same listing and quote objects as the Booking
// Engine API, with the hosted site's differences: listings take `fields` (space-separated) and a `cursor`, the
// quote's guestsCount arrives as a string, a quote answers `status: "valid"`, and a refusal carries only
// `error.code` and `error.data` (no message).
import { quoteStay, type Stay } from '../server/fixtures.ts';
import { listingById, listingJson, quoteJson, refusal, searchListings, type Answer, type StoredQuote } from '../platforms/guesty/api.ts';

export const BACKEND = '/api/pm-websites-backend';

/** a listing with only the asked `fields` (Guesty answers the projection; `_id` always) */
function project(listing: Record<string, unknown>, fields: string | null): Record<string, unknown> {
  if (!fields) return listing;
  const keep = new Set(['_id', ...fields.split(/\s+/).filter(Boolean)]);
  return Object.fromEntries(Object.entries(listing).filter(([k]) => keep.has(k)));
}

/** GET listings?minOccupancy&checkIn&checkOut&fields&cursor: one page of results, pagination.total the count. */
export function listings(q: URLSearchParams): Answer {
  const all = searchListings(q).body as { results: Record<string, unknown>[] };
  const results = all.results.map((l) => project(l, q.get('fields')));
  return { status: 200, body: { results, pagination: { total: results.length, cursor: { next: null } } } };
}

export function listing(id: string, fields: string | null): Answer {
  const l = listingById(id);
  return l ? { status: 200, body: project(listingJson(l), fields) } : { status: 404, body: { error: { code: 'LISTING_NOT_FOUND' } } };
}

/** GET listings/{id}/calendar?from&to: the days the date picker colours (not a listing view). */
export function calendar(id: string, from: string, to: string): Answer {
  const l = listingById(id);
  if (!l) return { status: 404, body: { error: { code: 'LISTING_NOT_FOUND' } } };
  const days: { date: string; status: string; price: number; minNights: number }[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d.toISOString().slice(0, 10) <= to; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    const booked = l.booked.some(([a, b]) => date >= a && date < b);
    days.push({ date, status: booked ? 'booked' : 'available', price: l.nightly, minNights: l.minNights });
  }
  return { status: 200, body: days };
}

/** POST reservations/quotes { checkInDateLocalized, checkOutDateLocalized, guestsCount: "2", listingId }. */
export function quote(body: Record<string, unknown> | null, save: (make: (id: string) => StoredQuote) => StoredQuote): Answer {
  const l = listingById(body?.listingId);
  if (!body || !l) return { status: 404, body: { error: { code: 'LISTING_NOT_FOUND' } } };
  const stay: Stay = { checkin: String(body.checkInDateLocalized ?? ''), checkout: String(body.checkOutDateLocalized ?? ''), adults: Number(body.guestsCount) || 1, children: 0 };
  const refused = refusal(l, stay);
  if (refused) {
    // hosted refusals: the code and the details, no message
    const { code, data } = (refused.body as { error: { code: string; data: unknown } }).error;
    return { status: refused.status, body: { error: { code, data } } };
  }
  const stored = save((id) => ({ _id: id, listing: l, stay, quote: quoteStay(l, stay) }));
  return { status: 200, body: { ...quoteJson(stored), guestsCount: String(stay.adults), status: 'valid' } };
}

