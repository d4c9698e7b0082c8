// bluetent-riot: a RESCMS (Drupal 7) site whose search page is Bluetent's Riot app (<vrweb-search>,
// <riot-solr-container>, <riot-solr-result-list>), driven by the URL hash (`#fq=…&q=…&rcav={"rcav":{…}}`):
// with dates it asks GET /rcapi/item/avail/search for the available entities, then POSTs the query to /solr/
// (jQuery JSONP over XHR: `json.wrf` names the callback, the answer is `callback({ responseHeader, response:
// { numFound, start, docs } })`). See demo-sites/bluetent-riot/SOURCES.md.
import { esc, get, json, post, text, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { fromUsDate, isAvailable, quoteStay } from '../server/fixtures.ts';
import { JS } from '../server/jsonp.ts';
import { SITE_HASH, UNITS, type RiotUnit } from './data.ts';

const AREA = '/duck-vacation-rentals';
const RIOT_JS = '/sites/all/modules/rescms/rc_riot/js/riot-search.js';
const UNIT_JS = '/sites/all/modules/rescms/rc_riot/js/riot-unit.js';
const FORM_JS = '/sites/all/modules/rescms/rc_core/js/rcItemAvailForm.js';
const DRUPAL = '/misc/drupal.js';

const chrome: Chrome = {
  brand: 'Sandbar Coast Rentals',
  tagline: 'Outer Banks beach homes in Duck and Corolla',
  nav: [{ label: 'Duck vacation rentals', href: `${AREA}#q=*:*` }],
  accent: '#1d6f8a',
  stylesheet: '/sites/all/themes/sandbar/css/style.css',
  head: `<meta name="Generator" content="Drupal 7 (http://drupal.org)">\n<script src="${DRUPAL}"></script>`,
  footer: 'Sandbar Coast Rentals · 1240 Duck Rd, Duck, NC 27949 · Proudly built by Bluetent',
};
const page = sitePages(chrome);

/** The Solr document of a unit, with the RESCMS field names public scrapers read. */
export const solrDoc = (u: RiotUnit) => ({
  id: `${SITE_HASH}-rci-${u.eid}`,
  index_id: 'rci',
  item_id: u.eid,
  is_eid: u.eid,
  ss_name: u.name,
  ss_url: `https://www.bluetent-riot-demo.test${AREA}/${u.slug}`,
  'fs_rc_core_lodging_product$beds': u.bedrooms,
  'fs_rc_core_lodging_product$baths': u.bathrooms,
  'is_rc_core_lodging_product$occ_total': u.maxGuests,
  'sm_nid$rc_core_term_type$name': [u.type],
  'sm_nid$rc_core_term_city_type$name': [u.city],
  'sm_field_vr_featured_amenities$name': u.amenities,
});

/** GET /rcapi/item/avail/search: the entities free for the stay and the party, each with its price. */
export function availSearch(q: URLSearchParams) {
  const checkin = fromUsDate(q.get('rcav[begin]') ?? '');
  const checkout = fromUsDate(q.get('rcav[end]') ?? '');
  const guests = Number(q.get('rcav[adult]') ?? 1) + Number(q.get('rcav[child]') ?? 0);
  const eid = q.get('rcav[eid]');
  if (!checkin || !checkout || checkout <= checkin) return [];
  return UNITS.filter((u) => (!eid || String(u.eid) === eid) && isAvailable(u, checkin, checkout) && u.maxGuests >= guests).map((u) => ({
    eid: u.eid,
    name: u.name,
    type: 'rc_core_item_lodging',
    prices: [{ eid: u.eid, p: String(quoteStay(u, { checkin, checkout, adults: guests, children: 0 }).total), c: 'USD', n: 'Rent', qp: { rcav: { begin: q.get('rcav[begin]'), end: q.get('rcav[end]'), adult: q.get('rcav[adult]'), child: q.get('rcav[child]') }, eid: u.eid } }],
  }));
}

/** The filter queries the Riot app sends: `{!tag=…}field:"value"` facets and `item_id:(a OR b)` availability. */
function matches(u: RiotUnit, fq: string): boolean {
  const body = fq.replace(/^\{![^}]*\}/, '');
  const ids = /^item_id:\(([^)]*)\)$/.exec(body);
  if (ids) return ids[1].split(' OR ').map(Number).includes(u.eid);
  const facet = /^([\w$]+):"([^"]*)"$/.exec(body);
  if (!facet) return body === 'index_id:rci';
  const doc = solrDoc(u) as Record<string, unknown>;
  return ([] as unknown[]).concat(doc[facet[1]] ?? []).includes(facet[2]);
}

/** POST /solr/: the query answered as JSONP (`json.wrf`), as Solr's JSON writer does. */
export function solr(req: DemoRequest) {
  const form = new URLSearchParams(req.body);
  const callback = form.get('json.wrf') ?? '';
  if (form.get('wt') !== 'json' || !/^[\w$]+$/.test(callback)) return text('bad request', 400);
  const fqs = form.getAll('fq');
  const found = UNITS.filter((u) => fqs.every((fq) => matches(u, fq)));
  const start = Number(form.get('start') ?? 0);
  const rows = Number(form.get('rows') ?? 24);
  const answer = { responseHeader: { status: 0, QTime: 3, params: { q: form.get('q'), fq: fqs, wt: 'json', start: String(start), rows: String(rows) } }, response: { numFound: found.length, start, docs: found.slice(start, start + rows).map(solrDoc) } };
  return text(`${callback}(${JSON.stringify(answer)})`, 200, JS);
}

