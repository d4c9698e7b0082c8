// The tracker's cross-engine suite (suite.ts) in WebKit.
import { engineSuite } from './suite';

engineSuite('webkit');
