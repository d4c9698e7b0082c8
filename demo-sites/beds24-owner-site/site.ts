// beds24-owner-site: Harbour Light Holidays' own WordPress site with Beds24's plugin (beds24-online-booking): the
// [beds24-searchresult] page posts its search box back to itself and lists the owner's available properties from
// Beds24's getavailabilities.xml (server side), cottage pages carry [beds24-button] links to the booking page, and
// /booking-confirmed/ is the booking return URL Beds24 sends the guest to with the booking's details.
// See demo-sites/beds24/SOURCES.md.
import { addDays, isAvailable, quoteStay } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, get, parseForm, post, type DemoRequest } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { CURRENCY_SYMBOL, OWNER_ID, PROPERTIES, type Property } from '../platforms/beds24/data.ts';

const chrome: Chrome = {
  brand: 'Harbour Light Holidays',
  tagline: 'Holiday cottages in West Cornwall',
  nav: [{ label: 'Availability', href: '/availability/' }, ...PROPERTIES.map((p) => ({ label: p.name.split(',')[0], href: `/cottages/${p.slug}/` }))],
  accent: '#27466b',
  stylesheet: '/wp-content/themes/harbourlight/style.css',
  head: '<link rel="stylesheet" href="/wp-content/plugins/beds24-online-booking/theme-files/beds24.css">',
  footer: 'Harbour Light Holidays · Mousehole, Cornwall TR19 6QX',
};
const BOOKING = 'https://www.beds24-booking-page-demo.test/booking2.php';
const pages = sitePages(chrome);
const page = (title: string, main: string, bodyClass = 'page') => pages({ title, bodyClass, main });
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const opt = (value: string, label: string, chosen: string) => `<option${value === chosen ? ' selected="selected"' : ''} value="${value}">${label}</option>`;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** The plugin's search box (theme-files/beds24-box.php), its choices kept from the request as the template does. */
function searchBox(f: Record<string, string>) {
  const months = ['2026-11', '2026-12', '2027-01', '2027-02', '2027-03'];
  return `<div id="beds24searchresult_${OWNER_ID}__" class="beds24searchresult"><form id="beds24book_${OWNER_ID}__" method="post" action="">
<input type="hidden" name="ownerid" value="${OWNER_ID}"><input type="hidden" name="referer" value="wordpress">
<div class="B24_searchbox"><div class="B24_searchbox_inner">
<div class="B24_searchitem B24_searchitem2"><div class="B24checkintext">Check In</div><div class="B24checkinselect">
<select id="fdate_date" class="B24checkin_day" name="fdate_date">${opt('0', 'Day', f.fdate_date ?? '')}${range(1, 31).map((d) => opt(d, d, f.fdate_date ?? '')).join('')}</select>
<select id="fdate_monthyear" class="B24checkin_month" name="fdate_monthyear">${opt('0', 'Month', f.fdate_monthyear ?? '')}${months.map((m) => opt(m, `${MONTHS[Number(m.slice(5)) - 1]} ${m.slice(0, 4)}`, f.fdate_monthyear ?? '')).join('')}</select></div></div>
<div class="B24_searchitem B24_searchitem3"><div class="B24checkouttext">Nights</div><div class="B24checkoutselect"><select class="B24nights" name="numnight">${range(1, 31).map((n) => opt(n, n, f.numnight ?? '1')).join('')}</select></div></div>
<div class="B24_searchitem B24_searchitem4"><div class="B24guesttext">Guests</div><div class="B24cguestselect"><select class="B24guest" name="numadult">${range(1, 12).map((n) => opt(n, n, f.numadult ?? '2')).join('')}</select></div></div>
<div class="B24buttondiv"><div class="B24button"><input type="submit" value="Search"></div></div><div class="B24clearboth"></div>
</div></div></form></div>`;
}

/** What [beds24-searchresult] prints after a search: theme-files/beds24-prop-xml.php per available property, or the
 * plugin's "No results found". getavailabilities.xml is called by WordPress, so the browser sees only this HTML. */
