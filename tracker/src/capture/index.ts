// The capture layer (issue 5): everything an adapter stands on. Adapters import from here and from ../parse.
// Build-time-only helpers (routeKinds, pathCaseFailures: an adapter's pathCases) are not part of it: tests import
// them from ./adapter, so a bundle never carries them.
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
export { fragment, htmlText } from './html';
export { scrapeReservation, type Reservation } from './reservation';
export { debounce, delay, every, settle, waitFor, waitForElement, waitForHidden, WaitTimeout } from './waits';
export { lineItems, totalOf } from './line-items';
export { formList } from './form-list';
export { dateByFormat, dateSpan } from './date-format';
export { pageGlobal } from './page-global';
export { webMethodAnswer } from './web-method';
export { moneySymbol } from './money-symbol';
export { handleOnce, markHandled, wasHandled } from './handled';
export { recall, remember } from './remembered';
export { pathSegment } from './path-segment';
export { dateParam, firstOf, firstParam, pickCased } from './spellings';

// Platform families: what several platforms built on one engine or theme post the same way (capture/families/).
export { halfMapSearch, homeyCallDate, homeyCost, homeyDate, homeyGuests, homeyResultsPage, homeyStay, homeyTitle } from './families/homey';
export { WOO_ORDER, WOO_RECEIVED, wooOrder } from './families/woocommerce';
export {
  QUOTE_METHODS,
  SEARCH_METHODS,
  streamlineBooking,
  streamlineMethod,
  streamlineQuote,
  streamlineResultsPage,
  streamlineSearch,
  streamlineThankYou,
  streamlineThankYouPage,
  streamlineUnit,
  streamlineUnitPage,
} from './families/streamline';
