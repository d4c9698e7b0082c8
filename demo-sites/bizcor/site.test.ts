import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('bizcor');
const truth = loadTruth('bizcor');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const stay = { unit_id: 512, startdate: '10/16/2026', enddate: '10/20/2026', occupants: 4, occupants_small: 2, pets: 0 };
const relay = async (methodName: string, params: Record<string, unknown>) => {
  const res = await demo.form('/wp-admin/admin-ajax.php?_=1765000000000', { action: 'streamlinecore-api-request', params: JSON.stringify({ methodName, params }) });
  return JSON.parse(res.body);
};

describe('bizcor: Streamline methods through admin-ajax', () => {
  it("search: Bizcor's method lists the free cabins big enough, as truth counts them", async () => {
    const answer = await relay('BizcorGetPropertyAvailabilityWithRatesWordPress', { ...stay, min_bedrooms_number: 2, page_results_number: 12 });
    const found = answer.data.available_properties;
    expect(found.pagination.total_units).toBe(expected('search').result_count);
    expect(found.property.map((c: { id: number }) => c.id)).toEqual([518, 512]);
    expect(found.property[1]).toMatchObject({ name: 'Bear Creek Lodge', seo_page_name: 'bear-creek-lodge', price_data: { subtotal: 1580, total: expected('quote').total } });
  });

  it('VerifyPropertyAvailability: ok, or the refusal truth forwards', async () => {
    expect(await relay('VerifyPropertyAvailability', stay)).toEqual({ data: { id: 512 } });
    expect(await relay('VerifyPropertyAvailability', { ...stay, enddate: '10/18/2026' })).toEqual({ status: { code: 'E0035', description: expected('quote-error').error_message } });
    expect((await relay('VerifyPropertyAvailability', { ...stay, unit_id: 527 })).status.code).toBe('E0031');
  });

  it('GetPreReservationPrice: money as strings; the charged lines are what truth lists', async () => {
    const d = (await relay('GetPreReservationPrice', { ...stay, separate_taxes: 1 })).data;
    expect(d).toMatchObject({ unit_id: '512', price: '1580.00', total: '2027.29', taxes: '223.29' });
    expect(d.optional_fees).toEqual([expect.objectContaining({ name: 'Damage Waiver', value: '59.00', active: '0' })]);
    const lines = Object.fromEntries([['Rent', Number(d.price)], ...d.required_fees.concat(d.taxes_details).filter((l: { value: string }) => Number(l.value) > 0).map((l: { name: string; value: string }) => [l.name, Number(l.value)])]);
    expect(lines).toEqual(expected('quote').line_items);
    expect(await relay('NoSuchMethod', {})).toEqual({ status: { code: 'E0001', description: 'Unknown method.' } });
  });

  it('MakeReservation: the confirmation number, and the confirmation page with the dates truth expects', async () => {
    const guest = { first_name: 'Dolly', last_name: 'Whitaker', email: 'dolly.whitaker@example.com', phone: '865-555-0187' };
    const made = await relay('MakeReservation', { ...stay, ...guest });
    expect(made).toEqual({ success: true, data: { reservation: { confirmation_id: Number(expected('confirm').reservation_id), unit_id: 512, startdate: '10/16/2026', enddate: '10/20/2026' } } });
    expect((await relay('MakeReservation', { ...stay, ...guest, last_name: '' })).success).toBe(false);
    const $ = await demo.page('/cabins/confirmation/?confirmation_id=30517');
    const cell = (label: string) => $('td').filter((_, td) => $(td).text() === label).next().text();
    expect([$('#conf-number').text(), cell('Property ID'), cell('Arrival'), cell('Departure'), cell('Total Cost')]).toEqual(['30517', 'Bear Creek Lodge', '10/16/2026', '10/20/2026', '2,027.29']);
    expect($('script').text()).toContain('var streamline_transaction = {"id":"30517"');
    const bare = await demo.page('/cabins/confirmation/');
    expect([bare('td').length, bare('h1').text()]).toEqual([0, 'Thank you!']);
  });
});

describe('bizcor pages', () => {
  it('cabin page: unit id, name and the quote widget filled from the query; plugin scripts after the server\'s ajax helper', async () => {
    const $ = await demo.page('/cabins/bear-creek-lodge/?sd=10/16/2026&ed=10/20/2026&oc=4&os=2');
    expect([$('#bizcor-unit').attr('data-unit-id'), $('h1.cabin-name').text(), $('#bz-arrive').val(), $('#bz-adults').val()]).toEqual(['512', 'Bear Creek Lodge', '10/16/2026', '4']);
    expect($('body script[src]').map((_i, s) => $(s).attr('src')).get()).toEqual(['/wp-content/mu-plugins/site-kit/ajax.js', '/wp-content/plugins/streamline-core/public/js/bizcor-widgets.js']);
    expect((await demo.get('/cabins/nowhere/')).status).toBe(404);
    expect((await demo.get('/cabins/booking/?unit=512&sd=10/16/2026&ed=10/20/2026&oc=4&os=2')).status).toBe(200);
  });
});
