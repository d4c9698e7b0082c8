// The one hand-written part of docs/spec-coverage.md: the items of the spec (../shared/spec/tracker-spec.md) in
// spec order, each with its exact wording and sample URLs / requests. Which adapter covers an item, and which
// recording exercises it, is computed (scripts/spec-coverage.ts); scripts/spec-coverage.test.ts fails when this
// table and the spec's lists differ (an item missing, an item the spec does not have, or the order changed).
//
// Samples, when not given, are built from the wording (scripts/spec-coverage.ts `samplesOf`):
//   paths  the wording with {slug}/{id}/{lang}/{x} filled in ('/destinations/{slug}' -> '/destinations/tuscany');
//          property paths ending in '/' get a slug and an id after it, other property and search paths also the
//          same path plus '/' or '/sea-view'
//   calls  'https://example.test' + the path of the wording ('POST x' or 'x (GET …)' fixes the method; else both
//          GET and POST are tried); WordPress actions: POST /wp-admin/admin-ajax.php with body action=<name>
// `shape` is what a recorded page URL (pathname + search + hash) or request must look like to exercise the item;
// when not given, the URL must contain the wording's path (placeholders: one segment), and for WordPress actions
// the request's `action` field must be the name.

export interface Req {
  method?: string;
  /** path or absolute URL */
  url: string;
  body?: string;
  /** a JSONP answer: the callback name (the url's query names it) */
  jsonp?: string;
}

/** What a recorded request is, for shapes. */
export interface Recorded {
  method: string;
  url: string;
  body: string | null;
}

export interface PathItem {
  spec: string;
  samples?: string[];
  /** tested on pathname + search + hash */
  shape?: RegExp;
}

export interface CallItem {
  spec: string;
  samples?: Req[];
  shape?: RegExp | ((r: Recorded) => boolean);
  /** a WordPress admin-ajax action name (or pattern): samples and shape come from it */
  action?: string | RegExp;
  /** not a call but a page object / custom event name: covered where an adapter's source names it, exercised
   * where a recording of that adapter serves a page or script naming it */
  pageObject?: boolean;
}

/** Section 9 constants (each `spec` is a phrase of section 9). Found from adapter metadata (`meta`, which also gets
 * the options of the adapter's site mappings) or by a regex over the adapter and capture sources and the adapter's
 * site mappings' options (`source`); exercised where a golden of a covering adapter's recording
 * (any recording for a constant found in capture/ or parse/) has an event for which `golden` holds. */
export interface ConstantItem {
  spec: string;
  /** which list of section 9 it belongs to (a wording may stand in two: Cottage) */
  group: string;
  source?: RegExp;
  meta?: (spec: AdapterMeta, sites: SiteOptions[]) => boolean;
  golden?: (event: { action: string; payload: any }) => boolean;
}
export interface AdapterMeta {
  slug: string;
  sends: string[];
  currency?: string;
  bounds?: Partial<Record<string, [number | null, number | null]>>;
}
export type SiteOptions = Record<string, any>;

// ---------------------------------------------------------------- section 2

const P = (spec: string, samples?: string[], shape?: RegExp): PathItem => ({ spec, samples, shape });

export const SEARCH: PathItem[] = [
  P('/search'),
  P('/search-results'),
  P('/search.aspx'),
  P('/properties'),
  P('/properties/'),
  P('/our-cottages'),
  P('/availability'),
  P('/vacation-rentals'),
  P('/book-online'),
  P('/beach-villas'),
  P('/listings/'),
  P('/accommodation/'),
  P('/features/'),
  P('/destinations/{slug}'),
  P('/destination/'),
  P('/inspiration/'),
  P('/property.php'),
  P('/rentals'),
  P('/holiday-homes'),
  P('/advanced-search'),
  P('/stay'),
  P('/vacation/all/searchresults.aspx'),
  P('/vacation/category/'),
  P('/vacation/search/searchoptions.aspx'),
  P('/book/step1'),
  P('paths containing appartamenti or apartments', ['/appartamenti', '/appartamenti/', '/apartments', '/apartments/'], /appartamenti|apartments/i),
  P('search-maui-vacation-rentals', ['/search-maui-vacation-rentals', '/search-maui-vacation-rentals/']),
  P('/venues'),
  P('/our-properties'),
  P('/inspiring-homes'),
  P('/all.jsp'),
  P('/boutique'),
  P('/octobook/site/ota/index.xhtml'),
];

