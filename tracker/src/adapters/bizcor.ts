// Bizcor sites on the Streamline Core (ResortPro) WordPress plugin: its admin-ajax calls and pages.
// Wire shapes, their evidence and what this adapter reads: demo-sites/bizcor/SOURCES.md.
import { defineAdapter, QUOTE_METHODS, streamlineMethod, streamlineQuote, streamlineSearch, streamlineThankYou, streamlineThankYouPage, streamlineUnit, streamlineUnitPage } from '../capture';
import { registerProvider } from '../core/registry';

registerProvider(
  defineAdapter({
    slug: 'bizcor',
    label: 'Bizcor (WordPress + Streamline Core plugin, Bizcor search method)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'USD',
    paths: {
      property: ['/cabins/:slug', '!/cabins/booking', '!/cabins/confirmation', streamlineUnitPage],
      conversion: ['/thank-you', '/cabins/confirmation', streamlineThankYouPage],
    },
    observe: {
      search: streamlineMethod(/^BizcorGetPropertyAvailabilityWithRatesWordPress$/),
      quote: streamlineMethod(QUOTE_METHODS),
    },
    map: {
      search: streamlineSearch,
      property: streamlineUnit,
      quote: streamlineQuote,
      conversion: () => {
        const c = streamlineThankYou();
        return c && c.checkin && c.checkout ? c : null;
      },
    },
    pathCases: {
      handles: { property: ['/cabins/bear-creek-lodge/?sd=10%252F16%252F2026&ed=10%252F20%252F2026'], conversion: ['/thank-you/', '/cabins/confirmation/'] },
      ignores: ['/search-cabins/?sd=10/16/2026', '/cabins/booking/?unit=512', '/cabins/'],
    },
  }),
);
