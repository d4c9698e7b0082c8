// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './bizcor';

const relay = (methodName: string, params: Record<string, unknown>) =>
  new URLSearchParams({ action: 'streamlinecore-api-request', params: JSON.stringify({ methodName, params }) }).toString();
const STAY = { unit_id: 512, startdate: '10/16/2026', enddate: '10/20/2026', occupants: 4, occupants_small: 2 };
const CABIN = '<article id="bizcor-unit" data-unit-id="512"><h1 class="cabin-name">Bear Creek Lodge</h1></article>';
const CONFIRMED = (arrival: string) =>
  `<strong id="conf-number">30517</strong><dd id="conf-cabin" data-unit-id="512">Bear Creek Lodge</dd><dd id="conf-arrival">${arrival}</dd><dd id="conf-departure">10/20/2026</dd>`;

describe('bizcor', () => {
  it('routes as its pathCases say', () => expect(pathProblems('bizcor')).toEqual([]));

  it("searches with Bizcor's method only (the plugin's other calls are not searches)", async () => {
    const run = runAdapter('bizcor', '/search-cabins/');
    const found = { data: { available_properties: { pagination: { total_units: 2 }, property: [] } } };
    run.ajax(relay('BizcorGetPropertyAvailabilityWithRatesWordPress', { ...STAY, bedrooms_number: 2 }), found);
    run.ajax(relay('GetPropertyAvailabilityRawData', { unit_id: 512 }), { data: { availability: 'YYN' } });
    await run.settle(30);
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2026-10-16', guests_adults: [4, 4], guests_children: [2, 2] })]);
  });

  it('quotes with the shared Streamline mapping, the name from the cabin page', async () => {
    const run = runAdapter('bizcor', '/cabins/bear-creek-lodge/', CABIN);
    run.ajax(relay('VerifyPropertyAvailability', { ...STAY, enddate: '10/18/2026' }), { status: { code: 'E0035', description: 'The minimum stay for the selected dates is 3 nights.' } });
    run.ajax(relay('VerifyPropertyAvailability', STAY), { data: { id: 512 } });
    run.ajax(relay('GetPreReservationPrice', STAY), { data: { price: '1580.00', total: '2027.29', required_fees: [{ name: 'Pet Fee', value: '0.00' }], taxes_details: [] } });
    await run.settle(30);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '512', listing_name: 'Bear Creek Lodge', checkout: '2026-10-18', total: null, success: false }),
      expect.objectContaining({ listing_id: '512', checkout: '2026-10-20', total: 2027.29, currency: 'USD', line_items: { Rent: 1580 }, success: true }),
    ]);
  });

  it('converts on the confirmation page with its dates; without dates there is no conversion', async () => {
    const bare = runAdapter('bizcor', '/cabins/confirmation/', '<h1>Thank you!</h1>');
    await bare.settle(30);
    expect(bare.events('conversion')).toEqual([]);
    const run = runAdapter('bizcor', '/cabins/confirmation/?confirmation_id=30517', CONFIRMED('10/16/2026'));
    await run.settle(30);
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '30517', listing_id: '512', checkin: '2026-10-16', checkout: '2026-10-20', currency: 'USD' })]);
  });
});
