// The tracker's cross-engine suite (suite.ts) in Chromium.
import { engineSuite } from './suite';

engineSuite('chromium');
