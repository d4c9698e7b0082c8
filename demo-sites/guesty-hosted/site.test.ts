import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('guesty-hosted');
const truth = loadTruth('guesty-hosted');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const LOFT = '64f1c2a9e8b7d6001f3a5c21';
const BE = '/api/pm-websites-backend';
const stay = { checkInDateLocalized: '2026-10-09', checkOutDateLocalized: '2026-10-16', guestsCount: '2', listingId: LOFT };
const getJson = async (path: string) => {
  const res = await demo.get(path);
  return { status: res.status, body: JSON.parse(res.body) };
};

describe('guesty-hosted pm-websites-backend', () => {
  it('listings: the asked fields only, pagination.total and a cursor; one listing by id; its calendar', async () => {
    const { body } = await getJson(`${BE}/listings?minOccupancy=2&checkIn=2026-10-09&checkOut=2026-10-16&fields=${encodeURIComponent('_id title accommodates')}`);
    expect(body.pagination).toEqual({ total: expected('search').result_count, cursor: { next: null } });
    expect(Object.keys(body.results[0]).sort()).toEqual(['_id', 'accommodates', 'title']);
    const one = (await getJson(`${BE}/listings/${LOFT}?fields=_id%20title`)).body;
    expect({ listing_id: one._id, listing_name: one.title }).toEqual(expected('open-listing'));
    const days = (await getJson(`${BE}/listings/${LOFT}/calendar?from=2026-10-01&to=2026-10-28`)).body;
    expect(days.find((d: { date: string }) => d.date === '2026-10-20').status).toBe('booked');
  });

  it('a refusal has error.code and data but no message (the code is the quote error)', async () => {
    const { status, body } = await demo.json(`${BE}/reservations/quotes`, { ...stay, checkOutDateLocalized: '2026-10-11' });
    expect(status).toBe(400);
    expect(body.error.code).toBe(expected('short-stay').error_message);
    expect(body.error.message).toBeUndefined();
    expect(body.error.data.moreDetails.notApplicableRatePlans[0].notApplicable).toEqual({ minNights: true });
  });

  it('a quote: status valid, the guest count back as a string, hostPayout the total; the instant booking confirms', async () => {
    const { status, body } = await demo.json(`${BE}/reservations/quotes`, stay);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'valid', guestsCount: '2', checkInDateLocalized: '2026-10-09' });
    const money = body.rates.ratePlans[0].ratePlan.money;
    expect(money.hostPayout).toBe(expected('full-week').total);
    expect(Object.fromEntries(money.invoiceItems.map((i: { title: string; amount: number }) => [i.title, i.amount]))).toEqual(expected('full-week').line_items);
    const guest = { firstName: 'Inês', lastName: 'Carvalho', email: 'ines.carvalho@example.com' };
    const booked = await demo.json(`${BE}/reservations/quotes/${body._id}/instant`, { ratePlanId: 'default-rateplan-id', ccToken: 'pm_card_visa', guest });
    expect(booked.body).toMatchObject({ status: 'confirmed', confirmationCode: expected('book').reservation_id });
  });

  it('property pages live under /en/properties/{listingId}', async () => {
    const $ = await demo.page(`/en/properties/${LOFT}?minOccupancy=2&checkIn=2026-10-09&checkOut=2026-10-16`);
    expect($('#app')).toHaveLength(1);
    expect((await demo.get('/static/js/website.js')).body).toContain('/api/pm-websites-backend');
  });
});
