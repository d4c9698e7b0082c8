// The tracker's cross-engine suite (suite.ts) in Firefox.
import { engineSuite } from './suite';

engineSuite('firefox');
