// What every site on the Listeo directory theme (Listeo Core rental bookings, WooCommerce payments) answers alike:
// listeo_get_listings (the archive's ajax filter) and Listeo Core's check_avaliabity with its minimum-stay refusal
// and itemised breakdown, in their real shapes, the archive and listing templates, the localized listeo_core
// settings and the front-end script (assets/listeo.js). Sites differ in their data, their locale (number format,
// words on the page) and their Listeo currency setting. Evidence: demo-sites/listeo/SOURCES.md.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromUsDate, isAvailable, isIsoDate, nightsOf, quoteStay, stayProblem, toShortDate, type Stay, type Unit } from '../../server/fixtures.ts';
import { esc, field, get, json, text, type Form, type Route } from '../../server/http.ts';
import { formatAmount, type AmountStyle } from '../../server/money.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { defineSite, SERVER_ASSETS, type DemoSite } from '../../server/site.ts';
import { wooRoutes } from '../../server/woocommerce.ts';
import { adminAjax, localize, WP_HEAD } from '../../server/wordpress.ts';

export interface ListeoListing extends Unit {
  slug: string;
  region: string;
  /** listing_feature term slugs */
  features: string[];
}

export interface ListeoSite {
  slug: string;
  platform: string;
  /** the site's look; the Listeo theme's stylesheet and WordPress's head are every site's */
  chrome: Omit<Chrome, 'stylesheet' | 'head'>;
  listings: ListeoListing[];
  /** listing_feature terms: slug -> label */
  features: Record<string, string>;
  firstOrder: number;
  /** listeo_core's localized currency settings, in Listeo Core's order: `currency` is the listeo_currency option
   * (an ISO code, or 'none' for "Disable Currency Symbol"), `currency_symbol` its symbol ('' for none),
   * `currency_position` listeo_currency_postion */
  currency: { currency: string; currency_symbol: string; currency_position: 'before' | 'after' };
  /** number_format_i18n in the site's locale: de_DE { thousands: '.', decimal: ',' }, en_US the defaults */
  number: AmountStyle;
  /** the home page's title and main content */
  home: { title: string; main: string };
  /** the archive card's price text and the listing's details line (`amount` is number_format_i18n) */
  cardPrice(l: ListeoListing, amount: (n: number) => string): string;
  details(l: ListeoListing, amount: (n: number) => string): string;
  /** the listing's tag ('Chalet', 'Cabin') */
  listingTag: string;
  /** the archive counter's word after the count ('Ergebnisse', 'results') */
  results: string;
  /** the WooCommerce line's guests label, and the checkout's notice when the stay is no longer free */
  guestsLabel: string;
  unavailable: string;
  /** the WooCommerce pages and answers as the site serves them (its currency symbol, its own scripts) */
  woo?: (body: string, settings: string) => string;
}

/** Listeo Core's front-end script path (assets/listeo.js, the counter's word written in). */
const CORE_JS = '/wp-content/plugins/listeo-core/assets/js/frontend.js';
const JS = 'application/javascript; charset=UTF-8';