function results(f: Record<string, string>) {
  const checkin = `${f.fdate_monthyear}-${f.fdate_date.padStart(2, '0')}`;
  const nights = Number(f.numnight) || 1;
  const checkout = addDays(checkin, nights);
  const adults = Number(f.numadult) || 1;
  const open = PROPERTIES.map((p) => ({ p, rooms: p.rooms.filter((r) => r.maxGuests >= adults && isAvailable(r, checkin, checkout)) })).filter((x) => x.rooms.length);
  if (!open.length) return '<p class="b24_message">No results found</p>';
  return open
    .map(({ p, rooms }) => {
      const best = Math.min(...rooms.map((r) => quoteStay(r, { checkin, checkout, adults, children: 0 }).total));
      const bookurl = `${BOOKING}?propid=${p.propId}&amp;checkin=${checkin}&amp;numadult=${adults}&amp;numnight=${nights}&amp;referer=wordpress`;
      return `<div class="B24-Property"><h2 class="B24-H1Property">${esc(p.name)}</h2><div class="B24-ProppriceButton"><div class="B24-Propprice">From: ${formatMoney(best, CURRENCY_SYMBOL)}</div>
<div class="B24-Bookbutton"><a target="_blank" href="${bookurl}">Book Now</a></div></div></div>`;
    })
    .join('');
}

const availability = (req: DemoRequest) => {
  const f = req.method === 'POST' ? (Object.fromEntries(Object.entries(parseForm(req.body)).map(([k, v]) => [k, String(v)])) as Record<string, string>) : {};
  const searched = !!f.fdate_date && f.fdate_date !== '0' && !!f.fdate_monthyear && f.fdate_monthyear !== '0';
  return page('Availability', `<h1 class="entry-title">Check availability</h1>${searchBox(f)}${searched ? results(f) : ''}`);
};

/** A cottage page with the plugin's [beds24-button propid=… roomid=…] (target new window). */
const cottage = (p: Property) =>
  page(
    p.name,
    `<h1 class="entry-title">${esc(p.name)}</h1><p>${p.rooms.map((r) => `${esc(r.name)} sleeps ${r.maxGuests}`).join(' · ')}</p>
<p><a target="_blank" class="" id="beds24book__${p.propId}_${p.rooms[0].roomId}" style="text-decoration:none;" href="${BOOKING}?1&amp;propid=${p.propId}&amp;roomid=${p.rooms[0].roomId}&amp;referer=wordpress"><button class="" style="cursor: pointer;">Book Now</button></a></p>`,
    `page cottage postid-${p.propId}`,
  );

/** The booking return URL: Beds24 appends bookid, propid, roomid, roomname, propname, status, firstnight, lastnight,
 * checkout, numnight, numadult, numchild, lang, price, confirmtype, qty, pricenum, referer; the owner's page prints
 * some of them. */
const returned = (req: DemoRequest) => {
  const q = req.query;
  const confirmed = q.get('status') === '1' || q.get('status') === '2';
  return page(
    'Booking confirmed',
    `<h1 class="entry-title">${confirmed ? 'Thank you for your booking' : 'Thank you for your request'}</h1><p class="booking-ref">Booking number ${esc(q.get('bookid'))}: ${esc(q.get('roomname'))}, ${esc(q.get('firstnight'))} to ${esc(q.get('checkout'))}.</p>`,
  );
};

export default defineSite({
  slug: 'beds24-owner-site',
  provider: 'beds24',
  host: 'www.beds24-demo.test',
  platform: "Owner's WordPress site with Beds24's plugin: search-result shortcode (posted search box), booking buttons, the booking return URL",
  chrome,
  routes() {
    return [
      get('/', () => page('Home', `<h1>Harbour Light Holidays</h1><p><a href="/availability/">Check availability</a></p>`, 'home')),
      get('/availability/', availability),
      post('/availability/', availability),
      ...PROPERTIES.map((p) => get(`/cottages/${p.slug}/`, () => cottage(p))),
      get('/booking-confirmed/', returned),
    ];
  },
});
