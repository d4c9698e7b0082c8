// Error reporting (spec 3 "Error report", spec 8) and the guard every host entry point runs through.
// Reports go to a Sentry-store-style endpoint as no-cors POSTs, twice: once with a cleaned context (depth 3,
// DOM nodes, framework components and circular references replaced by placeholders) and once raw (the
// context as JSON as far as it serialises), so a bad cleaner can never hide the evidence.
import type { Payload } from './types';
import { log } from './log';
import { newId } from './ids';
import { toJSON } from './storage';
import { redactUrl } from './redact-url';

/** the client version: batches' `version`, error reports' release and commit */
export const VERSION = typeof __BEACON_VERSION__ === 'string' ? __BEACON_VERSION__ : 'dev';
const DEPTH = 3;
// A handler that throws on every scroll must not flood the service or the host's network.
const MAX_REPORTS = 10;
const MAX_RAW = 20000;

let endpoint: string | null = null;
let provider: string | null = null;
let count = 0;

export function configureErrors(errorEndpoint: string | null, providerName?: string | null): void {
  endpoint = errorEndpoint;
  if (providerName !== undefined) provider = providerName;
}

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

function event(error: unknown, extra: Payload | undefined, kind: 'cleaned' | 'raw'): Payload {
  const e = (error || {}) as { name?: string; message?: string; stack?: string };
  const href = redactUrl(location.href);
  return {
    event_id: newId().replace(/-/g, ''),
    timestamp: Date.now() / 1000,
    platform: 'javascript',
    logger: 'beacon',
    level: 'error',
    environment: 'production',
    release: VERSION,
    culprit: href,
    exception: { values: [{ type: e.name || typeof error, value: e.message || String(error) }] },
    extra: { stack: e.stack || null, context: kind === 'raw' ? raw(extra) : clean(extra) },
    tags: { domain: location.hostname, url: href, commit: VERSION, provider, context: kind },
    request: {
      url: href,
      query_string: redactUrl(location.search).slice(1),
      headers: { 'User-Agent': navigator.userAgent, Referer: redactUrl(document.referrer) },
    },
  };
}

/** Logs and reports an error. Never throws. */
export function report(error: unknown, extra?: Payload): void {
  try {
    log('error', error, extra);
    if (!endpoint || count++ >= MAX_REPORTS) return;
    for (const kind of ['cleaned', 'raw'] as const) {
      // no-cors: the error service need not answer CORS, and a text/plain body needs no preflight.
      fetch(endpoint, { method: 'POST', mode: 'no-cors', body: toJSON(event(error, extra, kind)), headers: { 'Content-Type': 'text/plain' } }).catch(() => {});
    }
  } catch {}
}

/**
 * Wraps a function so that nothing it throws (or rejects with) reaches the host: the error is reported and
 * undefined returned. Every listener, timer, patched host function and provider entry point goes through it.
 */
export function guard<A extends unknown[], R>(fn: (...args: A) => R, extra?: Payload): (...args: A) => R | undefined {
  return function (this: unknown, ...args: A) {
    try {
      const result = fn.apply(this, args);
      const then = result && (result as { then?: unknown }).then;
      if (typeof then === 'function') then.call(result, undefined, (e: unknown) => report(e, extra));
      return result;
    } catch (e) {
      report(e, extra);
      return undefined;
    }
  };
}
