import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('signal-widget');
const truth = loadTruth('signal-widget');
const truthFor = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const STAY = 'checkIn=2027-02-15&checkOut=2027-02-19&adults=4&children=1';
const body = async (path: string) => JSON.parse((await demo.get(path)).body);

describe('signal-widget (the widget API and the events its script dispatches)', () => {
  it('the search answers the cottages the truth counts', async () => {
    const answer = await body(`/widget/api/search?${STAY}`);
    expect(answer.results.map((r: { id: string }) => r.id)).toEqual(['W302', 'W304']);
    expect(answer.results.length).toBe(truthFor('search').result_count);
  });

  it('the price: lines adding up to the total, as the truth has them; the refusal as its message', async () => {
    const price = await body(`/widget/api/price?propertyId=W302&${STAY}`);
    const want = truthFor('quote');
    expect(price).toMatchObject({ available: true, currency: want.currency, total: want.total });
    expect(Object.fromEntries(price.lines.map((l: { label: string; amount: number }) => [l.label, l.amount]))).toEqual(want.line_items);
    const refused = await body('/widget/api/price?propertyId=W302&checkIn=2027-02-12&checkOut=2027-02-16&adults=4&children=1');
    expect(refused).toMatchObject({ available: false, total: null, message: truthFor('quote-error').error_message });
  });

  it('the booking: the first reference, confirmed; the same booking again keeps it; no email is refused', async () => {
    const booking = { propertyId: 'W302', checkIn: '2027-02-15', checkOut: '2027-02-19', adults: 4, children: 1, guest: { firstName: 'A', lastName: 'B', email: 'a@example.com' } };
    const first = await demo.json('/widget/api/bookings', booking);
    expect(first.body).toMatchObject({ bookingId: truthFor('confirm').reservation_id, status: 'confirmed', total: truthFor('confirm').total });
    expect((await demo.json('/widget/api/bookings', booking)).body.bookingId).toBe(first.body.bookingId);
    expect((await demo.json('/widget/api/bookings', { ...booking, guest: {} })).status).toBe(422);
  });

  it('the page holds the widget root and the widget script dispatches the three events', async () => {
    const $ = await demo.page('/book/');
    expect($('[data-signal-widget]').length).toBe(1);
    const script = (await demo.get('/widget/v2/signal-widget.js')).body;
    for (const name of ['SIGNAL_PAGE_CHANGE', 'SIGNAL_QUOTE', 'SIGNAL_BOOK']) expect(script).toContain(`signal('${name}'`);
  });
});
