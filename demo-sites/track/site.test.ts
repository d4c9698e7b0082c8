import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('track');
const truth = loadTruth('track');
const truthFor = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const FORM = { propertyID: 194, roomTypeID: '', propertyName: 'Sea Oats Cottage', hash: '' };

describe('track ajax/quote (form POST, HTML answer)', () => {
  it('the breakdown: Rent, the Fees group with its parts, Taxes and Total in data-price, adding up', async () => {
    const res = await demo.form('/ajax/quote', { checkin: '01/16/2027', checkout: '01/23/2027', ...FORM });
    expect(res.headers['content-type']).toContain('text/html');
    const $ = load(res.body);
    const price = (li: any) => Number($(li).find('.pdp-quote-item-price').first().attr('data-price'));
    const top = $('ul.pdp-quote-list > li.pdp-quote-item').toArray();
    const want = truthFor('quote');
    expect(price(top.find((li) => $(li).hasClass('pdp-quote-total')))).toBe(want.total);
    const lines: Record<string, number> = {};
    for (const li of top.filter((l) => !$(l).hasClass('pdp-quote-total'))) {
      const parts = $(li).find('ul.pdp-quote-item-toggle-list > li').toArray();
      for (const p of parts.length ? parts : [li]) lines[$(p).find('.pdp-quote-item-text').first().text()] = price(p);
    }
    expect(lines).toEqual(want.line_items);
    expect(Object.values(lines).reduce((a, b) => a + b, 0)).toBeCloseTo(want.total, 2);
  });

  it('refusals: the minimum-stay alert and the bare "No", as the truth forwards them', async () => {
    const short = await demo.form('/ajax/quote', { checkin: '01/16/2027', checkout: '01/18/2027', ...FORM });
    expect(load(short.body)('.alert-danger').text()).toBe(truthFor('quote-short').error_message);
    const booked = await demo.form('/ajax/quote', { checkin: '02/06/2027', checkout: '02/13/2027', ...FORM });
    expect(booked.body).toBe(truthFor('quote-booked').error_message);
  });

  it('the property page: hidden propertyID/propertyName, siteFolder and siteURLEnding inline', async () => {
    const $ = await demo.page('/rentals/sea-oats-cottage/');
    expect($('input[type=hidden][name=propertyID]').val()).toBe(truthFor('open-property').listing_id);
    expect($('input[type=hidden][name=propertyName]').val()).toBe(truthFor('open-property').listing_name);
    expect($('script').text()).toContain("var siteFolder = '/'; var siteURLEnding = '';");
  });
});
