import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('hostfully');
const truth = loadTruth('hostfully');
const truthFor = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const UID = '7c1e9a42-5d3b-4f08-b6a1-2e4d9c8f0a13';
/** Runs a JSONP answer: the arguments its callback gets. */
async function jsonp(path: string): Promise<{ callback: string; args: any[] }> {
  const res = await demo.get(path);
  expect(res.headers['content-type']).toContain('text/javascript');
  const m = /^(\w+)\((.*)\);$/s.exec(res.body)!;
  return { callback: m[1], args: JSON.parse(`[${m[2]}]`) };
}

describe('hostfully widget endpoints (JSONP, jsoncallback)', () => {
  it('getproperty_api.jsp answers (true, property) to the named callback', async () => {
    const { callback, args } = await jsonp(`/getproperty_api.jsp?jsoncallback=jsonpCallbackProperty&propertyUID=${UID}&element=1`);
    expect(callback).toBe('jsonpCallbackProperty');
    expect(args[0]).toBe(true);
    expect(args[1]).toMatchObject({ element: '1', uid: truthFor('open-cabin').listing_id, currencySymbol: '$', maximumGuests: 8 });
  });

  it('the quote: lines the widget lists add up to totalWithTaxesWithoutSD; the deposit is only in totalWithTaxes', async () => {
    const { args } = await jsonp(`/api/lead_getquotewidget_api.jsp?jsoncallback=jsonpCallbackQuote&propertyUID=${UID}&guests=3&checkIn=2026-11-20&checkOut=2026-11-27&element=1&discountCode=null`);
    const [state, d] = args;
    expect(state).toBe(true);
    const want = truthFor('check-out');
    expect(d.totalWithTaxesWithoutSD).toBe(want.total);
    expect(d.totalWithTaxes).toBeCloseTo(want.total + d.securityDepositAmount, 2);
    const lines = { Rent: d.rent, Cleaning: d.cleaningFeeAmount, ...Object.fromEntries([...d.fees, ...d.taxes].map((l: any) => [l.name, l.amount])) };
    expect(lines).toEqual(want.line_items);
  });

  it('a stay the rules refuse answers (false, { message }); the lead answers (true, lead)', async () => {
    const refused = await jsonp(`/api/lead_getquotewidget_api.jsp?jsoncallback=jsonpCallbackQuote&propertyUID=${UID}&guests=3&checkIn=2026-11-20&checkOut=2026-11-21&element=1&discountCode=null`);
    expect(refused.args).toEqual([false, { element: '1', message: truthFor('check-in').error_message }]);
    const lead = await jsonp(`/leadCaptureWidget_process.jsp?jsoncallback=jsonpCallbackLead&element=1&checkIn=2026-11-20&checkOut=2026-11-27&guests=3&email=a%40b.c&name=Jamie&propertyUID=${UID}`);
    expect(lead.args[0]).toBe(true);
  });

  it('the cabin page embeds the widget script and new Widget with its pathRoot', async () => {
    const $ = load((await demo.get('/rentals/laurel-creek-lodge/')).body);
    expect($('h1').first().text()).toBe(truthFor('open-cabin').listing_name);
    expect($('script[src$="leadCaptureWidget_2.0.js"]').length).toBe(1);
    expect($('.rental-booking').html()).toContain(`new Widget('leadWidget', '${UID}'`);
  });
});
