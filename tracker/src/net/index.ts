// Read-only observation of the host's traffic (issue 5, "Network observation"). The core calls
// installNetworkObservers() the moment the script is evaluated, before load, so calls the host makes early
// (a jQuery ready handler, an early fetch) are buffered and replayed to adapters that subscribe later.
import { flush, guard, live } from './bus';
import { wrapFetch } from './fetch';
import { hookJquery } from './jquery';
import { watchJsonpEarly } from './jsonp';
import { wrapXhr } from './xhr';

export type { Call, CallMatcher } from './bus';
// The main part of the tag (tracker.main.js) reaches net/ only through these exports, as the tag publishes them
// (tag/global.ts, tracker/build/two-part.mjs).
export { callsSeen, formField, observe, recentCalls, setNetHooks, settleCalls } from './bus';
export { expectJsonp, observeJsonp, watchJsonpEarly } from './jsonp';

let installedOnce = false;

/** Wraps XHR and fetch, hooks jQuery's ajaxComplete when jQuery appears. Idempotent. */
export function installNetworkObservers(): void {
  if (!installedOnce) {
    installedOnce = true;
    addEventListener('pagehide', () => guard(flush));
  }
  live.on = true;
  guard(wrapXhr, true);
  guard(wrapFetch, true);
  guard(hookJquery);
  guard(watchJsonpEarly);
}
