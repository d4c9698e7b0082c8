// The emit path: loose fields -> exact payload (events.ts) -> the skip and de-duplication rules of spec
// sections 4 and 5 -> ctx.track. Every event of every adapter passes here, so each rule lives once:
// - search: the site's slugMap (URL substring -> fields; lists are added to, other fields overridden) applies to
//   the first search of a page load only (later ones are the visitor's own filtering); an identical repeat of
//   the last search sent is not resent, so a landing page's mapped search goes out once however often it is
//   loaded. State: the last search in journey.ts, forgotten after 30 idle minutes.
// - property: the same listing is not resent on the same page (SPA re-runs, polling).
// - quote: skipped without checkin/checkout, or with neither total nor error; a total smaller than one already
//   captured on this page for the same listing, dates and guests is ignored (a deposit or a partial answer
//   after the full price; different guests legitimately cost less, so they are a different key); an identical
//   repeat of the previous quote is suppressed ("No change in quote"), and so is a quote with a total whose
//   `sameQuote` fields (an adapter's choice) equal the previous quote's on this page (a full quote repeating the
//   quick price with more detail). A successful quote with a total is stored
//   as the last quote (journey.ts).
// - conversion: unset fields come from the stored last quote, which is then cleared; sent only when the booking
//   response reports success or names a reservation, or when the page itself is the reservation marker (a
//   confirmation path/hash route or marker element); success: false never converts.
import type { Payload, ProviderContext } from '../core/types';
import { toJSON } from '../core/storage';
import { conversionPayload, propertyPayload, quotePayload, searchPayload, type Bounds, type Fields, type QuotePayload } from './events';
import { clearLastQuote, saveLastQuote, searchRepeats, withLastQuote } from './journey';
import { afterUpload, uploadDone } from './upload-hold';

export type Kind = 'search' | 'property' | 'quote' | 'conversion' | 'page_upload';


export interface EmitOptions {
  /** default currency of quotes and conversions when the page names none (spec 9: USD for most) */
  currency?: string | null;
  /** unset bounds of search ranges (events.ts DEFAULT_BOUNDS when absent) */
  bounds?: Bounds;
  /** quote fields that make a quote with a total a repeat of the previous one when they are equal */
  sameQuote?: (keyof QuotePayload)[];
}

/** Adds slug fields to a search: lists concatenated, anything else replaced. */
function applySlug(f: Fields, add: Payload): Fields {
  const out: Payload = { ...f };
  for (const k of Object.keys(add)) {
    const a = out[k],
      b = add[k];
    out[k] = Array.isArray(b) ? ([] as unknown[]).concat(a ?? [], b) : b;
  }
  return out;
}

/** One emitter per started adapter; its in-memory state is this page's. `fromPage`: the capture came from the
 * page (a path, hash route or marker), not from an observed call. Returns the payload sent, or null. */
export function createEmitter(ctx: ProviderContext, opts: EmitOptions = {}) {
  const sent: Record<string, string> = {};
  const best: Record<string, number> = {};
  let searched = false;
  let lastQuote = '';
  const skip = (...why: unknown[]) => (ctx.log(...why), null);
  const send = (kind: Kind, p: object): Payload => {
    const track = () => ctx.track(kind, p as Payload);
    // a page upload is built in idle slices: what is captured meanwhile goes after it (page-upload.ts)
    if (kind == 'page_upload') {
      track();
      uploadDone();
    } else afterUpload(track);
    return p as Payload;
  };
  // true when p is what was last sent of its kind (SPA re-runs, polling); p is the last one from now on
  const unchanged = (kind: Kind, p: object) => {
    const sig = toJSON(p);
    const same = sent[kind] === sig;
    sent[kind] = sig;
    return same;
  };
  const cur = (p: { currency: string | null }) => {
    // the site's own setting wins over the adapter's platform default
    p.currency = p.currency || (ctx.site.options?.currency as string) || opts.currency || null;
  };

  // Capture health (adapter.ts): a field a quote or conversion needs, given but null once parsed, is in a format the
  // parsers do not know
  const unparsed = (f: Fields | Payload, p: object, health?: (reason: string) => void) => {
    for (const k of ['total', 'checkin', 'checkout']) if ((f as Payload)[k] != null && (f as Payload)[k] !== '' && (p as Payload)[k] == null) health?.(k + ' unparsed');
  };

  return function emit(kind: Kind, f: Fields | Payload, fromPage?: boolean, health?: (reason: string) => void): Payload | null {
    if (kind == 'search') {
      const map = ctx.site.slugMap;
      if (!searched && map) {
        const href = location.pathname + location.search + location.hash;
        const key = Object.keys(map).find((k) => href.indexOf(k) >= 0);
        if (key) f = applySlug(f, map[key]);
      }
      searched = true;
      const p = searchPayload(f, opts.bounds);
      return searchRepeats(toJSON(p)) ? skip('Search unchanged') : send(kind, p);
    }
    if (kind == 'property') {
      const p = propertyPayload(f);
      return unchanged(kind, p) ? skip('Property already sent') : send(kind, p);
    }
    if (kind == 'quote') {
      const q = quotePayload(f);
      unparsed(f, q, health);
      if (opts.sameQuote) {
        const same = toJSON(opts.sameQuote.map((k) => q[k]));
        const repeat = q.total != null && same === lastQuote;
        lastQuote = same;
        if (repeat) return skip('Quote repeats the previous one', opts.sameQuote);
      }
      cur(q);
      if (!q.checkin || !q.checkout) return skip('Quote without dates skipped', q);
      if (q.total == null && q.error_message == null) return skip('Quote without total or error skipped', q);
      const key = toJSON([q.listing_id, q.checkin, q.checkout, q.guests_adults, q.guests_children]);
      if (q.total != null) {
        if (q.total < best[key]) return skip('Smaller total ignored', q.total, best[key]);
        best[key] = q.total;
      }
      if (unchanged(kind, q)) return skip('No change in quote');
      if (q.success && q.total != null) saveLastQuote(q);
      return send(kind, q);
    }
    if (kind == 'conversion') {
      const parsed = conversionPayload(f);
      unparsed(f, parsed, health);
      const c = withLastQuote(parsed);
      cur(c);
      if (c.success === false) return skip('Conversion not successful');
      if (!fromPage && !c.success && c.reservation_id == null) return skip('Conversion without success or reservation');
      if (unchanged(kind, c)) return skip('Conversion already sent');
      clearLastQuote();
      return send(kind, c);
    }
    return send(kind, f);
  };
}

export type Emit = ReturnType<typeof createEmitter>;
