// Error reporting (spec 3 "Error report", spec 8) and the guard every host entry point runs through.
// Reports go to a Sentry-store-style endpoint as no-cors POSTs, twice (their bodies: error-event.ts). What the
// error was, with where the page was, is taken when it happens; a two-part tag's main part builds the bodies with
// its errors part, loaded the first time it reports (tag/errors-part.ts, as Sentry's lazy loader does), a
// one-script build at once.
import type { Payload } from './types';
import { log } from './log';
import { toJSON } from './storage';
import { errorEvents, type ErrorEvents, type ErrorSeen } from './error-event';

export { VERSION } from './version';

const FROM_PART = typeof __BEACON_ERRORS_PART__ === 'boolean' ? __BEACON_ERRORS_PART__ : false;
// A handler that throws on every scroll must not flood the service or the host's network.
const MAX_REPORTS = 10;

let endpoint: string | null = null;
let provider: string | null = null;
let count = 0;
let loadPart: (() => Promise<ErrorEvents>) | undefined;
let loading: Promise<ErrorEvents> | undefined;

export function configureErrors(errorEndpoint: string | null, providerName?: string | null): void {
  endpoint = errorEndpoint;
  if (providerName !== undefined) provider = providerName;
}

/** How a main part loads its errors part (start.ts gives tag/errors-part.ts's loader: core appends no script). */
export function useErrorsPart(load: () => Promise<ErrorEvents>): void {
  loadPart = load;
}

/** Logs and reports an error. Never throws. */
export function report(error: unknown, extra?: Payload): void {
  try {
    log('error', error, extra);
    if (!endpoint || count++ >= MAX_REPORTS) return;
    const to = endpoint;
    const seen: ErrorSeen = { error, extra, provider, href: location.href, search: location.search, host: location.hostname, referrer: document.referrer, at: Date.now() };
    const send = (build: ErrorEvents) => {
      // no-cors: the error service need not answer CORS, and a text/plain body needs no preflight.
      for (const body of build(seen)) fetch(to, { method: 'POST', mode: 'no-cors', body: toJSON(body), headers: { 'Content-Type': 'text/plain' } }).catch(() => {});
    };
    if (!FROM_PART) return send(errorEvents);
    // a main part always has its loader (start.ts)
    (loading = loading || loadPart!()).then(send, (e) => log('error', 'Error report not sent:', e));
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
