// signal-widget: a booking widget announcing itself by custom events (SIGNAL_PAGE_CHANGE, _QUOTE, _BOOK).
// Wire shapes, their evidence and what this adapter reads: demo-sites/signal-widget/SOURCES.md.
import { defineAdapter, exists, lineItems, signals, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { pick } from '../parse';

const PAGE = 'SIGNAL_PAGE_CHANGE';
const CONFIRMATION = '[data-signal-widget] .sw-confirmation';

/** The stay and party a detail carries (its own, or its search's). */
const stay = (d: unknown) => ({
  checkin: pick(d, 'checkIn'),
  checkout: pick(d, 'checkOut'),
  guests_adults: pick(d, 'adults'),
  guests_children: pick(d, 'children'),
});
const listing = (d: unknown) => ({ listing_id: pick(d, 'property', 'id'), listing_name: pick(d, 'property', 'name') });
/** A page change's detail when it shows that view, else nothing to capture. */
const view = (s: Source, page: string) => (pick(s.detail, 'page') === page ? s.detail : null);

registerProvider(
  defineAdapter({
    slug: 'signal-widget',
    label: 'Booking widget announcing itself by custom events (SIGNAL_PAGE_CHANGE, SIGNAL_QUOTE, SIGNAL_BOOK)',
    family: 'json-widget',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-27',
    marker: '[data-signal-widget]',
    // the confirmation view is the conversion page: uploaded when a page change shows it, before SIGNAL_BOOK's
    // conversion (the upload holds what is captured meanwhile)
    paths: { page_upload: () => exists(CONFIRMATION) },
    setup: signals({ page: PAGE, search: PAGE, property: PAGE, quote: 'SIGNAL_QUOTE', conversion: 'SIGNAL_BOOK' }),
    map: {
      search: (s) => {
        const d = view(s, 'results');
        if (!d) return null;
        const search = pick(d, 'search');
        const adults = pick(search, 'adults');
        const children = pick(search, 'children');
        return { ...stay(search), guests_adults: [adults, adults], guests_children: [children, children], result_count: pick(d, 'resultCount') };
      },
      property: (s) => {
        const d = view(s, 'property');
        return d && listing(d);
      },
      quote: (s) => {
        const d = s.detail;
        const available = pick(d, 'available');
        return {
          ...listing(d),
          ...stay(d),
          total: available ? pick(d, 'total') : null,
          currency: pick(d, 'currency'),
          line_items: available ? lineItems(pick(d, 'lines'), 'label', 'amount') : null,
          success: available,
          error_message: available ? null : pick(d, 'message'),
        };
      },
      conversion: (s) => {
        const d = s.detail;
        return {
          reservation_id: pick(d, 'bookingId'),
          ...listing(d),
          ...stay(d),
          total: pick(d, 'total'),
          currency: pick(d, 'currency'),
          line_items: lineItems(pick(d, 'lines'), 'label', 'amount'),
          success: pick(d, 'status') === 'confirmed',
        };
      },
    },
    pathCases: { handles: {}, ignores: ['/', '/book/', '/book/?property=cormorant-loft'] },
  }),
);
