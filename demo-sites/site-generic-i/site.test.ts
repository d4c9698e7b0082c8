import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-i');
const truth = loadTruth('site-generic-i');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const body = async (path: string) => JSON.parse((await demo.get(path)).body);

describe('site-generic-i pages and calls', () => {
  it('the search page counts the homes that fit', async () => {
    const $ = await demo.page('/find-a-rental?checkin=2027-07-10&checkout=2027-07-17&adults=4&children=2&bedrooms=3');
    expect($('#result-count').text()).toBe(`${step('search').result_count} homes available`);
    expect($('.home').map((_, el) => $(el).attr('data-home-id')).get()).toEqual(['1042', '1057', '1063']);
  });

  it('the home page carries its id and name, and links Book now to the checkout host', async () => {
    const $ = await demo.page('/homes/duck-pond-cottage');
    expect([$('#booking-widget').attr('data-listing-id'), $('h1.home-name').text()]).toEqual([step('open-home').listing_id, step('open-home').listing_name]);
    expect($('#booking-widget').attr('data-checkout-host')).toBe('http://www.site-generic-i-checkout-demo.test');
  });

  it('/api/rates refuses the short stay and prices the week', async () => {
    expect(await body('/api/rates?listing_id=1057&checkin=2027-07-10&checkout=2027-07-12&adults=4&children=2')).toEqual({ error: step('price-error').error_message });
    const q = await body('/api/rates?listing_id=1057&checkin=2027-07-10&checkout=2027-07-17&adults=4&children=2');
    expect(q.total).toBe(step('price').total);
    expect(Object.fromEntries(q.lines.map((l: { label: string; amount: number }) => [l.label, l.amount]))).toEqual(step('price').line_items);
  });
});
