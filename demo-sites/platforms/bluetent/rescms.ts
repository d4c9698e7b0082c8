// A Bluetent RESCMS site (Drupal 7 with the rescms modules), served as a factory: bluetent-ajax and bluetent-base
// are the same site under two hosts, recorded along its two real paths (SOURCES.md):
// - the unit page's availability form asks GET /rescms/ajax/item/pricing/simple (JSON `{ status, content,
//   reveals }`, content = the price block or `<span class="rc-na">`), whose "Show Detailed Quote" link asks
//   GET /rescms/ajax/item/pricing/quote (content = the quote table);
// - "Book Now" opens the server-rendered buy page /rescms/item/<eid>/buy?rcav[…] (the table in #charges-wrapper),
//   whose form books and lands on a confirmation page (assumed), Drupal's "Access denied" page for anyone else's.
// A site is its data (RescmsData): brand, the area path its unit pages live under, units, insurance, first
// reservation; bluetent-c and bluetent-d are other managers on the same engine under other area paths.
import { esc, get, inlineJson, json, parseForm, post, redirect, type DemoRequest } from '../../server/http.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { defineSite, type DemoSite } from '../../server/site.ts';
import { formatMoney, fromUsDate, Ledger, money, quoteStay, stayProblem, toShortDate, type Stay, type Unit } from '../../server/fixtures.ts';
import { KAUAI_SHORELINE } from './data.ts';

export interface RescmsUnit extends Unit {
  /** RESCMS entity id (`rcav[eid]`, `Drupal.settings.rcItemAvailForm[0].eid`, `/rescms/item/<eid>/buy`) */
  eid: number;
  /** the unit's inventory tuple in `rcav[IDs][8][]` (PMS id - unit id) */
  inventory: string;
  slug: string;
}

/** One RESCMS manager's site: what differs between sites on the engine. */
export interface RescmsData {
  /** the site's look (the nav is its area page; the Drupal head is the engine's) */
  chrome: Omit<Chrome, 'nav' | 'head'>;
  /** the path unit pages live under, with both slashes: `/poipu-vacation-rentals/`, `/vacation-rentals/` */
  area: string;
  /** the area page's title and nav label */
  areaTitle: string;
  units: RescmsUnit[];
  /** optional travel insurance RESCMS offers on every quote (a declined "forced-choice" row), % of the sub-total */
  insurancePercent: number;
  /** first reservation number the PMS hands out */
  firstReservation: number;
}

const DRUPAL = '/misc/drupal.js';
const FORM_JS = '/sites/all/modules/rescms/rc_core/js/rcItemAvailForm.js';
const SEARCH_JS = '/sites/all/modules/rescms/rc_core/js/rcAvailSearch.js';

/** The stay a RESCMS request names: `rcav[begin]`/`rcav[end]` month first (mm/dd/yyyy), `rcav[adult]`/`rcav[child]`. */
export function stayOf(q: URLSearchParams): Stay {
  return { checkin: fromUsDate(q.get('rcav[begin]') ?? ''), checkout: fromUsDate(q.get('rcav[end]') ?? ''), adults: Number(q.get('rcav[adult]') ?? 1) || 1, children: Number(q.get('rcav[child]') ?? 0) || 0 };
}

/** The query RESCMS puts on its quote and buy links (jQuery/PHP bracket names, dates as the visitor typed them). */
function itemQuery(u: RescmsUnit, q: URLSearchParams, extra: Record<string, string> = {}): string {
  const p = new URLSearchParams();
  for (const k of ['begin', 'end', 'adult', 'child']) p.set(`rcav[${k}]`, q.get(`rcav[${k}]`) ?? '');
  p.set('rcav[eid]', String(u.eid));
  p.set('rcav[coupon]', '');
  p.append('rcav[IDs][8][]', u.inventory);
  for (const [k, v] of Object.entries(extra)) p.set(k, v);
  return p.toString();
}

/** Rent, fees, the declined insurance, sub-total, tax and total, as RESCMS prices a stay. */
export function charges(u: RescmsUnit, stay: Stay, insurancePercent: number) {
  const q = quoteStay(u, stay);
  const fees = q.fees.filter((f) => !f.optional);
  const subtotal = money(q.rent + fees.reduce((s, f) => s + f.amount, 0));
  const tax = money(q.taxes.reduce((s, t) => s + t.amount, 0));
  return { rent: q.rent, fees, insurance: money((subtotal * insurancePercent) / 100), subtotal, tax, total: q.total };
}

