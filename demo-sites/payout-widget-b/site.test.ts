import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('payout-widget-b');
const truth = loadTruth('payout-widget-b');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const SAGUARO = 'c41e8a2f-7d3b-4a90-b5e6-1f8c2d9a0e37';
const API = '/api/direct-booking-widget';
const stay = `listingUuid=${SAGUARO}&checkIn=2027-03-01&checkOut=2027-03-06&adults=2&children=2`;
const getJson = async (path: string) => {
  const res = await demo.get(path);
  return { status: res.status, body: JSON.parse(res.body) };
};

describe('payout-widget-b (the widget on an owner site with a thank-you page)', () => {
  it('casita pages live under /rentals/: the embed element, the widget script, then the owner snippet', async () => {
    const $ = await demo.page('/rentals/casa-saguaro/');
    expect($('.igms-direct-booking-widget').attr('data-listing-id')).toBe(expected('open-casita').listing_id);
    expect($('h1').text()).toBe(expected('open-casita').listing_name);
    expect($('body script[src]').map((_i, s) => $(s).attr('src')).get()).toEqual(['/app/widgets/direct-booking/widget.js', '/wp-content/themes/camelback/js/thank-you.js']);
    expect((await demo.page('/')).root().find("a.casita-link[href='/rentals/casa-saguaro/']")).toHaveLength(1);
    expect((await demo.get('/casitas/casa-saguaro/')).status).toBe(404);
  });

  it('get-payout: the breakdown, total and schedule truth expects; the refusal its message', async () => {
    const { body } = await getJson(`${API}/get-payout?${stay}`);
    const b = body.data.breakdown;
    const lines = Object.fromEntries([['Rent', b.priceBase], ...[...b.priceFees, ...b.customFees, ...b.priceTaxes].map((f: { feeType: string; amount: number }) => [f.feeType, f.amount])]);
    expect(lines).toEqual(expected('quote').line_items);
    expect(Math.round(Object.values(lines).reduce((t: number, n) => t + (n as number), 0) * 100) / 100).toBe(expected('quote').total);
    expect(Object.fromEntries(body.data.payment.map((p: { dueDate: string; amount: number }) => [p.dueDate, p.amount]))).toEqual(expected('quote').payments);
    const refused = await getJson(`${API}/get-payout?${stay.replace('2027-03-06', '2027-03-05')}`);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(expected('quote-error').error_message);
  });

  it('book answers the code truth expects; the thank-you page /booking-confirmation/ shows the code it is given', async () => {
    const booked = await demo.json(`${API}/book`, { listingUuid: SAGUARO, checkIn: '2027-03-01', checkOut: '2027-03-06', adults: 2, children: 2, guest: { firstName: 'Priya', lastName: 'Raman', email: 'priya.raman@example.com' } });
    expect(booked.body.data).toEqual({ reservation_code: expected('confirm').reservation_id, platform_type: 'direct' });
    const $ = await demo.page(`/booking-confirmation/?reservation=${booked.body.data.reservation_code}`);
    expect($('.thank-you__code').text()).toBe('DBW-30417');
    expect((await demo.get('/booking-confirmation/')).status).toBe(404);
  });
});
