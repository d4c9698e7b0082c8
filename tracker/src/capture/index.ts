// The capture layer (issue 5): everything an adapter stands on. Adapters import from here and from ../parse.
export { defineAdapter, detect, matchPath, matchPaths, routeKinds, pathCaseFailures, ajaxAction, query, KINDS } from './adapter';
export type { Adapter, AdapterApi, AdapterSpec, Kind, MapFn, MapResult, PathRule, Paths, Source, Watch, Watches } from './adapter';
export { chain, ChainError, isEmpty } from './chain';
export { all, attr, checked, el, exists, text, texts, value, visible } from './dom';
export { createEmitter, SEARCH_STATE } from './dedupe';
export {
  amounts,
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
export { pageUploadPayload } from './page-upload';
export { fragment, htmlText } from './html';
export { lineItems, totalOf } from './line-items';
export { WOO_ORDER, WOO_RECEIVED, wooOrder } from './woo';
export { dateByFormat, dateSpan, formList, halfMapSearch, homeyCallDate, homeyCost, homeyDate, homeyGuests, homeyStay, homeyTitle, moneySymbol, pageGlobal } from './wp';
export {
  QUOTE_METHODS,
  SEARCH_METHODS,
  streamlineBooking,
  streamlineMethod,
  streamlineQuote,
  streamlineResultsPage,
  streamlineSearch,
  streamlineThankYou,
  streamlineUnit,
} from './streamline-api';
export { scrapeReservation, type Reservation } from './reservation';
export { debounce, delay, every, settle, waitFor, waitForElement, waitForHidden, WaitTimeout } from './waits';
