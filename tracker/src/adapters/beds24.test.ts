// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './beds24';

const ROOMS = `<h1>Harbour Light</h1><div id="roomid715147" class="b24room"><span class="at_roomnametext">Chalet Ø7</span></div>`;
/** The booking page's room-price call (GET, or POST as some replays send it) with its JSON answer. */
const roomPrice = (q: string, answer: unknown, method = 'GET') =>
  publish(call('xhr', method, `https://beds24.com/api/ajax/getroomprice.php?${q}`, null, 200, JSON.stringify(answer), {}));
const select = (name: string, chosen: string) => `<select name="${name}"><option value="0">-</option><option value="${chosen}" selected="selected">${chosen}</option></select>`;
const BOX = select('fdate_date', '9') + select('fdate_monthyear', '2027-02') + select('numnight', '3') + select('numadult', '4');

describe('beds24', () => {
  it('booking2.php: the property view, and each room price call a quote (total incl. obligatory extras, symbol of the display)', async () => {
    const run = runAdapter('beds24', '/booking2.php?propid=324882&checkin=2026-12-12&numnight=7&numadult=4', ROOMS);
    roomPrice('ro=715147&ci=2026-12-12&co=2026-12-19&na=4&nc=1&of=1&nr=1&la=fr&cu=', [
      { roomid: 715147, roomprice: 461.29, roompricedisplay: '<span class="bookingpagecurrency">€</span><span class="bookingpagedollars">461</span><span class="bookingpagecents">.29</span>', '2026-12-12': 58, '2026-12-13': 58 },
    ]);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '324882', listing_name: 'Harbour Light' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '715147', listing_name: 'Chalet Ø7', checkin: '2026-12-12', checkout: '2026-12-19', guests_adults: 4, guests_children: 1, total: 461.29, currency: 'EUR', success: true, line_items: {} }),
    ]);
  });

  it('no price is a refusal with the warn text; cu names the currency when given', async () => {
    const run = runAdapter('beds24', '/booking2.php?propid=1', ROOMS);
    roomPrice('ro=715147&ci=2026-12-24&co=2026-12-26&na=2&nc=0&of=1&nr=1&la=en&cu=MXN', [{ roomid: 715147, roomprice: 0, warn: 'Minimum stay 3 nights' }], 'POST');
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '715147', total: null, currency: 'MXN', success: false, error_message: 'Minimum stay 3 nights' })]);
  });

  it("the plugin's results page is a search (posted box read back); 'No results found' counts 0; the box alone is none", async () => {
    const run = runAdapter('beds24', '/availability/', `<form>${BOX}</form><div class="B24-Property"></div><div class="B24-Property"></div>`, { options: { currency: 'GBP' } });
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2027-02-09', checkout: '2027-02-12', guests_adults: [4, 4], currency: 'GBP' })]);
    const none = runAdapter('beds24', '/availability/', `<form>${BOX}</form><p class="b24_message">No results found</p>`);
    await none.settle();
    expect(none.events('search')).toEqual([expect.objectContaining({ result_count: 0 })]);
    const box = runAdapter('beds24', '/availability/', `<form>${BOX}</form>`);
    await box.settle();
    expect(box.events()).toEqual([]);
  });

  it('an owner page with a booking button is a property view; the booking return URL the conversion (status 3: no success)', async () => {
    const run = runAdapter('beds24', '/chalet/', '<h1>Chalet</h1><a id="beds24book__324882_674465" href="https://beds24.com/booking2.php?1&propid=324882&roomid=674465">Book</a>');
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '674465', listing_name: 'Chalet' }]);
    const back = runAdapter('beds24', '/?bookid=11804536&propid=3103&roomid=6027&roomname=Double+Room&propname=Sunny+Hotel&status=3&firstnight=2019-05-02&lastnight=2019-05-02&checkout=2019-05-03&numnight=1&numadult=1&numchild=0&lang=en&price=720.00');
    await back.settle();
    expect(back.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: '11804536', listing_id: '6027', listing_name: 'Double Room', checkin: '2019-05-02', checkout: '2019-05-03', guests_adults: 1, guests_children: 0, total: 720, success: null }),
    ]);
    expect(back.events('search')).toEqual([]);
  });
});
