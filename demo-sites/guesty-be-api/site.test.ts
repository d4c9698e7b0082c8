import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('guesty-be-api');
const truth = loadTruth('guesty-be-api');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const LOFT = '64f1c2a9e8b7d6001f3a5c21';
const stay = { listingId: LOFT, checkInDateLocalized: '2026-10-09', checkOutDateLocalized: '2026-10-16', guestsCount: 2, coupons: '' };
const getJson = async (path: string) => {
  const res = await demo.get(path);
  return { status: res.status, body: JSON.parse(res.body) };
};
const lines = (items: { title: string; amount: number }[]) => Object.fromEntries(items.map((i) => [i.title, i.amount]));

describe('guesty Booking Engine API', () => {
  it('listings: free and big enough for the stay (Graça is booked 10/08-10/12)', async () => {
    const { body } = await getJson('/api/listings?checkIn=2026-10-09&checkOut=2026-10-16&minOccupancy=2');
    expect(body.results.map((l: { _id: string }) => l._id)).toEqual([LOFT, '64f1c2a9e8b7d6001f3a5c47']);
    expect(body.pagination.total).toBe(expected('search').result_count);
    const listing = (await getJson(`/api/listings/${LOFT}`)).body;
    expect({ listing_id: listing._id, listing_name: listing.title }).toEqual(expected('open-listing'));
    expect(body.results[0]).toMatchObject({ title: 'Alfama Rooftop Loft', accommodates: 3, prices: { basePrice: 145, currency: 'EUR' }, terms: { minNights: 3 } });
    expect((await getJson('/api/listings/nope')).status).toBe(404);
  });

  it('quote refused below the minimum stay: 400 with error.code, error.message (the quote error) and the rate plan detail', async () => {
    const { status, body } = await demo.json('/api/reservations/quotes', { ...stay, checkOutDateLocalized: '2026-10-11' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'LISTING_IS_NOT_AVAILABLE', message: expected('quote-error').error_message });
    expect(body.error.data.moreDetails.notApplicableRatePlans[0].notApplicable).toEqual({ minNights: true });
    expect((await demo.json('/api/reservations/quotes', { ...stay, listingId: '64f1c2a9e8b7d6001f3a5c34' })).body.error.data.moreDetails.notApplicableRatePlans[0].notApplicable).toEqual({ closed: true });
    expect((await demo.json('/api/reservations/quotes', { ...stay, guestsCount: 5 })).body.error.code).toBe('WRONG_REQUEST_PARAMETERS');
  });

  it('quote: a new _id each time, money as truth says (hostPayout is the total, invoiceItems the lines)', async () => {
    const first = await demo.json('/api/reservations/quotes', stay);
    const second = await demo.json('/api/reservations/quotes', stay);
    expect(first.status).toBe(200);
    expect(first.body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(second.body._id).not.toBe(first.body._id);
    const plan = first.body.rates.ratePlans[0];
    expect(plan.ratePlan._id).toBe('default-rateplan-id');
    expect(plan.days).toHaveLength(7);
    const { money } = plan.ratePlan;
    expect(money).toMatchObject({ currency: 'EUR', fareAccommodation: 1015, totalFees: 60, subTotalPrice: 1075, totalTaxes: 64.5, hostPayout: 1139.5 });
    expect({ total: money.hostPayout, currency: money.currency, line_items: lines(money.invoiceItems) }).toEqual({
      total: expected('quote').total,
      currency: expected('quote').currency,
      line_items: expected('quote').line_items,
    });
    expect((await getJson(`/api/reservations/quotes/${first.body._id}`)).body._id).toBe(first.body._id);
  });

  it('instant reservation from a quote: confirmed with the confirmation code truth expects; refusals are Guesty errors', async () => {
    const quote = (await demo.json('/api/reservations/quotes', stay)).body;
    const guest = { firstName: 'Inês', lastName: 'Carvalho', email: 'ines.carvalho@example.com', phone: '+351 912 345 678' };
    const book = (body: unknown, id = quote._id) => demo.json(`/api/reservations/quotes/${id}/instant`, body);
    expect((await book({ ratePlanId: 'default-rateplan-id', ccToken: 'tok_visa', guest })).body.error.message).toMatch(/pm_/);
    expect((await book({ ratePlanId: 'other', ccToken: 'pm_card_visa', guest })).status).toBe(400);
    expect((await book({ ratePlanId: 'default-rateplan-id', ccToken: 'pm_card_visa', guest }, 'nope')).status).toBe(404);
    const { status, body } = await book({ ratePlanId: 'default-rateplan-id', ccToken: 'pm_card_visa', guest });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'confirmed', platform: 'direct', confirmationCode: expected('book').reservation_id });
    expect((await book({ ratePlanId: 'default-rateplan-id', ccToken: 'pm_card_visa', guest })).body._id).toBe(body._id);
    const r = (await getJson(`/api/reservations/${body._id}`)).body;
    expect(r).toMatchObject({ confirmationCode: 'GY-Z5FK', listingId: LOFT, checkInDateLocalized: '2026-10-09', checkOutDateLocalized: '2026-10-16', money: { hostPayout: 1139.5 } });
  });

  it('the site is one page: the hash-routed app', async () => {
    const $ = await demo.page('/');
    expect($('#app')).toHaveLength(1);
    expect($('body script[src]').map((_i, s) => $(s).attr('src')).get()).toEqual(['/static/js/spa.js', '/static/js/booking-app.js']);
    expect((await demo.get('/static/js/spa.js')).body).toContain('window.siteSpa');
  });
});
