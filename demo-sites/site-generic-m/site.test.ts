import { describe, expect, it } from 'vitest';
import { useDemo } from '../kit/testing.ts';
import { loadTruth } from '../kit/truth.ts';

const demo = useDemo('site-generic-m');
const truth = loadTruth('site-generic-m');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = 'checkin=2027-02-13&checkout=2027-02-20&adults=6&children=2';
const body = async (path: string) => JSON.parse((await demo.get(path)).body);
const lines = (l: { label: string; amount: number }[]) => Object.fromEntries(l.map((x) => [x.label, x.amount]));

describe('site-generic-m pages and calls', () => {
  it('casas.php?resort= lists the chalets; the slider top end (2,000) is no maximum', async () => {
    const $ = await demo.page(`/casas.php?resort=lagos&${stay}&bedrooms=4&price_min=900&price_max=2000`);
    expect([$('#result-count').text(), $('#resort-name').text()]).toEqual([`${step('search').result_count} chalets found`, step('search').locations[0]]);
    expect($('.chalet').map((_, e) => $(e).attr('data-id')).get()).toEqual(['31', '33', '37']);
    const capped = await demo.page(`/casas.php?resort=lagos&${stay}&bedrooms=4&price_min=900&price_max=1900`);
    expect(capped('.chalet').length).toBe(2);
  });

  it('price_cal: the month view, a refused stay, a free stay (no total)', async () => {
    const month = await body('/ajax/price_cal?casa_id=31&month=2027-02');
    expect([month.days.length, month.days[0].rate, month.total]).toEqual([28, 950, undefined]);
    expect(await body('/ajax/price_cal?casa_id=31&checkin=2027-02-13&checkout=2027-02-16&adults=6&children=2')).toMatchObject({ available: false, message: step('quote-error').error_message });
    const ok = await body(`/ajax/price_cal?casa_id=31&${stay}`);
    expect([ok.available, ok.nights.length, ok.total]).toEqual([true, 7, undefined]);
  });

  it('priceDetails and room_rate price the stay; the card adds 2%', async () => {
    const d = await body(`/ajax/priceDetails?casa_id=31&${stay}`);
    expect([d.chalet.name, d.total, lines(d.details)]).toEqual([step('quote').listing_name, step('quote').total, step('quote').line_items]);
    const base = { property_id: 33, checkin: '2027-03-06', checkout: '2027-03-13', adults: 4, children: 2 };
    const bank = (await demo.json('/api/properties/room_rate', { ...base, payment_method: 'bank_transfer' })).body;
    expect([bank.rate.total, lines(bank.rate.lines)]).toEqual([step('attelas-book').total, step('attelas-book').line_items]);
    const card = (await demo.json('/api/properties/room_rate', { ...base, payment_method: 'card' })).body;
    expect([card.property.name, card.rate.total, lines(card.rate.lines)]).toEqual([step('card-payment').listing_name, step('card-payment').total, step('card-payment').line_items]);
    expect((await demo.json('/api/properties/room_rate', { ...base, property_id: 44, checkin: '2027-01-02', checkout: '2027-01-08', adults: 8, children: 0 })).body.error).toMatch(/on request/);
  });

  it('bank transfer -> /order/confirm (then the guest portal), card -> /payment.php -> /checkout-success, inquiry -> /done', async () => {
    const guest = { name: 'A', email: 'a@example.com', phone: '1' };
    const bank = await demo.form('/book.php', { casa_id: 31, checkin: '2027-02-13', checkout: '2027-02-20', adults: 6, children: 2, payment_method: 'bank_transfer', ...guest });
    const ref = step('confirm-booking').reservation_id;
    expect([bank.status, bank.headers.location]).toEqual([303, `/order/confirm?ref=${ref}`]);
    expect((await demo.page(String(bank.headers.location)))('#booking-ref').text()).toBe(ref);
    expect((await demo.page(`/guest/reservation/?ref=${ref}`))('#portal-reservation').text()).toBe(ref);
    const card = await demo.form('/book.php', { casa_id: 33, checkin: '2027-03-06', checkout: '2027-03-13', adults: 4, children: 2, payment_method: 'card', ...guest });
    expect(card.headers.location).toBe(`/payment.php?order=${step('pay').reservation_id}`);
    expect((await demo.get(`/checkout-success?res=${step('pay').reservation_id}`)).status).toBe(404);
    const paid = await demo.form(String(card.headers.location), { card_number: '4111 1111 1111 1111', expiry: '11/29', cvv: '737' });
    expect(paid.headers.location).toBe(`/checkout-success?res=${step('pay').reservation_id}`);
    const inq = await demo.form('/inquiry.php', { casa_id: 44, checkin: '2027-01-02', checkout: '2027-01-08', adults: 8, children: 0, ...guest });
    expect(inq.headers.location).toBe(`/done?inquiry=${step('send-inquiry').reservation_id}`);
    expect((await demo.page(String(inq.headers.location)))('#booking-ref').text()).toBe(step('send-inquiry').reservation_id);
  });

  it('chalet pages: the name, the id, Book now only for instant chalets', async () => {
    const v = await demo.page('/casa.php?id=31');
    expect([v('h1.chalet-name').text(), v('#stay-widget').attr('data-chalet'), v('#book-now').length]).toEqual([step('open-chalet').listing_name, '31', 1]);
    const t = await demo.page('/casa.php?id=44');
    expect([t('h1.chalet-name').text(), t('#book-now').length, t('#inquiry-form').length]).toEqual([step('open-eiger').listing_name, 0, 1]);
  });
});
