import { describe, expect, it } from 'vitest';
import { useDemo } from '../kit/testing.ts';
import { loadTruth } from '../kit/truth.ts';

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

describe('payout-widget API', () => {
  it('get-payout: the stay as understood, the breakdown and the schedule truth expects (and no total)', async () => {
    const { status, body } = await getJson(`${API}/get-payout?${stay}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ listingUuid: OCOTILLO, listingName: 'Casita Ocotillo', listingCurrency: 'USD', reservationDateCheckIn: '2027-02-12', reservationDateCheckOut: '2027-02-17', reservationGuests: { adults: 2, children: 2 } });
    expect(body).not.toHaveProperty('total');
    const b = body.breakdown;
    expect(b.priceFees).toEqual([{ feeType: 'Cleaning fee', amount: 125 }]);
    expect(b.customFees).toEqual([{ feeType: 'Pool heating', amount: 125 }]);
    const lines = Object.fromEntries([['Rent', b.priceBase], ...[...b.priceFees, ...b.customFees, ...b.priceTaxes].map((f: { feeType: string; amount: number }) => [f.feeType, f.amount])]);
    expect(lines).toEqual(expected('quote').line_items);
    const total = Math.round(Object.values(lines).reduce((t: number, n) => t + (n as number), 0) * 100) / 100;
    expect(total).toBe(expected('quote').total);
    expect(Object.fromEntries(body.payment.map((p: { dueDate: string; amount: number }) => [p.dueDate, p.amount]))).toEqual(expected('quote').payments);
  });

  it('search: the listings free and big enough, the count truth expects; listing: the property view', async () => {
    const { body } = await getJson(`${API}/search?checkIn=2027-02-12&checkOut=2027-02-17&adults=2&children=2`);
    expect(body.count).toBe(expected('home').result_count);
    expect(body.listings.map((l: { listingName: string }) => l.listingName)).toEqual(['Casita Ocotillo', 'Casa Saguaro']);
    const listing = (await getJson(`${API}/listing/${OCOTILLO}`)).body;
    expect({ listing_id: listing.listingUuid, listing_name: listing.listingName }).toEqual(expected('open-listing'));
  });

  it('refusals are 400 { detail }', async () => {
    const short = await getJson(`${API}/get-payout?${stay.replace('2027-02-17', '2027-02-15')}`);
    expect(short).toEqual({ status: 400, body: { detail: expected('quote-error').error_message } });
    expect((await getJson(`${API}/get-payout?${stay.replace(OCOTILLO, '2d7b9e40-6a1c-4e5f-8b3d-9c0a7f1e2b64')}`)).body.detail).toBe('The listing is not available on 2027-02-12.');
    expect((await getJson(`${API}/get-payout?${stay.replace('children=2', 'children=4')}`)).body.detail).toMatch(/at most 5 guests/);
  });

  it('reserve: the code truth expects, once per guest and stay; the reservation view reads it back', async () => {
    const guest = { firstName: 'Morgan', lastName: 'Ellis', email: 'morgan.ellis@example.com' };
    const body = { listingUuid: OCOTILLO, checkIn: '2027-02-12', checkOut: '2027-02-17', adults: 2, children: 2, guest };
    const first = await demo.json(`${API}/reserve`, body);
    expect(first).toEqual({ status: 201, body: { reservationCode: expected('confirm').reservation_id, status: 'confirmed' } });
    expect((await demo.json(`${API}/reserve`, body)).body.reservationCode).toBe('DBW-30417');
    expect((await demo.json(`${API}/reserve`, { ...body, guest: { ...guest, email: 'x' } })).status).toBe(400);
    expect((await getJson(`${API}/reservation/DBW-30417`)).body).toMatchObject({ listingName: 'Casita Ocotillo', total: expected('confirm').total });
    expect((await getJson(`${API}/reservation/DBW-1`)).status).toBe(404);
  });

  it('every app route is the same shell; unknown listings are 404 from the API', async () => {
    for (const path of ['/', `/listings/${OCOTILLO}/`, '/checkout/', '/booking-confirmation/']) {
      const $ = await demo.page(path);
      expect($('#app')).toHaveLength(1);
    }
    expect((await getJson(`${API}/listing/${OCOTILLO}`)).body).toMatchObject({ listingName: 'Casita Ocotillo', minNights: 4 });
    expect((await getJson(`${API}/listing/nope`)).status).toBe(404);
  });
});
