import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('bookingsync-calendar');
const want = loadTruth('bookingsync-calendar').steps['open-chalet'].expect![0].payload as Record<string, any>;

describe("bookingsync calendar: the widget's maps call as its source shows it", () => {
  it('the page embeds the widget for the rental the truth names', async () => {
    const $ = await demo.page('/le-chalet/');
    expect($('h1').first().text()).toBe(want.listing_name);
    expect($('[data-smily-calendar-widget]').attr('data-rental-id')).toBe(want.listing_id);
    expect($('script[src$="bookingsync-calendar-widget.js"]').length).toBe(1);
  });

  it('maps.json answers one JSON:API map: availability, nightly rates and minimum stays per day from start_date', async () => {
    const res = await demo.get(`/api/v2/public/maps.json?rental_id=${want.listing_id}&exchange_to_currency=EUR`);
    const [map] = JSON.parse(res.body).data;
    expect(map.type).toBe('maps');
    const a = map.attributes;
    expect(a).toMatchObject({ start_date: '2027-01-01', currency: 'EUR' });
    const days = a.availability.length;
    expect(a.nightly_rates.split(',').length).toBe(days);
    expect(a.minimum_stays.split(',').length).toBe(days);
    // 5 February 2027 (day 35 from 1 January) is free at 210; the week from the 6th is booked and priced 0
    expect(a.availability.slice(35, 44)).toBe('011111110');
    expect(a.nightly_rates.split(',').slice(35, 37)).toEqual(['210', '0']);
  });
});
