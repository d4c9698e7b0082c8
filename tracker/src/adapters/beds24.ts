// Beds24 (demo-sites/beds24/SOURCES.md), in the two places a beacon tag can sit:
// - the Beds24 booking page, booking2.php?propid|ownerid&checkin&numnight&numadult&numchild (beds24.com or the
//   owner's custom booking domain; the tag in the page's custom head): its script prices each room with
//   GET|POST api/ajax/getroomprice.php?ro&ci&co&na&nc&of&nr&la&cu -> [{ roomid, roomprice, roompricedisplay, warn,
//   <yyyy-mm-dd>: nightly… }]; no price (0) means not offered, and warn says why. Rooms are the listings.
// - the owner's own site with Beds24's WordPress plugin: the [beds24-searchresult] page (its search box posted back
//   to itself, results rendered by WordPress from getavailabilities.xml: .B24-Property blocks or "No results
//   found"), pages with [beds24-button]/[beds24-link] (id beds24book_<owner>_<propid>_<roomid>), and the booking
//   return URL, to which Beds24 appends bookid, propid, roomid, roomname, propname, status (1/2 confirmed, 3
//   request), firstnight, checkout, numnight, numadult, numchild, price.
// The searches and property views are read from pages on every path (the plugin's pages have owner-chosen URLs);
// their maps return null where the plugin's markup or the booking page is absent.
import { addDays, all, attr, defineAdapter, exact, exists, query, text, value } from '../capture';
import { registerProvider } from '../core/registry';
import { parseDate, pick, toNumber } from '../parse';

const NOT_RETURN = '!?bookid=';
const BUTTON = 'a[id^=beds24book_]';
/** the currency symbol of the price the booking page prints (`<span class="bookingpagecurrency">£</span>…`) */
const SYMBOL = /bookingpagecurrency">([^<]+)</;
const heading = () => text('h1');

registerProvider(
  defineAdapter({
    slug: 'beds24',
    label: 'Beds24 booking page and WordPress plugin',
    family: 'booking-engine',
    sends: ['search', 'property', 'quote', 'conversion', 'page_upload'],
    lastChecked: '2026-11-25',
    paths: { search: NOT_RETURN, property: NOT_RETURN, conversion: '?bookid=' },
    observe: { quote: { url: /\/api\/ajax\/getroomprice\.php/ } },
    map: {
      search: (s) => {
        const month = value('select[name=fdate_monthyear]');
        const day = value('select[name=fdate_date]');
        if (!exists('.B24-Property, .b24_message') || !month || !day || month == '0') return null;
        const checkin = parseDate(`${month}-${('0' + day).slice(-2)}`);
        return {
          result_count: all('.B24-Property').length,
          checkin,
          checkout: addDays(checkin, value('select[name=numnight]')),
          guests_adults: exact(value('select[name=numadult]')),
          currency: s.options.currency,
        };
      },
      property: (s) => {
        if (/\/booking2?\.php$/i.test(location.pathname)) return { listing_id: s.param('roomid') ?? s.param('propid'), listing_name: heading() };
        const href = attr(BUTTON, 'href');
        return href ? { listing_id: query(href, 'roomid') ?? query(href, 'propid'), listing_name: heading() } : null;
      },
      quote: (s) => {
        const offer = pick(s.json, 0);
        const ro = s.param('ro');
        const total = toNumber(pick(offer, 'roomprice'));
        const symbol = SYMBOL.exec(String(pick(offer, 'roompricedisplay') || ''));
        return {
          listing_id: ro,
          listing_name: text(`#roomid${ro} .at_roomnametext`),
          checkin: s.param('ci'),
          checkout: s.param('co'),
          guests_adults: s.param('na'),
          guests_children: s.param('nc'),
          total: total || null,
          currency: s.param('cu') || (symbol && symbol[1]),
          error_message: total ? null : pick(offer, 'warn'),
          success: !!total,
        };
      },
      conversion: (s) => {
        const status = s.param('status');
        return {
          reservation_id: s.param('bookid'),
          listing_id: s.param('roomid') ?? s.param('propid'),
          listing_name: s.param('roomname') ?? s.param('propname'),
          checkin: s.param('firstnight'),
          checkout: s.param('checkout') ?? addDays(s.param('firstnight'), s.param('numnight')),
          guests_adults: s.param('numadult'),
          guests_children: s.param('numchild'),
          total: s.param('price'),
          // 3 is a booking request, not yet confirmed: a reservation, but no success to report
          success: status == '1' || status == '2' ? true : null,
        };
      },
    },
    pathCases: {
      handles: {
        search: ['/availability/', '/booking2.php?ownerid=52110'],
        property: ['/booking2.php?propid=173402&checkin=2026-12-19', '/cottages/gull-rock-cabin/'],
        conversion: ['/?bookid=11804536&propid=3103&roomid=6027&status=2', '/booking-confirmed/?bookid=48310722&status=1'],
      },
      ignores: [],
    },
  }),
);
