// Streamline VRS sites: WordPress with Streamline's "Streamline Core" (ResortPro) plugin. Its AngularJS front end
// runs every Streamline method through the plugin's admin-ajax gateway (newer plugins: POST
// /wp-admin/admin-ajax.php?action=streamlinecore-api-request&params=<JSON { methodName, params }>, empty body) or,
// in older plugins and sites with a company code, posts the same JSON straight to Streamline's API server.
// capture/families/streamline.ts reads them all by method name, so no install needs its URLs configured. (Spec 7's
// headless booking API, api/rentals/public/streamline/…, is a site backend's own shape, with no method names in
// public sources: adapters/streamline-booking-api.ts.)
// - search: the results page (/search-results/: its sd/ed/oc/ch/beds and "Showing X of Y properties", for when the
//   call ran before this script) and the configured search method (GetPropertyAvailabilityWithRatesWordPress, …Simple, or
//   GetPropertyListWordPress when no dates are given) -> pagination.total_units;
// - property: the unit template (#unit_id, the booking form's book_unit, ng-init propertyId; the name in main h1).
//   Unit pages live at the site's property URL + seo_page_name, by default /<seo_page_name>/ or under a prefix such
//   as /vacation-rentals/, so the template's markers decide, not the path;
// - quote: VerifyPropertyAvailability (a refusal is the quote error), then GetPreReservationPrice;
// - conversion: the plugin's thank-you page (/thank-you/, posted to by the checkout after MakeReservation), which
//   carries the `streamline_transaction` global; and spec 7's headless book-now answer (it names res_number).
import { defineAdapter, QUOTE_METHODS, SEARCH_METHODS, streamlineBooking, streamlineMethod, streamlineQuote, streamlineResultsPage, streamlineSearch, streamlineThankYou, streamlineThankYouPage, streamlineUnit, streamlineUnitPage } from '../capture';
import { registerProvider } from '../core/registry';

registerProvider(
  defineAdapter({
    slug: 'streamline',
    label: 'Streamline VRS (Streamline Core WordPress plugin)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'USD',
    paths: {
      search: '/search-results',
      property: ['/vacation-rentals/:slug', streamlineUnitPage],
      conversion: ['/thank-you', streamlineThankYouPage],
    },
    observe: {
      search: streamlineMethod(SEARCH_METHODS),
      quote: streamlineMethod(QUOTE_METHODS),
      conversion: streamlineMethod(/^MakeReservation$/),
    },
    // the results template's count line, filled once the search answered
    ready: { search: '.search-pagination' },
    map: {
      search: (s) => (s.call ? streamlineSearch(s) : streamlineResultsPage()),
      property: streamlineUnit,
      quote: streamlineQuote,
      conversion: (s) => (s.call ? streamlineBooking(s) : streamlineThankYou()),
    },
    pathCases: {
      handles: {
        search: ['/search-results/?sd=03%2F14%2F2027&ed=03%2F19%2F2027&oc=4&ch=1&beds=3'],
        property: ['/vacation-rentals/seagrass-cottage/?sd=03%252F14%252F2027&ed=03%252F19%252F2027&oc=4&ch=1'],
        conversion: ['/thank-you/'],
      },
      ignores: ['/', '/checkout/', '/vacation-rentals/'],
    },
  }),
);
