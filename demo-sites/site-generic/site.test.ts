import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic');
const truth = loadTruth('site-generic');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = (from: string, to: string) => `propid=12&checkin=${from}%2F01%2F2027&checkout=${to}%2F01%2F2027&adults=4&children=1`;
const getJson = async (path: string) => JSON.parse((await demo.get(path)).body);

describe('site-generic pages and calls', () => {
  it('destination and search pages count what they list', async () => {
    expect((await demo.page('/destinations/monte-verde'))('.chalet').length).toBe(step('destination').result_count);
    const $ = await demo.page('/search?checkin=18%2F01%2F2027&checkout=23%2F01%2F2027&adults=4&children=1&bedrooms=two_rooms&price_min=200&price_max=1000&flexible=on');
    expect($('.results-count').text()).toBe(`${step('search').result_count} chalés encontrados`);
    expect($('.chalet').map((_, el) => $(el).attr('data-propid')).get()).toEqual(['12', '15']);
  });

  it('availability refuses a short stay; getquote.php prices a free one', async () => {
    expect(await getJson(`/properties/availability?${stay('20', '22')}`)).toEqual({ available: false, reason: step('quote-error').error_message });
    expect(await getJson(`/properties/availability?${stay('18', '23')}`)).toEqual({ available: true, nights: 5 });
    expect(await getJson(`/getquote.php?${stay('18', '23')}`)).toEqual({
      ok: true,
      quote: { nights: 5, total: 'R$ 3.825,00', items: { 'Diárias (5)': 'R$ 3.250,00', 'Taxa de limpeza': 'R$ 250,00', 'Taxa de serviço': 'R$ 325,00' } },
    });
  });

  it('booking.php books SV-2041 and the confirmation page shows it', async () => {
    const res = await demo.form('/booking.php', { home: 12, checkin: '18/01/2027', checkout: '23/01/2027', adults: 4, children: 1, name: 'Ana', email: 'ana@example.com.br' });
    expect(JSON.parse(res.body)).toEqual({ status: 'ok', reservation: 'SV-2041', redirect: '/booking/thankyou?ref=SV-2041' });
    expect((await demo.page('/booking/thankyou?ref=SV-2041'))('#booking-ref').text()).toBe(step('confirm').reservation_id);
  });
});
