// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './streamline-booking-api';

const API = 'http://www.example.test/api/rentals/public/streamline';
const UNIT = '<section id="app" data-view="unit" data-unit-id="81204"><h1 class="unit-name">Pelican Point Retreat</h1></section>';
const stay = { unit_id: 81204, startdate: '03/18/2027', enddate: '03/22/2027', occupants: 4, occupants_small: 1 };

describe('streamline-booking-api', () => {
  it('routes as its pathCases say', () => expect(pathProblems('streamline-booking-api')).toEqual([]));

  it('reports the unit page', async () => {
    const run = runAdapter('streamline-booking-api', '/rentals/pelican-point-retreat', UNIT);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '81204', listing_name: 'Pelican Point Retreat' }]);
  });

  it('reads a search: the stay, a bedroom minimum, the unit count; a refusal is no result', async () => {
    const run = runAdapter('streamline-booking-api', '/rentals');
    const body = { startdate: '03/14/2027', enddate: '03/19/2027', occupants: 4, occupants_small: 1, min_bedrooms_number: 2 };
    run.ajax(JSON.stringify(body), { data: { available_properties: { pagination: { total_units: 3 }, property: [] } } }, `${API}/booking/search`);
    await run.settle();
    run.ajax(JSON.stringify({ ...body, startdate: '03/21/2027' }), { status: { code: 'E0031', description: 'No inventory.' } }, `${API}/booking/search`);
    await run.settle();
    expect(run.events('search').map((e: any) => [e.result_count, e.checkin, e.checkout, e.guests_adults, e.guests_children, e.bedrooms])).toEqual([
      [3, '2027-03-14', '2027-03-19', [4, 4], [1, 1], [2, 9999]],
      [0, '2027-03-21', '2027-03-19', [4, 4], [1, 1], [2, 9999]],
    ]);
  });

  it('reports an availability refusal as the quote error, nothing for a yes, then the price', async () => {
    const run = runAdapter('streamline-booking-api', '/rentals/pelican-point-retreat', UNIT);
    run.ajax(JSON.stringify(stay), { status: { code: 'E0031', description: 'We have no inventory available for the selected dates.' } }, `${API}/booking/availability`);
    await run.settle();
    run.ajax(JSON.stringify({ ...stay, startdate: '03/19/2027' }), { data: { id: 81204 } }, `${API}/booking/availability`);
    const price = { price: '1320.00', taxes: '181.80', total: '1755.80', required_fees: [{ name: 'Cleaning Fee', value: '195.00' }, { name: 'Pet Fee', value: '0.00' }], taxes_details: { name: 'Sales Tax', value: '181.80' } };
    run.ajax(JSON.stringify({ ...stay, startdate: '03/19/2027' }), { data: price }, `${API}/quote`);
    await run.settle();
    const quotes = run.events('quote') as any[];
    expect(quotes.map((q) => [q.checkin, q.success, q.error_message, q.total])).toEqual([
      ['2027-03-18', false, 'We have no inventory available for the selected dates.', null],
      ['2027-03-19', true, null, 1755.8],
    ]);
    expect(quotes[1]).toMatchObject({ listing_id: '81204', listing_name: 'Pelican Point Retreat', guests_adults: 4, guests_children: 1, currency: 'USD' });
    expect(quotes[1].line_items).toEqual({ Rent: 1320, 'Cleaning Fee': 195, 'Sales Tax': 181.8 });
  });

  it('converts on the book-now answer (rate.base, fees, taxes, res_number, name) once; refusals convert nothing', async () => {
    const run = runAdapter('streamline-booking-api', '/book-now?unit_id=81204&step=details');
    run.ajax(JSON.stringify({ ...stay, first_name: 'M' }), { success: false, status: { code: 'E0061', description: 'Guest first name and email are required.' } }, `${API}/booking/book-now`);
    await run.settle();
    const answer = { success: true, res_number: 40917, name: 'Pelican Point Retreat', unit_id: 81204, startdate: '03/18/2027', enddate: '03/22/2027', occupants: 4, occupants_small: 1, rate: { base: 1320, fees: [{ name: 'Cleaning Fee', value: 195 }, { name: 'Reservation Fee', value: 59 }], taxes: 181.8, total: 1755.8 }, currency: 'USD' };
    run.ajax(JSON.stringify(stay), answer, `${API}/booking/book-now`);
    await run.settle();
    run.ajax(JSON.stringify(stay), answer, `${API}/booking/book-now`);
    await run.settle();
    const conversions = run.events('conversion') as any[];
    expect(conversions).toHaveLength(1);
    expect(conversions[0]).toMatchObject({ reservation_id: '40917', listing_id: '81204', listing_name: 'Pelican Point Retreat', checkin: '2027-03-18', checkout: '2027-03-22', guests_adults: 4, guests_children: 1, total: 1755.8, currency: 'USD', success: true });
    expect(conversions[0].line_items).toEqual({ Rent: 1320, 'Cleaning Fee': 195, 'Reservation Fee': 59, Taxes: 181.8 });
  });

  it('converts from the confirmation step when the call was not seen', async () => {
    const html = '<section id="booking-confirmation" data-res-number="40917" data-unit-id="81204" data-startdate="03/18/2027" data-enddate="03/22/2027" data-occupants="4" data-occupants-small="1" data-total="1755.8"><span class="unit-name">Pelican Point Retreat</span></section>';
    const run = runAdapter('streamline-booking-api', '/book-now?step=book_now&res_number=40917', html);
    await run.settle();
    expect(run.events('conversion')).toMatchObject([{ reservation_id: '40917', listing_id: '81204', listing_name: 'Pelican Point Retreat', checkin: '2027-03-18', checkout: '2027-03-22', total: 1755.8 }]);
  });
});
