// A page upload in golden.json: a summary a reviewer can read, not megabytes of HTML. Each part keeps what tells a
// regression (its size or keys, and a hash), plus a short excerpt of the page's visible text. Runs on the
// normalised payload (ids and times already placeholders), so the hashes are the same on every machine and day.
// The body is summarised by its elements and visible text, not its bytes: how a browser serialises attributes
// changes between versions (Chromium began escaping < and > in attribute values), and a golden must not.
import { createHash } from 'node:crypto';
import { sortKeys } from '../har/body.ts';

/** Window globals that the replay itself adds or replaces (its clock, timers, fetch log): not the page's own. */
export const REPLAY_GLOBALS = new Set([
  '__pageCalls', '__pwClock', '__realPerformance', 'fetch', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval',
  'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'Date', 'performance',
]);
const EXCERPT = 160;

const sha = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
/** keys and a hash of the sorted JSON: what changed shows as keys, how much as the hash */
const keyed = (v: Record<string, unknown>) => ({ keys: Object.keys(v).sort(), sha256: sha(JSON.stringify(sortKeys(v))) });

/** Hop-by-hop headers (RFC 9110 7.6.1) say how the connection that carried an answer was kept, not what the site
 * answered: Playwright's fulfilled answers (Chromium) carry none, the replay proxy's (Firefox, WebKit) always
 * carry Node's `Connection`/`Keep-Alive`. The one place the engines' goldens are made alike there
 * (ARCHITECTURE.md, "Every engine"). */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection']);
function withoutHopHeaders(call: Record<string, unknown>): Record<string, unknown> {
  if (!isObject(call.headers)) return call;
  const headers = Object.fromEntries(Object.entries(call.headers).filter(([k]) => !HOP_HEADERS.has(k.toLowerCase())));
  return { ...call, headers };
}

/** The visible text of an HTML fragment: scripts, styles and tags dropped, entities of the usual five decoded. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[e]!)
    .replace(/\s+/g, ' ')
    .trim();
}

export function summarisePageUpload(payload: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...payload };
  const body = payload.bodyHTML;
  if (typeof body === 'string') {
    // attribute values first: unescaped < and > in them (older browsers) must not read as tags
    const bare = body.replace(/(<[a-zA-Z][^\s/>]*)((?:\s+[^\s=>]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?)*)/g, (_, tag: string) => tag);
    const text = visibleText(bare);
    const elements = (bare.match(/<[a-zA-Z][^\s/>]*/g) || []).map((tag) => tag.slice(1).toLowerCase());
    out.bodyHTML = {
      elements: elements.length,
      textLength: text.length,
      sha256: sha(`${elements.join(' ')}\n${text}`),
      text: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text,
    };
  }
  if (isObject(payload.globals)) {
    const own = Object.fromEntries(Object.entries(payload.globals).filter(([k]) => !REPLAY_GLOBALS.has(k)));
    out.globals = keyed(own);
  }
  for (const part of ['localStorage', 'sessionStorage'] as const) if (isObject(payload[part])) out[part] = keyed(payload[part]);
  if (Array.isArray(payload.ajaxCache)) {
    out.ajaxCache = payload.ajaxCache.map((c) => (isObject(c) ? `${c.method} ${c.url} ${c.status} (${sha(JSON.stringify(sortKeys(withoutHopHeaders(c))))})` : c));
  }
  return out;
}