/** A Listeo site's server side: listings by id, the two admin-ajax answers and the templates. */
export function listeoTheme(site: ListeoSite) {
  const byId = (id: unknown): ListeoListing | undefined => site.listings.find((c) => c.id === Number(id));
  const url = (c: ListeoListing) => `/listing/${c.slug}/`;
  /** number_format_i18n: 1682.5 -> "1.682,50" (de_DE) or "1,682.50" (en_US). */
  const amount = (n: number): string => formatAmount(n, site.number);
  /** The features ticked in the form: Listeo names them tax-listing_feature[<slug>]. */
  const ticked = (form: Form): string[] => Object.keys(form).filter((k) => k.startsWith('tax-listing_feature[')).map((k) => field(form, k));
  /** _breakdown_format: the symbol before the amount, or after it with a space ("1.592,50 €"). */
  const { currency_symbol: symbol, currency_position: position } = site.currency;
  const formatted = (n: number): string => (position === 'after' ? `${amount(n)} ${symbol}` : `${symbol}${amount(n)}`);

  /** listeo_get_listings: the archive filter (location, date_range "mm/dd/yyyy - mm/dd/yyyy", features). */
  function getListings(form: Form) {
    const [from, to] = field(form, 'date_range').split(' - ').map(fromUsDate);
    const features = ticked(form);
    const found = site.listings.filter(
      (c) =>
        (!field(form, 'location_search') || c.region === field(form, 'location_search')) &&
        features.every((f) => c.features.includes(f)) &&
        (!from || !to || isAvailable(c, from, to)),
    );
    const cards = found.map(
      (c) => `<div class="listing-item-container listing-geo-data list-layout listing-type-rental" data-title="${esc(c.name)}">
<a href="${url(c)}" class="listing-item"><div class="listing-item-content"><span class="tag">${esc(c.region)}</span><h3>${esc(c.name)}</h3>
<span class="listing-price">${site.cardPrice(c, amount)}</span></div></a></div>`,
    );
    return {
      found_listings: found.length > 0,
      max_num_pages: found.length ? 1 : 0,
      total_found: found.length,
      html: found.length ? `<div class="loader-ajax-container"><div class="loader-ajax"></div></div>${cards.join('\n')}<div class="clearfix"></div>` : '<p class="no-results">Nothing found</p>',
      pagination: '',
    };
  }

  /** Listeo Core 2.0's calculate_price_breakdown for a nightly rental without per-guest pricing: the stay as one
   * "Nightly rate" line (uniform rate: "318,50 € × 5 nights"), the reservation fee, then subtotal and total. */
  function priceBreakdown(c: ListeoListing, stay: Stay) {
    const q = quoteStay(c, stay);
    const nights = q.nights.length;
    const units = `${nights} ${nights === 1 ? 'night' : 'nights'}`;
    const line = (key: string, label: string, value: number, sublabel: string | null) => ({
      key, label, sublabel, amount: value, amount_formatted: formatted(value), is_discount: false, service_slug: null, fee_id: null,
    });
    const lines = [
      line('accommodation', 'Nightly rate', q.rent, `${formatted(q.rent / nights)} × ${units}`),
      ...q.fees.map((f) => line('reservation_fee', f.name, f.amount, 'One-time charge')),
    ];
    return {
      booking_type: 'date_range', units: nights, units_label: units, guests: stay.adults + stay.children, children: stay.children, lines,
      subtotal: q.total, subtotal_formatted: formatted(q.total), coupon: null, total: q.total, total_formatted: formatted(q.total),
      currency_symbol: symbol, currency_position: position, decimals: 2,
    };
  }

  /** Listeo Core counts days, not nights: the stay's nights plus one must reach _min_days (minimum nights + 1). */
  function checkAvailability(form: Form) {
    const c = byId(field(form, 'listing_id'));
    const stay = { checkin: field(form, 'date_start'), checkout: field(form, 'date_end'), adults: Number(field(form, 'adults')) || 1, children: Number(field(form, 'children')) || 0 };
    if (!c || !isIsoDate(stay.checkin) || stay.checkout <= stay.checkin) return { success: true, data: { free_places: 0 } };
    const days = nightsOf(stay.checkin, stay.checkout).length + 1;
    if (days < c.minNights + 1) return { free_places: 0, error: `Minimum stay for this listing is ${c.minNights + 1} day(s). You selected ${days} day(s).` };
    const problem = stayProblem(c, stay);
    return { success: true, data: { free_places: problem ? 0 : 1, price: amount(quoteStay(c, stay).total), breakdown: priceBreakdown(c, stay) } };
  }

  const archiveMain = (q: URLSearchParams): string => `<div class="listeo-archive row">
<form id="listeo_core-search-form" class="main-search-form" action="/listings/" method="get">
<input type="text" name="keyword_search" placeholder="What are you looking for?" value="${esc(q.get('keyword_search') ?? '')}">
<input type="text" name="location_search" placeholder="Location" value="${esc(q.get('location_search') ?? '')}">
<input type="text" name="date_range" placeholder="Check-In - Check-Out" value="${esc(q.get('date_range') ?? '')}">
<div class="panel-dropdown"><a href="#">More Filters</a><div class="panel-checkboxes-container">
${Object.entries(site.features)
  .map(([slug, label]) => `<div class="panel-checkbox-wrap"><input id="${slug}" value="${slug}" type="checkbox" name="tax-listing_feature[${slug}]"><label for="${slug}">${label}</label></div>`)
  .join('\n')}
</div></div><button type="submit" class="button fs-map-btn">Search</button></form>
<div class="listings-counter"></div><div id="listeo-listings-container" class="listings-container list-layout"></div><div class="pagination-container"></div></div>`;

  const listingMain = (c: ListeoListing): string => `<div id="titlebar" class="listing-titlebar"><div class="listing-titlebar-title">
<h1>${esc(c.name)}</h1><span class="listing-tag">${esc(site.listingTag)}</span> <span class="listing-address">${esc(c.region)}</span></div></div>
<div class="row"><div class="col-lg-8 listing-details"><ul class="listing-features">${c.features.map((f) => `<li>${site.features[f]}</li>`).join('')}</ul>
<p>${site.details(c, amount)}</p></div>
<div id="booking-widget-anchor" class="col-lg-4 boxed-widget booking-widget"><h3>Booking</h3>
<input type="hidden" id="listing_id" value="${c.id}"><input type="hidden" id="coupon_code" value="">
<input type="text" id="date-picker" class="date-picker-listing-rental" data-listing_type="rental" placeholder="Check-In - Check-Out" autocomplete="off">
<div class="daterangepicker"><button type="button" class="applyBtn btn">Apply</button></div>
<div class="qtyButtons"><label>Adults <input type="text" class="adults" name="qtyInput" value="2"></label><label>Children <input type="text" class="children" name="qtyInput" value="0"></label></div>
<div class="booking-estimated-cost hidden"><ul class="booking-price-breakdown" id="booking-price-breakdown" style="display:none;"></ul><strong>Total Cost</strong><span></span></div>
<div class="booking-error-message hidden"></div>
<a href="#" class="button book-now fullwidth inactive">Request To Book</a></div></div>`;

  return { byId, amount, getListings, checkAvailability, archiveMain, listingMain };
}

