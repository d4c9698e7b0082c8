// Entry of the all-sites main part (dist/tag/tracker.main.js): the core and the layer adapters stand on, without
// the platform adapters, which are parts of their own loaded per page (adapter-parts.ts); index.ts is the entry of
// every other build.
import './adapters/pageview-only';
import { publishAdapterLayer } from './adapter-parts';
import { start } from './start';

publishAdapterLayer();
start();
