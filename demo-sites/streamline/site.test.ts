import { describe, expect, it } from 'vitest';
import { useDemo } from '../kit/testing.ts';
import { loadTruth } from '../kit/truth.ts';

const demo = useDemo('streamline');
const truth = loadTruth('streamline');
const API = '/api/rentals/public/streamline';
const stay = { unit_id: 70412, startdate: '12/17/2026', enddate: '12/24/2026', occupants: 2, occupants_small: 1, pets: 0 };
const call = (path: string, methodName: string, params: Record<string, unknown>) => demo.json(`${API}${path}`, { methodName, params });
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;

describe('streamline booking API', () => {
  it('search: GetPropertyAvailabilityWithRatesWordPress lists the free units big enough, cheapest first', async () => {
    const { body } = await call('/booking/search', 'GetPropertyAvailabilityWithRatesWordPress', { startdate: '12/17/2026', enddate: '12/24/2026', occupants: 2, occupants_small: 1, bedrooms_number: 2, page_number: 1, page_results_number: 20 });
    const found = body.data.available_properties;
    expect(found.pagination).toEqual({ total_units: expected('search').result_count, total_pages: 1, page_number: 1, page_results_number: 20 });
    expect(found.property.map((p: { id: number }) => p.id)).toEqual([70418, 70412, 70462]);
    expect(found.property[1]).toMatchObject({ name: 'Seaforth Cottage', seo_page_name: 'seaforth-cottage', bedrooms_number: 3, max_occupants: 8, price: 2630, fees: 304, taxes: 336.88, total: 3270.88 });
  });

  it('refuses a method the endpoint does not serve, and a malformed body', async () => {
    expect(await call('/booking/search', 'GetPreReservationPrice', stay)).toMatchObject({ status: 400, body: { status: { code: 'E0001' } } });
    const res = await demo.server().request('streamline', `${API}/quote`, { method: 'POST', body: 'nope' });
    expect(res.status).toBe(400);
  });

  it('VerifyPropertyAvailability: ok, minimum stay, sold out', async () => {
    expect((await call('/booking/availability', 'VerifyPropertyAvailability', stay)).body).toEqual({ data: { id: 70412 } });
    const short = await call('/booking/availability', 'VerifyPropertyAvailability', { ...stay, enddate: '12/19/2026' });
    expect(short.body).toEqual({ status: { code: 'E0035', description: expected('quote-error').error_message } });
    const soldOut = await call('/booking/availability', 'VerifyPropertyAvailability', { ...stay, unit_id: 70431 });
    expect(soldOut.body.status.code).toBe('E0031');
  });

  it('GetPreReservationPrice (with a cache-buster): money as strings, fees and taxes itemised, and it is what truth says', async () => {
    const { body } = await call(`/quote?_=1765000000000`, 'GetPreReservationPrice', { ...stay, separate_taxes: 1 });
    const q = body.data;
    expect(q).toMatchObject({ unit_id: '70412', unit_name: 'Seaforth Cottage', price: '2630.00', taxes: '336.88', total: '3270.88', coupon_discount: '0.00' });
    expect(q.reservation_days).toHaveLength(7);
    expect(q.required_fees.map((f: { name: string; value: string }) => [f.name, f.value])).toEqual([
      ['Departure Clean', '225.00'],
      ['Reservation Fee', '79.00'],
      ['Pet Fee', '0.00'],
    ]);
    expect(q.optional_fees).toEqual([expect.objectContaining({ name: 'Travel Insurance', value: '149.00', active: '0' })]);
    const lines = Object.fromEntries([
      ['Rent', Number(q.price)],
      ...q.required_fees.filter((f: { value: string }) => Number(f.value) > 0).map((f: { name: string; value: string }) => [f.name, Number(f.value)]),
      ...q.taxes_details.map((t: { name: string; value: string }) => [t.name, Number(t.value)]),
    ]);
    expect({ total: Number(q.total), line_items: lines }).toEqual({ total: expected('quote').total, line_items: expected('quote').line_items });
  });

  it('book-now: a confirmation number and the rate truth expects; the same booking keeps its number', async () => {
    const guest = { first_name: 'Jamie', last_name: 'Rivera', email: 'jamie.rivera@example.com', credit_card_number: '4111111111111111' };
    const { body } = await call('/booking/book-now', 'MakeReservation', { ...stay, ...guest });
    const conversion = expected('confirm');
    expect(body).toMatchObject({ success: true, res_number: Number(conversion.reservation_id), name: conversion.listing_name, startdate: '12/17/2026', enddate: '12/24/2026', occupants: 2, occupants_small: 1 });
    const lines = Object.fromEntries([['Rent', body.rate.base], ...body.rate.fees.filter((f: { value: number }) => f.value > 0).map((f: { name: string; value: number }) => [f.name, f.value]), ['Taxes', body.rate.taxes]]);
    expect({ total: body.rate.total, line_items: lines }).toEqual({ total: conversion.total, line_items: conversion.line_items });
    expect((await call('/booking/book-now', 'MakeReservation', { ...stay, ...guest })).body.res_number).toBe(48213);
    expect((await call('/booking/book-now', 'MakeReservation', { ...stay, ...guest, email: 'other@example.com' })).body.res_number).toBe(48214);
    expect((await call('/booking/book-now', 'MakeReservation', { ...stay, ...guest, unit_id: 70431 })).body).toMatchObject({ success: false, status: { code: 'E0031' } });

    const $ = await demo.page('/booking-confirmation/?confirmation_id=48213');
    expect($('#confirmation-number').text()).toBe('48213');
    expect([$('#conf-unit').text(), $('#conf-unit').attr('data-unit-id'), $('#conf-arrival').text(), $('#conf-departure').text(), $('#conf-total').text()]).toEqual(['Seaforth Cottage', '70412', '12/17/2026', '12/24/2026', '$3,270.88']);
    expect((await demo.get('/booking-confirmation/?confirmation_id=1')).status).toBe(404);
  });

  it('the plugin calendar through admin-ajax streamlinecore-api-request', async () => {
    const res = await demo.form('/wp-admin/admin-ajax.php', { action: 'streamlinecore-api-request', params: JSON.stringify({ methodName: 'GetPropertyAvailabilityRawData', params: { unit_id: 70431 } }) });
    const { data } = JSON.parse(res.body);
    expect(data).toMatchObject({ unit_id: 70431, begin_date: '12/01/2026', end_date: '01/31/2027', default_minimum_nights: 4 });
    expect(data.availability.slice(17, 26)).toBe('YNNNNNNNY'); // Dec 18..26: nights 19-25 booked
  });
});

