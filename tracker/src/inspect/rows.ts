// The inspector's rows (issue 33), built in the inspector part from what the page already keeps: the host calls the
// tag's buffer holds (net/bus.ts) or the inspector saw, the rules (watches) of the page's adapter, and the batches the
// inspector saw posted. The main part keeps no trace for it (ARCHITECTURE.md "Inspector": none fits the page
// budget), so a call's event is the first event of its rule's kind posted at or after the call (within RECENT ms),
// and a call a rule took that became no event says so in words. Pure functions: rows.test.ts.
import type { InspectRow } from '../tag/global';

/** What the inspector keeps of a host call (never a body). */
export interface SeenCall {
  via: string;
  method: string;
  url: string;
  status: number;
  /** answer length in characters, -1: none */
  size: number;
  /** when the answer was seen (Date.now()) */
  at: number;
  /** the request body and url, only to match the rules now (not kept in a row) */
  body: string | null;
}

/** A watch of an adapter spec (capture/adapter.ts Watch), as the inspector reads it. */
export interface Rule {
  kind: string;
  watch: Record<string, unknown>;
}

/** One event posted, with when it was captured (post time - its offset). */
export interface SeenEvent {
  action: string;
  at: number;
  postId: string;
}

/** An event counts as a call's when it was captured at most this long after the call's answer. */
export const RECENT = 15000;
const KINDS = ['search', 'property', 'quote', 'conversion', 'page_upload'];

/** The URL with every query (and hash-route query) value blanked: names stay, values never leave the page. */
export function blankQuery(url: string): string {
  try {
    const u = new URL(url);
    const names = [...new Set([...u.searchParams.keys()])];
    const q = names.map((n) => `${encodeURIComponent(n)}=`).join('&');
    return u.origin + u.pathname + (q ? '?' + q : '');
  } catch {
    return url.split('?')[0];
  }
}

const show = (v: unknown): string => (v instanceof RegExp ? String(v) : typeof v == 'function' ? 'test()' : String(v));

/** A rule in words: 'quote: POST /api/quote', 'quote: admin-ajax action=get_price', 'quote: jsonp cb'. */
export function describeRule(rule: Rule): string {
  const w = rule.watch;
  const parts: string[] = [];
  if (w.jsonp) parts.push('JSONP callback ' + show(w.jsonp));
  if (w.ajaxAction) parts.push(`admin-ajax action=${show(w.ajaxAction)}`);
  if (w.method) parts.push(String(w.method).toUpperCase());
  if (w.url && !w.ajaxAction) parts.push(show(w.url));
  if (w.test) parts.push('+ test()');
  return `${rule.kind}: ${parts.join(' ') || 'any call'}`;
}

/** One field of a urlencoded or JSON body, else of the URL's query (as the capture engine reads `action`). */
function field(body: string | null, url: string, name: string): string | null {
  const t = (body || '').trim();
  try {
    if (t[0] === '{') {
      const v = JSON.parse(t)[name];
      if (v != null) return String(v);
    } else if (t && t.slice(0, 2) !== '--') {
      const v = new URLSearchParams(t).get(name);
      if (v != null) return v;
    } else if (t) {
      const m = new RegExp(`name="${name}"\\r?\\n\\r?\\n([^\\r\\n]*)`).exec(t);
      if (m) return m[1];
    }
  } catch {}
  try {
    return new URL(url).searchParams.get(name);
  } catch {
    return null;
  }
}

const fits = (want: unknown, got: string | null): boolean =>
  got != null && (want instanceof RegExp ? ((want.lastIndex = 0), want.test(got)) : got === want);

/** Whether a rule takes a call, as the capture engine decides (capture/adapter.ts ajaxAction, net/bus.ts matches). A
 * JSONP rule is read from the callback name in the call's URL (the callback itself is the tag's to know). */
export function ruleTakes(rule: Rule, c: SeenCall): boolean {
  const w = rule.watch as { method?: string; url?: string | RegExp; test?: (u: string, b: string | null) => boolean; ajaxAction?: unknown; jsonp?: unknown };
  try {
    if (w.jsonp) return c.via === 'jsonp' && (w.jsonp instanceof RegExp ? ((w.jsonp.lastIndex = 0), w.jsonp.test(c.url)) : c.url.indexOf(String(w.jsonp)) >= 0);
    const url = w.url || (w.ajaxAction ? 'admin-ajax.php' : undefined);
    if (w.method && w.method.toUpperCase() !== c.method) return false;
    if (url && !(typeof url == 'string' ? c.url.indexOf(url) >= 0 : ((url.lastIndex = 0), url.test(c.url)))) return false;
    if (w.ajaxAction && !fits(w.ajaxAction, field(c.body, c.url, 'action'))) return false;
    return !w.test || !!w.test(c.url, c.body);
  } catch {
    return false;
  }
}

/** The rows, in the order the answers were seen: each call with the first rule that takes it (or none), the event
 * of that rule's kind captured next after it (each event counts once), or why there is none, in words. `events`
 * null: no batch was seen (the inspector was opened after the posts: only #beaconInspect sees them all). */
export function buildRows(calls: SeenCall[], rules: Rule[], adapter: string | null, events: SeenEvent[] | null): InspectRow[] {
  const used = new Set<SeenEvent>();
  const sorted = [...calls].sort((a, b) => a.at - b.at);
  return sorted.map((c) => {
    const rule = rules.find((r) => ruleTakes(r, c)) || null;
    let event: string | null = null;
    let skip: string | null = null;
    if (rule && events) {
      const e = events.find((e) => !used.has(e) && e.action === rule.kind && e.at >= c.at - 50 && e.at - c.at <= RECENT);
      if (e) {
        used.add(e);
        event = e.action;
      } else skip = skipWords(rule.kind);
    } else if (rule) skip = 'Not known: no batch was seen (open the page with #beaconInspect to see them)';
    return { method: c.method, url: blankQuery(c.url), status: c.status, adapter: rule ? adapter : null, rule: rule ? describeRule(rule) : null, event, skip };
  });
}

/** Why a call a rule took became no event, in words (spec 5's skip rules and the engine's own). */
export function skipWords(kind: string): string {
  const common = 'the map found nothing to send in the answer (not this adapter\'s call, or a field it needs is missing)';
  if (kind === 'quote')
    return `No quote sent: ${common}, or a skip rule held it: no change in quote (identical to the previous one), a smaller total for the same stay, dates missing, or neither total nor error`;
  if (kind === 'search') return `No search sent: ${common}, or the search is unchanged (identical to the last one sent), or a single-unit search`;
  if (kind === 'property') return `No property view sent: ${common}, or the listing was already sent on this page`;
  if (kind === 'conversion') return `No conversion sent: ${common}, or the booking answer reports no success and names no reservation, or the conversion was already sent`;
  return `No ${KINDS.indexOf(kind) >= 0 ? kind : 'event'} sent: ${common}`;
}
