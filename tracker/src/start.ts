// Starts the main part of the tracker (dist/tracker.main.js), which the tag script (tag.ts) loads once it has
// installed the network observers. Everything of net/ is the tag's, reached through the shared global
// (tag/global.ts). The main part starts only against a tag of its own stamp: a tag of another release (a cache
// mixing two) is reported once and nothing else happens; a second copy of the main part does nothing. Then
// boot, which initialises after load (an async script inserted while the page loads delays its load event).
// In a 'whole' build (tag and main part in one script: size measurements, the bench's comparison) start() is
// the tag too, and the adapters are already registered, so JSONP watches are declared from the registry.
import { setNetHooks, settleCalls, watchJsonpEarly } from './net';
import { findSite, loadConfig } from './core/config';
import { configureErrors, guard, report, useErrorsPart } from './core/errors';
import { loadErrorsPart } from './tag/errors-part';
import { loadInspectPart } from './tag/inspect-part';
import { log } from './core/log';
import { boot } from './core/boot';
import { getProvider, wantsEarly } from './core/registry';
import { installTag } from './tag/install';
import { STAMP, tagGlobal, type TagGlobal } from './tag/global';

const PART = typeof __BEACON_PART__ === 'string' ? __BEACON_PART__ : 'whole';

/** The tag's global when this main part may run on it, else undefined (mismatch reported once). */
function claim(): TagGlobal | undefined {
  const g = tagGlobal();
  if (!g) return void log('No tag script on this page - aborting');
  if (g.v !== STAMP) {
    if (!g.mismatch) {
      g.mismatch = true;
      configureErrors(loadConfig().errorEndpoint);
      report(new Error(`tag ${g.v} met main part ${STAMP}`));
    }
    return;
  }
  if (g.main) return void log('Main part loaded twice - aborting');
  g.main = true;
  return g;
}

/** The tracker's own traffic (batches, error reports, the needs_refresh refetch of `src`): not the host's. */
export function ownTraffic(src: string): (url: string) => boolean {
  let own: string[] | undefined;
  const ownUrls = () => {
    const config = loadConfig();
    return [config.endpoint && config.endpoint + '/', config.errorEndpoint, src].filter(Boolean) as string[];
  };
  return (url) => (own || (own = ownUrls())).some((prefix) => url.indexOf(prefix) === 0);
}

export function start(): void {
  let g: TagGlobal | undefined;
  // before claim(), which reports a tag of another release
  if (PART === 'main') {
    const self = document.currentScript as HTMLScriptElement | null;
    useErrorsPart(() => loadErrorsPart(self));
  }
  guard(() => {
    if (PART === 'whole') {
      installTag();
      if (wantsEarly()) {
        const site = findSite(loadConfig().sites, location.hostname);
        if (site && wantsEarly(site.provider)) {
          getProvider(site.provider); // defines it: its JSONP callbacks are declared now
          watchJsonpEarly();
        }
      }
    }
    g = claim();
    if (!g) return;
    // only while the main part is evaluated: the upload part is found beside it (capture/upload-part.ts)
    if (PART === 'main') g.mainScript = document.currentScript as HTMLScriptElement | null;
    setNetHooks({ log, report, ignore: ownTraffic(g.src) });
  })();
  // once the provider has started, the call buffer keeps less (net/bus.ts)
  if (g) boot(settleCalls, g.src);
  // the inspector (issue 33), a part loaded only when asked: window.__beacon.inspect() or #beaconInspect. The main
  // part keeps no trace for it (ARCHITECTURE.md "Inspector": none fits the page budget); one-script builds carry none
  const b = (window as unknown as { __beacon?: { inspect?: () => Promise<unknown> } }).__beacon;
  if (PART === 'main' && g && b) {
    b.inspect = () => loadInspectPart().then((inspect) => inspect());
    // a part that cannot load is reported (and logged), never an unhandled rejection on the host's page; it may
    // fail before boot's init has set the error endpoint
    if (/beaconInspect/.test(location.hash))
      b.inspect().catch((e) => {
        configureErrors(loadConfig().errorEndpoint);
        report(e);
      });
  }
}
