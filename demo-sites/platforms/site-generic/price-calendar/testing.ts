// Site tests shared by the price-calendar sites (site-generic-h, -l, -m): the search page and its price slider, the
// price calendar, priceDetails and room_rate, the booking by bank transfer, by card and the inquiry, and the unit
// pages, checked against the site's truth.json. A site's site.test.ts gives its addresses, stays and expected values.
import { describe, expect, it } from 'vitest';
import { useDemo, type DemoClient } from '../../../server/testing.ts';
import { loadTruth, type Truth } from '../../../server/truth.ts';

/** a unit and a stay there */
export interface UnitStay {
  id: number;
  checkin: string;
  checkout: string;
  adults: number;
  children: number;
}

export interface PriceCalendarTests {
  slug: string;
  /** the cards' and the unit page's word: `.villa`, "3 villas found", `h1.villa-name`, `data-villa`, priceDetails' `villa` */
  noun: string;
  /** the unit's id in the calls and forms: villa_id */
  idParam: string;
  /** the search page, its area parameter and the area searched: /property.php?area=canggu */
  listPage: string;
  areaParam: string;
  area: string;
  /** the search's bedrooms filter and slider (top = the slider's top end, no maximum; capped = a real maximum below it) */
  search: { bedrooms: number; priceMin: number; top: number; capped: number; ids: string[]; cappedCount: number };
  /** the unit page: /villa.php */
  detailPage: string;
  /** the searched, quoted and bank-transfer booked stay of an instant unit */
  stay: UnitStay;
  /** the price calendar's month view of the stay's unit: `yyyy-mm`, its days, the first day's rate */
  month: { month: string; days: number; firstRate: number };
  /** a checkout the site refuses for the stay's unit, checkin and guests (the minimum stay) */
  refusedCheckout: string;
  /** the stay's nights in price_cal */
  nights: number;
  /** the card surcharge, as the test title says it: 3% */
  surcharge: string;
  /** the stay priced per payment method by room_rate, then booked by card */
  cardStay: UnitStay;
  /** a stay of a unit the owner confirms (room_rate refuses it "on request"; it takes an inquiry) */
  onRequest: UnitStay;
  /** truth steps: the bank-transfer price of the card stay, opening the instant unit, opening the on-request unit */
  steps: { bankRate: string; openUnit: string; openOnRequest: string };
  /** the addresses: where a bank transfer lands, the card's success page, the inquiry's thank-you page */
  urls: { bank: (ref: string) => string; card: (ref: string) => string; inquiry: (ref: string) => string };
  /** more pages that show the bank-transfer booking's reference, and where */
  bankPages?: { url: (ref: string) => string; selector: string }[];
  /** what the guest types on /payment.php */
  cardDetails?: { card_number: string; expiry: string; cvv: string };
}

const lines = (l: { label: string; amount: number }[]) => Object.fromEntries(l.map((x) => [x.label, x.amount]));
const query = (s: Omit<UnitStay, 'id'>) => `checkin=${s.checkin}&checkout=${s.checkout}&adults=${s.adults}&children=${s.children}`;
const fields = ({ id: _id, ...s }: UnitStay) => s;

