import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('streamline');
const truth = loadTruth('streamline');
const stay = { unit_id: 70412, startdate: '12/17/2026', enddate: '12/24/2026', occupants: '2', occupants_small: '1', pets: '0' };
/** the plugin's gateway: POST admin-ajax.php, empty body, the call in the query */
async function call(methodName: string, params: Record<string, unknown>) {
  const query = new URLSearchParams({ action: 'streamlinecore-api-request', params: JSON.stringify({ methodName, params }) });
  const res = await demo.server().request('streamline', `/wp-admin/admin-ajax.php?${query}`, { method: 'POST', body: '', headers: { 'content-type': 'application/json' } });
  return JSON.parse(res.body);
}
const expected = (step: string, i = 0) => truth.steps[step].expect![i].payload as Record<string, any>;

describe('streamline gateway (admin-ajax streamlinecore-api-request, call in the query)', () => {
  it('search: plus logic (min_bedrooms_number) lists the free units big enough, cheapest first', async () => {
    const body = await call('GetPropertyAvailabilityWithRatesWordPress', { startdate: '12/17/2026', enddate: '12/24/2026', occupants: 2, occupants_small: 1, min_bedrooms_number: 2, page_number: 1, page_results_number: 12 });
    const found = body.data.available_properties;
    expect(found.pagination.total_units).toBe(expected('search').result_count);
    expect(found.property.map((p: { id: number }) => p.id)).toEqual([70418, 70412, 70462]);
    expect((await call('GetPropertyAvailabilityWithRatesWordPress', { startdate: '12/17/2026', enddate: '12/24/2026', bedrooms_number: 3 })).data.available_properties.pagination.total_units).toBe(1);
    expect(await call('Nope', {})).toMatchObject({ status: { code: 'E0001' } });
  });

  it('VerifyPropertyAvailability: ok, minimum stay, sold out', async () => {
    expect(await call('VerifyPropertyAvailability', stay)).toEqual({ data: { id: 70412 } });
    expect(await call('VerifyPropertyAvailability', { ...stay, enddate: '12/19/2026' })).toEqual({ status: { code: 'E0035', description: expected('quote-error').error_message } });
    expect((await call('VerifyPropertyAvailability', { ...stay, unit_id: 70431 })).status.code).toBe('E0031');
  });

  it('GetPreReservationPrice: money as strings, fees and taxes itemised, and it is what truth says', async () => {
    const q = (await call('GetPreReservationPrice', stay)).data;
    expect(q).toMatchObject({ unit_id: '70412', unit_name: 'Seaforth Cottage', price: '2630.00', taxes: '336.88', total: '3270.88' });
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

  it('MakeReservation: data.reservation with its confirmation number; GetReservationInfo; the thank-you page', async () => {
    const guest = { first_name: 'Jamie', last_name: 'Rivera', email: 'jamie.rivera@example.com', credit_card_number: '4111111111111111' };
    const conversion = expected('confirm');
    const { data } = await call('MakeReservation', { ...stay, ...guest });
    expect(data.reservation).toMatchObject({ confirmation_id: Number(conversion.reservation_id), unit_name: conversion.listing_name, startdate: '12/17/2026', enddate: '12/24/2026', price_balance: '3270.88' });
    expect((await call('MakeReservation', { ...stay, ...guest })).data.reservation.confirmation_id).toBe(48213);
    expect((await call('MakeReservation', { ...stay, ...guest, unit_id: 70431 })).status.code).toBe('E0031');
    expect((await call('GetReservationInfo', { confirmation_id: 48213 })).data.reservation).toMatchObject({ unit_id: 70412, email: guest.email });

    const posted = { confirmation_id: '48213', unit_name: 'Seaforth Cottage', startdate: '12/17/2026', enddate: '12/24/2026', occupants: '2', pets: '0', price_balance: '3270.88' };
    const res = await demo.form('/thank-you/', posted);
    expect(res.body).toContain('var streamline_transaction = {"id":"48213"');
    expect(res.body).toMatch(/<td>Arrival<\/td><td>12\/17\/2026<\/td>/);
    expect(res.body).toMatch(/<td>Total Cost<\/td><td><strong>3,270.88<\/strong>/);
  });
});

describe('streamline pages', () => {
  it('search results page: the stay handed to the plugin script, results left to the call', async () => {
    const res = await demo.get('/search-results/?sd=12%2F17%2F2026&ed=12%2F24%2F2026&oc=2&ch=1&beds=2');
    expect(res.body).toContain('"start_date":"12/17/2026","end_date":"12/24/2026","occupants":"2","occupants_small":"1","num_bedrooms":"2"');
  });

  it('unit page (double-encoded stay): the template markers, and the booking panel prefilled', async () => {
    const $ = await demo.page('/vacation-rentals/seaforth-cottage/?sd=12%252F17%252F2026&ed=12%252F24%252F2026&oc=2&ch=1');
    expect([$('#main h1').text(), $('#unit_id').val(), $('[ng-init^="propertyId"]').attr('ng-init')]).toEqual([expected('open-unit').listing_name, expected('open-unit').listing_id, 'propertyId=70412;initializeData();']);
    expect([$('#book_start_date').val(), $('#book_end_date').val(), $('#book_occupants').val(), $('#book_occupants_small').val()]).toEqual(['12/17/2026', '12/24/2026', '2', '1']);
    expect((await demo.get('/vacation-rentals/nowhere/')).status).toBe(404);
  });

  it('checkout (posted by the booking panel): the stay and its total, or the refusal', async () => {
    const form = { book_unit: '70412', book_start_date: '12/17/2026', book_end_date: '12/24/2026', book_occupants: '2', book_occupants_small: '1' };
    expect((await demo.form('/checkout/', form)).body).toContain('$3,270.88');
    const refused = await demo.form('/checkout/', { ...form, book_end_date: '12/19/2026' });
    expect(refused.body).toContain(expected('quote-error').error_message);
    expect(refused.body).not.toContain('id="checkout-form"');
  });
});
