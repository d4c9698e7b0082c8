// The capture layer (issue 5): everything an adapter stands on. Adapters import from here and from ../parse.
// Build-time-only helpers (routeKinds, pathCaseFailures: an adapter's pathCases) are not part of it: tests import
// them from ./adapter, so a bundle never carries them.
export * from './surface';

// The kit: helpers some adapters share (a trick two adapters need), code of those adapters rather than of the engine
// every page loads: an adapter part carries its own copy (capture/kit/).
export { fragment, htmlText } from './kit/html';
export { scrapeReservation, type Reservation } from './kit/reservation';
export { feeItems, lineItems, totalOf, type FeeRule } from './kit/line-items';
export { formList } from './kit/form-list';
export { dateByFormat, dateSpan } from './kit/date-format';
export { pageGlobal } from './kit/page-global';
export { webMethodAnswer } from './kit/web-method';
export { moneySymbol } from './kit/money-symbol';
export { handleOnce, markHandled, readLastQuote, recall, remember, wasHandled } from './journey';
export { dateParam, firstOf, firstParam, pickCased } from './kit/spellings';
export { pathSegment } from './kit/path-segment';
export { checked, pageHeading, texts } from './kit/page-text';
export { addDays, checkoutFrom, flexDays } from './kit/stay-dates';
export { rerun } from './kit/rerun';
export { signals } from './kit/signals';

// Platform families: what several platforms built on one engine or theme post the same way (capture/families/).
export { halfMapSearch, homeyCallDate, homeyCost, homeyDate, homeyGuests, homeyResultsPage, homeyStay, homeyTitle } from './families/homey';
export { WOO_ORDER, WOO_RECEIVED, wooOrder } from './families/woocommerce';
export { withConversionTracker } from './families/impact';
export { drupalEid, hashStay, rcapiSearch, rescmsQuote, rescmsStay } from './families/rescms';
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
