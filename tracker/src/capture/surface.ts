// The capture engine's surface: what adapters, the kit and the platform families use of it, and no more (the
// all-sites main part publishes every name here for its adapter parts, so an unused one costs every page; an
// adapter part that reads a name not here is a build error, tracker/build/adapter-parts.mjs). The engine's own
// modules (chain, emitter.ts, waits, page upload) are wired by defineAdapter. index.ts is the adapters' one import
// surface: this, the kit and the families, which the adapter parts carry themselves.
export { defineAdapter, matchPath, ajaxAction, query } from './adapter';
export type { Adapter, AdapterApi, AdapterSpec, Kind, KindMap, MapFn, MapResult, PageRoutes, PathRule, Paths, Source, Watch, Watches } from './adapter';
export { all, attr, el, exists, ownText, text, value } from './dom';
export { amounts, atLeast, conversionPayload, currency, exact, isDeclined, list, quotePayload, range } from './events';
export type { Bounds, ConversionPayload, Fields, Money, PageUploadPayload, PropertyPayload, QuotePayload, SearchPayload } from './events';
export { every, waitFor } from './waits';
// what the kit helpers (kit/) stand on besides the above: the main part publishes them for the adapter parts' copies
export { addTo } from './events';
