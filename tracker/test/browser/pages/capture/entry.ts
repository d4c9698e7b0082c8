// Test bundle entry: the real core and network observers, with only the fake adapter registered.
import { installNetworkObservers, setNetHooks } from '../../../../src/net';
import { registerProvider } from '../../../../src/core/registry';
import { report } from '../../../../src/core/errors';
import { log } from '../../../../src/core/log';
import { boot } from '../../../../src/core/boot';
import fake from './fake-adapter';

installNetworkObservers();
setNetHooks({ log, report });
registerProvider(fake);
boot();
