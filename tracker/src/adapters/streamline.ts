// Streamline VRS sites (Streamline Core / ResortPro WordPress plugin): the admin-ajax gateway's methods.
// Wire shapes, their evidence and what this adapter reads: demo-sites/streamline/SOURCES.md.
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
      search: { fromCall: streamlineSearch, fromPage: streamlineResultsPage },
      property: streamlineUnit,
      quote: streamlineQuote,
      conversion: { fromCall: streamlineBooking, fromPage: streamlineThankYou },
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
