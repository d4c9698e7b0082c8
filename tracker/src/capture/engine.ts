// The capture engine: what every adapter stands on, without the platform families (capture/families/). index.ts
// is the adapters' one import surface (this and the families); the all-sites main part publishes this alone for
// its adapter parts, which carry their family helpers themselves (tracker/build/adapter-parts.mjs).
export { defineAdapter, detect, matchPath, matchPaths, ajaxAction, query, KINDS } from './adapter';
export type { Adapter, AdapterApi, AdapterSpec, Kind, MapFn, MapResult, PageRoutes, PathRule, Paths, Source, Watch, Watches } from './adapter';
export { chain, ChainError, isEmpty } from './chain';
export { all, attr, checked, el, exists, ownText, pageHeading, text, texts, value, visible } from './dom';
export { createEmitter, SEARCH_STATE } from './dedupe';
export {
  amounts,
  atLeast,
  conversionPayload,
  currency,
  exact,
  feeItems,
  flattenErrors,
  includeFee,
  isDeclined,
  list,
  propertyPayload,
  quotePayload,
  range,
  searchPayload,
} from './events';
export type { Bounds, ConversionPayload, FeeRule, Fields, Money, PageUploadPayload, PropertyPayload, QuotePayload, SearchPayload } from './events';
export { clearLastQuote, LAST_QUOTE, readLastQuote, saveLastQuote, withLastQuote } from './last-quote';
export { onLocationChange } from '../core/location';
export { pageUploadPayload } from './page-upload-payload';
// what the kit helpers (kit/) stand on besides the above: the main part publishes them for the adapter parts' copies
export { addTo } from './events';
export { debounce, delay, every, settle, waitFor, waitForElement, waitForHidden, WaitTimeout } from './waits';

