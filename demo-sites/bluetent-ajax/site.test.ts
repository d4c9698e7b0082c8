import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('bluetent-ajax');
const truth = loadTruth('bluetent-ajax');
const payload = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const Q = (begin: string, end: string, child = 1) =>
  new URLSearchParams({ 'rcav[begin]': begin, 'rcav[end]': end, 'rcav[adult]': '2', 'rcav[child]': String(child), 'rcav[eid]': '156', 'rcav[flex_type]': 'd' }).toString();

describe('bluetent RESCMS unit page and pricing calls', () => {
  it("the unit page sets Drupal.settings.rcItemAvailForm with the entity id; #page-title is the unit's name", async () => {
    const res = await demo.get('/poipu-vacation-rentals/regency-620');
    const $ = load(res.body);
    expect($('#page-title').text()).toBe(payload('open-unit').listing_name);
    expect(res.body).toContain(`jQuery.extend(Drupal.settings, {"rcItemAvailForm":[{"id":null,"df":"mm/dd/yy"`);
    expect(res.body).toContain(`"eid":"${payload('open-unit').listing_id}"`);
  });

  it('pricing/simple answers { status, content, reveals }: rc-na for a booked stay, else the pre-tax sub-total and the quote link', async () => {
    const na = JSON.parse((await demo.get(`/rescms/ajax/item/pricing/simple?${Q('12/20/2026', '12/27/2026', 0)}`)).body);
    expect(na).toEqual({ status: 1, content: `<span class="rc-na">${payload('search-sold-out').error_message}</span>`, reveals: '' });
    const priced = JSON.parse((await demo.get(`/rescms/ajax/item/pricing/simple?${Q('01/16/2027', '01/23/2027')}`)).body);
    const $ = load(priced.content);
    expect($('.rc-price').text()).toBe('$2,752');
    expect(JSON.parse($('a.rc-item-buy-link').attr('data-rc-ua-ecommerce-submit-addtocart')!).price).toBe(2752);
    expect($('a.rc-item-quote-link').attr('href')).toContain('rcav%5BIDs%5D%5B8%5D%5B%5D=2156-210156');
  });

  it("pricing/quote's table: its rows (declined insurance aside) are the truth's lines and its Total the truth's total", async () => {
    const want = payload('detailed-quote');
    const answer = JSON.parse((await demo.get(`/rescms/ajax/item/pricing/quote?${Q('01/16/2027', '01/23/2027')}`)).body);
    const $ = load(answer.content);
    const amount = (tr: any) => Number($(tr).find('td.amount').text().replace(/[$,]/g, ''));
    expect(amount($('tr.total'))).toBe(want.total);
    const lines = $('tr.line-item:not(.declined), tr.tax').toArray().map((tr) => [$(tr).children().first().text().replace(/^Lodging: .*/, 'Rent'), amount(tr)]);
    expect(Object.fromEntries(lines)).toEqual(want.line_items);
    expect($('tr.declined').text()).toContain('*Declined*');
  });
});
