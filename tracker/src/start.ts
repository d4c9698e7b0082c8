// Starts the tracker: network observers first, while the script is being evaluated, so that the host's calls
// made before load (a jQuery ready handler, an early fetch) are seen; then boot, which initialises after load.
import { installNetworkObservers, setNetHooks } from './net';
import { loadConfig } from './core/config';
import { guard, report } from './core/errors';
import { log } from './core/log';
import { boot } from './core/boot';

export function start(): void {
  guard(() => {
    const config = loadConfig();
    const script = document.currentScript as HTMLScriptElement | null;
    // The tracker's own traffic (batches, error reports, the needs_refresh refetch) is not the host's.
    const own = [config.endpoint && config.endpoint + '/', config.errorEndpoint, script && script.src].filter(Boolean) as string[];
    setNetHooks({ log, report, ignore: (url) => own.some((prefix) => url.indexOf(prefix) === 0) });
    installNetworkObservers();
  })();
  boot();
}
