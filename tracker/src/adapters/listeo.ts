// Listeo (WordPress directory theme with Listeo Core's rental bookings), as Listeo Core 2.0 talks.
// Wire shapes, their evidence and what this adapter reads: demo-sites/listeo/SOURCES.md.
import { attr, dateSpan, defineAdapter, exact, type Fields, formList, fragment, pageGlobal, type Source, text, value, WOO_ORDER, WOO_RECEIVED, wooOrder } from '../capture';
import { registerProvider } from '../core/registry';
import { pick, toInt, toNumber } from '../parse';

const title = () => text('.listing-titlebar-title h1') ?? text('.listing-titlebar-title h2');
const currency = () => pageGlobal('listeo_core.currency') ?? pageGlobal('listeo_core.currency_symbol');

/** The search answer's count: Listeo Core 2.0's total_found. Listeo Core 1.5 sends none (ajax_get_listings answers
 * found_listings, max_num_pages, html and pagination; the query's offset is (page - 1) * per_page), so there it is
 * 0 when found_listings is false, and the result cards (.listing-item-container, one per content-listing template)
 * plus the full pages before them when the answered page is the last one and per_page was sent; on an earlier page
 * of several the count is not known (sent as the spec's 0). */
function resultCount(s: Source): number | null {
  const total = toInt(pick(s.json, 'total_found'));
  if (total != null) return total;
  const found = pick(s.json, 'found_listings');
  if (found === false) return 0;
  const pages = toInt(pick(s.json, 'max_num_pages')),
    page = toInt(s.param('page')) || 1,
    perPage = toInt(s.param('per_page'));
  const html = fragment(pick(s.json, 'html'));
  if (found !== true || !html || pages == null) return null;
  const cards = html.querySelectorAll('.listing-item-container').length;
  if (pages <= 1) return cards;
  return page == pages && perPage ? (pages - 1) * perPage + cards : null;
}

/** The price slider's `_price_range` "<min>,<max>" (sent only while the slider is switched on). */
function priceRange(v: string | null): [number, number] | null {
  const m = v && /^\s*(\d+(?:\.\d+)?)\s*,\s*(\d+(?:\.\d+)?)\s*$/.exec(v);
  return m ? [toNumber(m[1])!, toNumber(m[2])!] : null; // digits, by the pattern
}

function quote(s: Source): Fields {
  const d = pick(s.json, 'data') ?? s.json;
  const free = pick(d, 'free_places') as number | null;
  const lines = pick(d, 'breakdown', 'lines');
  const error = pick(d, 'error') ?? (s.json && s.json.success && free != null && free <= 0 ? attr('.booking-error-message', 'data-default-message') : null);
  return {
    listing_id: s.param('listing_id'),
    listing_name: title(),
    checkin: s.param('date_start'),
    checkout: s.param('date_end'),
    guests_adults: s.param('adults'),
    guests_children: s.param('children'),
    promo_code: s.param('coupon'),
    total: free != null && free > 0 ? (pick(d, 'price_discount') ?? pick(d, 'breakdown', 'total') ?? pick(d, 'price')) : null,
    currency: currency(),
    line_items: Array.isArray(lines) ? lines.map((l) => [pick(l, 'label'), pick(l, 'amount')]) : null,
    error_message: typeof error == 'string' ? error : null,
    success: free != null && free > 0,
  };
}

registerProvider(
  defineAdapter({
    slug: 'listeo',
    label: 'Listeo (WordPress theme + Listeo Core)',
    family: 'wp-admin-ajax',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    observe: { search: { ajaxAction: 'listeo_get_listings' }, quote: { ajaxAction: 'check_avaliabity' } },
    paths: { property: '/listing/:slug', conversion: WOO_RECEIVED },
    ready: { conversion: WOO_ORDER },
    currency: 'USD',
    map: {
      search: (s) => {
        const [checkin, checkout] = dateSpan(s.param('date_range'), pageGlobal('wordpress_date_format.date'));
        const price = priceRange(s.param('_price_range'));
        return {
          result_count: resultCount(s),
          checkin,
          checkout,
          guests_adults: exact(s.param('_max_guests')),
          price,
          // the slider's amounts are in the site currency (its data-slider-currency is the same setting)
          currency: price ? currency() : null,
          locations: s.param('location_search'),
          amenities: formList(s, 'tax-listing_feature'),
        };
      },
      property: () => ({ listing_id: value('#listing_id'), listing_name: title() }),
      quote,
      conversion: () => {
        const order = wooOrder();
        return { ...order, currency: currency() ?? order.currency };
      },
    },
    pathCases: {
      handles: { property: ['/listing/zugspitz-chalet/'], conversion: ['/checkout/order-received/8801/?key=wc_order_abc'] },
      ignores: ['/listings/?location_search=Garmisch', '/listing/', '/checkout/'],
    },
  }),
);
