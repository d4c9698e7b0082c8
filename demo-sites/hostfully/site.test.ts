import { describe, expect, it } from 'vitest';
import { useDemo } from '../kit/testing.ts';
import { loadTruth } from '../kit/truth.ts';

const demo = useDemo('hostfully');
const truth = loadTruth('hostfully');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const LODGE = '7c1e9a42-5d3b-4f08-b6a1-2e4d9c8f0a13';
const stay = `propertyUid=${LODGE}&checkIn=2026-11-20&checkOut=2026-11-27&adults=2&children=1&pets=0&discountCode=`;

/** Runs a JSONP answer the way the browser does: the script calls the named global. */
async function jsonp(path: string, callback: string) {
  const res = await demo.get(`${path}&callback=${callback}`);
  expect(res.headers['content-type']).toMatch(/^application\/javascript/);
  let got: any;
  new Function(callback, res.body)((data: unknown) => (got = data));
  return got;
}

describe('hostfully widget endpoints (JSONP)', () => {
  it('quote: Hostfully field names, and the total and lines truth expects', async () => {
    const data = await jsonp(`/api/widget/quote?${stay}`, 'hfwQuote2');
    const q = data.quote;
    expect(q).toMatchObject({ propertyUid: LODGE, currency: 'USD', adultCount: 2, childrenCount: 1, securityDeposit: 300 });
    expect(q.rent.rentBreakdowns).toHaveLength(7);
    const lines = Object.fromEntries([['Rent', q.rent.netPrice], ...q.fees.map((f: { name: string; totalAmount: number }) => [f.name, f.totalAmount])]);
    expect({ total: q.totalPrice, line_items: lines }).toEqual({ total: expected('quote').total, line_items: expected('quote').line_items });
    expect(q.fees.map((f: { type: string }) => f.type)).toEqual(['CLEANING', 'CUSTOM', 'TAX', 'TAX']);
  });

  it('quote refusals: violated_rules', async () => {
    expect(await jsonp(`/api/widget/quote?${stay.replace('2026-11-27', '2026-11-22')}`, 'hfwQuote1')).toEqual({ valid: false, violated_rules: [expected('quote-error').error_message] });
    expect((await jsonp(`/api/widget/quote?${stay.replace(LODGE, '5b9d2e7f-1c4a-4e83-9f06-b8a3c71d2e50')}`, 'cb')).violated_rules).toEqual(['These dates are not available.']);
    expect((await demo.get(`/api/widget/quote?${stay}&callback=alert(1)`)).status).toBe(400);
  });

  it('search widget: the cabins free and big enough, the count truth expects', async () => {
    const data = await jsonp('/api/widget/search?checkIn=2026-11-20&checkOut=2026-11-27&adults=2&children=1', 'hfwSearch1');
    expect(data.total).toBe(expected('search').result_count);
    expect(data.properties.map((p: { name: string }) => p.name)).toEqual(['Laurel Creek Lodge', 'Ridgeline Hideaway']);
  });

  it('availability: 60 days from the month start, Thanksgiving week booked at the river cabin', async () => {
    const data = await jsonp('/api/widget/availability?propertyUid=5b9d2e7f-1c4a-4e83-9f06-b8a3c71d2e50&from=2026-11-01', 'hfwCalendar1');
    expect(data.days).toHaveLength(60);
    expect(data.days.filter((d: { available: boolean }) => !d.available).map((d: { date: string }) => d.date)).toEqual(
      ['19', '20', '21', '22', '23', '24', '25', '26', '27', '28'].map((d) => `2026-11-${d}`),
    );
  });

  it('lead: booked once per guest and stay, and the thank-you page shows its reference', async () => {
    const guest = '&firstName=Jamie&lastName=Rivera&email=jamie.rivera%40example.com';
    const lead = await jsonp(`/api/widget/lead?${stay}${guest}`, 'hfwLead4');
    expect(lead).toMatchObject({ valid: true, status: 'BOOKED', leadUid: expected('confirm').reservation_id, totalPrice: expected('confirm').total });
    expect((await jsonp(`/api/widget/lead?${stay}${guest}`, 'cb')).leadUid).toBe(lead.leadUid);
    expect((await jsonp(`/api/widget/lead?${stay}&firstName=&email=`, 'cb')).valid).toBe(false);
    const $ = await demo.page(`/thank-you/?leadUid=${lead.leadUid}`);
    expect($('#booking-reference').text()).toBe(lead.leadUid);
    expect((await demo.get('/thank-you/?leadUid=nope')).status).toBe(404);
  });

  it('the app pages: the same shell for the list and each cabin, with the widget script and the cabin data', async () => {
    const $ = await demo.page('/cabins/laurel-creek-lodge/');
    expect($('#app')).toHaveLength(1);
    expect($('body script[src]').map((_i, s) => $(s).attr('src')).get()).toEqual(['/assets/js/leadCaptureWidget_2.0.js', '/assets/js/spa.js', '/assets/js/cabins-app.js']);
    expect($('body script:not([src])').text()).toContain(LODGE);
    expect((await demo.get('/cabins/nowhere/')).status).toBe(404);
  });
});