const FACETS = ['Private Pool', 'Hot Tub', 'Dog Friendly', 'Ocean Front'];

function searchPage() {
  const checkbox = (a: string) => `<label><input type="checkbox" class="riot-facet" value="${esc(a)}"> ${esc(a)}</label>`;
  return page({
    title: 'Duck vacation rentals',
    bodyClass: 'html not-front page-node node-type-landing-page',
    main: `<h1 class="title" id="page-title">Duck vacation rentals</h1>
<vrweb-search>
<form class="rc-riot-avail-form card"><label>Arrive <input name="begin" placeholder="mm/dd/yyyy"></label><label>Depart <input name="end" placeholder="mm/dd/yyyy"></label>
<label>Adults <select name="adult">${[1, 2, 4, 6, 8, 10, 12].map((n) => `<option>${n}</option>`).join('')}</select></label>
<label>Children <select name="child">${[0, 1, 2, 3].map((n) => `<option>${n}</option>`).join('')}</select></label><button type="submit" class="btn">Search</button></form>
<riot-solr-container class="riot-facets card"><h3>Featured amenities</h3>${FACETS.map(checkbox).join('')}</riot-solr-container>
<riot-solr-container><div class="rc-riot-result-count"></div><riot-solr-result-list class="haschild-rc-riot-result-list-item"><div class="result-list"></div></riot-solr-result-list>
<button type="button" class="btn riot-more">Show more</button></riot-solr-container>
</vrweb-search>`,
    scripts: [RIOT_JS],
  });
}

/** GET /rescms/ajax/item/pricing/simple on a unit page's availability form (RESCMS's, as on bluetent's sites): the
 * price block with the exact amount in the add-to-cart data, or rc-na. */
function simplePricing(q: URLSearchParams) {
  const [item] = availSearch(q);
  const envelope = (content: string) => ({ status: 1, content, reveals: '' });
  if (!item) return envelope('<span class="rc-na">Not Available</span>');
  const price = Number(item.prices[0].p);
  const cart = esc(JSON.stringify({ id: String(item.eid), name: item.name, category: 'Lodging', price, quantity: 1 }));
  return envelope(`<div class="rc-item-pricing"><span class="rc-price">$${Math.round(price).toLocaleString('en-US')}</span><a href="#" class="rc-item-buy-link btn" data-rc-ua-ecommerce-submit-addtocart="${cart}">Book Now</a></div>`);
}

/** A unit page: RESCMS's (Drupal.settings carry the entity id); riot-unit.js prices the stay the hash carries
 * (`#rcav={"rcav":{…}}`, as a Riot result link passes it) with /rcapi/item/avail/search and rcav[eid]. */
function unitPage(u: RiotUnit) {
  const settings = { rcItemAvailForm: [{ id: null, df: 'mm/dd/yy', mns: String(u.minNights), eid: String(u.eid) }] };
  return page({
    title: u.name,
    bodyClass: 'html not-front page-node node-type-rc-core-item-lodging',
    main: `<h1 class="title" id="page-title">${esc(u.name)}</h1><div class="rc-lodging-detail">${u.bedrooms} Bed · sleeps ${u.maxGuests}</div><div class="rc-unit-quote card"></div>
<form id="rc-item-avail-form" class="rc-item-avail-form card" method="get"><label>Arrive <input type="text" name="rcav[begin]" placeholder="mm/dd/yyyy"></label><label>Depart <input type="text" name="rcav[end]" placeholder="mm/dd/yyyy"></label>
<label>Adults <select name="rcav[adult]">${[1, 2, 4, 6, 8].map((n) => `<option>${n}</option>`).join('')}</select></label><label>Children <select name="rcav[child]">${[0, 1, 2].map((n) => `<option>${n}</option>`).join('')}</select></label>
<input type="hidden" name="rcav[eid]" value="${u.eid}"><input type="hidden" name="rcav[flex_type]" value="d"><button type="submit" class="btn">Search Availability</button></form>
<div class="rc-item-avail-result"></div><div id="rc-item-quote-modal" class="card hidden"></div>`,
    inline: [`jQuery.extend(Drupal.settings, ${JSON.stringify(settings)});`],
    scripts: [UNIT_JS, FORM_JS],
  });
}

export default defineSite({
  slug: 'bluetent-riot',
  provider: 'bluetent-riot',
  platform: 'Bluetent RESCMS Riot search: hash-driven, /rcapi/item/avail/search then a Solr POST answered as JSONP',
  chrome,
  assets: { [RIOT_JS]: 'assets/riot-search.js', [UNIT_JS]: 'assets/riot-unit.js', [DRUPAL]: '../platforms/bluetent/assets/drupal.js', [FORM_JS]: '../platforms/bluetent/assets/rcItemAvailForm.js' },
  routes() {
    return [
      get(AREA, () => searchPage()),
      get(`${AREA}/:slug`, (_req, { slug }) => {
        const u = UNITS.find((x) => x.slug === slug);
        return u ? unitPage(u) : null;
      }),
      get('/rcapi/item/avail/search', (req) => json(availSearch(req.query))),
      get('/rescms/ajax/item/pricing/simple', (req) => json(simplePricing(req.query))),
      post('/solr/', solr),
    ];
  },
});
