import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-f');
const truth = loadTruth('site-generic-f');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const items = (list: { label: string; amount: number }[]) => Object.fromEntries(list.map((l) => [l.label, l.amount]));
const lavanda = { house: 101, arrival: '10.07.2027', departure: '17.07.2027', adults: 2, children: 2 };

describe('site-generic-f pages and calls', () => {
  it('the search pages and /ajax/results', async () => {
    const count = async (path: string) => (await demo.page(path))('.results-count').text();
    expect(await count('/all.jsp?priceFrom=50&priceTo=1000')).toBe(`${step('all-houses').result_count} houses`);
    expect(await count('/all.jsp?priceFrom=50&priceTo=400')).toBe(`${step('all-houses-to-400').result_count} houses`);
    expect(await count('/features/private-pool/')).toBe(`${step('pool-villas').result_count} houses`);
    expect(await count('/inspiration/family-holidays/')).toBe(`${step('family-holidays').result_count} houses`);
    expect(await count('/stay?region=Hvar')).toBe(`${step('stay-hvar').result_count} houses`);
    const r = JSON.parse((await demo.form('/ajax/results', { arrival: '10.07.2027', departure: '17.07.2027', adults: 2, children: 2 })).body);
    expect([r.count, r.houses.map((h: { id: number }) => h.id)]).toEqual([step('check-availability').result_count, [101, 102, 204, 205]]);
    expect(await count('/book/step1?arrival=10.07.2027&departure=17.07.2027&adults=2&children=2')).toBe(`${r.count} houses available`);
  });

  it('POST /book/step1: the minimum stay, the priced stay', async () => {
    const refused = JSON.parse((await demo.form('/book/step1', { ...lavanda, departure: '14.07.2027' })).body);
    expect(refused).toEqual({ ok: false, error: step('lavanda-quote-error').error_message });
    const q = JSON.parse((await demo.form('/book/step1', lavanda)).body);
    expect([q.ok, q.price.total, items(q.price.items)]).toEqual([true, step('lavanda-quote').total, step('lavanda-quote').line_items]);
  });

  it('GET /dbs/quote: Saturday to Saturday, the priced stay', async () => {
    const dbs = async (from: string, to: string) => JSON.parse((await demo.get(`/dbs/quote?object=205&from=${from}&to=${to}&adults=2&children=1`)).body);
    expect(await dbs('12.07.2027', '19.07.2027')).toEqual({ status: 'ERROR', message: step('marija-quote-error').error_message });
    const q = (await dbs('17.07.2027', '24.07.2027')).quote;
    expect([q.total, items(q.items)]).toEqual([step('marija-quote').total, step('marija-quote').line_items]);
  });

  it('the instant booking AH-2041, its deposit and receipt; the request RQ-7731 booked as AH-2042', async () => {
    const booked = await demo.form('/book/confirm', { ...lavanda, name: 'Katharina Weber', email: 'k.weber@example.de', terms: 1 });
    expect([booked.status, booked.headers.location]).toEqual([302, `/book_confirmed.jsp?ref=${step('confirm-booking').reservation_id}`]);
    expect((await demo.page('/book_confirmed.jsp?ref=AH-2041'))('#booking-ref').text()).toBe('AH-2041');
    const paid = await demo.form('/add-payment/', { ref: 'AH-2041', card: '4111 1111 1111 1111' });
    expect(paid.headers.location).toBe('/my-reservation?ref=AH-2041&goto=pay-success');
    expect((await demo.page('/my-bookings/receipt?ref=AH-2041'))('#receipt-paid').text()).toBe('€ 924,72');
    const req = { house: 205, arrival: '17.07.2027', departure: '24.07.2027', adults: 2, children: 1, name: 'Pieter', email: 'pieter@example.nl' };
    expect(JSON.parse((await demo.form('/submit-request', req)).body)).toEqual({ status: 'OK', requestId: step('send-request').reservation_id });
    expect((await demo.page('/book/confirm?request=RQ-7731'))('#booking-ref').text()).toBe(step('owner-accepted').reservation_id);
    for (const p of ['/book/view?ref=AH-2042', '/manage-booking?ref=AH-2042']) expect((await demo.page(p))('#booking-ref').text()).toBe('AH-2042');
  });
});
