// beds24-booking-page: Harbour Light's Beds24 booking page on its custom booking domain (a CNAME to Beds24), where
// the owner's beacon tag sits in the page's custom head. booking2.php renders the rooms of a property for the stay
// in its query; the page script prices each room with GET api/ajax/getroomprice.php. See demo-sites/beds24/SOURCES.md.
import { nightsOf, quoteStay, stayProblem, addDays } from '../server/fixtures.ts';
import { formatMoney } from '../server/money.ts';
import { esc, get, json } from '../server/http.ts';
import { sitePages } from '../server/page.ts';
import type { Chrome } from '../server/shell.ts';
import { defineSite } from '../server/site.ts';
import { CURRENCY_SYMBOL, PROPERTIES, type Property, type Room } from '../platforms/beds24/data.ts';

const chrome: Chrome = {
  brand: 'Harbour Light Holidays',
  tagline: 'Online booking',
  nav: [],
  accent: '#27466b',
  stylesheet: '/include/bootstrap/css/bookingpage.css',
  head: '<meta name="robots" content="noindex">',
  footer: 'Harbour Light Holidays · Booking system by Beds24',
};
const SCRIPT = '/include/js/bookingpage2.js';
const page = sitePages(chrome);

/** The price as Beds24 prints it: currency, whole units and cents in their own spans. */
const display = (n: number) => {
  const [whole, cents] = formatMoney(n, '').split('.');
  return `<span class="bookingpagecurrency">${CURRENCY_SYMBOL}</span><span class="bookingpagedollars">${whole}</span><span class="bookingpagecents">.${cents}</span>`;
};

const roomOffer = (r: Room) => `<div id="ajaxroomoffer${r.roomId}"><div id="roomid${r.roomId}" class="b24room"><div class="panel b24panel-room">
<div class="panel-heading b24-roompanel-heading"><span class="at_roomnametext b24inline-block">${esc(r.name)}</span></div>
<div class="panel-body b24panel"><div id="ajaxroomoffer1-${r.roomId}" class="offer offer-o${r.roomId}-1">
<div id="warn-1-${r.roomId}" class="hidden ajaxroomwarn at_offerwarndiv"></div>
<div id="selectors1-${r.roomId}"><div class="b24-multipricebox pull-right"><div id="from-1-${r.roomId}" class="ajaxroomwarn at_offerfromdiv"></div></div></div>
</div></div></div></div></div>`;

const options = (from: number, to: number, chosen: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option value="${n}"${n === chosen ? ' selected' : ''}>${n}</option>`).join('');

function bookingPage(p: Property, q: URLSearchParams) {
  const checkin = q.get('checkin') ?? '';
  const numnight = Number(q.get('numnight')) || 1;
  const numadult = Number(q.get('numadult')) || 2;
  const numchild = Number(q.get('numchild')) || 0;
  const strip = `<form id="b24scroller" class="b24-bookingstrip" method="get" action="/booking2.php"><input type="hidden" name="propid" value="${p.propId}">
<label>Check In <input type="date" id="inputcheckin" name="checkin" value="${esc(checkin)}"></label>
<label>Nights <select id="inputnumnight" name="numnight">${options(1, 28, numnight)}</select></label>
<label>Adults <select id="inputnumadult" name="numadult">${options(1, 6, numadult)}</select></label>
<label>Children <select id="inputnumchild" name="numchild">${options(0, 4, numchild)}</select></label>
<button type="submit" class="btn at_bookingbut">Check Availability</button></form>`;
  return page({
    title: p.name,
    bodyClass: 'colorbody colorbody-en layout6',
    main: `<h1 class="at_propertyname">${esc(p.name)}</h1>${strip}<div class="b24fullcontainer-rooms"><div class="container atcolor">${p.rooms.map(roomOffer).join('')}</div></div>`,
    inline: [`var b24stay = ${JSON.stringify({ propid: p.propId, checkin, checkout: checkin ? addDays(checkin, numnight) : '', numadult, numchild, rooms: p.rooms.map((r) => r.roomId), lang: q.get('lang') ?? 'en' })};`],
    scripts: [SCRIPT],
  });
}

const WARN: Record<string, (p: any) => string> = {
  dates: () => 'Please select valid dates',
  'min-stay': (p) => `Minimum stay ${p.minNights} nights`,
  occupancy: (p) => `Maximum ${p.maxGuests} guests`,
  unavailable: () => 'Not available for the selected dates',
};

/** GET api/ajax/getroomprice.php?ro&ci&co&na&nc&of&nr&la&cu -> [{ roomid, roomprice, roompricedisplay, warn, <date>: nightly… }] */
function roomPrice(q: URLSearchParams) {
  const room = PROPERTIES.flatMap((p) => p.rooms).find((r) => r.roomId === q.get('ro'));
  const stay = { checkin: q.get('ci') ?? '', checkout: q.get('co') ?? '', adults: Number(q.get('na')) || 1, children: Number(q.get('nc')) || 0 };
  if (!room) return [];
  const problem = stayProblem(room, stay);
  if (problem) return [{ roomid: room.roomId, offerid: q.get('of'), roomprice: 0, roompricedisplay: '', warn: WARN[problem.kind](problem) }];
  const quote = quoteStay(room, stay);
  const nightly = Object.fromEntries(quote.nights.map((n) => [n.date, n.rate]));
  return [{ roomid: room.roomId, offerid: q.get('of'), numnight: nightsOf(stay.checkin, stay.checkout).length, roomprice: quote.total, roompricedisplay: display(quote.total), warn: '', ...nightly }];
}

export default defineSite({
  slug: 'beds24-booking-page',
  provider: 'beds24',
  platform: 'Beds24 booking page (booking2.php) on a custom booking domain, rooms priced by GET api/ajax/getroomprice.php',
  chrome,
  assets: { [SCRIPT]: 'assets/bookingpage2.js' },
  routes() {
    return [
      get('/booking2.php', (req) => {
        const p = PROPERTIES.find((x) => x.propId === req.query.get('propid'));
        return p ? bookingPage(p, req.query) : null;
      }),
      get('/api/ajax/getroomprice.php', (req) => json(roomPrice(req.query))),
    ];
  },
});
