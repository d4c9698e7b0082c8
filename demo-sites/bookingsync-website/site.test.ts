import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('bookingsync-website');
const truth = loadTruth('bookingsync-website');
const truthFor = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const body = async (path: string) => {
  const res = await demo.get(path);
  expect(res.headers['content-type']).toContain('application/json');
  return { status: res.status, json: JSON.parse(res.body) };
};

describe('bookingsync website: the Public API v2 as the docs show it', () => {
  it('search: rentals and meta.pagination.total_count; the count is what the truth expects', async () => {
    const want = truthFor('search');
    const { status, json } = await body(`/api/public/v2/search?checkin=${want.checkin}&checkout=${want.checkout}&guests=4&per_page=12&locale=en&currency=EUR`);
    expect(status).toBe(200);
    expect(json.meta.pagination).toEqual({ page: 1, per_page: 12, total_count: want.result_count, total_pages: 1 });
    expect(json.rentals.map((r: any) => r.name)).toEqual(['Chalet Les Sapins', 'Appartement Le Refuge']);
    expect(json.rentals[0]).toMatchObject({ id: 315701, bookingsync_id: 34390, url: 'http://www.bookingsync-website-demo.test/en/rentals/315701-chalet-les-sapins-in-la-clusaz?currency=EUR', currency: 'EUR' });
  });

  it('channel_prices: search_price as a decimal string; a refused stay answers 422 with errors[].detail', async () => {
    const priced = truthFor('check-out');
    const ok = await body(`/api/public/v2/rentals/315701/channel_prices?start_date=${priced.checkin}&end_date=${priced.checkout}&occupancy=4&currency=EUR&locale=en`);
    expect(ok).toEqual({ status: 200, json: { search_price: '1590.0', airbnb_percentage_difference: '0.0', booking_com_percentage_difference: '0.0', currency: 'EUR' } });
    expect(Number(ok.json.search_price)).toBe(priced.total);
    const refused = truthFor('check-out-short');
    const no = await body(`/api/public/v2/rentals/315701/channel_prices?start_date=${refused.checkin}&end_date=${refused.checkout}&occupancy=4&currency=EUR&locale=en`);
    expect(no).toEqual({ status: 422, json: { errors: [{ detail: refused.error_message }] } });
  });

  it("the rental page: its h1 is the truth's name and the booking box has the documented start input", async () => {
    const $ = await demo.page('/en/rentals/315701-chalet-les-sapins-in-la-clusaz');
    expect($('h1').first().text()).toBe(truthFor('open-rental').listing_name);
    expect($('input#bs_booknow_start_at[name=start_at]').length).toBe(1);
    expect((await demo.get('/en/rentals/315701-wrong-slug')).status).toBe(404);
  });
});