export const PROPERTY: PathItem[] = [
  P('/vacation-rentals/'),
  P('/accommodation/'),
  P('/self-catering/'),
  P('/property-details'),
  P('/property-detail/'),
  P('/property-details/{id}'),
  P('/property/'),
  P('/property/{id}'),
  P('/listing/'),
  P('/listings/{id}'),
  P('/properties/{slug} (a single segment)', ['/properties/sea-view', '/properties/sea-view/'], /^\/properties\/[^/?#]+\/?([?#]|$)/i),
  P('/properties/{id}'),
  P('/{lang}/properties/{id}'),
  P('pages with a propid query parameter', ['/?propid=12', '/rental?propid=12'], /[?&]propid=/i),
  P('/vacation-rental'),
  P('/Unit/Details/'),
  P('/holidaycottages/'),
  P('/view/'),
  P('/apartment/{x}/{id}'),
  P('/apartment'),
  P('/stay-details'),
  P('/vrp/unit'),
  P('/vrp/unit/'),
  P('/vacation/all/detailpage/'),
  P('/cabins/'),
  P('/rentals/'),
  P('/vacation-condos/'),
  P('/destinations/'),
  P('/produit/'),
  P('/appartements/'),
  P('/octobook/site/ota/result.xhtml'),
  P('/venues'),
];

export const CONVERSION: PathItem[] = [
  P('/booking-complete'),
  P('/thank-you'),
  P('/thank-you/'),
  P('/booking-thanks'),
  P('/thank-you-for-your-booking'),
  P('/book-now (with step=book_now)', ['/book-now?step=book_now', '/book-now/?step=book_now'], /\/book-now[^#]*[?&]step=book_now/i),
  P('/booking-confirmation'),
  P('/order/confirm'),
  P('/reservations/thank_you'),
  P('/checkout/order-received/'),
  P('/confirmation'),
  P('/responsive-book.aspx'),
  P('reservarAlojamiento.php'),
  P('reservarTpv.php'),
  P('enviarContacto.php'),
  P('bookpay.php'),
  P('/page/pci/payment/PaymentThanks'),
  P('/booking/'),
  P('/booking/thankyou'),
  P('/booking/success'),
  P('booking-success'),
  P('/booking-success'),
  P('book-now-confirm'),
  P('/payment'),
  P('/payment-success'),
  P('/done'),
  P('instant-success'),
  P('inquiry-success'),
  P('/reservation-thank-you'),
  P('/new_thankyoupage'),
  P('book_confirmed.jsp'),
  P('/ReservesDades.aspx'),
  P('/ReservesFinal.aspx'),
  P('/ReservesConfirmar.aspx'),
  P('my-bookings/receipt'),
  P('a path ending in summary', ['/booking/summary', '/booking-summary', '/booking-summary/'], /summary\/?([?#]|$)/i),
  P('/book/view'),
  P('/book/confirm'),
  P('/add-payment/'),
  P('/my-reservation with query goto=pay-success', ['/my-reservation?goto=pay-success', '/my-reservation/?goto=pay-success'], /\/my-reservation[^#]*[?&]goto=pay-success/i),
  P('/checkout-success'),
  P('/manage-booking'),
  P('/booking-request'),
  P('/make-a-booking'),
  P('/thanks'),
  P('/reservation-success'),
  P('/reservation-summary'),
  P('/complete'),
  P('/checkout'),
  P('/guests/reservations/'),
  P('/guest/reservation/'),
  P('details-de-la-reserve'),
  P('detalles-de-la-reserva'),
  P('/cabins/booking'),
  P('/cabins/confirmation'),
  P('/property/confirmation'),
  P('/vacation/rental/resconfirmation.aspx'),
  P('A hash route beginning /reserve/confirmation on one reservation platform', ['/#/reserve/confirmation', '/#/reserve/confirmation/12', '/book#/reserve/confirmation?id=12'], /#\/reserve\/confirmation/i),
  P('On one checkout host, a path containing confirmation', ['https://checkout.example.test/confirmation', 'https://checkout.example.test/12/confirmation/'], /confirmation/i),
];

// ---------------------------------------------------------------- section 7, "Host calls observed"

const C = (spec: string, samples?: Req[], shape?: CallItem['shape']): CallItem => ({ spec, samples, shape });
const A = (spec: string, action: string | RegExp = spec, samples?: Req[]): CallItem => ({ spec, action, samples });
const O = (spec: string): CallItem => ({ spec, pageObject: true });

const decoded = (r: Recorded) => {
  const d = (s: string) => {
    try {
      return decodeURIComponent(s.replace(/\+/g, ' '));
    } catch {
      return s;
    }
  };
  return d(r.url) + ' ' + d(r.body || '');
};
/** a Streamline Core call running method `name` ({ methodName, params } as JSON body, or its `params` field) */
const streamline = (name: string): CallItem =>
  C(
    name,
    [
      { method: 'POST', url: '/wp-admin/admin-ajax.php?action=streamlinecore-api-request', body: `action=streamlinecore-api-request&params=${encodeURIComponent(JSON.stringify({ methodName: name, params: {} }))}` },
      { method: 'POST', url: '/wp-admin/admin-ajax.php?action=streamlinecore-api-request&params=' + encodeURIComponent(JSON.stringify({ methodName: name, params: {} })) },
      { method: 'POST', url: '/api/json', body: JSON.stringify({ methodName: name, params: {} }) },
    ],
    (r) => new RegExp(`"methodName"\\s*:\\s*"${name}"`).test(decoded(r)),
  );
const slStreamline = (path: string) => [{ method: 'POST', url: `/api/rentals/public/streamline/booking${path}` }];
const slShape = (path: string) => new RegExp(`streamline/booking${path.replace(/[/-]/g, '\\$&')}\\b`, 'i');

export const CALLS: CallItem[] = [
  // Streamline
  C('POST api/rentals/public/streamline/booking/search'),
  // '/quote' stands beside '/booking/…' in the spec's list: directly under …/streamline/ (…/booking/quote accepted too)
  C('/quote', [{ method: 'POST', url: '/api/rentals/public/streamline/quote' }, ...slStreamline('/quote')], /streamline\/(booking\/)?quote\b/i),
  C('/booking/availability', slStreamline('/availability'), slShape('/availability')),
  C('/booking/book-now (reads rate.fees, base, taxes, res_number, name)', slStreamline('/book-now'), slShape('/book-now')),
  streamline('VerifyPropertyAvailability'),
  streamline('GetPreReservationPrice'),
  streamline('GetPropertyListWordPress'),
  streamline('GetPropertyAvailabilityWithRatesWordPress'),
  streamline('GetPropertyAvailabilitySimple'),
  streamline('BizcorGetPropertyAvailabilityWithRatesWordPress'),
  // supercontrol
  C('/ajax/sc_calendar_post_v2.php'),
  C('sc_calendar_post_v2.php'),
  C('/api/supercontrol/filter'),
  C('/api/supercontrol/new_get_price'),
  C('fullpricequote.ashx'),
  // assorted
  C('/api/search/properties/list'),
  C('/api/availability'),
  C('api/ajax/getroomprice.php'),
  C('/rescms/ajax/item/pricing/simple'),
  C('rates.json'),
  C('/cabins/getAvailable/'),
  C('/quote'),
  C('/quotes'),
  C('/villa-rentals'),
  C('/booking/rooms'),
  C('/booking/calculateTotals'),
  C('/get_properties.php'),
  C('/get_properties_landing.php'),
  C('a booking-cart summary endpoint', [{ method: 'GET', url: '/v3/cart/summary/5e0c9a4d' }, { method: 'GET', url: '/cart/summary' }, { method: 'GET', url: '/booking-cart/summary' }], /cart\/summary|booking-cart/i),
  C(
    'the Rezfusion GraphQL endpoint',
    [
      { method: 'POST', url: '/graphql', body: JSON.stringify({ query: 'query { lodgingProducts { results { item { id } } } }' }) },
      { method: 'POST', url: '/graphql', body: JSON.stringify({ query: 'query { orderQuote { total } }' }) },
      { method: 'GET', url: '/graphql?query=' + encodeURIComponent('query{lodgingProducts{count}}') },
    ],
    /\/graphql(\?|$)/i,
  ),
  C('Solr/avail search', [{ method: 'POST', url: '/solr/', body: 'q=*:*&wt=json' }, { method: 'GET', url: '/rcapi/item/avail/search?rcav%5Bbegin%5D=06%2F12%2F2027' }], /\/solr\/?(\?|$)|avail\/search/i),
  A('unit_rate_check_vr ajax action', 'unit_rate_check_vr'),
  // WordPress /wp-admin/admin-ajax.php actions
  A('homey_half_map'),
  A('homey_calculate_booking_cost'),
  A('boostly_half_map_2'),
  A('boostly_calculate_booking_cost'),
  A('names containing quickquote', /quickquote/i, [{ method: 'POST', url: '/wp-admin/admin-ajax.php', body: 'action=vrp_quickquote' }, { method: 'POST', url: '/wp-admin/admin-ajax.php', body: 'action=quickquote' }]),
  A('homhero_ajax_search'),
  A('getSearchResultsAJAX'),
  A('calculatePriceAJAX'),
  A('listeo_get_listings'),
  A('check_avaliabity'),
  A('quote_listing'),
  A('get_property_search_result'),
  A('listing_price'),
  A('phive_get_booked_price'),
  A('checkRoomAvailability'),
  A('_villas_365_calculate_booking'),
  A('wpestate_ajax_show_booking_costs'),
  A('load_properties'),
  A('load_available_properties'),
  A('check_availablity'),
  A('q4vr_stay'),
  // Guesty-style
  C('POST reservations/quotes'),
  C('POST reservations/quotes/{id}/instant'),
  C('guesty-quotes'),
  C('/api/guesty/quote'),
  C('/reservations/quote'),
  C(
    'Hostfully JSONP quote widget',
    [{ method: 'GET', url: '/api/lead_getquotewidget_api.jsp?jsoncallback=jsonpCallbackQuote&propertyUID=1', jsonp: 'jsonpCallbackQuote' }],
    (r) => /[?&]jsoncallback=[^&]*quote/i.test(r.url),
  ),
  // Other
  C('properties'),
  C('listings'),
  C('availability'),
  C('pricing'),
  C('calendar'),
  C('receipt'),
  C('price_cal'),
  C('/Unit/Rate/'),
  C('/Escapia/UnitStay'),
  C('/ajax/results', [{ url: '/ajax/results' }, { method: 'POST', url: '/ajax/results' }, { url: '/ajax/results.cfm' }, { url: '/ajax/results.php' }]),
  C('/ajax/quote'),
  C('v1/quote'),
  C('submit-request'),
  C('dbs/quote'),
  C('priceDetails'),
  C('a listing-price endpoint', [{ url: '/listing-price' }, { url: '/api/listing-price' }, { url: '/listings/12/price' }], /listing[-_/]?(\d+\/)?price/i),
  C('/api/properties/fetch'),
  C('/api/properties/room_rate'),
  C('ajax-property-quote.cfm'),
  C('/site_process.php'),
  C('/generatequote'),
  C('/engine/cost/'),
  C('/booking.php'),
  C('vrpjax checkavailability', [{ method: 'GET', url: '/?vrpjax=1&act=checkavailability&par=1' }], /[?&]vrpjax=[^#]*[?&]act=checkavailability/i),
  C('/properties/availability'),
  C('searchresults.aspx'),
  // icnea
  C(
    'POST /api/icnea, body field ws is DailyAvailability, Lodging or DailyRates',
    ['DailyAvailability', 'Lodging', 'DailyRates'].flatMap((ws) => [
      { method: 'POST', url: '/api/icnea', body: `ws=${ws}` },
      { method: 'POST', url: '/api/icnea', body: JSON.stringify({ ws }) },
    ]),
    (r) => r.method == 'POST' && /\/api\/icnea\b/i.test(r.url) && /\bws\W+(DailyAvailability|Lodging|DailyRates)\b/.test(decoded(r)),
  ),
  C(
    'GET /api/direct-booking-widget/get-payout: reads reservationDateCheckIn, reservationDateCheckOut, listingCurrency, reservationGuests (adults, children), breakdown (priceBase, priceFees, customFees, priceTaxes with feeType and amount), listingUuid, listingName, payment',
    [{ method: 'GET', url: '/api/direct-booking-widget/get-payout?listingUuid=1' }],
    /\/api\/direct-booking-widget\/get-payout/i,
  ),
  C('ajax/list.php'),
  C('/book/step1'),
  C('/set-step2'),
  C(
    '/lmpm/v1/properties/search and /lmpm/v1/properties/{id}/property-items/search',
    [{ method: 'GET', url: '/lmpm/v1/properties/search' }, { method: 'GET', url: '/lmpm/v1/properties/12/property-items/search' }],
    /\/lmpm\/v1\/properties\/(search|[^/]+\/property-items\/search)/i,
  ),
  C('v2/websites/rates/property/{id}/quotation (minPrice, currencyCode, detail)'),
  C('api/v1/checkout/price (propertyId, totalPrice.total, detail)'),
  C('v2 lodging search', [{ method: 'GET', url: '/v2/websites/lodgings/search' }, { method: 'POST', url: '/v2/lodgings/search' }], /\/v2\/.*lodgings?\/search/i),
  C('/api/listings/get_available (data, checkIn, checkOut, adults, children)'),
  C('/api/listings/{id} (airbnb_id, name, pricing.total, checkIn, checkOut)'),
  C('/reservations/getPricing (occupancyPrices, occupancies, currencyCodes, roomCategoryId, startUtc, endUtc)'),
  C('/rental_accommodations'),
  C('/get_booking_price'),
  C('/reservations'),
  C('/check_booking (validation, total, startdb, enddb)'),
  C('/ajax?property-price-details'),
  C('searchproperty.php'),
  C('getquote.php'),
  C('/aravis-holidays-location/inc/prop_check.php (price, error)'),
  C('apartments/book'),
  C('/umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI (Price, HasPrice, Message)'),
  C('listings/search (POST, count)'),
  C('listings/{id}/ (GET)'),
  C('bookings/quote (GET, data.line_items)'),
  C('bookings/booking_confirmation (GET)'),
  C('/property-search.aspx/doajaxsearch'),
  C('/web-methods/property-details.aspx/getprice'),
  C('/service.asmx/getquote'),
  C(
    'api/public-properties/property and api/properties/property (GET search, POST quote)',
    [
      { method: 'GET', url: '/api/public-properties/property?checkin=2026-07-01' },
      { method: 'POST', url: '/api/public-properties/property' },
      { method: 'GET', url: '/api/properties/property?checkin=2026-07-01' },
      { method: 'POST', url: '/api/properties/property' },
    ],
    /\/api\/(public-)?properties\/property\b/i,
  ),
  C('metareservations (GET)'),
  C('availability and availability/venue', [{ url: '/availability' }, { url: '/availability/venue' }], /\/availability(\/venue)?\b/i),
  // Page objects and custom events
  O('SIGNAL_PAGE_CHANGE'),
  O('SIGNAL_QUOTE'),
  O('SIGNAL_BOOK'),
  O('sc-summary-booking-info'),
];

// ---------------------------------------------------------------- section 9

const label = (group: string) => (word: string): ConstantItem => ({
  spec: word,
  group,
  source: new RegExp(`(['"\`])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`),
  golden: (e) => JSON.stringify(e.payload || {}).includes(`"${word}"`),
});
const priceBounds = (spec: string, lo: number, hi: number): ConstantItem => ({
  spec,
  group: 'price bounds',
  meta: (a, sites) => [a.bounds, ...sites.map((o) => o.bounds)].some((b) => !!b?.price && b.price[0] === lo && b.price[1] === hi),
  golden: (e) => e.action == 'search',
});
const currency = (spec: string, code: string): ConstantItem => ({
  spec,
  group: 'default currency',
  meta: (a, sites) => a.currency === code || sites.some((o) => o.currency === code),
  golden: (e) => e.payload?.currency === code,
});

export const CONSTANTS: ConstantItem[] = [
  // "Stay length default 7 nights; flex default 3 days; bed and bath maxima default 9999; …"
  { spec: 'Stay length default 7 nights', group: 'defaults', source: /\bcheckoutFrom\(/, golden: (e) => e.action == 'search' || e.action == 'quote' },
  { spec: 'flex default 3 days', group: 'defaults', source: /\bflexDays\(/, golden: (e) => e.payload?.checkin_flex != null || e.payload?.checkout_flex != null },
  { spec: 'bed and bath maxima default 9999', group: 'defaults', source: /\b9999\b|\batLeast\(/, golden: (e) => /\b9999\b/.test(JSON.stringify(e.payload || {})) },
  // "Price bounds by site: …"
  priceBounds('0 to 99999', 0, 99999),
  priceBounds('0 to 5000', 0, 5000),
  priceBounds("0 to 10000 (or the page's max)", 0, 10000),
  priceBounds('50 to 1000', 50, 1000),
  priceBounds('200 to 3000', 200, 3000),
  priceBounds('0 to 2000000', 0, 2000000),
  {
    spec: 'Bedrooms 0 to 7 and guests 0 to 20 on one site',
    group: 'bedroom and guest bounds',
    meta: (a, sites) => [a.bounds, ...sites.map((o) => o.bounds)].some((b) => !!b?.bedrooms && b.bedrooms[0] === 0 && b.bedrooms[1] === 7 && !!b.guests_adults && b.guests_adults[1] === 20),
    golden: (e) => e.action == 'search',
  },
  // "Default currency: …" (the adapter's `currency`, or a site mapping's options.currency)
  currency('USD for most', 'USD'),
  currency('EUR for some', 'EUR'),
  currency('GBP', 'GBP'),
  currency('BRL', 'BRL'),
  currency('AED on others', 'AED'),
  {
    spec: 'Conversion currency defaults to USD, GBP or BRL per site',
    group: 'default currency',
    meta: (a, sites) => a.sends.includes('conversion') && ['USD', 'GBP', 'BRL'].some((c) => a.currency === c || sites.some((o) => o.currency === c)),
    golden: (e) => e.action == 'conversion' && ['USD', 'GBP', 'BRL'].includes(e.payload?.currency),
  },
  // "Bedroom id map: studio 0, one room 1, …" (a map keyed by these words)
  { spec: 'Bedroom id map: studio 0, one room 1, two rooms 2, three rooms 3, four rooms 4', group: 'bedroom id map', source: /studio['"]?\s*:\s*0\b/i, golden: (e) => e.action == 'search' && e.payload?.bedrooms != null },
  // "Fixed property-type labels: …"
  ...['Home', 'Villa', 'Semi-detached house', 'Cottage', 'Apartment', 'Bungalow'].map(label('property-type label')),
  // "Fixed amenity labels such as …"
  ...['Pool', 'Internet or WiFi', 'Air conditioning', 'Washing machine', 'Fenced plot', 'Barbeque', 'Parking', 'Dishwasher', 'Pets'].map(label('amenity label')),
  // "Category labels: …"
  ...['Monthly', 'Cottage', 'Luxury', 'Beach House', 'Villas', 'Weekly', 'Condos', 'Homes'].map(label('category label')),
];

/** The section-9 bullets the constants come from (each constant's wording is a phrase of one of them). */
export const CONSTANT_BULLETS = ['Stay length default', 'Price bounds by site', 'Default currency', 'Bedroom id map', 'Fixed property-type labels'];
