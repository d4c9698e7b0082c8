// The body of an error report (spec 3 "Error report", spec 8): a Sentry-store-style event, sent twice, once with a
// cleaned context (depth 3, DOM nodes, framework components and circular references replaced by placeholders) and
// once raw (the context as JSON as far as it serialises), so a bad cleaner can never hide the evidence. A one-script
// build holds it; a two-part tag's main part loads it from its errors part, tracker.errors.js, the first time it
// reports (core/errors.ts): most pages never report, and it is a twentieth of the main part (issue 28).
import type { Payload } from './types';
import { newId } from './ids';
import { toJSON } from './storage';
import { redactUrl } from './redact-url';
import { VERSION } from './version';

const DEPTH = 3;
const MAX_RAW = 20000;

/** What report() takes when the error happens: the page may have moved on when the body is built. */
export interface ErrorSeen {
  error: unknown;
  extra: Payload | undefined;
  provider: string | null;
  /** location.href, location.search, location.hostname and document.referrer at report time */
  href: string;
  search: string;
  host: string;
  referrer: string;
  /** Date.now() at report time */
  at: number;
}

/** The two bodies of one report, cleaned first. */
export type ErrorEvents = (seen: ErrorSeen) => Payload[];

/** Depth-limited copy with placeholders for what must not (or cannot) be serialised. */
export function clean(value: unknown, depth = 0, parents: unknown[] = []): unknown {
  try {
    if (typeof value === 'function') return `[Function ${value.name || 'anonymous'}]`;
    if (!value || typeof value !== 'object') return value;
    const v = value as Record<string, any>;
    if (parents.indexOf(v) >= 0) return '[Circular]';
    if (typeof v.nodeType === 'number' && typeof v.nodeName === 'string') return `[Node ${v.nodeName}]`;
    if (v.window === v) return '[Window]';
    if (v.$$typeof || v._isVue || v.__v_isVNode || v.__v_skip || v.jquery || v._reactInternals) return '[Component]';
    if (v instanceof Error) return { name: v.name, message: v.message, stack: v.stack };
    if (depth >= DEPTH) return Array.isArray(v) ? `[Array(${v.length})]` : '[Object]';
    const next = parents.concat([v]);
    if (Array.isArray(v)) return v.slice(0, 100).map((x) => clean(x, depth + 1, next));
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v).slice(0, 100)) out[key] = clean(v[key], depth + 1, next);
    return out;
  } catch {
    // e.g. a cross-origin window, or a getter that throws
    return '[Unreadable]';
  }
}

/** The context as-is: JSON with only what is needed to serialise at all (repeated objects marked). */
export function raw(value: unknown): string {
  try {
    return toJSON(value).slice(0, MAX_RAW);
  } catch (error) {
    return `[Unserialisable: ${String(error)}]`;
  }
}

/** What every body starts with (the Sentry store's event head). */
const head = (seen: ErrorSeen, level: 'error' | 'warning'): Payload => ({
  event_id: newId().replace(/-/g, ''),
  timestamp: seen.at / 1000,
  platform: 'javascript',
  logger: 'beacon',
  level,
  environment: 'production',
  release: VERSION,
});

/** A capture-health diagnostic (issue 33: capture/adapter.ts reports `{ health: reason }` with the adapter, its rule
 * and the call's path): one compact body, a warning, holding only those, the provider, the page's host and the
 * tracker's version. No context dump, no page URL, query or referrer: nothing the page upload would scrub. */
const healthEvent = (seen: ErrorSeen, reason: string): Payload => ({
  ...head(seen, 'warning'),
  message: 'capture health: ' + reason,
  tags: { kind: 'capture_health', reason, ...seen.extra, domain: seen.host, provider: seen.provider, commit: VERSION },
});

export const errorEvents: ErrorEvents = (seen) =>
  seen.error && typeof (seen.error as { health?: unknown }).health == 'string'
    ? [healthEvent(seen, (seen.error as { health: string }).health)]
    : (['cleaned', 'raw'] as const).map((kind) => {
        const { error, extra } = seen;
        const e = (error || {}) as { name?: string; message?: string; stack?: string };
        const href = redactUrl(seen.href);
        return {
          ...head(seen, 'error'),
          culprit: href,
          exception: { values: [{ type: e.name || typeof error, value: e.message || String(error) }] },
          extra: { stack: e.stack || null, context: kind === 'raw' ? raw(extra) : clean(extra) },
          tags: { domain: seen.host, url: href, commit: VERSION, provider: seen.provider, context: kind },
          request: {
            url: href,
            query_string: redactUrl(seen.search).slice(1),
            headers: { 'User-Agent': navigator.userAgent, Referer: redactUrl(seen.referrer) },
          },
        };
      });
