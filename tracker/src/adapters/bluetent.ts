// Bluetent RESCMS ("RezCommerce"), the Drupal 7 booking CMS (demo-sites/bluetent/SOURCES.md). Unit pages are
// `/<area>-vacation-rentals/<slug>` and carry `Drupal.settings.rcItemAvailForm[0].eid`, the RESCMS entity id.
// Its calls (capture/families/rescms.ts, every reading the public scrapers show):
//   GET /rcapi/item/avail/search?rcav[…]  bare array of available units with priced windows: a search; with
//     rcav[eid] the unit's priced window: a quote ([] = refused)
//   GET /rescms/ajax/item/pricing/simple?rcav[…]  { status, content }: rc-na = refused; a price block = a quote
//     whose total is the add-to-cart data's exact price (the rounded .rc-price text when it has none)
//   GET /rescms/ajax/item/pricing/quote?rcav[…]   the detailed quote table: tr.line-item (Lodging = rent, a declined
//     optional row is not charged), tr.sub-total, tr.tax, tr.total
//   /rescms/item/<eid>/buy?rcav[…]  the buy page, the same table in #charges-wrapper (a quote, kept for the
//     confirmation); the confirmation page (assumed) is the conversion, with its own charges table when it shows
//     one, else the last quote; never on Drupal's "Access denied" page (spec 5).
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
