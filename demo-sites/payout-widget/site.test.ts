import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('payout-widget');
const truth = loadTruth('payout-widget');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const OCOTILLO = '8f2c6d1e-3b4a-4f59-a2d7-5c1e9b0f7a36';
const API = '/api/direct-booking-widget';
const stay = `listingUuid=${OCOTILLO}&checkIn=2027-02-12&checkOut=2027-02-17&adults=2&children=2`;
const getJson = async (path: string) => {
  const res = await demo.get(path);
  return { status: res.status, body: JSON.parse(res.body) };
};

describe('payout-widget (iGMS Direct Booking widget on an owner site)', () => {
  it('get-payout: in the { data } envelope, the stay as understood, the breakdown and the schedule truth expects (and no total)', async () => {
    const { status, body } = await getJson(`${API}/get-payout?${stay}`);
    expect(status).toBe(200);
    expect(body.meta).toEqual([]);
    const d = body.data;
    expect(d).toMatchObject({ listingUuid: OCOTILLO, listingName: 'Casita Ocotillo', listingCurrency: 'USD', reservationDateCheckIn: '2027-02-12', reservationDateCheckOut: '2027-02-17', reservationGuests: { adults: 2, children: 2 } });
    expect(d).not.toHaveProperty('total');
    const b = d.breakdown;
    expect(b.priceFees).toEqual([{ feeType: 'Cleaning fee', amount: 125 }]);
    expect(b.customFees).toEqual([{ feeType: 'Pool heating', amount: 125 }]);
    const lines = Object.fromEntries([['Rent', b.priceBase], ...[...b.priceFees, ...b.customFees, ...b.priceTaxes].map((f: { feeType: string; amount: number }) => [f.feeType, f.amount])]);
    expect(lines).toEqual(expected('quote').line_items);
    const total = Math.round(Object.values(lines).reduce((t: number, n) => t + (n as number), 0) * 100) / 100;
    expect(total).toBe(expected('quote').total);
    expect(Object.fromEntries(d.payment.map((p: { dueDate: string; amount: number }) => [p.dueDate, p.amount]))).toEqual(expected('quote').payments);
  });

  it('a refused stay: 4xx { error: { message, code } } (the message is the quote error)', async () => {
    const { status, body } = await getJson(`${API}/get-payout?${stay.replace('2027-02-17', '2027-02-15')}`);
    expect(status).toBe(422);
    expect(body.error).toEqual({ message: expected('quote-error').error_message, code: 'min-stay' });
    expect((await getJson(`${API}/get-payout?${stay.replace(OCOTILLO, 'nope')}`)).status).toBe(404);
  });

  it('book: { data: { reservation_code, platform_type } }, the same code for the same booking', async () => {
    const body = { listingUuid: OCOTILLO, checkIn: '2027-02-12', checkOut: '2027-02-17', adults: 2, children: 2, guest: { firstName: 'Morgan', lastName: 'Ellis', email: 'morgan.ellis@example.com' } };
    const first = await demo.json(`${API}/book`, body);
    expect(first.body.data).toEqual({ reservation_code: expected('confirm').reservation_id, platform_type: 'direct' });
    expect((await demo.json(`${API}/book`, body)).body.data.reservation_code).toBe(first.body.data.reservation_code);
    expect((await demo.json(`${API}/book`, { ...body, guest: {} })).status).toBe(422);
  });

  it("each casita page carries the widget's embed element with the listing uuid and the widget script", async () => {
    const $ = await demo.page('/casitas/casita-ocotillo/');
    const box = $('.igms-direct-booking-widget');
    expect(box.attr('data-listing-id')).toBe(expected('open-casita').listing_id);
    expect(box.attr('id')).toMatch(/^directBooking\d+$/);
    expect($('h1').text()).toBe(expected('open-casita').listing_name);
    expect($('body script[src]').map((_i, s) => $(s).attr('src')).get()).toEqual(['/app/widgets/direct-booking/widget.js']);
    expect((await demo.page('/')).root().find('a.casita-link')).toHaveLength(3);
  });
});
