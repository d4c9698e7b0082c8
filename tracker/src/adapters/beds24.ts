// Beds24: its hosted booking page (room-price calls) and the owner's WordPress site with Beds24's plugin.
// Wire shapes, their evidence and what this adapter reads: demo-sites/beds24/SOURCES.md.
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
