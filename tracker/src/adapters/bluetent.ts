// Bluetent RESCMS ("RezCommerce"), the Drupal 7 booking CMS (demo-sites/bluetent/SOURCES.md). Unit pages are
// `/<area>-vacation-rentals/<slug>` and carry `Drupal.settings.rcItemAvailForm[0].eid`, the RESCMS entity id.
// Two real paths to a price, one recording each:
//   ajax: the unit page's availability form asks
//     GET /rescms/ajax/item/pricing/simple?rcav[begin]=mm/dd/yyyy&rcav[end]&rcav[adult]&rcav[child]&rcav[eid]&rcav[flex_type]
//       -> { status: 1, content: '<div class="rc-item-pricing">…<span class="rc-price">$2,752</span>…' | '<span class="rc-na">Not Available</span>', reveals }
//     The price there is the sub-total before tax, so only its refusal is a quote; the "Show Detailed Quote" link asks
//     GET /rescms/ajax/item/pricing/quote?rcav[…]&rcav[IDs][8][]  -> { status: 1, content: '<div class="rc-item-quote"><table>' }
//     with tr.line-item ("Lodging: …" = rent; a "declined" optional row is not charged), tr.sub-total, tr.tax, tr.total.
//   base: "Book Now" opens /rescms/item/<eid>/buy?rcav[…] with the same table in #charges-wrapper (the quote, kept
//     for the confirmation); the booking's confirmation page (assumed) is the conversion, never on Drupal's
//     "Access denied" page (spec 5).
import { clearLastQuote, defineAdapter, fragment, quotePayload, saveLastQuote, scrapeReservation, text, withLastQuote, conversionPayload, type Source } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick } from '../parse';

const NAME = '#page-title';
const eidOnPage = () => pick(window, 'Drupal', 'settings', 'rcItemAvailForm', 0, 'eid');

/** The stay a RESCMS request or buy-page URL names (dates month first, as the form's `df` mm/dd/yy). */
const stay = (s: Source) => ({
  listing_id: s.param('rcav[eid]') ?? s.param('eid'),
  listing_name: text(NAME),
  checkin: parseDate(s.param('rcav[begin]'), 'mdy'),
  checkout: parseDate(s.param('rcav[end]'), 'mdy'),
  guests_adults: s.param('rcav[adult]'),
  guests_children: s.param('rcav[child]'),
});

/** The quote table (detailed quote or buy page): rows classified by label, the Total row wins over Sub-Total. */
function fromTable(s: Source, table: Element | null) {
  const r = scrapeReservation(table);
  return { ...stay(s), total: r.total, line_items: r.items };
}

registerProvider(
  defineAdapter({
    slug: 'bluetent',
    label: 'Bluetent RESCMS (Drupal 7)',
    family: 'booking-engine',
    sends: ['property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    currency: 'USD',
    paths: {
      property: [/^\/[\w-]*vacation-rentals\/[^/]+\/?$/i, '/rentals/:slug'],
      quote: '/rescms/item/:eid/buy',
      conversion: '/rescms/confirmation/:rid',
    },
    observe: { quote: [{ url: '/rescms/ajax/item/pricing/simple' }, { url: '/rescms/ajax/item/pricing/quote' }] },
    map: {
      property: () => (eidOnPage() ? { listing_id: eidOnPage(), listing_name: text(NAME) } : null),
      quote: (s) => {
        const content = fragment(pick(s.json, 'content'));
        const refused = content && text('.rc-na', content);
        if (!s.call) {
          const q = quotePayload(fromTable(s, document.querySelector('#charges-wrapper table')));
          if (q.total != null) saveLastQuote(q);
          return q;
        }
        if (refused) return { ...stay(s), error_message: refused, success: false };
        return /pricing\/quote/.test(s.call.url) && content ? fromTable(s, content.querySelector('table')) : null;
      },
      conversion: () => {
        if (/access denied/i.test(document.title)) return null;
        const c = withLastQuote(conversionPayload({ reservation_id: location.pathname.split('/').filter(Boolean).pop() }));
        clearLastQuote();
        return c;
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
