import { describe, expect, it } from 'vitest';
import { useDemo } from '../kit/testing.ts';
import { loadTruth } from '../kit/truth.ts';

const demo = useDemo('site-generic-h');
const truth = loadTruth('site-generic-h');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = 'checkin=2027-07-14&checkout=2027-07-18&adults=4&children=1';
const body = async (path: string) => JSON.parse((await demo.get(path)).body);
const lines = (l: { label: string; amount: number }[]) => Object.fromEntries(l.map((x) => [x.label, x.amount]));

describe('site-generic-h pages and calls', () => {
  it('property.php?area= lists the villas; the slider top end (2,000,000) is no maximum', async () => {
    const $ = await demo.page(`/property.php?area=canggu&${stay}&bedrooms=3&price_min=1000000&price_max=2000000`);
    expect([$('#result-count').text(), $('#area-name').text()]).toEqual([`${step('search').result_count} villas found`, step('search').locations[0]]);
    expect($('.villa').map((_, e) => $(e).attr('data-id')).get()).toEqual(['12', '15', '27']);
    const capped = await demo.page(`/property.php?area=canggu&${stay}&bedrooms=3&price_min=1000000&price_max=1900000`);
    expect(capped('.villa').length).toBe(2);
  });

  it('price_cal: the month view, a refused stay, a free stay (no total)', async () => {
    const month = await body('/ajax/price_cal?villa_id=12&month=2027-07');
    expect([month.days.length, month.days[0].rate, month.total]).toEqual([31, 1500000, undefined]);
    expect(await body('/ajax/price_cal?villa_id=12&checkin=2027-07-14&checkout=2027-07-16&adults=4&children=1')).toMatchObject({ available: false, message: step('quote-error').error_message });
    const ok = await body(`/ajax/price_cal?villa_id=12&${stay}`);
    expect([ok.available, ok.nights.length, ok.total]).toEqual([true, 4, undefined]);
  });

  it('priceDetails and room_rate price the stay; the card adds 3%', async () => {
    const d = await body(`/ajax/priceDetails?villa_id=12&${stay}`);
    expect([d.villa.name, d.total, lines(d.details)]).toEqual([step('quote').listing_name, step('quote').total, step('quote').line_items]);
    const base = { property_id: 15, checkin: '2027-08-02', checkout: '2027-08-07', adults: 2, children: 2 };
    const bank = (await demo.json('/api/properties/room_rate', { ...base, payment_method: 'bank_transfer' })).body;
    expect([bank.rate.total, lines(bank.rate.lines)]).toEqual([step('batu-karang-book').total, step('batu-karang-book').line_items]);
    const card = (await demo.json('/api/properties/room_rate', { ...base, payment_method: 'card' })).body;
    expect([card.property.name, card.rate.total, lines(card.rate.lines)]).toEqual([step('card-payment').listing_name, step('card-payment').total, step('card-payment').line_items]);
    expect((await demo.json('/api/properties/room_rate', { ...base, property_id: 24, checkin: '2027-09-10', checkout: '2027-09-14', adults: 6, children: 0 })).body.error).toMatch(/on request/);
  });

  it('bank transfer -> /booking-complete, card -> /payment.php -> /payment-success, inquiry -> /thanks', async () => {
    const guest = { name: 'A', email: 'a@example.com', phone: '1' };
    const bank = await demo.form('/book.php', { villa_id: 12, checkin: '2027-07-14', checkout: '2027-07-18', adults: 4, children: 1, payment_method: 'bank_transfer', ...guest });
    expect([bank.status, bank.headers.location]).toEqual([303, `/booking-complete?ref=${step('confirm-booking').reservation_id}`]);
    expect((await demo.page(String(bank.headers.location)))('#booking-ref').text()).toBe(step('confirm-booking').reservation_id);
    const card = await demo.form('/book.php', { villa_id: 15, checkin: '2027-08-02', checkout: '2027-08-07', adults: 2, children: 2, payment_method: 'card', ...guest });
    expect(card.headers.location).toBe(`/payment.php?order=${step('pay').reservation_id}`);
    expect((await demo.get(`/payment-success?order_id=${step('pay').reservation_id}`)).status).toBe(404);
    const paid = await demo.form(String(card.headers.location), { card_number: '4811 1111 1111 1114', expiry: '09/29', cvv: '123' });
    expect(paid.headers.location).toBe(`/payment-success?order_id=${step('pay').reservation_id}`);
    const inq = await demo.form('/inquiry.php', { villa_id: 24, checkin: '2027-09-10', checkout: '2027-09-14', adults: 6, children: 0, ...guest });
    expect((await demo.page(String(inq.headers.location)))('#booking-ref').text()).toBe(step('send-inquiry').reservation_id);
  });

  it('villa pages: the name, the id, Book now only for instant villas', async () => {
    const v = await demo.page('/villa.php?id=12');
    expect([v('h1.villa-name').text(), v('#stay-widget').attr('data-villa'), v('#book-now').length]).toEqual([step('open-villa').listing_name, '12', 1]);
    const t = await demo.page('/villa.php?id=24');
    expect([t('h1.villa-name').text(), t('#book-now').length, t('#inquiry-form').length]).toEqual([step('open-tebing').listing_name, 0, 1]);
  });
});
