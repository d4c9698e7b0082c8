import { describe, expect, it } from 'vitest';
import { useDemo } from '../kit/testing.ts';
import { loadTruth } from '../kit/truth.ts';
import { HOTEL } from './data.ts';

const demo = useDemo('mews-like');
const truth = loadTruth('mews-like');
const expected = (step: string) => truth.steps[step].expect!.find((e) => e.action !== 'property')!.payload as Record<string, any>;
const HARBOUR = '3540c7d4-e128-41e2-81d8-ff4d196c595a';
const pricing = (endUtc: string, extra: Record<string, unknown> = {}) =>
  demo.json('/api/distributor/v1/reservations/getPricing', {
    client: 'Mews Booking Engine 2.x',
    hotelId: HOTEL.id,
    startUtc: '2026-10-09T00:00:00Z',
    endUtc,
    roomCategoryId: HARBOUR,
    occupancies: [{ adultCount: 2, childCount: 1 }],
    currencyCodes: ['EUR', 'ISK', 'USD'],
    ...extra,
  });

describe('mews-like Distributor API', () => {
  it('hotels/getAvailability: the free categories that fit the party, as truth counts them', async () => {
    const ask = (endUtc: string) => demo.json('/api/distributor/v1/hotels/getAvailability', { hotelId: HOTEL.id, startUtc: '2026-10-09T00:00:00Z', endUtc, adultCount: 2, childCount: 1, currencyCodes: ['EUR'] });
    const night = (await ask('2026-10-10T00:00:00Z')).body.roomCategoryAvailabilities;
    expect(night.map((a: { roomCategoryId: string }) => a.roomCategoryId)).toEqual([HARBOUR, '4037c0ec-a59d-43f1-9d97-d6c984764e8c']);
    expect(night.length).toBe(truth.steps.rooms.expect![0].payload.result_count);
    const three = (await ask('2026-10-12T00:00:00Z')).body.roomCategoryAvailabilities;
    expect(three).toHaveLength(truth.steps['rooms-again'].expect![0].payload.result_count as number);
    expect(three[0]).toMatchObject({ roomCategoryId: HARBOUR, availableRoomCount: 4, roomOccupancyAvailabilities: [{ adultCount: 2, childCount: 1 }] });
    expect(three[0].roomOccupancyAvailabilities[0].pricing[0].price.totalAmount.EUR.grossValue).toBe(666);
  });

  it('getPricing: one occupancy price per asked occupancy, amounts in every asked currency, as truth says', async () => {
    const { status, body } = await pricing('2026-10-12T00:00:00Z');
    expect(status).toBe(200);
    const [occupancy] = body.occupancyPrices;
    expect(occupancy).toMatchObject({ adultCount: 2, childCount: 1 });
    const total = occupancy.pricing[0].price.totalAmount;
    expect(Object.keys(total)).toEqual(['EUR', 'ISK', 'USD']);
    expect(total.EUR).toEqual({ currency: 'EUR', grossValue: 666, netValue: 600, taxValues: [{ taxRateCode: 'IS-2024-R', value: 66 }] });
    expect(total[expected('quote').currency].grossValue).toBe(expected('quote').total);
    expect(total.USD.grossValue).toBe(719.28);
    expect((await pricing('2026-10-12T00:00:00Z', { currencyCodes: ['EUR'] })).body.occupancyPrices[0].pricing[0].price.totalAmount).toHaveProperty('EUR');
  });

  it('errors are { message } with a 4xx status', async () => {
    expect(await pricing('2026-10-10T00:00:00Z')).toEqual({ status: 400, body: { message: expected('quote-error').error_message, details: null } });
    const suite = await pricing('2026-10-12T00:00:00Z', { roomCategoryId: '4037c0ec-a59d-43f1-9d97-d6c984764e8c' });
    expect(suite.body.message).toBe('Family Suite is not available for the selected dates.');
    expect((await pricing('2026-10-12T00:00:00Z', { hotelId: 'x' })).status).toBe(404);
  });

  it('reservationGroups/create: the confirmation number truth expects, kept for the same booking', async () => {
    const body = {
      hotelId: HOTEL.id,
      customer: { email: 'sigrun.jonsdottir@example.com', firstName: 'Sigrún', lastName: 'Jónsdóttir' },
      reservations: [{ roomCategoryId: HARBOUR, startUtc: '2026-10-09T00:00:00Z', endUtc: '2026-10-12T00:00:00Z', adultCount: 2, childCount: 1 }],
      currencyCodes: ['EUR', 'ISK'],
    };
    const first = await demo.json('/api/distributor/v1/reservationGroups/create', body);
    expect(first.status).toBe(200);
    expect(first.body.reservations[0]).toMatchObject({ number: expected('confirm').reservation_id, roomCategoryId: HARBOUR, adultCount: 2, childCount: 1 });
    expect(first.body.totalAmount.ISK.grossValue).toBe(expected('confirm').total);
    expect((await demo.json('/api/distributor/v1/reservationGroups/create', body)).body.reservations[0].number).toBe('30417');
    expect((await demo.json('/api/distributor/v1/reservationGroups/create', { ...body, customer: { lastName: '' } })).status).toBe(400);
  });
});

describe('mews-like pages', () => {
  it('the booking page: currency picker, the app shell, the engine configuration inline', async () => {
    const $ = await demo.page('/booking/');
    expect($('#currency option').map((_i, o) => $(o).attr('value')).get()).toEqual(['EUR', 'ISK', 'USD']);
    expect($('#app').length).toBe(1);
    expect($('body script[src]').map((_i, s) => $(s).attr('src')).get()).toEqual(['/booking/assets/router.js', '/booking/assets/engine.js']);
    expect($('script:not([src])').text()).toContain(HARBOUR);
    expect((await demo.get('/booking')).status).toBe(301);
  });
});
