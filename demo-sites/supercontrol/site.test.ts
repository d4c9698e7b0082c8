import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('supercontrol');
const truth = loadTruth('supercontrol');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const week = { startdate: '01/08/2026', numbernights: 7, adults: 4, children: 0 };
const lines = (price: { rent: number; extras: { description: string; price: number }[] }) => Object.fromEntries([['Rent', price.rent], ...price.extras.map((x) => [x.description, x.price])]);
const getJson = async (path: string) => JSON.parse((await demo.get(path)).body);

describe('supercontrol endpoints', () => {
  it('calendar post and filter API: the counts truth expects', async () => {
    const calendar = JSON.parse((await demo.form('/ajax/sc_calendar_post_v2.php', { ownerID: 31877, siteID: 2, ...week })).body);
    expect(calendar.count).toBe(expected('search').result_count);
    expect(calendar.properties.map((p: { propertyID: number }) => p.propertyID)).toEqual([1402, 1425]);
    const filtered = await demo.json('/api/supercontrol/filter', { ...week, startdate: '2026-08-01', features: ['Pets allowed'] });
    expect(filtered.body.count).toBe(expected('filter-pets').result_count);
    expect(filtered.body.properties[0]).toMatchObject({ propertyID: 1402, propertyname: 'Trevose Cottage', price: 1380 });
  });

  it('new_get_price: the week priced as truth says; a short break refused with msg', async () => {
    const ok = JSON.parse((await demo.form('/api/supercontrol/new_get_price', { propertyID: 1402, startdate: '01/08/2026', numbernights: 7 })).body);
    expect(ok).toMatchObject({ success: true, propertyID: 1402, propertyname: 'Trevose Cottage', startdate: '01/08/2026', numbernights: 7 });
    expect({ total: ok.price.total, line_items: lines(ok.price) }).toEqual({ total: expected('quote').total, line_items: expected('quote').line_items });
    const short = JSON.parse((await demo.form('/api/supercontrol/new_get_price', { propertyID: 1402, startdate: '01/08/2026', numbernights: 3 })).body);
    expect(short).toMatchObject({ success: false, msg: expected('quote-error').error_message });
    const booked = JSON.parse((await demo.form('/api/supercontrol/new_get_price', { propertyID: 1402, startdate: '15/08/2026', numbernights: 7 })).body);
    expect(booked.msg).toBe('Sorry, the dates you have selected are not available.');
  });

  it('fullpricequote.ashx: the same total and lines, plus the party and the payment schedule', async () => {
    const q = await getJson('/fullpricequote.ashx?propertyID=1402&startdate=01/08/2026&numbernights=7&adults=4&children=0&infants=0');
    expect({ total: q.price.total, line_items: lines(q.price) }).toEqual({ total: expected('quote').total, line_items: expected('quote').line_items });
    expect(q).toMatchObject({ adults: 4, children: 0, infants: 0 });
    expect(q.payments).toEqual([
      { description: 'Deposit', dueDate: '02/05/2026', amount: 345 },
      { description: 'Balance', dueDate: '20/06/2026', amount: 1035 },
    ]);
    expect((await getJson('/fullpricequote.ashx?propertyID=1433&startdate=01/08/2026&numbernights=7&adults=4&children=0')).msg).toMatch(/maximum of 2 guests/);
  });

  it("booking: a 303 to the owner's summary page with the cart key in the hash; the cart summary is what the conversion reads", async () => {
    const stay = 'propertyID=1402&startdate=01%2F08%2F2026&numbernights=7&adults=4&children=0&infants=0';
    const guest = 'firstname=Tamsin&surname=Pascoe&email=tamsin.pascoe%40example.com&phone=07700&terms=1';
    const res = await demo.server().request('supercontrol', '/booking/process/', { method: 'POST', body: `${stay}&${guest}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(303);
    const [path, hash] = String(res.headers.location).split('#');
    expect(path).toBe('/booking-summary/');
    const key = /^k=([0-9a-f-]{36})$/.exec(hash)![1];
    const $ = await demo.page(path);
    expect($('.sc-summary-container').attr('data-api-domain')).toBe('http://www.supercontrol-demo.test');
    expect($('main script[src]').attr('src')).toBe('/components/summary.js');
    const summary = await getJson(`/v3/cart/summary/${key}`);
    const c = expected('confirm');
    expect({
      reservation_id: String(summary.ownerBookingId),
      listing_id: String(summary.propertyId),
      listing_name: summary.propertyName,
      checkin: summary.bookingArrival.slice(0, 10),
      nights: summary.bookingNights,
      guests_adults: summary.bookingAdults,
      guests_children: summary.bookingChildren,
      total: summary.bookingTotal,
      currency: summary.ownerCurrency,
    }).toEqual({ reservation_id: c.reservation_id, listing_id: c.listing_id, listing_name: c.listing_name, checkin: c.checkin, nights: 7, guests_adults: c.guests_adults, guests_children: c.guests_children, total: c.total, currency: c.currency });
    expect(summary.summaryHtml).toContain('204871');
    expect((await demo.get('/v3/cart/summary/nope')).status).toBe(404);
    const missing = await demo.server().request('supercontrol', '/booking/process/', { method: 'POST', body: stay, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(missing.status).toBe(400);
  });

  it("pages: the filters reflect the query; SuperControl's calendar widget element carries the property id", async () => {
    const $ = await demo.page('/availability/?startdate=01/08/2026&numbernights=7&adults=4&children=0&features=Pets%20allowed');
    expect($('#sc-filter-pets-allowed').attr('checked')).toBeDefined();
    const cottage = await demo.page('/cottages/trevose-cottage/?startdate=01/08/2026&numbernights=7&adults=4&children=0');
    expect({ listing_id: cottage('[data-calendar-key][data-calendar-property-id]').attr('data-calendar-property-id'), listing_name: cottage('h1.sc-property-name').text() }).toEqual(expected('open-cottage'));
    expect(cottage('[data-property-id]')).toHaveLength(0);
    expect(await getJson('/v3/Calendar/Settings?key=c7b41e0a93d24f6b8e15a2d0f9c3e671')).toEqual({ newCart: true });
    expect([cottage('#sc-startdate').val(), cottage('#sc-numbernights').val(), cottage('#sc-adults').val()]).toEqual(['01/08/2026', '7', '4']);
    expect((await demo.get('/cottages/nowhere/')).status).toBe(404);
  });
});
