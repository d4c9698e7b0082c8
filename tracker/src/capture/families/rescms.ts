// Bluetent RESCMS's calls, shared by its Drupal 7 unit pages (bluetent) and its Riot search sites (bluetent-riot):
// evidence in demo-sites/bluetent/SOURCES.md and demo-sites/bluetent-riot/SOURCES.md.
//   GET /rescms/ajax/item/pricing/simple|quote?rcav[…]  -> { status, content: '<html>' }: rc-na (refused), the
//       price block (exact price in the add-to-cart data attribute, rounded in .rc-price) or the quote table
//   GET /rcapi/item/avail/search?rcav[…]                 -> bare array [{ eid, name, prices: [{ p, c, qp }] }]:
//       without rcav[eid] the available units (a search), with it that unit's priced window (a quote; [] = refused)
// The stay is the call's rcav[…] fields (dates mm/dd/yyyy or yyyy-mm-dd), else the page hash's
// `rcav={"rcav":{"begin","end","adult","child"}}` (a Riot page carries the stay there).
import { parseDate, parsePrice, pick, toNumber } from '../../parse';
import type { Source } from '../adapter';
import { attr, text } from '../dom';
import { exact } from '../events';
import { fragment } from '../kit/html';
import { scrapeReservation } from '../kit/reservation';

/** The stay in the page hash (`rcav=` JSON, wrapped in `rcav` or bare), else null. */
export function hashStay(): Record<string, unknown> | null {
  try {
    const v = JSON.parse(new URLSearchParams(location.hash.slice(1)).get('rcav') || 'null');
    return v && (pick(v, 'rcav') ?? v);
  } catch {
    return null;
  }
}

/** The stay a RESCMS call (or page URL) names, the hash's where the call has none. */
export function rescmsStay(s: Source) {
  const h = hashStay();
  const f = (k: string) => s.param(`rcav[${k}]`) ?? (pick(h, k) as string | null);
  return {
    listing_id: s.param('rcav[eid]') ?? s.param('eid'),
    checkin: parseDate(f('begin'), 'mdy'),
    checkout: parseDate(f('end'), 'mdy'),
    guests_adults: f('adult'),
    guests_children: f('child'),
  };
}

/** The RESCMS entity id a unit page's Drupal.settings carry (rcItemAvailForm[0].eid, or any `eid` one level
 * down: other RESCMS modules name their settings differently). */
export function drupalEid(): unknown {
  const set = pick(window, 'Drupal', 'settings') as Record<string, unknown> | null;
  if (!set || typeof set != 'object') return null;
  for (const v of Object.values(set)) {
    const id = pick(v, 0, 'eid') ?? pick(v, 'eid') ?? pick(v, 'entity', 'eid');
    if (id != null) return id;
  }
  return null;
}

const RCAPI = /\/rcapi\/item\/avail\/search/;

/** A search from the rcapi answer (the call names no unit); null otherwise. */
export function rcapiSearch(s: Source) {
  if (!RCAPI.test(s.call!.url) || s.param('rcav[eid]') || !Array.isArray(s.json)) return null;
  const st = rescmsStay(s);
  return {
    result_count: new Set(s.json.map((i: unknown) => pick(i, 'eid'))).size,
    checkin: st.checkin,
    checkout: st.checkout,
    guests_adults: exact(st.guests_adults),
    guests_children: exact(st.guests_children),
  };
}

/** The quote a RESCMS pricing call answers (refused, priced or a detailed table), with the stay; null when it is
 * none (an rcapi search, an answer without a price). */
export function rescmsQuote(s: Source) {
  const st = rescmsStay(s);
  if (RCAPI.test(s.call!.url)) {
    if (!st.listing_id || !Array.isArray(s.json)) return null;
    const item = s.json.find((i: unknown) => String(pick(i, 'eid')) == st.listing_id) ?? s.json[0];
    const price = pick(item, 'prices', 0);
    const total = toNumber(pick(price, 'p'));
    // no priced window: refused, in RESCMS's own words for an unavailable stay (its simple answer's rc-na)
    return total ? { ...st, total, currency: pick(price, 'c') } : { ...st, error_message: 'Not Available', success: false };
  }
  const content = fragment(pick(s.json, 'content'));
  if (!content) return null;
  const refused = text('.rc-na', content);
  if (refused) return { ...st, error_message: refused, success: false };
  const table = content.querySelector('table');
  if (table) {
    const r = scrapeReservation(table);
    return { ...st, total: r.total, line_items: r.items };
  }
  // the exact amount is in the add-to-cart data ({"price":2291.48}); the rendered .rc-price is rounded
  const cart = attr('[data-rc-ua-ecommerce-submit-addtocart]', 'data-rc-ua-ecommerce-submit-addtocart', content);
  const total = toNumber(/"price"\s*:\s*"?([\d.]+)/.exec(cart || '')?.[1]) ?? parsePrice(text('.rc-price', content));
  return total ? { ...st, total } : null;
}
