import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('streamline-b');
const truth = loadTruth('streamline-b');
const expected = (step: string, i = 0) => truth.steps[step].expect![i].payload as Record<string, any>;
const stay = { unit_id: 70462, startdate: '01/10/2027', enddate: '01/15/2027', occupants: '5', occupants_small: '2', pets: '0' };
/** the plugin's gateway: POST admin-ajax.php, empty body, { methodName, params } JSON in the query */
async function call(methodName: string, params: Record<string, unknown>) {
  const query = new URLSearchParams({ action: 'streamlinecore-api-request', params: JSON.stringify({ methodName, params }) });
  const res = await demo.server().request('streamline-b', `/wp-admin/admin-ajax.php?${query}`, { method: 'POST', body: '', headers: { 'content-type': 'application/json' } });
  return JSON.parse(res.body);
}

describe('streamline-b search methods (the plugin default setting)', () => {
  it('GetPropertyListWordPress (no dates): every unit, count in available_properties.pagination, units in data.property', async () => {
    const { data } = await call('GetPropertyListWordPress', { sort_by: 'name', page_number: 1, page_results_number: 12 });
    expect(data.available_properties.pagination.total_units).toBe(expected('all-rentals').result_count);
    expect(data.available_properties.property).toBeUndefined();
    expect(data.property.map((p: { name: string }) => p.name)).toEqual(['Dune Crest', 'Gulf Breeze Villa', 'Osprey Point', 'Sandpiper Studio', 'Seaforth Cottage']);
    expect(data.property[0]).not.toHaveProperty('total');
  });

  it('GetPropertyAvailabilitySimple: the units free and big enough for the stay; one unit comes as a bare object', async () => {
    const search = { startdate: '01/10/2027', enddate: '01/15/2027', occupants: 5, occupants_small: 2, page_number: 1, page_results_number: 12 };
    const { data } = await call('GetPropertyAvailabilitySimple', search);
    expect(data.available_properties.pagination.total_units).toBe(expected('search').result_count);
    expect(data.property.map((p: { id: number }) => p.id)).toEqual([70431, 70462, 70412]);
    const one = (await call('GetPropertyAvailabilitySimple', { ...search, min_bedrooms_number: 5 })).data;
    expect([one.available_properties.pagination.total_units, one.property.id]).toEqual([1, 70462]);
  });

  it('verify and price (the same Streamline answers as demo-sites/streamline) agree with truth', async () => {
    expect(await call('VerifyPropertyAvailability', stay)).toEqual({ data: { id: 70462 } });
    expect((await call('VerifyPropertyAvailability', { ...stay, enddate: '01/14/2027' })).status).toEqual({ code: 'E0035', description: expected('quote-error').error_message });
    const q = (await call('GetPreReservationPrice', stay)).data;
    const lines = Object.fromEntries([
      ['Rent', Number(q.price)],
      ...q.required_fees.filter((f: { value: string }) => Number(f.value) > 0).map((f: { name: string; value: string }) => [f.name, Number(f.value)]),
      ...q.taxes_details.map((t: { name: string; value: string }) => [t.name, Number(t.value)]),
    ]);
    expect({ total: Number(q.total), line_items: lines }).toEqual({ total: expected('quote').total, line_items: expected('quote').line_items });
  });
});

describe('streamline-b pages', () => {
  it('results page: the search settings handed to the plugin script; no count line before the call answers', async () => {
    const res = await demo.get('/search-results/');
    expect(res.body).toContain('"searchMethod":"GetPropertyAvailabilitySimple"');
    expect(res.body).toContain('"start_date":"","end_date":""');
    expect(res.body).not.toContain('class="search-pagination"');
  });

  it('checkout posts #form_thankyou to /thank-you-for-your-booking/, which shows the reservation', async () => {
    const form = { book_unit: '70462', book_start_date: '01/10/2027', book_end_date: '01/15/2027', book_occupants: '5', book_occupants_small: '2' };
    const checkout = await demo.form('/checkout/', form);
    expect(checkout.body).toContain('id="form_thankyou" action="/thank-you-for-your-booking/"');
    expect(checkout.body).toContain('$3,923.18');
    const guest = { first_name: 'Morgan', last_name: 'Ellis', email: 'morgan.ellis@example.com' };
    const { reservation } = (await call('MakeReservation', { ...stay, ...guest })).data;
    const conversion = expected('confirm');
    expect([String(reservation.confirmation_id), reservation.unit_name, reservation.price_balance]).toEqual([conversion.reservation_id, conversion.listing_name, '3923.18']);
    const posted = { confirmation_id: reservation.confirmation_id, unit_name: reservation.unit_name, startdate: '01/10/2027', enddate: '01/15/2027', occupants: '5', pets: '0', price_balance: '3923.18' };
    const thanks = await demo.form('/thank-you-for-your-booking/', posted);
    expect(thanks.body).toContain('var streamline_transaction = {"id":"48213"');
    expect(thanks.body).toMatch(/<td>Departure<\/td><td>01\/15\/2027<\/td>/);
    expect(thanks.body).toMatch(/<td>Total Cost<\/td><td><strong>3,923.18<\/strong>/);
  });
});
