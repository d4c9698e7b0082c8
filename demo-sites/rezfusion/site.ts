// rezfusion: a WordPress site on the Rezfusion Hub plugin. Its pages are the plugin's templates (vr-search.php's
// `#app`, vr-details-page.php's `.lodging-item`, vr-item-avail-picker.php's data-rezfusion-* mount point); its
// components ask the Blueprint GraphQL API with the bundle's fetchData (GET `?query&variables` when the JSON
// body would be at most 1200 characters, else POST JSON): `lodgingProducts` for the search, `orderQuote` for a
// stay. Book hands off to Hub's checkout, whose confirmation page pushes `{ conf, order }` to the dataLayer.
// Blueprint answers here on the site's own host (`/graphql`): see demo-sites/rezfusion/SOURCES.md.
import { esc, get, inlineJson, json, parseJson, post, redirect, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { WP_HEAD } from '../server/wordpress.ts';
import { isAvailable, Ledger, money, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { FIRST_CONFIRMATION, INSURANCE_PERCENT, ITEM_TYPE, ITEMS, type HubItem } from './data.ts';

const HOST = 'www.rezfusion-demo.test';
const CHANNEL = `https://${HOST}`;
const ENDPOINT = '/graphql';
const BUNDLE = '/wp-content/plugins/rezfusion-components/dist/hub-components.js';
const CONF_PAGE = '/booking-confirmation/';

const chrome: Chrome = {
  brand: 'Gulf Breeze 30A',
  tagline: 'Beach homes along Scenic Highway 30A',
  nav: [{ label: 'Vacation rentals', href: '/vacation-rentals/' }],
  accent: '#0f7c86',
  stylesheet: '/wp-content/themes/gulfbreeze/style.css',
  head: `${WP_HEAD}\n<script type="application/javascript">window.REZFUSION_COMPONENTS_CONF = ${inlineJson({ settings: { components: { SearchProvider: { endpoint: ENDPOINT, channels: CHANNEL } } } })};</script>`,
  footer: 'Gulf Breeze 30A · 4935 E County Hwy 30A, Santa Rosa Beach, FL 32459',
};
const page = sitePages(chrome, { scripts: [BUNDLE] });

/** The stay of an orderQuote's params (Hub's dates are yyyy-mm-dd). */
const stayOf = (p: any): Stay => ({ checkin: String(p?.begin ?? ''), checkout: String(p?.end ?? ''), adults: Number(p?.adult) || 1, children: Number(p?.child) || 0 });

/** orderQuote's fields: charges (the rent under the unit's name, the fees, the optional insurance), tax, total. */
export function orderQuote(item: HubItem, stay: Stay) {
  const q = quoteStay(item, stay);
  const tax = money(q.taxes.reduce((s, t) => s + t.amount, 0));
  const charges = [
    { name: item.name, base: q.rent, option: 0, accepted: true, declined: false },
    ...q.fees.map((f) => ({ name: f.name, base: f.amount, option: 0, accepted: true, declined: false })),
    { name: 'Travel Insurance', base: money((q.rent * INSURANCE_PERCENT) / 100), option: 8, accepted: false, declined: false },
  ];
  return { total: q.total, subtotal: money(q.total - tax), tax, currency: 'USD', provider: 'weblink', source: 'GB30A', charges };
}

const problemText = (item: HubItem, stay: Stay): string | null => {
  const p = stayProblem(item, stay);
  if (!p) return null;
  if (p.kind === 'min-stay') return `A minimum stay of ${p.minNights} nights is required for the selected dates.`;
  if (p.kind === 'occupancy') return `This property sleeps at most ${p.maxGuests} guests.`;
  return p.kind === 'unavailable' ? 'The selected dates are not available.' : 'Invalid dates.';
};

/** Blueprint: the query and variables of a GET or a POST, answered for the two operations the site uses. */
export function blueprint(req: DemoRequest) {
  const body = req.method === 'POST' ? (parseJson(req.body) as any) : { query: req.query.get('query'), variables: parseJson(req.query.get('variables') ?? '') };
  const query = String(body?.query ?? '');
  const v = body?.variables ?? {};
  if (query.includes('orderQuote')) {
    const item = ITEMS.find((i) => i.hubId === v.item_id);
    const stay = stayOf(v.params);
    const problem = item ? problemText(item, stay) : 'Item not found.';
    return problem ? json({ errors: [{ message: problem, path: ['orderQuote'] }], data: { orderQuote: null } }) : json({ data: { orderQuote: orderQuote(item!, stay) } });
  }
  if (query.includes('lodgingProducts')) {
    const a = v.availFilter ?? {};
    const guests = (Number(a.adult) || 1) + (Number(a.child) || 0);
    const found = ITEMS.filter((i) => i.maxGuests >= guests && (!a.begin || !a.end || isAvailable(i, a.begin, a.end)));
    const results = found.map((i) => ({ id: `${i.hubId}-lp`, beds: i.bedrooms, baths: i.bathrooms, half_baths: 0, occ_total: i.maxGuests, item: { id: i.hubId, type: ITEM_TYPE, name: i.name, remote_id: i.remoteId } }));
    return json({ data: { lodgingProducts: { results } } });
  }
  return json({ errors: [{ message: 'Unknown operation.' }] }, 400);
}

function detailsPage(item: HubItem) {
  const picker = { 'item-id': item.hubId, 'item-pms-id': item.remoteId, 'item-type': ITEM_TYPE, channel: CHANNEL, endpoint: ENDPOINT, 'sps-domain': '/checkout', 'conf-page': CONF_PAGE };
  const attrs = Object.entries(picker).map(([k, val]) => `data-rezfusion-${k}="${esc(val)}"`).join(' ');
  return page({
    title: item.name,
    bodyClass: 'vr_listing-template-default single single-vr_listing',
    main: `<div class="lodging-item"><h1>${esc(item.name)}</h1>
<div ${attrs} class="lodging-item-details__avail-picker"></div>
<div class="lodging-item-details__beds">Beds: ${item.bedrooms}</div><div class="lodging-item-details__baths">Baths: ${item.bathrooms}</div><div class="lodging-item-details__occ">Max Occupancy: ${item.maxGuests}</div></div>`,
  });
}

/** Stand-in for Hub's checkout on its own domain: the stay, a guest form, then the site's confirmation page. */
function checkoutPage(item: HubItem, q: URLSearchParams) {
  return page({ title: 'Checkout', main: `<h1>Checkout: ${esc(item.name)}</h1><form class="hub-checkout card" method="post" action="/checkout/?${esc(q.toString())}"><label>Email <input name="email"></label><button type="submit" class="btn">Complete booking</button></form>` });
}

export default defineSite({
  slug: 'rezfusion',
  provider: 'rezfusion',
  host: HOST,
  platform: 'Rezfusion Hub components (WordPress): Blueprint GraphQL lodgingProducts and orderQuote, checkout dataLayer { conf, order }',
  chrome,
  assets: { [BUNDLE]: 'assets/hub-components.js' },
  routes() {
    const ledger = new Ledger<{ conf: string; item: HubItem; stay: Stay }>(FIRST_CONFIRMATION);
    const fromQuery = (q: URLSearchParams) => ({ item: ITEMS.find((i) => i.hubId === q.get('item_id')), stay: stayOf({ begin: q.get('begin'), end: q.get('end'), adult: q.get('adult'), child: q.get('child') }) });
    return [
      get('/vacation-rentals/', () => page({ title: 'Vacation rentals', main: '<h1>Vacation rentals</h1><form class="hub-search card"><label>Arrive <input type="date" name="begin"></label><label>Depart <input type="date" name="end"></label><label>Adults <input type="number" name="adult" value="2"></label><button class="btn" type="submit">Search</button></form><div id="app"></div>' })),
      get('/vacation-rentals/:slug/', (_req, { slug }) => {
        const item = ITEMS.find((i) => i.slug === slug);
        return item ? detailsPage(item) : null;
      }),
      get(ENDPOINT, blueprint),
      post(ENDPOINT, blueprint),
      get('/checkout/', (req) => {
        const { item, stay } = fromQuery(req.query);
        return item && !stayProblem(item, stay) ? checkoutPage(item, req.query) : null;
      }),
      post('/checkout/', (req) => {
        const { item, stay } = fromQuery(req.query);
        if (!item || stayProblem(item, stay)) return null;
        const r = ledger.record(`${item.hubId}|${stay.checkin}|${stay.checkout}|${req.body}`, (id) => ({ conf: `GB${id}`, item, stay }));
        return redirect(`${CONF_PAGE}?conf=${r.conf}`, 303);
      }),
      get(CONF_PAGE, (req) => {
        const conf = req.query.get('conf') ?? '';
        const r = ledger.find(Number(conf.replace(/^GB/, '')));
        if (!r) return page({ title: 'Booking confirmation', main: '<h1>Booking confirmation</h1><p>We could not find that reservation.</p>' });
        const q = orderQuote(r.item, r.stay);
        const charges = q.charges.filter((c) => !c.option).map((c, i) => ({ id: i ? null : r.item.remoteId, name: c.name, base: c.base, tax: i ? 0 : q.tax, total: money(c.base + (i ? 0 : q.tax)), currency: 'USD', option: 0, category: i ? null : 'Lodging' }));
        const order = { charges, chargesGrandTotal: q.total, chargesTaxTotal: q.tax };
        return page({ title: 'Booking confirmation', main: `<h1>Thank you!</h1><p class="hub-confirmation">Your confirmation number is <strong>${esc(r.conf)}</strong>.</p>`, inline: [`window.dataLayer = window.dataLayer || []; addEventListener('load', function () { dataLayer.push(${inlineJson({ event: 'hub.ecom.purchase', conf: r.conf, order })}); });`] });
      }),
    ];
  },
});
