import { describe, expect, it } from 'vitest';
import { useDemo } from '../kit/testing.ts';
import { loadTruth } from '../kit/truth.ts';

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

  it('booking: a 303 to the summary, whose page object is what the conversion reads', async () => {
    const stay = 'propertyID=1402&startdate=01%2F08%2F2026&numbernights=7&adults=4&children=0&infants=0';
    const guest = 'firstname=Tamsin&surname=Pascoe&email=tamsin.pascoe%40example.com&phone=07700&terms=1';
    const res = await demo.server().request('supercontrol', '/booking/process/', { method: 'POST', body: `${stay}&${guest}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/booking/confirmation/?bookingref=${expected('confirm').reservation_id}`);
    const $ = await demo.page(res.headers.location as string);
    const inline = $('body script:not([src])').text();
    const object = JSON.parse(/window\["sc-summary-booking-info"\] = (\{.*\});/.exec(inline)![1]);
    const c = expected('confirm');
    expect(object).toMatchObject({ bookingRef: 204871, propertyID: 1402, propertyName: c.listing_name, arrivalDate: '01/08/2026', departureDate: '08/08/2026', adults: 4, children: 0, totalCost: c.total, currency: 'GBP' });
    expect(Object.fromEntries(object.payments.map((p: { dueDate: string; amount: number }) => [p.dueDate.split('/').reverse().join('-'), p.amount]))).toEqual(c.payments);
    const missing = await demo.server().request('supercontrol', '/booking/process/', { method: 'POST', body: stay, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(missing.status).toBe(400);
  });

  it('pages: the filters reflect the query; the price widget carries the property id', async () => {
    const $ = await demo.page('/availability/?startdate=01/08/2026&numbernights=7&adults=4&children=0&features=Pets%20allowed');
    expect($('#sc-filter-pets-allowed').attr('checked')).toBeDefined();
    const cottage = await demo.page('/cottages/trevose-cottage/?startdate=01/08/2026&numbernights=7&adults=4&children=0');
    expect({ listing_id: cottage('#sc-price-widget').attr('data-property-id'), listing_name: cottage('h1.sc-property-name').text() }).toEqual(expected('open-cottage'));
    expect([cottage('#sc-startdate').val(), cottage('#sc-numbernights').val(), cottage('#sc-adults').val()]).toEqual(['01/08/2026', '7', '4']);
    expect((await demo.get('/cottages/nowhere/')).status).toBe(404);
  });
});
