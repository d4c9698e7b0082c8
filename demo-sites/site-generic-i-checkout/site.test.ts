import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-i-checkout');
const own = loadTruth('site-generic-i-checkout');
const main = loadTruth('site-generic-i');
const step = (t: typeof own, name: string) => t.steps[name].expect![0].payload as Record<string, any>;
const body = async (path: string) => JSON.parse((await demo.get(path)).body);
const pay = (fields: Record<string, string>) => demo.form('/page/pci/payment/ProcessPayment', fields).then((r) => JSON.parse(r.body));

describe('site-generic-i-checkout pages and calls', () => {
  it('/api/v1/quote: the expired link refused, the bungalow priced', async () => {
    expect(await body('/api/v1/quote?listing=1081&checkin=2027-08-20&checkout=2027-08-25&adults=2&children=2')).toEqual({ error: step(own, 'open-expired-quote').error_message });
    const q = await body('/api/v1/quote?listing=1078&checkin=2027-09-04&checkout=2027-09-08&adults=2&children=1');
    expect([q.listing.name, q.total]).toEqual([step(own, 'open-quote-link').listing_name, step(own, 'open-quote-link').total]);
  });

  it('reservation, declined card, approved payment, confirmation and guest portal', async () => {
    const res = await demo.server().request('site-generic-i-checkout', '/api/v1/reservations', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ listing: 1057, checkin: '2027-07-10', checkout: '2027-07-17', adults: 4, children: 2, guest: { first_name: 'Megan', last_name: 'Carter', email: 'm@example.com' } }),
    });
    const r = JSON.parse(res.body);
    const want = step(main, 'pay');
    expect([res.status, r.reservation.id, r.reservation.status]).toEqual([201, want.reservation_id, 'awaiting_payment']);
    expect((await demo.get(r.payment_url)).status).toBe(200);
    const card = { reservation: r.reservation.id, card_name: 'Megan Carter', card_exp: '09/29', card_cvc: '123' };
    expect(await pay({ ...card, card_number: '4000 0000 0000 0002' })).toMatchObject({ result: 'Declined' });
    expect((await demo.get(`/confirmation?reservation=${want.reservation_id}`)).status).toBe(404);
    const ok = await pay({ ...card, card_number: '4242 4242 4242 4242' });
    expect([ok.result, ok.reservation.total, ok.reservation.listing_name]).toEqual(['Approved', want.total, want.listing_name]);
    expect(Object.fromEntries(ok.reservation.charges.map((l: { label: string; amount: number }) => [l.label, l.amount]))).toEqual(want.line_items);
    for (const path of [ok.redirect, `/confirmation?reservation=${want.reservation_id}`, `/guests/reservations/${want.reservation_id}`, '/guests/reservations/CCR-51874'])
      expect((await demo.get(path)).status, path).toBe(200);
  });
});
