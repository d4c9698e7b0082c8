// Site tests shared by the RESCMS sites that record the whole flow (bluetent-c, bluetent-d): the area page, the unit
// page, the pricing calls, the buy page and the booking, checked against the site's truth.json.
import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../../server/testing.ts';
import { loadTruth } from '../../server/truth.ts';
import type { RescmsData } from './rescms.ts';

export interface RescmsFlow {
  slug: string;
  data: RescmsData;
  /** the unit the steps visit, by slug */
  unit: string;
  guests: { adult: number; child: number };
  /** mm/dd/yyyy begin and end: the booked stay, the first quote, the repeated quote (then booked) */
  soldOut: [string, string];
  quotes: [[string, string], [string, string]];
  /** the shown (pre-tax, rounded) price of the first quote */
  shownPrice: string;
}

export function rescmsFlowTests(f: RescmsFlow): void {
  const demo = useDemo(f.slug);
  const truth = loadTruth(f.slug);
  const payload = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
  const eid = String(f.data.units.find((u) => u.slug === f.unit)!.eid);
  const rcav = (begin: string, end: string) => ({ 'rcav[begin]': begin, 'rcav[end]': end, 'rcav[adult]': String(f.guests.adult), 'rcav[child]': String(f.guests.child), 'rcav[eid]': eid });
  const Q = (begin: string, end: string, guests = true) => new URLSearchParams({ ...rcav(begin, end), ...(guests ? {} : { 'rcav[adult]': '2', 'rcav[child]': '0' }), 'rcav[flex_type]': 'd' }).toString();
  const amount = (s: string) => Number(s.replace(/[$,]/g, ''));

  describe(`${f.slug}: RESCMS unit pages under ${f.data.area}`, () => {
    it(`the area page links every unit at ${f.data.area}<slug>; the unit page carries the entity id and #page-title`, async () => {
      const area = load((await demo.get(f.data.area)).body);
      expect(area('#page-title + ul a').toArray().map((a) => area(a).attr('href'))).toEqual(f.data.units.map((u) => `${f.data.area}${u.slug}`));
      const res = await demo.get(`${f.data.area}${f.unit}`);
      expect(load(res.body)('#page-title').text()).toBe(payload('open-unit').listing_name);
      expect(res.body).toContain(`"eid":"${payload('open-unit').listing_id}"`);
      expect((await demo.get(`/poipu-vacation-rentals/${f.unit}`)).status).toBe(404);
    });

    it("pricing/simple refuses the booked stay with the truth's error text and prices the others before tax", async () => {
      const na = JSON.parse((await demo.get(`/rescms/ajax/item/pricing/simple?${Q(...f.soldOut, false)}`)).body);
      expect(load(na.content)('.rc-na').text()).toBe(payload('search-sold-out').error_message);
      const priced = JSON.parse((await demo.get(`/rescms/ajax/item/pricing/simple?${Q(...f.quotes[0])}`)).body);
      expect(load(priced.content)('.rc-price').text()).toBe(f.shownPrice);
    });

    it("pricing/quote and the buy page show the truth's totals and lines; booking lands on the truth's reservation", async () => {
      for (const [step, [begin, end]] of [['detailed-quote', f.quotes[0]], ['detailed-quote-again', f.quotes[1]]] as const) {
        const $ = load(JSON.parse((await demo.get(`/rescms/ajax/item/pricing/quote?${Q(begin, end)}`)).body).content);
        expect(amount($('tr.total td.amount').text())).toBe(payload(step).total);
        const lines = $('tr.line-item:not(.declined), tr.tax').toArray().map((tr) => [$(tr).children().first().text().replace(/^Lodging: .*/, 'Rent'), amount($(tr).find('td.amount').text())]);
        expect(Object.fromEntries(lines)).toEqual(payload(step).line_items);
      }
      const buy = `/rescms/item/${eid}/buy?${new URLSearchParams({ ...rcav(...f.quotes[1]), eid })}`;
      expect(amount(load((await demo.get(buy)).body)('#charges-wrapper tr.total td.amount').text())).toBe(payload('book-now').total);
      const booked = await demo.form(buy, { first_name: 'Test', last_name: 'Guest', mail: 'guest@example.com', op: 'Book Now' });
      expect(booked.headers.location).toBe(`/rescms/confirmation/${payload('book').reservation_id}`);
    });
  });
}
