import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-b');
const truth = loadTruth('site-generic-b');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = { propertyId: 304, checkIn: '2027-02-10', checkOut: '2027-02-15', adults: 2, children: 1 };

describe('site-generic-b pages and API', () => {
  it('the beach villas page and both searches', async () => {
    expect((await demo.page('/beach-villas'))('.villa-count').text()).toBe(`${step('beach-villas').result_count} beach villas`);
    const search = async (q: string) => JSON.parse((await demo.get(`/api/properties/fetch?checkIn=2027-02-10&checkOut=2027-02-15&adults=2&children=1&${q}`)).body).data;
    const first = await search('category=villas,beach-house,luxury&minPrice=0&maxPrice=99999');
    expect([first.total, first.properties.map((p: { id: number }) => p.id)]).toEqual([step('search').result_count, [304, 318]]);
    const again = await search('category=condos,homes,weekly,monthly&minPrice=0&maxPrice=1000');
    expect([again.total, again.properties.map((p: { id: number }) => p.id)]).toEqual([step('search-again').result_count, [325, 339]]);
  });

  it('v1/quote: the minimum stay, the priced stay', async () => {
    expect((await demo.json('/api/v1/quote', { ...stay, checkOut: '2027-02-12' })).body).toEqual({ success: false, error: { code: 'MIN_STAY', message: step('quote-error').error_message } });
    const q = (await demo.json('/api/v1/quote', stay)).body;
    expect(q.data.total).toBe(step('quote').total);
    expect(Object.fromEntries(q.data.breakdown.map((l: { label: string; amount: number }) => [l.label, l.amount]))).toEqual(step('quote').line_items);
  });

  it('a booking MK-5521 and its receipt', async () => {
    expect((await demo.json('/api/v1/bookings', { ...stay, name: 'Omar', email: 'omar@example.ae' })).body).toEqual({ reference: 'MK-5521' });
    const r = JSON.parse((await demo.get('/api/v1/bookings/MK-5521/receipt')).body).booking;
    expect([r.reference, r.propertyId, r.checkIn, r.checkOut, r.total]).toEqual([step('confirm-booking').reservation_id, 304, '2027-02-10', '2027-02-15', step('confirm-booking').total]);
    expect((await demo.get('/booking-success?ref=MK-5521')).status).toBe(200);
  });
});
