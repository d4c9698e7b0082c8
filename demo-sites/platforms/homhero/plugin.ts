// What every site on the HomHero WordPress plugin serves alike (demo-sites/homhero and its variants): the plugin's
// script under its handle on every page, its settings, the listings archive with the search form, the listing
// pages, admin-ajax homhero_ajax_search / _quote / _book, HomHero's checkout and booking confirmation. A site
// gives its chrome, where its listing pages live (`folder`: `/accommodation/` on most installs), its booking
// reference prefix and its home page heading. README.md in this folder has the wire shapes.
import { Ledger } from '../../server/fixtures.ts';
import { esc, field, get, json, type Form } from '../../server/http.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { defineSite, SERVER_ASSETS, type DemoSite } from '../../server/site.ts';
import { ADMIN_AJAX, adminAjax, localize, WP_HEAD, wpNonce } from '../../server/wordpress.ts';
import { FIRST_BOOKING, RETREATS } from './data.ts';
import { au, aud, iso, NONCE, price, propertyMain, quote, refusal, retreatById, search, searchMain } from './theme.ts';

const PLUGIN = '/wp-content/plugins/homhero/public/js';
const PLUGIN_JS = `${PLUGIN}/homhero-scripts.js`;

export interface HomheroSite {
  slug: string;
  platform: string;
  /** the site's look; its head is WordPress's, every site's */
  chrome: Omit<Chrome, 'head'>;
  /** the listings archive (search page) and the parent of every listing page, e.g. `/accommodation/` */
  folder: string;
  /** a listing page also answers at <folder><listing id>/ */
  byId?: boolean;
  /** booking references are <prefix>-<number> */
  refPrefix: string;
  /** the home page's heading */
  home: string;
}

interface Booking {
  ref: string;
  retreat: number;
  from: string;
  to: string;
  total: number;
}

/** The stay of a checkout URL or booking form, when it can be booked. */
function bookable(get: (name: string) => string) {
  const r = retreatById(get('property_id'));
  const [from, to] = [iso(get('check_in')), iso(get('check_out'))];
  const guests = (Number(get('adults')) || 1) + (Number(get('children')) || 0);
  return r && !refusal(r, from, to, guests) ? { r, from, to, guests } : null;
}

const STAY_FIELDS = ['property_id', 'check_in', 'check_out', 'adults', 'children'];

function checkoutMain(q: URLSearchParams, nonce: string): string {
  const stay = bookable((n) => q.get(n) ?? '');
  if (!stay) return '<div class="alert alert-danger">Your booking session has expired. Please choose your dates again.</div>';
  const hidden = STAY_FIELDS.map((n) => `<input type="hidden" name="${n}" value="${esc(q.get(n) ?? '')}">`).join('');
  const guest = ['first_name', 'last_name', 'email', 'phone'].map((n) => `<label>${n.replace('_', ' ')} <input id="hh-${n}" name="${n}"></label>`).join('\n');
  return `<form class="hh-checkout card"><h1>Complete your booking</h1><div class="hh-checkout__errors"></div>
<p class="hh-checkout__stay">${esc(stay.r.name)} · ${au(stay.from)} to ${au(stay.to)} · ${stay.guests} guests · <strong>${aud(price(stay.r, stay.from, stay.to).total)}</strong></p>
${guest}
<label><input type="checkbox" id="hh-terms" name="terms" value="1"> I accept the booking terms</label>${hidden}<input type="hidden" name="nonce" value="${nonce}">
<button type="submit" id="hh-confirm" class="hh-button">Confirm booking</button></form>`;
}

/** A site on the HomHero plugin (its steps.json and truth.json are in recordings/<slug>/; the plugin script is this folder's). */
export function homheroSite(site: HomheroSite): DemoSite {
  const { folder, refPrefix } = site;
  const chrome: Chrome = { ...site.chrome, head: WP_HEAD };
  const nonce = wpNonce(site.slug, NONCE);
  // Every page of a HomHero site loads the plugin's script under its handle homhero-scripts (WordPress prints
  // script#homhero-scripts-js) and carries the HomHero API host in the plugin's settings.
  const SETTINGS = localize({ homhero: { ajax_url: ADMIN_AJAX, api_url: 'https://api.homhero.com.au', currency: 'AUD', date_format: 'd/m/Y' } });
  const framed = sitePages(chrome, { inline: [SETTINGS], scripts: [Object.keys(SERVER_ASSETS)[0]] });
  const show = (title: string, main: string) =>
    framed({ title, bodyClass: 'homhero', main: `${main}\n<script id="homhero-scripts-js" src="${PLUGIN_JS}"></script>` });
  const listing = (key: string) => RETREATS.find((x) => x.slug === key || (site.byId === true && String(x.id) === key));
  return defineSite({
    slug: site.slug, provider: 'homhero', platform: site.platform, chrome,
    assets: { [PLUGIN_JS]: '../platforms/homhero/assets/homhero-scripts.js' },
    routes() {
      const ledger = new Ledger<Booking>(FIRST_BOOKING);
      const book = (form: Form) => {
        const stay = bookable((n) => field(form, n));
        if (!stay) return json({ success: false, data: { message: 'These dates are no longer available.' } });
        if (!field(form, 'email') || !field(form, 'terms')) return json({ success: false, data: { message: 'Please enter your email address and accept the booking terms.' } });
        const total = price(stay.r, stay.from, stay.to).total;
        const b = ledger.record(JSON.stringify([stay.r.id, stay.from, stay.to, field(form, 'email')]), (n) => ({ ref: `${refPrefix}-${n}`, retreat: stay.r.id, from: stay.from, to: stay.to, total }));
        return json({ success: true, data: { reference: b.ref, redirect: `/booking-confirmation/?ref=${b.ref}` } });
      };
      return [
        get('/', () => show('Holiday homes', `<h1>${esc(site.home)}</h1>`)),
        get(folder, (req) => show('Accommodation', searchMain(req.query, nonce, folder))),
        get(`${folder}:slug/`, (_req, { slug }) => {
          const r = listing(slug);
          return r ? show(r.name, propertyMain(r, nonce)) : null;
        }),
        get('/checkout/', (req) => show('Checkout', checkoutMain(req.query, nonce))),
        get('/booking-confirmation/', (req) => {
          const b = ledger.find(Number((req.query.get('ref') ?? '').replace(`${refPrefix}-`, '')));
          const r = b && retreatById(b.retreat);
          if (!b || !r) return null;
          return show('Booking confirmed', `<section class="hh-confirmation card"><h1>Thank you, your booking is confirmed</h1>
<p>Booking reference <strong class="hh-confirmation__ref">${b.ref}</strong></p>
<p>${esc(r.name)}, ${au(b.from)} to ${au(b.to)}</p><p>Booking total <span class="hh-confirmation__total">${aud(b.total)}</span> (AUD, incl. GST)</p></section>`);
        }),
        ...adminAjax(site.slug, {
          homhero_ajax_search: { nonce: NONCE, nonceField: 'nonce', handle: (form) => json(search(form, folder)) },
          homhero_ajax_quote: { nonce: NONCE, nonceField: 'nonce', handle: (form) => json(quote(form)) },
          homhero_ajax_book: { nonce: NONCE, nonceField: 'nonce', handle: book },
        }),
      ];
    },
  });
}
