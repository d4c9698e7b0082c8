import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('vrpconnector');
const truth = loadTruth('vrpconnector');
const truthFor = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const q = (fields: Record<string, string | number>) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
const STAY = { 'obj[Arrival]': '12/05/2026', 'obj[Departure]': '12/12/2026', 'obj[Adults]': 4, 'obj[Children]': 0, 'obj[strPromotionCode]': '', 'obj[PropID]': 1204 };

describe('vrpconnector dispatcher (/?vrpjax=1&act=…)', () => {
  it('checkavailability echoes the quote as text: Charges and TotalTax add up to TotalCost, insurance beside it', async () => {
    const res = await demo.get(`/?vrpjax=1&act=checkavailability&par=1&${q(STAY)}`);
    expect(res.headers['content-type']).toContain('text/html');
    const d = JSON.parse(res.body);
    const want = truthFor('check');
    expect(Number(d.TotalCost)).toBe(want.total);
    const lines = { ...Object.fromEntries(d.Charges.map((c: any) => [c.Description, Number(c.Amount)])), Tax: Number(d.TotalTax) };
    expect(lines).toEqual(want.line_items);
    expect(Object.values(lines).reduce((a: number, b: any) => a + b, 0)).toBeCloseTo(Number(d.TotalCost), 2);
    expect(d).toMatchObject({ Name: want.listing_name, Arrival: '12/05/2026', Nights: 7, HasInsurance: 1, InsuranceAmount: '112.00' });
  });

  it('a stay under the minimum answers { Error } with the text the truth expects', async () => {
    const res = await demo.get(`/?vrpjax=1&act=checkavailability&par=1&${q({ ...STAY, 'obj[Departure]': '12/07/2026' })}`);
    expect(JSON.parse(res.body)).toEqual({ Error: truthFor('check-short').error_message });
  });

  it('processbooking: Bad { field: message } without an email, then Results.BookingNumber', async () => {
    const booking = { 'booking[fname]': 'Dana', 'booking[lname]': 'Whitfield', 'booking[PropID]': 1204, 'booking[arrival]': '12/05/2026', 'booking[depart]': '12/12/2026', 'booking[adults]': 4, 'booking[children]': 0 };
    const bad = JSON.parse((await demo.form('/?vrpjax=1&act=processbooking', booking)).body);
    expect(bad).toEqual({ Bad: { email: 'Please enter a valid email address.' }, Error: '' });
    const ok = JSON.parse((await demo.form('/?vrpjax=1&act=processbooking', { ...booking, 'booking[email]': 'd@example.com' })).body);
    expect(ok).toMatchObject({ Bad: [], Error: '', Results: { BookingNumber: truthFor('submit').reservation_id } });
  });
});

describe('vrpconnector pages', () => {
  it('the results page has one .vrp-item per qualifying unit', async () => {
    const $ = await demo.page(`/vrp/search/results/?${q({ 'search[arrival]': '12/05/2026', 'search[departure]': '12/12/2026', 'search[Adults]': 4, 'search[bedrooms]': 3, show: 20 })}`);
    expect($('#vrpresults .vrp-item').length).toBe(truthFor('search').result_count);
    const none = await demo.page(`/vrp/search/results/?${q({ 'search[arrival]': '12/05/2026', 'search[departure]': '12/12/2026', 'search[bedrooms]': 6 })}`);
    expect(none('h2').text()).toBe('No Results Found');
  });

  it('the unit page: #unit-data, h2.unit-name and the #bookingform fields the theme serializes', async () => {
    const $ = await demo.page('/vrp/unit/seagrove-sunrise');
    expect($('#unit-data').attr('data-unit-id')).toBe(truthFor('open-unit').listing_id);
    expect($('h2.unit-name').text()).toBe(truthFor('open-unit').listing_name);
    expect($('#bookingform [name]').map((_i, e) => $(e).attr('name')).get()).toEqual(['obj[Arrival]', 'obj[Departure]', 'obj[Adults]', 'obj[Children]', 'obj[strPromotionCode]', 'obj[PropID]']);
    expect($('script').text()).toContain('var url_paths = {"site_url":"http://www.vrpconnector-demo.test"');
  });

  it('step3 carries the quote in booking[…] hidden fields and posts to the confirm URL', async () => {
    const $ = await demo.page(`/vrp/book/step3/?${q(STAY)}`);
    expect($('#vrpbookform').attr('action')).toBe('http://www.vrpconnector-demo.test/vrp/book/confirm/?obj[Arrival]=12/05/2026&obj[Departure]=12/12/2026&obj[PropID]=1204');
    expect($('input[name="booking[TotalCost]"]').val()).toBe(String(truthFor('submit').total));
    expect($('input[name="booking[arrival]"]').val()).toBe('12/05/2026');
  });
});
