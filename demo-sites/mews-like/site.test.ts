import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { HOTEL } from './data.ts';

const demo = useDemo('mews-like');
const truth = loadTruth('mews-like');
const expected = (step: string) => truth.steps[step].expect!.find((e) => e.action !== 'property')!.payload as Record<string, any>;
const HARBOUR = '3540c7d4-e128-41e2-81d8-ff4d196c595a';
const pricing = (endUtc: string, extra: Record<string, unknown> = {}) =>
  demo.json('/api/distributor/v1/reservations/getPricing', {
    Client: 'Mews Booking Engine 2.x',
    HotelId: HOTEL.id,
    StartUtc: '2026-10-09T00:00:00Z',
    EndUtc: endUtc,
    RoomCategoryId: HARBOUR,
    Occupancies: [{ AdultCount: 2, ChildCount: 1 }],
    ...extra,
  });

describe('mews-like Distributor API (PascalCase)', () => {
  it('hotels/getAvailability: the free categories that fit the party, as truth counts them', async () => {
    const ask = (endUtc: string) => demo.json('/api/distributor/v1/hotels/getAvailability', { HotelId: HOTEL.id, StartUtc: '2026-10-09T00:00:00Z', EndUtc: endUtc, AdultCount: 2, ChildCount: 1, CurrencyCode: 'EUR' });
    const night = (await ask('2026-10-10T00:00:00Z')).body.RoomCategoryAvailabilities;
    expect(night.map((a: { RoomCategoryId: string }) => a.RoomCategoryId)).toEqual([HARBOUR, '4037c0ec-a59d-43f1-9d97-d6c984764e8c']);
    expect(night.length).toBe(truth.steps.rooms.expect![0].payload.result_count);
    const three = (await ask('2026-10-12T00:00:00Z')).body.RoomCategoryAvailabilities;
    expect(three).toHaveLength(truth.steps['rooms-again'].expect![0].payload.result_count as number);
    expect(three[0]).toMatchObject({ RoomCategoryId: HARBOUR, AvailableRoomCount: 4, RoomOccupancyAvailabilities: [{ AdultCount: 2, ChildCount: 1 }] });
    expect(Object.keys(three[0].RoomOccupancyAvailabilities[0].Pricing[0].Price.TotalAmount)).toEqual(['EUR']);
    expect(three[0].RoomOccupancyAvailabilities[0].Pricing[0].Price.TotalAmount.EUR.GrossValue).toBe(666);
  });

  it('getPricing: one occupancy price per asked occupancy, amounts in every accepted currency (the request names none), as truth says', async () => {
    const { status, body } = await pricing('2026-10-12T00:00:00Z');
    expect(status).toBe(200);
    const [occupancy] = body.OccupancyPrices;
    expect(occupancy).toMatchObject({ AdultCount: 2, ChildCount: 1 });
    const total = occupancy.Pricing[0].Price.TotalAmount;
    expect(Object.keys(total)).toEqual(['EUR', 'ISK', 'USD']);
    expect(total.EUR).toEqual({ Currency: 'EUR', GrossValue: 666, NetValue: 600, TaxValues: [{ TaxRateCode: 'IS-2024-R', Value: 66 }] });
    expect(total[expected('quote').currency].GrossValue).toBe(expected('quote').total);
    expect(total.USD.GrossValue).toBe(719.28);
  });

  it('errors are { Message } with a 4xx status', async () => {
    expect(await pricing('2026-10-10T00:00:00Z')).toEqual({ status: 400, body: { Message: expected('quote-error').error_message, Details: null } });
    const suite = await pricing('2026-10-12T00:00:00Z', { RoomCategoryId: '4037c0ec-a59d-43f1-9d97-d6c984764e8c' });
    expect(suite.body.Message).toBe('Family Suite is not available for the selected dates.');
    expect((await pricing('2026-10-12T00:00:00Z', { HotelId: 'x' })).status).toBe(404);
  });

  it('reservationGroups/create: the confirmation number truth expects, kept for the same booking', async () => {
    const body = {
      HotelId: HOTEL.id,
      Customer: { Email: 'sigrun.jonsdottir@example.com', FirstName: 'Sigrún', LastName: 'Jónsdóttir' },
      Reservations: [{ RoomCategoryId: HARBOUR, StartUtc: '2026-10-09T00:00:00Z', EndUtc: '2026-10-12T00:00:00Z', AdultCount: 2, ChildCount: 1 }],
    };
    const first = await demo.json('/api/distributor/v1/reservationGroups/create', body);
    expect(first.status).toBe(200);
    expect(first.body.Reservations[0]).toMatchObject({ Number: expected('confirm').reservation_id, RoomCategoryId: HARBOUR, AdultCount: 2, ChildCount: 1 });
    expect(first.body.TotalAmount.ISK.GrossValue).toBe(expected('confirm').total);
    expect((await demo.json('/api/distributor/v1/reservationGroups/create', body)).body.Reservations[0].Number).toBe('30417');
    expect((await demo.json('/api/distributor/v1/reservationGroups/create', { ...body, Customer: { LastName: '' } })).status).toBe(400);
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
