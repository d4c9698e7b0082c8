import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-n');
const truth = loadTruth('site-generic-n');
const want = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = 'arrive=2027-06-10&depart=2027-06-14&adults=2&children=2';
const quote = async (q: string) => JSON.parse((await demo.get(`/api/quote?${q}`)).body);

describe('site-generic-n pages and calls', () => {
  it('/lodging lists the cabins free for the stay with n+ bedrooms', async () => {
    const $ = await demo.page(`/lodging?${stay}&bedrooms=2`);
    expect($('#result-count').text()).toBe(`${want('search').result_count} cabins available`);
    expect($('.cabin').map((_, e) => $(e).attr('data-id')).get()).toEqual(['301', '302', '303']);
  });

  it('GET /api/quote refuses a short stay and prices a free one', async () => {
    const short = await quote('cabin_id=301&arrive=2027-06-10&depart=2027-06-12&adults=2&children=2');
    expect([short.cabin.name, short.message, short.total]).toEqual([want('quote-error').listing_name, want('quote-error').error_message, undefined]);
    const ok = await quote(`cabin_id=301&${stay}`);
    const lines = Object.fromEntries(ok.charges.map((c: { description: string; amount: number }) => [c.description, c.amount]));
    expect([ok.cabin.name, ok.total, lines, ok.message]).toEqual([want('quote').listing_name, want('quote').total, want('quote').line_items, undefined]);
  });

  it('the booking form POSTs /booking, which answers 303 to /booking/<confirmation>/complete', async () => {
    const res = await demo.form('/booking', { cabin_id: 301, arrive: '2027-06-10', depart: '2027-06-14', adults: 2, children: 2, first_name: 'A', last_name: 'B', email: 'a@example.com', agree: 1 });
    const ref = want('complete-booking').reservation_id;
    expect([res.status, res.headers.location]).toEqual([303, `/booking/${ref}/complete`]);
    expect((await demo.page(`/booking/${ref}/complete`))('#confirmation-number').text()).toBe(ref);
    expect((await demo.get('/booking/GSR-9999/complete')).status).toBe(404);
  });

  it('a cabin page carries its id and name', async () => {
    const $ = await demo.page(`/lodging/bear-hollow-hideaway?${stay}`);
    expect([$('#quote-box').attr('data-cabin-id'), $('h1.cabin-name').text()]).toEqual([want('open-cabin').listing_id, want('open-cabin').listing_name]);
  });
});
