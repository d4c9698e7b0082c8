// Test bundle entry: the real core and network observers, with only the fake adapter registered.
import { installNetworkObservers, setNetHooks } from '../../../../src/net';
import { registerProvider } from '../../../../src/core/registry';
import { report } from '../../../../src/core/errors';
import { log } from '../../../../src/core/log';
import { boot } from '../../../../src/core/boot';
import { ownTraffic } from '../../../../src/start';
import fake from './fake-adapter';

installNetworkObservers();
// as dist/tracker.js does: the tracker's own posts are not the host's calls (nor in a page upload's ajaxCache)
setNetHooks({ log, report, ignore: ownTraffic(String(Object(document.currentScript).src || '')) });
registerProvider(fake);
boot();
