// The capture layer (issue 5): everything an adapter stands on. Adapters import from here and from ../parse.
// Build-time-only helpers (routeKinds, pathCaseFailures: an adapter's pathCases) are not part of it: tests import
// them from ./adapter, so a bundle never carries them.
export * from './engine';

// Platform families: what several platforms built on one engine or theme post the same way (capture/families/).
export { halfMapSearch, homeyCallDate, homeyCost, homeyDate, homeyGuests, homeyResultsPage, homeyStay, homeyTitle } from './families/homey';
export { WOO_ORDER, WOO_RECEIVED, wooOrder } from './families/woocommerce';
export { withConversionTracker } from './families/impact';
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
