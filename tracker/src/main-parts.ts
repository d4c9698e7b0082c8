// Entry of the all-sites main part (dist/tag/tracker.main.js): the core and the layer adapters stand on, without
// the platform adapters, which are parts of their own loaded per page (adapter-parts.ts); index.ts is the entry of
// every other build.
import './adapters/pageview-only';
import { publishAdapterLayer } from './adapter-parts';
import { publishMappingLoader } from './mapping-part';
import { start } from './start';

publishAdapterLayer();
start();
// after start(), which keeps the main part's own <script> (its src and nonce locate the records' file)
publishMappingLoader();