describe('streamline pages', () => {
  it('search results page: the search form filled from the query, results left to the API', async () => {
    const $ = await demo.page('/search-results/?sd=12/17/2026&ed=12/24/2026&oc=2&os=1&beds=2');
    expect([$('#search-sd').val(), $('#search-ed').val(), $('#search-oc').val(), $('#search-os').val(), $('#search-beds').val()]).toEqual(['12/17/2026', '12/24/2026', '2', '1', '2']);
    expect($('#search-results').children()).toHaveLength(0);
  });

  it('unit page: name, id and a quote form prefilled from the search', async () => {
    const $ = await demo.page('/vacation-rentals/seaforth-cottage/?sd=12/17/2026&ed=12/24/2026&oc=2&os=1');
    expect($('h1.unit-name').text()).toBe(expected('open-unit').listing_name);
    expect($('#resortpro-book-unit').attr('data-unit-id')).toBe(expected('open-unit').listing_id);
    expect([$('#book-checkin').val(), $('#book-checkout').val(), $('#book-adults').val(), $('#book-children').val()]).toEqual(['12/17/2026', '12/24/2026', '2', '1']);
    expect((await demo.get('/vacation-rentals/nowhere/')).status).toBe(404);
  });

  it('checkout page: the stay and its total, or the refusal', async () => {
    const $ = await demo.page('/checkout/?unit=70412&sd=12/17/2026&ed=12/24/2026&oc=2&os=1');
    expect($('#checkout-total').text()).toBe('$3,270.88');
    expect($('#checkout-form input[name=startdate]').val()).toBe('12/17/2026');
    const refused = await demo.page('/checkout/?unit=70412&sd=12/17/2026&ed=12/19/2026&oc=2&os=1');
    expect(refused('.alert-danger').text()).toBe(expected('quote-error').error_message);
    expect(refused('#checkout-form')).toHaveLength(0);
  });
});
