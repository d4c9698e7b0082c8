import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-c');
const truth = loadTruth('site-generic-c');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const SEARCH = 'arrival=03%2F11%2F2027&departure=03%2F15%2F2027&adults=4&children=2&bedrooms=2&price_min=0';
const stay = (to: string) => `unit=311&arrival=03%2F11%2F2027&departure=03%2F${to}%2F2027&adults=4&children=2`;
const getJson = async (path: string) => JSON.parse((await demo.get(path)).body);
const itemsOf = (list: { name: string; amount: number }[]) => Object.fromEntries(list.map((l) => [l.name, l.amount]));

describe('site-generic-c pages and calls', () => {
  it('our-properties and rentals count what they list; getAvailable refines with the same rule', async () => {
    expect((await demo.page('/our-properties'))('.unit').length).toBe(step('our-properties').result_count);
    const $ = await demo.page(`/rentals?${SEARCH}&price_max=5000`);
    expect($('.results-count').text()).toBe(`${step('rentals').result_count} cabins available`);
    expect($('#results .unit').map((_, el) => $(el).attr('data-unit')).get()).toEqual(['311', '314', '317', '326']);
    const refined = await getJson(`/cabins/getAvailable/?${SEARCH}&price_max=300`);
    expect(refined.found).toBe(step('update-results').result_count);
    expect(refined.cabins.map((c: { id: number }) => c.id)).toEqual([311, 314]);
  });

  it('/quote refuses a short stay and prices a long enough one; POST /quotes saves the same figures', async () => {
    expect(await getJson(`/quote?${stay('13')}`)).toEqual({ success: false, message: step('quote-error').error_message });
    const q = await getJson(`/quote?${stay('15')}`);
    expect(q.quote.total).toBe(step('quote').total);
    expect(itemsOf(q.quote.charges)).toEqual(step('quote').line_items);
    const saved = await demo.json('/quotes', { unit: 311, arrival: '03/11/2027', departure: '03/15/2027', adults: 4, children: 2 });
    expect(saved.status).toBe(201);
    expect(saved.body).toEqual({ ...q, quote: { id: 'Q-7301', ...q.quote } });
  });

  it('the booking form posts to /cabins/booking, whose answer is the confirmation', async () => {
    await demo.json('/quotes', { unit: 311, arrival: '03/11/2027', departure: '03/15/2027', adults: 4, children: 2 });
    const res = await demo.form('/cabins/booking', { quote: 'Q-7301', name: 'Rachel', email: 'rachel@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<strong id="reservation-number">${step('complete-booking').reservation_id}</strong>`);
    expect((await demo.get('/cabins/booking')).status).toBe(302);
  });

  it("a condo's rates.json prices the stay as the site prints money; /reservations leads to /reservation-thank-you", async () => {
    const r = await getJson('/vacation-condos/sugar-top-1407/rates.json?arrival=03%2F18%2F2027&departure=03%2F21%2F2027&adults=2&children=2');
    const want = step('condo-rates');
    expect(r.total).toBe('$809.08');
    expect(Object.values(r.rates).map((v) => Number(String(v).replace(/[$,]/g, '')))).toEqual(Object.values(want.line_items));
    expect(Object.keys(r.rates)).toEqual(Object.keys(want.line_items));
    const short = await getJson('/vacation-condos/sugar-top-1407/rates.json?arrival=03%2F18%2F2027&departure=03%2F19%2F2027&adults=2&children=2');
    expect(short).toEqual({ unit: 402, available: false, message: 'Sugar Top 1407 requires a 2 night minimum stay.' });
    const booked = await demo.json('/reservations', { unit: 402, arrival: '03/18/2027', departure: '03/21/2027', adults: '2', children: '2', name: 'Rachel', email: 'rachel@example.com' });
    expect(booked.body).toEqual({ success: true, reservation: expect.stringMatching(/^HC-/), redirect: `/reservation-thank-you?res=${booked.body.reservation}` });
    expect((await demo.page(booked.body.redirect))('#reservation-number').text()).toBe(booked.body.reservation);
  });
});
