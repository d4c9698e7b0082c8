import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-k');
const truth = loadTruth('site-generic-k');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = 'arrival=2027-07-10&departure=2027-07-17&adults=4&children=1';
const lines = (l: { label: string; amount: number }[]) => Object.fromEntries(l.map((x) => [x.label, x.amount]));
const ask = async (b: Record<string, unknown>) => (await demo.json('/api/availability/quote', b)).body;

describe('site-generic-k pages and calls', () => {
  it('/holiday-homes lists the homes; "No max" (£500) is no maximum', async () => {
    const $ = await demo.page(`/holiday-homes?location=st-ives&${stay}&bedrooms=3&min_price=150&max_price=500`);
    expect([$('#result-count').text(), $('#area-name').text()]).toEqual([`${step('search').result_count} holiday homes found`, step('search').locations[0]]);
    expect($('.home').map((_, e) => $(e).attr('data-id')).get()).toEqual(['12', '14', '18']);
    const capped = await demo.page(`/holiday-homes?location=st-ives&${stay}&bedrooms=3&min_price=150&max_price=300`);
    expect(capped('.home').length).toBe(2);
  });

  it('the quote call refuses a short stay and prices a free one', async () => {
    const base = { property_id: 12, arrival: '2027-07-10', departure: '2027-07-17', adults: 4, children: 1 };
    expect(await ask({ ...base, departure: '2027-07-12' })).toMatchObject({ available: false, error: step('quote-error').error_message });
    const ok = await ask(base);
    expect([ok.property.name, ok.total, lines(ok.breakdown)]).toEqual([step('quote').listing_name, step('quote').total, step('quote').line_items]);
    const t = await ask({ property_id: 18, arrival: '2027-09-04', departure: '2027-09-11', adults: 6, children: 0 });
    expect([t.total, lines(t.breakdown)]).toEqual([step('treloyhan-quote').total, step('treloyhan-quote').line_items]);
  });

  it('bank transfer -> /booking-thanks, card -> /secure-payment -> /reservation-success, enquiry -> /make-a-booking', async () => {
    const guest = { name: 'A', email: 'a@example.com', phone: '1' };
    const bank = await demo.form('/book', { id: 12, arrival: '2027-07-10', departure: '2027-07-17', adults: 4, children: 1, payment: 'bank', ...guest });
    expect([bank.status, bank.headers.location]).toEqual([303, `/booking-thanks?ref=${step('confirm-booking').reservation_id}`]);
    expect((await demo.page(String(bank.headers.location)))('#booking-ref').text()).toBe(step('confirm-booking').reservation_id);
    const card = await demo.form('/book', { id: 14, arrival: '2027-08-14', departure: '2027-08-21', adults: 2, children: 2, payment: 'card', ...guest });
    expect(card.headers.location).toBe(`/secure-payment?ref=${step('pay').reservation_id}`);
    expect((await demo.get(`/reservation-success?booking=${step('pay').reservation_id}`)).status).toBe(404);
    const paid = await demo.form(String(card.headers.location), { card_number: '4929 0000 0000 6', expiry: '10/29', cvv: '321' });
    expect(paid.headers.location).toBe(`/reservation-success?booking=${step('pay').reservation_id}`);
    const enq = await demo.form('/make-a-booking', { id: 18, arrival: '2027-09-04', departure: '2027-09-11', adults: 6, children: 0, ...guest });
    expect(enq.status).toBe(200);
    expect(enq.body).toContain(`<strong id="booking-ref">${step('send-enquiry').reservation_id}</strong>`);
  });

  it('home pages: the name, the id, Book now only for instant homes', async () => {
    const h = await demo.page('/cottage?id=12');
    expect([h('h1.home-name').text(), h('#availability').attr('data-home'), h('#book-now').length]).toEqual([step('open-home').listing_name, '12', 1]);
    const t = await demo.page('/cottage?id=18');
    expect([t('h1.home-name').text(), t('#book-now').length, t('#enquiry-form').length]).toEqual([step('open-treloyhan').listing_name, 0, 1]);
  });
});
