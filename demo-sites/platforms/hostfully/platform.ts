// What every demo site with Hostfully's lead-capture widget shares (hostfully, hostfully-b, hostfully-c): a cabin
// manager's own WordPress-looking pages with the widget on each cabin page, embedded with Hostfully's embed code.
// The widget's endpoints sit on the agency's custom domain (pathRoot), here the site's own host. See SOURCES.md.
import { Ledger, stayProblem } from '../../server/fixtures.ts';
import { esc, field, get, inlineJson, json, parseForm, post, redirect } from '../../server/http.ts';
import { sitePages } from '../../server/page.ts';
import type { Chrome } from '../../server/shell.ts';
import { defineSite } from '../../server/site.ts';
import { cabinByUid, leadAnswer, leadUid, notAvailableAnswer, propertyAnswer, quoteAnswer, stayOf, validityAnswer } from './api.ts';
import { FIRST_BOOKING, type Cabin } from './data.ts';
import { instantBookingMain, thankYouMain } from './booking.ts';

export const AGENCY_ID = 'ORB-55120';
const WIDGET = '/assets/js/leadCaptureWidget_2.0.js';

/** An owner's site with the widget: its identity and look, the widget's pathRoot (the agency's custom domain, here
 * the site's own host), and the embed's `redirectURL` (where Hostfully's hosted instant booking, book.jsp on
 * pathRoot, sends the guest back; false: none). With a redirectURL the site serves book.jsp and that page. */
export interface HostfullySite {
  slug: string;
  platform: string;
  chrome: Chrome;
  /** the widget script as served from the site's folder */
  widgetFile: string;
  cabins: Cabin[];
  redirectPath?: string;
}

export function hostfullySite({ slug, platform, chrome, widgetFile, cabins, redirectPath }: HostfullySite) {
  const ROOT = `http://www.${slug}-demo.test/`;
  const redirectURL = redirectPath ? ROOT + redirectPath.slice(1) : false;
  const page = sitePages(chrome);

  /** The embed code Hostfully gives an owner: the script, the element, and `new Widget(…)` with its options. */
  const embed = (c: Cabin) => {
    const config = { type: 'agency', showAvailability: true, lang: 'US', minStay: true, price: true, showTotalWithoutSD: true, showPriceDetailsLink: false, redirectURL, agencyID: AGENCY_ID, valuesByDefaults: { checkIn: { value: '' }, checkOut: { value: '' }, guests: { value: '' } }, pathRoot: ROOT };
    // Started at load, not inline as owners paste it: the widget's property call made while the page parses can
    // finish before the async tracker is evaluated (unobservable), which made the golden depend on machine load.
    return `<div id="leadWidget"></div><script>var widget; addEventListener('load', function () { widget = new Widget('leadWidget', '${c.uid}', ${inlineJson(config)}); });</script>`;
  };

  const cabinPage = (c: Cabin) =>
    page({
      title: c.name,
      bodyClass: 'page rental-page',
      main: `<h1 class="rental-title">${esc(c.name)}</h1><p class="rental-facts">${c.bedrooms} bedrooms · ${c.bathrooms} baths · sleeps ${c.maxGuests} · ${esc(c.area)}</p>
<aside class="rental-booking card"><h2>Check availability</h2><script src="${WIDGET}"></script>${embed(c)}</aside>`,
    });

  return defineSite({
    slug,
    provider: 'hostfully',
    platform,
    chrome,
    assets: { [WIDGET]: widgetFile },
    routes() {
      const bookings = new Ledger<{ uid: string }>(FIRST_BOOKING);
      return [
        get('/rentals/', () => page({ title: 'Our cabins', main: `<h1>Our cabins</h1><ul>${cabins.map((c) => `<li><a href="/rentals/${c.slug}/">${esc(c.name)}</a></li>`).join('')}</ul>` })),
        get('/rentals/:slug/', (_req, { slug: name }) => {
          const c = cabins.find((x) => x.slug === name);
          return c ? cabinPage(c) : null;
        }),
        get('/getproperty_api.jsp', (req) => propertyAnswer(req.query, !!redirectURL)),
        get('/api/notavailabledates_get_api.jsp', (req) => notAvailableAnswer(req.query)),
        get('/api/lead_getquotewidget_api.jsp', (req) => quoteAnswer(req.query)),
        get('/lead_checkvalidity_ajx.jsp', (req) => json(validityAnswer(req.query))),
        get('/leadCaptureWidget_process.jsp', (req) => leadAnswer(req.query)),
        ...(redirectPath
          ? [
              get('/book.jsp', (req) => {
                const c = cabinByUid(req.query.get('propertyUID'));
                return c && req.query.get('action') === 'instantbooking' ? page({ title: 'Book your stay', bodyClass: 'hostfully-booking', main: instantBookingMain(c, req.query) }) : null;
              }),
              post('/book.jsp', (req) => {
                const form = parseForm(req.body);
                const c = cabinByUid(field(form, 'propertyUID'));
                const stay = stayOf(new URLSearchParams(req.body));
                if (!c || stayProblem(c, stay) || !field(form, 'email').includes('@')) return redirect(`/book.jsp?action=instantbooking&${req.body}`, 303);
                const made = bookings.record(JSON.stringify([c.uid, stay, field(form, 'email')]), (n) => ({ uid: leadUid(n) }));
                return redirect(`${field(form, 'redirectURL')}?leadUid=${made.uid}`, 303);
              }),
              get(redirectPath, () => page({ title: 'Thank you for your booking', bodyClass: 'page thank-you', main: thankYouMain(chrome.brand) })),
            ]
          : []),
      ];
    },
  });
}

