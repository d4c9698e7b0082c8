// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './cloudbeds';

const ENGINE = 'https://us2.cloudbeds.com';
/** A form-urlencoded POST the engine page makes, with its JSON answer. */
const post = (path: string, form: Record<string, string>, answer: unknown) =>
  publish(call('xhr', 'POST', `${ENGINE}${path}`, new URLSearchParams(form).toString(), 200, JSON.stringify(answer), {}));
const STAY = { 'data[checkIn]': '2027-03-01', 'data[checkOut]': '2027-03-04', 'data[currency]': 'EUR', lang: 'en', property_id: '7194' };
const rates = (adults: number, kids = 0) => JSON.stringify([{ addons: [], adults, kids, rateId: '5521' }]);
const TOTALS = {
  success: true,
  data: {
    checkIn: '2027-03-01', checkOut: '2027-03-04', days: 3, rooms: [{ name: 'Double Room', adults: 2, kids: 1, count: 1, rateId: '5521' }],
    taxes: { total: '33.00', data: [{ id: 1, name: 'VAT', credit: '33.00' }] }, fees: { total: 10, data: [{ id: 2, name: 'Resort fee', credit: 10 }] },
    total: '300.00', deposit: 0, grandTotal: '343.00', cart_token: 'abc',
  },
  statusMessage: null,
};

describe('cloudbeds', () => {
  it('the rooms call is the property view and the search: its total, the stay and currency of the body, the party of the engine URL', async () => {
    const run = runAdapter('cloudbeds', '/en/reservation/4NCmwS?currency=eur&checkin=2027-03-01&checkout=2027-03-04&adults=2&children=1', '<h1>Hotel Sol</h1>');
    post('/booking/rooms', { checkin: '2027-03-01', checkout: '2027-03-04', currency_code: 'EUR', lang: 'en', widget_property: '7194' }, { total: 3, room_types: [{}, {}, {}], ma_rates: false });
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '7194', listing_name: 'Hotel Sol' }]);
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 3, checkin: '2027-03-01', checkout: '2027-03-04', guests_adults: [2, 2], guests_children: [1, 1], currency: 'EUR' }),
    ]);
  });

  it('calculateTotals: rates JSON in data[rates], grandTotal with room, fees and taxes as lines (string amounts too)', async () => {
    const run = runAdapter('cloudbeds', '/en/reservation/4NCmwS');
    post('/booking/calculateTotals', { ...STAY, 'data[rates]': rates(2, 1) }, TOTALS);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: '7194', listing_name: 'Double Room', checkin: '2027-03-01', checkout: '2027-03-04', guests_adults: 2, guests_children: 1,
        currency: 'EUR', total: 343, line_items: { Rent: 300, 'Resort fee': 10, VAT: 33 }, success: true, error_message: null,
      }),
    ]);
  });

  it('a refusal (success false) forwards statusMessage; prepare is the conversion with the last quote', async () => {
    const run = runAdapter('cloudbeds', '/en/reservation/4NCmwS');
    post('/booking/calculateTotals', { ...STAY, 'data[rates]': rates(9) }, { success: false, data: null, statusMessage: 'Too many guests', statusCode: 400 });
    post('/booking/calculateTotals', { ...STAY, 'data[rates]': rates(2, 1) }, TOTALS);
    await run.settle();
    post('/booking/prepare', { widget_property: '7194', selected_checkin: '2027-03-01', selected_checkout: '2027-03-04', rooms: JSON.stringify({ 5521: [{ addons: [], adults: '2', kids: '1' }] }), currency: 'EUR' }, { success: false, id: 99123, enc_res_id: 'x1', status: 'pending' });
    await run.settle();
    expect(run.events('quote')[0]).toMatchObject({ listing_id: '7194', guests_adults: 9, total: null, success: false, error_message: 'Too many guests' });
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: '99123', listing_id: '7194', checkin: '2027-03-01', guests_adults: 2, guests_children: 1, total: 343, currency: 'EUR', success: true }),
    ]);
  });

  it('a refused booking (success false, no reservation) is no conversion', async () => {
    const run = runAdapter('cloudbeds', '/en/reservation/4NCmwS');
    post('/booking/prepare', { selected_checkin: '2027-03-01', selected_checkout: '2027-03-04', rooms: '{}' }, { success: false, statusMessage: 'Card declined' });
    await run.settle();
    expect(run.events('conversion')).toEqual([]);
  });

  // index file id 56727704307 (CloudbedsPublicBookingProvider): getConfirmation GETs /booking/confirmation?data_res=
  // and reads { success, data: { mail_info: { reservation_id, checkin_date, checkout_date, grand_total, currency_from,
  // booking_rooms }, property_id } }
  it('the booking confirmation (GET /booking/confirmation?data_res=) is the conversion: listing = the property; once per booking', async () => {
    const run = runAdapter('cloudbeds', '/booking/confirmation?data_res=enc7a');
    const confirmation = (dataRes: string, answer: unknown) => publish(call('xhr', 'GET', `${ENGINE}/booking/confirmation?data_res=${dataRes}`, null, 200, JSON.stringify(answer), {}));
    const MAIL = { reservation_id: '8812345', first_name: 'Ana', checkin_date: '2027-03-01', checkout_date: '2027-03-04', grand_total: '343.00', currency_from: 'EUR', booking_rooms: [{ room_type_id: '5521' }] };
    confirmation('enc7a', { success: true, data: { property_id: '7194', status: 'confirmed', mail_info: MAIL } });
    confirmation('enc7a', { success: true, data: { property_id: '7194', status: 'confirmed', mail_info: MAIL } });
    confirmation('enc7b', { success: false, data: null });
    await run.settle();
    expect(run.events('conversion')).toEqual([
      expect.objectContaining({ reservation_id: '8812345', listing_id: '7194', checkin: '2027-03-01', checkout: '2027-03-04', total: 343, currency: 'EUR', success: true }),
    ]);
    // a booking already converted by its prepare call is not converted again by its confirmation
    const both = runAdapter('cloudbeds', '/en/reservation/4NCmwS');
    post('/booking/prepare', { widget_property: '7194', selected_checkin: '2027-03-01', selected_checkout: '2027-03-04', rooms: JSON.stringify({ 5521: [{ adults: '2', kids: '0' }] }), currency: 'EUR' }, { success: true, id: 99124, reservation_id: '99124', enc_res_id: 'enc7c' });
    confirmation('enc7c', { success: true, data: { property_id: '7194', mail_info: { ...MAIL, reservation_id: '99124' } } });
    await both.settle();
    expect(both.events('conversion').map((c) => c.reservation_id)).toEqual(['99124']);
  });
});
