// Starts the tracker. At evaluation (the <script> tag's cost on the host's page) only what cannot wait: the
// network observers, first, so the host's earliest calls (a jQuery ready handler, an early fetch) are seen; the
// site config is decoded later, when something needs it (the first observed call, or init after load), unless
// the mapped adapter must watch JSONP callbacks while the page loads. Then boot, which initialises after load.
import { installNetworkObservers, setNetHooks } from './net';
import { settleCalls } from './net/bus';
import { watchJsonpEarly } from './net/jsonp';
import { findSite, loadConfig } from './core/config';
import { guard, report } from './core/errors';
import { log } from './core/log';
import { boot } from './core/boot';
import { getProvider, wantsEarly } from './core/registry';

export function start(): void {
  guard(() => {
    installNetworkObservers();
    // currentScript only exists while the script is being evaluated.
    const script = document.currentScript as HTMLScriptElement | null;
    const src = script && script.src;
    let own: string[] | undefined;
    // The tracker's own traffic (batches, error reports, the needs_refresh refetch) is not the host's.
    const ownUrls = () => {
      const config = loadConfig();
      return [config.endpoint && config.endpoint + '/', config.errorEndpoint, src].filter(Boolean) as string[];
    };
    setNetHooks({ log, report, ignore: (url) => (own || (own = ownUrls())).some((prefix) => url.indexOf(prefix) === 0) });
    if (wantsEarly()) {
      const site = findSite(loadConfig().sites, location.hostname);
      if (site && wantsEarly(site.provider)) {
        getProvider(site.provider); // defines it: its JSONP callbacks are declared now
        watchJsonpEarly();
      }
    }
  })();
  // once the provider has started, the call buffer keeps less (net/bus.ts)
  boot(settleCalls);
}
