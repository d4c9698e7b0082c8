// Bluetent RESCMS ("RezCommerce", Drupal 7): unit pages, pricing calls, buy page and confirmation.
// Wire shapes, their evidence and what this adapter reads: demo-sites/bluetent/SOURCES.md.
import { defineAdapter, drupalEid, rcapiSearch, rescmsQuote, rescmsStay, scrapeReservation, text, type Source } from '../capture';
import { registerProvider } from '../core/registry';

const NAME = '#page-title';
const CHARGES = '#charges-wrapper table';

/** The quote table on the page (buy page, or a confirmation that shows the charges) with the stay of its URL. */
function fromPage(s: Source) {
  const r = scrapeReservation(document.querySelector(CHARGES) ?? document.querySelector('tr.total')?.closest('table') ?? null);
  return { ...rescmsStay(s), total: r.total, line_items: r.items };
}

registerProvider(
  defineAdapter({
    slug: 'bluetent',
    label: 'Bluetent RESCMS (Drupal 7)',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-12-02',
    currency: 'USD',
    paths: {
      property: [/^\/[\w-]*vacation-rentals\/[^/]+\/?$/i, '/rentals/:slug'],
      quote: '/rescms/item/:eid/buy',
      conversion: '/rescms/confirmation/:rid',
    },
    observe: {
      search: { url: '/rcapi/item/avail/search' },
      quote: [{ url: '/rescms/ajax/item/pricing/' }, { url: '/rcapi/item/avail/search' }],
    },
    map: {
      search: rcapiSearch,
      property: () => (drupalEid() ? { listing_id: drupalEid(), listing_name: text(NAME) } : null),
      quote: (s) => {
        const q = s.call ? rescmsQuote(s) : fromPage(s);
        return q && { ...q, listing_id: q.listing_id ?? drupalEid(), listing_name: text(NAME) };
      },
      conversion: (s) => {
        if (/access denied/i.test(document.title)) return null;
        const rid = text('.rc-confirmation-number') ?? location.pathname.split('/').filter(Boolean).pop();
        return { ...fromPage(s), reservation_id: rid };
      },
    },
    pathCases: {
      handles: {
        property: ['/poipu-vacation-rentals/regency-620', '/seaside-vacation-rentals/blue-heron/', '/vacation-rentals/sea-turtle'],
        quote: ['/rescms/item/156/buy?rcav%5Bbegin%5D=01%2F16%2F2027&rcav%5Bend%5D=01%2F23%2F2027&eid=156'],
        conversion: ['/rescms/confirmation/48213'],
      },
      ignores: ['/', '/poipu-vacation-rentals/', '/rescms/item/156', '/about-kauai/poipu-beach'],
    },
  }),
);