/** A Listeo site: its pages (listeo_core and wordpress_date_format localized on each), admin-ajax, the front-end
 * script and the server's WooCommerce checkout for the listing in the checkout URL. */
export function listeoSite(site: ListeoSite): DemoSite {
  const theme = listeoTheme(site);
  const chrome: Chrome = { ...site.chrome, stylesheet: '/wp-content/themes/listeo/style.css', head: WP_HEAD };
  const { currency, currency_symbol, currency_position } = site.currency;
  const settings = localize({ listeo: { ajaxurl: '/wp-admin/admin-ajax.php' }, listeo_core: { currency, currency_symbol, currency_position }, wordpress_date_format: { date: 'MM/DD/YYYY', day: '1' } });
  const framed = sitePages(chrome, { inline: [settings], scripts: [Object.keys(SERVER_ASSETS)[0], CORE_JS] });
  const page = (title: string, bodyClass: string, main: string) => framed({ title, bodyClass: `listeo ${bodyClass}`, main });

  /** The stay the checkout URL carries (Listeo's date_start/date_end are yyyy-mm-dd). */
  const stayOf = (v: (name: string) => string): Stay => ({ checkin: v('date_start'), checkout: v('date_end'), adults: Number(v('adults')) || 1, children: Number(v('children')) || 0 });
  function line(v: (name: string) => string) {
    const c = theme.byId(v('listing_id'));
    const stay = stayOf(v);
    if (!c || stayProblem(c, stay)) return null;
    return { name: c.name, meta: [['Check-In', toShortDate(stay.checkin)], ['Check-Out', toShortDate(stay.checkout)], [site.guestsLabel, String(stay.adults + stay.children)]] as [string, string][], total: quoteStay(c, stay).total };
  }
  const shown = (r: Route): Route => {
    const woo = site.woo;
    if (!woo) return r;
    return { ...r, handle: async (req, params) => {
      const res = await r.handle(req, params);
      return res && { ...res, body: woo(res.body, settings) };
    } };
  };

  return defineSite({
    slug: site.slug,
    provider: 'listeo',
    platform: site.platform,
    chrome,
    routes() {
      const woo = wooRoutes({
        site: site.slug,
        chrome,
        bodyClass: 'listeo',
        firstOrderId: site.firstOrder,
        cart(q) {
          const item = line((n) => q.get(n) ?? '');
          return item ? { items: [item], fields: { listing_id: q.get('listing_id') ?? '', date_start: q.get('date_start') ?? '', date_end: q.get('date_end') ?? '', adults: q.get('adults') ?? '', children: q.get('children') ?? '' } } : null;
        },
        order: (form) => {
          const item = line((n) => field(form, n));
          return item ? [item] : site.unavailable;
        },
      });
      return [
        get('/', () => page(site.home.title, 'home', site.home.main)),
        get('/listings/', (req) => page('Listings', 'archive post-type-archive-listing', theme.archiveMain(req.query))),
        get('/listing/:slug/', (_req, { slug }) => {
          const c = site.listings.find((x) => x.slug === slug);
          return c ? page(c.name, `single-listing postid-${c.id}`, theme.listingMain(c)) : null;
        }),
        ...adminAjax(site.slug, {
          listeo_get_listings: { handle: (form) => json(theme.getListings(form)) },
          check_avaliabity: { handle: (form) => json(theme.checkAvailability(form)) },
        }),
        ...woo.map(shown),
        get(CORE_JS, async () => text((await readFile(join(import.meta.dirname, 'assets', 'listeo.js'), 'utf8')).replace('__RESULTS__', site.results), 200, JS)),
      ];
    },
  });
}