const envelope = (content: string) => json({ status: 1, content, reveals: '' });
const NOT_AVAILABLE = '<span class="rc-na">Not Available</span>';

/** One RESCMS site's pages and answers, from its data. */
function rescmsEngine(data: RescmsData) {
  const { area: AREA, units: UNITS, insurancePercent: INSURANCE_PERCENT } = data;
  const chrome: Chrome = {
    ...data.chrome,
    nav: [{ label: data.areaTitle, href: AREA }],
    head: `<meta name="Generator" content="Drupal 7 (http://drupal.org)">\n<script src="${DRUPAL}"></script>`,
  };
  const page = sitePages(chrome);
  const title = (t: string) => `<h1 class="title" id="page-title">${esc(t)}</h1>`;
  const unitOf = (eid: string | null) => UNITS.find((u) => String(u.eid) === eid);

  /** The quote table of the detailed quote and of the buy page's #charges-wrapper (classes from RESCMS's markup). */
  function chargesTable(u: RescmsUnit, stay: Stay): string {
    const c = charges(u, stay, INSURANCE_PERCENT);
    const row = (cls: string, label: string, amount: number, cell = 'td') => `<tr class="${cls}"><${cell}>${label}<br /></${cell}><td class="amount">${formatMoney(amount)}</td></tr>`;
    const rows = [
      row('line-item odd', `Lodging: ${esc(u.name)}`, c.rent),
      ...c.fees.map((f, i) => row(`line-item ${i % 2 ? 'odd' : 'even'}`, esc(f.name), f.amount)),
      row('line-item forced-choice declined odd', `Travel Insurance (optional) <span class="line-item-extra">*Declined*</span><br /><span class="line-item-desc"><p>Premium ${INSURANCE_PERCENT}%</p></span>`, c.insurance),
      `<tr class="sub-total even"><th>Sub-Total</th><td class="amount"><b>${formatMoney(c.subtotal)}</b></td></tr>`,
      `<tr class="tax odd"><th>Tax</th><td class="amount"><b>${formatMoney(c.tax)}</b></td></tr>`,
      `<tr class="total even"><th>Total</th><td class="amount"><b>${formatMoney(c.total)}</b></td></tr>`,
    ];
    return `<table><tbody>\n${rows.join('\n')}\n</tbody></table>`;
  }

  /** GET /rescms/ajax/item/pricing/simple: the price block (the sub-total, rounded, and the add-to-cart data with
   * the exact amount), or rc-na when the stay cannot be booked. */
  function simplePricing(req: DemoRequest) {
    const u = unitOf(req.query.get('rcav[eid]'));
    const stay = stayOf(req.query);
    if (!u || stayProblem(u, stay)) return envelope(NOT_AVAILABLE);
    const c = charges(u, stay, INSURANCE_PERCENT);
    const cart = { id: String(u.eid), name: u.name, category: 'Lodging', price: c.subtotal, quantity: 1 };
    const dates = `${toShortDate(stay.checkin)} - ${toShortDate(stay.checkout)}`;
    return envelope(
      `<div class="rc-item-pricing"><div class="rc-item-price"><span class="rcav-dates">${esc(dates)}</span><span class="rc-price">${formatMoney(Math.round(c.subtotal)).replace(/\.00$/, '')}</span>` +
        `<a href="/rescms/ajax/item/pricing/quote?${esc(itemQuery(u, req.query))}" data-rc-ua="{}" class="rc-item-quote-link">Show Detailed Quote</a></div>` +
        `<a href="/rescms/item/${u.eid}/buy?${esc(itemQuery(u, req.query, { eid: String(u.eid) }))}" class="rc-item-buy-link btn" data-rc-ua-ecommerce-submit-addtocart="${esc(JSON.stringify(cart))}">Book Now</a></div>`,
    );
  }

  /** GET /rescms/ajax/item/pricing/quote: the detailed quote table. */
  function detailedQuote(req: DemoRequest) {
    const u = unitOf(req.query.get('rcav[eid]'));
    const stay = stayOf(req.query);
    return envelope(!u || stayProblem(u, stay) ? NOT_AVAILABLE : `<div class="rc-item-quote">${chargesTable(u, stay)}</div>`);
  }

  /** GET /rcapi/item/avail/search: the units free for the stay and the party (only rcav[eid]'s when named), a bare
   * array with each unit's priced window `{ eid, p, c, n, qp: { rcav, eid } }` (the cbislandvacations.com and
   * homeownerscollection.com scrapers' shape); p is the stay's total. */
  function availSearch(req: DemoRequest) {
    const stay = stayOf(req.query);
    const eid = req.query.get('rcav[eid]');
    const rcav = Object.fromEntries(['begin', 'end', 'adult', 'child'].map((k) => [k, req.query.get(`rcav[${k}]`) ?? '']));
    return json(
      UNITS.filter((u) => (!eid || String(u.eid) === eid) && !stayProblem(u, stay)).map((u) => ({
        eid: u.eid,
        name: u.name,
        type: 'rc_core_item_lodging',
        prices: [{ eid: u.eid, p: charges(u, stay, INSURANCE_PERCENT).total.toFixed(2), c: 'USD', n: 'Total', qp: { rcav: { ...rcav, eid: String(u.eid), IDs: { 8: [u.inventory] } }, eid: u.eid }, do: null, qo: null, dn: null, dd: null }],
      })),
    );
  }

  /** The area page: its units and RESCMS's availability search (rcAvailSearch.js asks /rcapi/item/avail/search). */
  function areaPage() {
    return page({
      title: data.areaTitle,
      bodyClass: 'html not-front page-rescms-search',
      main: `<h1 class="title" id="page-title">${esc(data.areaTitle)}</h1><ul>${UNITS.map((u) => `<li><a href="${AREA}${u.slug}">${esc(u.name)}</a></li>`).join('')}</ul>
<form id="rc-avail-search-form" class="card"><label>Arrive <input name="rcav[begin]" placeholder="mm/dd/yyyy"></label><label>Depart <input name="rcav[end]" placeholder="mm/dd/yyyy"></label>
<label>Adults <select name="rcav[adult]">${[1, 2, 3, 4, 5, 6].map((n) => `<option${n === 2 ? ' selected' : ''}>${n}</option>`).join('')}</select></label>
<label>Children <select name="rcav[child]">${[0, 1, 2, 3, 4].map((n) => `<option>${n}</option>`).join('')}</select></label>
<input type="hidden" name="rcav[flex]" value=""><input type="hidden" name="rcav[flex_type]" value="d"><button type="submit" class="btn">Search</button></form>
<div class="rc-search-results"></div>`,
      scripts: [SEARCH_JS],
    });
  }

  function unitPage(u: RescmsUnit) {
    // Drupal.settings as RESCMS's rc_core module adds it (the date format, the entity id, stay rules).
    const settings = { rcItemAvailForm: [{ id: null, df: 'mm/dd/yy', txt: { sd: 'Please select', mns: 'night minimum stay' }, mns: String(u.minNights), tdd: 0, tdc: '7', sub: false, eid: String(u.eid) }] };
    return page({
      title: u.name,
      bodyClass: 'html not-front page-node node-type-rc-core-item-lodging',
      main: `${title(u.name)}<div class="rc-lodging-detail"><span class="rc-lodging-beds">${u.bedrooms} Bed</span> · <span class="rc-lodging-baths">${u.bathrooms} Bath</span> · sleeps ${u.maxGuests}</div>
<form id="rc-item-avail-form" class="rc-item-avail-form card" action="${AREA}${u.slug}" method="get">
<label>Arrive <input type="text" name="rcav[begin]" class="rcav-begin" placeholder="mm/dd/yyyy"></label>
<label>Depart <input type="text" name="rcav[end]" class="rcav-end" placeholder="mm/dd/yyyy"></label>
<label>Adults <select name="rcav[adult]">${[1, 2, 3, 4, 5, 6].map((n) => `<option${n === 2 ? ' selected' : ''}>${n}</option>`).join('')}</select></label>
<label>Children <select name="rcav[child]">${[0, 1, 2, 3, 4].map((n) => `<option>${n}</option>`).join('')}</select></label>
<input type="hidden" name="rcav[eid]" value="${u.eid}"><input type="hidden" name="rcav[flex_type]" value="d">
<button type="submit" class="btn form-submit">Search Availability</button></form>
<div class="rc-item-avail-result"></div><div id="rc-item-quote-modal" class="card hidden"></div>`,
      inline: [`jQuery.extend(Drupal.settings, ${inlineJson(settings)});`],
      scripts: [FORM_JS],
    });
  }

  function buyPage(u: RescmsUnit, req: DemoRequest) {
    const stay = stayOf(req.query);
    if (stayProblem(u, stay)) return page({ title: 'Book', main: `${title(u.name)}<div class="messages error">${NOT_AVAILABLE}</div>` });
    const action = `/rescms/item/${u.eid}/buy?${esc(req.query.toString())}`;
    return page({
      title: `Book ${u.name}`,
      bodyClass: 'html not-front page-rescms-item-buy',
      main: `${title(u.name)}<p class="rc-buy-dates">${esc(toShortDate(stay.checkin))} to ${esc(toShortDate(stay.checkout))} · ${stay.adults} adults, ${stay.children} children</p>
<div id="charges-wrapper"><fieldset><legend>Charges</legend>${chargesTable(u, stay)}</fieldset></div>
<form id="rc-core-item-buy-form" method="post" action="${action}" class="card">
<label>First name <input name="first_name"></label><label>Last name <input name="last_name"></label><label>Email <input name="mail"></label>
<button type="submit" class="btn form-submit" name="op" value="Book Now">Book Now</button></form>`,
    });
  }

  const ACCESS_DENIED = () => page({ title: 'Access denied', main: `${title('Access denied')}<div class="content">You are not authorized to access this page.</div>` }, 403);

  /** the site's routes, with fresh state (reservations) each call */
  function routes() {
    const ledger = new Ledger<{ id: number; eid: number; stay: Stay }>(data.firstReservation);
    return [
      get(AREA, areaPage),
      get('/rcapi/item/avail/search', availSearch),
      get(`${AREA}:slug`, (_req, { slug: s }) => {
        const u = UNITS.find((x) => x.slug === s);
        return u ? unitPage(u) : null;
      }),
      get('/rescms/ajax/item/pricing/simple', simplePricing),
      get('/rescms/ajax/item/pricing/quote', detailedQuote),
      get('/rescms/item/:eid/buy', (req, { eid }) => {
        const u = unitOf(eid);
        return u ? buyPage(u, req) : null;
      }),
      post('/rescms/item/:eid/buy', (req, { eid }) => {
        const u = unitOf(eid);
        const stay = stayOf(req.query);
        const mail = String(parseForm(req.body).mail ?? '');
        if (!u || stayProblem(u, stay) || !mail) return u ? buyPage(u, req) : null;
        const r = ledger.record(`${eid}|${stay.checkin}|${stay.checkout}|${mail}`, (id) => ({ id, eid: u.eid, stay }));
        return redirect(`/rescms/confirmation/${r.id}`, 303);
      }),
      get('/rescms/confirmation/:rid', (_req, { rid }) => {
        const r = ledger.find(Number(rid));
        if (!r) return ACCESS_DENIED();
        const u = unitOf(String(r.eid))!;
        // the booking's receipt: the charges table as the buy page showed it (one reading; the confirmation is assumed)
        return page({ title: 'Reservation confirmed', main: `${title('Reservation confirmed')}<div class="rc-confirmation card"><p>Thank you! Your reservation <strong class="rc-confirmation-number">${r.id}</strong> at ${esc(u.name)} is confirmed.</p><div id="charges-wrapper"><fieldset><legend>Charges</legend>${chargesTable(u, r.stay)}</fieldset></div></div>` });
      }),
    ];
  }

  return { chrome, routes };
}

/** One RESCMS site under a demo host (bluetent-ajax and bluetent-base: Kauai Shoreline; bluetent-c, bluetent-d);
 * `dir` is that variant's folder (steps, truth), `data` the site's (demo-sites/<site>/data.ts). */
export function rescmsSite(slug: string, label: string, dir: string, data: RescmsData = KAUAI_SHORELINE): DemoSite {
  const { chrome, routes } = rescmsEngine(data);
  return defineSite({
    slug,
    provider: 'bluetent',
    label,
    platform: 'Bluetent RESCMS (Drupal 7): /rescms/ajax/item/pricing/{simple,quote} JSON envelopes and the /rescms/item/<eid>/buy page',
    chrome,
    dir,
    assets: { [DRUPAL]: '../platforms/bluetent/assets/drupal.js', [FORM_JS]: '../platforms/bluetent/assets/rcItemAvailForm.js', [SEARCH_JS]: '../platforms/bluetent/assets/rcAvailSearch.js' },
    routes,
  });
}
