// Tests only: puts the native XHR and fetch back. Not an export of net/index.ts, which the tag publishes whole on
// its global (tag/global.ts): the tracker never uninstalls its observers on a host page.
import { guard, live } from './bus';
import { wrapFetch } from './fetch';
import { wrapXhr } from './xhr';

/** Puts the native XHR and fetch back (ours stays inert if another script wrapped on top of it since). */
export function uninstallNetworkObservers(): void {
  live.on = false;
  guard(wrapXhr, false);
  guard(wrapFetch, false);
}