/** Registers the shared tests of a price-calendar site; gives its client and truth for the site's own tests. */
export function priceCalendarSiteTests(t: PriceCalendarTests): { demo: DemoClient; truth: Truth; step: (name: string) => Record<string, any> } {
  const demo = useDemo(t.slug);
  const truth = loadTruth(t.slug);
  const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
  const stay = query(t.stay);
  const body = async (path: string) => JSON.parse((await demo.get(path)).body);
  const { noun, idParam, search: s } = t;
  const list = `${t.listPage}?${t.areaParam}=${t.area}&${stay}&bedrooms=${s.bedrooms}&price_min=${s.priceMin}`;
  const card = t.cardDetails ?? { card_number: '4111 1111 1111 1111', expiry: '11/29', cvv: '737' };
  const path = (url: string) => url.replace(/\?.*/, '');

  describe(`${t.slug} pages and calls`, () => {
    it(`${t.listPage.slice(1)}?${t.areaParam}= lists the ${noun}s; the slider top end (${s.top.toLocaleString('en')}) is no maximum`, async () => {
      const $ = await demo.page(`${list}&price_max=${s.top}`);
      expect([$('#result-count').text(), $(`#${t.areaParam}-name`).text()]).toEqual([`${step('search').result_count} ${noun}s found`, step('search').locations[0]]);
      expect($(`.${noun}`).map((_, e) => $(e).attr('data-id')).get()).toEqual(s.ids);
      const capped = await demo.page(`${list}&price_max=${s.capped}`);
      expect(capped(`.${noun}`).length).toBe(s.cappedCount);
    });

    it('price_cal: the month view, a refused stay, a free stay (no total)', async () => {
      const month = await body(`/ajax/price_cal?${idParam}=${t.stay.id}&month=${t.month.month}`);
      expect([month.days.length, month.days[0].rate, month.total]).toEqual([t.month.days, t.month.firstRate, undefined]);
      expect(await body(`/ajax/price_cal?${idParam}=${t.stay.id}&${query({ ...t.stay, checkout: t.refusedCheckout })}`)).toMatchObject({ available: false, message: step('quote-error').error_message });
      const ok = await body(`/ajax/price_cal?${idParam}=${t.stay.id}&${stay}`);
      expect([ok.available, ok.nights.length, ok.total]).toEqual([true, t.nights, undefined]);
    });

    it(`priceDetails and room_rate price the stay; the card adds ${t.surcharge}`, async () => {
      const d = await body(`/ajax/priceDetails?${idParam}=${t.stay.id}&${stay}`);
      expect([d[noun].name, d.total, lines(d.details)]).toEqual([step('quote').listing_name, step('quote').total, step('quote').line_items]);
      const base = { property_id: t.cardStay.id, ...fields(t.cardStay) };
      const bank = (await demo.json('/api/properties/room_rate', { ...base, payment_method: 'bank_transfer' })).body;
      expect([bank.rate.total, lines(bank.rate.lines)]).toEqual([step(t.steps.bankRate).total, step(t.steps.bankRate).line_items]);
      const paid = (await demo.json('/api/properties/room_rate', { ...base, payment_method: 'card' })).body;
      expect([paid.property.name, paid.rate.total, lines(paid.rate.lines)]).toEqual([step('card-payment').listing_name, step('card-payment').total, step('card-payment').line_items]);
      expect((await demo.json('/api/properties/room_rate', { ...base, property_id: t.onRequest.id, ...fields(t.onRequest) })).body.error).toMatch(/on request/);
    });

    it(`bank transfer -> ${path(t.urls.bank('…'))}, card -> /payment.php -> ${path(t.urls.card('…'))}, inquiry -> ${path(t.urls.inquiry('…'))}`, async () => {
      const guest = { name: 'A', email: 'a@example.com', phone: '1' };
      const bank = await demo.form('/book.php', { [idParam]: t.stay.id, ...fields(t.stay), payment_method: 'bank_transfer', ...guest });
      const ref = step('confirm-booking').reservation_id;
      expect([bank.status, bank.headers.location]).toEqual([303, t.urls.bank(ref)]);
      expect((await demo.page(String(bank.headers.location)))('#booking-ref').text()).toBe(ref);
      for (const p of t.bankPages ?? []) expect((await demo.page(p.url(ref)))(p.selector).text()).toBe(ref);
      const booked = await demo.form('/book.php', { [idParam]: t.cardStay.id, ...fields(t.cardStay), payment_method: 'card', ...guest });
      const order = step('pay').reservation_id;
      expect(booked.headers.location).toBe(`/payment.php?order=${order}`);
      expect((await demo.get(t.urls.card(order))).status).toBe(404);
      const paid = await demo.form(String(booked.headers.location), card);
      expect(paid.headers.location).toBe(t.urls.card(order));
      const inq = await demo.form('/inquiry.php', { [idParam]: t.onRequest.id, ...fields(t.onRequest), ...guest });
      expect(inq.headers.location).toBe(t.urls.inquiry(step('send-inquiry').reservation_id));
      expect((await demo.page(String(inq.headers.location)))('#booking-ref').text()).toBe(step('send-inquiry').reservation_id);
    });

    it(`${noun} pages: the name, the id, Book now only for instant ${noun}s`, async () => {
      const v = await demo.page(`${t.detailPage}?id=${t.stay.id}`);
      expect([v(`h1.${noun}-name`).text(), v('#stay-widget').attr(`data-${noun}`), v('#book-now').length]).toEqual([step(t.steps.openUnit).listing_name, String(t.stay.id), 1]);
      const o = await demo.page(`${t.detailPage}?id=${t.onRequest.id}`);
      expect([o(`h1.${noun}-name`).text(), o('#book-now').length, o('#inquiry-form').length]).toEqual([step(t.steps.openOnRequest).listing_name, 0, 1]);
    });
  });

  return { demo, truth, step };
}
