import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-o');
const truth = loadTruth('site-generic-o');
const want = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = { check_in: '06/18/2027', check_out: '06/21/2027', adults: 2, children: 2 };
const rates = async (fields: Record<string, string | number>) => JSON.parse((await demo.form('/property/rates', fields)).body);

describe('site-generic-o pages and calls', () => {
  it('/rentals/search filters by bedrooms, price range and free dates', async () => {
    const q = new URLSearchParams({ ...stay, adults: '2', children: '2', bedrooms: '2', min_price: '100', max_price: '300' });
    const $ = await demo.page(`/rentals/search?${q}`);
    expect($('#rental-count').text()).toBe(`${want('search').result_count} cottages`);
    expect($('.rental').map((_, e) => $(e).attr('data-property')).get()).toEqual(['51', '52']);
    q.set('max_price', '1000');
    expect((await demo.page(`/rentals/search?${q}`))('.rental').length).toBe(3);
  });

  it('POST /property/rates refuses booked nights and prices a free stay', async () => {
    const no = await rates({ property_id: 51, ...stay, check_in: '06/26/2027', check_out: '06/29/2027' });
    expect([no.success, no.property.name, no.error]).toEqual([false, want('quote-error').listing_name, want('quote-error').error_message]);
    const ok = await rates({ property_id: 51, ...stay });
    const lines = Object.fromEntries(ok.quote.lines.map((l: { label: string; amount: number }) => [l.label, l.amount]));
    expect([ok.success, ok.property.name, ok.quote.total, lines]).toEqual([true, want('quote').listing_name, want('quote').total, want('quote').line_items]);
  });

  it('checkout answers 303 to /property/confirmation?reservation=…', async () => {
    const res = await demo.form('/property/checkout', { property: 51, ...stay, guest_name: 'K', guest_email: 'k@example.com', guest_phone: '1' });
    const number = want('place-reservation').reservation_id;
    expect([res.status, res.headers.location]).toEqual([303, `/property/confirmation?reservation=${number}`]);
    expect((await demo.page(`/property/confirmation?reservation=${number}`))('#reservation-number').text()).toBe(number);
  });

  it('a cottage page carries its id and name; /property/confirmation without a reservation is a 404', async () => {
    const $ = await demo.page('/property/ephraim-harbor-house');
    expect([$('#rate-calculator').attr('data-property'), $('h1.property-title').text()]).toEqual([want('open-cottage').listing_id, want('open-cottage').listing_name]);
    expect((await demo.get('/property/confirmation')).status).toBe(404);
  });
});
