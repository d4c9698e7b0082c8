// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import './bizcor';

const AJAX = 'http://localhost:3000/wp-admin/admin-ajax.php';
const gateway = (methodName: string, params: object) => `${AJAX}?action=streamlinecore-api-request&params=${encodeURIComponent(JSON.stringify({ methodName, params }))}`;
const relay = (methodName: string, params: object) => new URLSearchParams({ action: 'streamlinecore-api-request', params: JSON.stringify({ methodName, params }) }).toString();
const STAY = { unit_id: 512, startdate: '10/16/2026', enddate: '10/20/2026', occupants: 4, occupants_small: 2 };
const CABIN = '<main ng-init="propertyId=512;initializeData();"><h1 class="c-main-heading">Bear Creek Lodge</h1><input type="hidden" value="512" id="unit_id"></main>';
const THANKS = (arrival: string) =>
  `<table><tr><td>Reservation #</td><td>30517</td></tr><tr><td>Arrival</td><td>${arrival}</td></tr><tr><td>Departure</td><td>10/20/2026</td></tr></table>`;

describe('bizcor', () => {
  it("searches with Bizcor's method only, on either wire", async () => {
    const run = runAdapter('bizcor', '/search-cabins/');
    const found = (n: number) => ({ data: { available_properties: { pagination: { total_units: n }, property: [] } } });
    run.ajax('', found(2), gateway('BizcorGetPropertyAvailabilityWithRatesWordPress', { ...STAY, min_bedrooms_number: 2, page_number: 1 }));
    run.ajax(relay('GetPropertyAvailabilityWithRatesWordPress', STAY), found(9));
    run.ajax(relay('GetPropertyAvailabilityRawData', { unit_id: 512 }), { data: { availability: 'YYN' } });
    await run.settle(30);
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2026-10-16', guests_adults: [4, 4], guests_children: [2, 2], bedrooms: [2, 9999] })]);
  });

  it('quotes with the shared Streamline mapping, the name from the unit page', async () => {
    const run = runAdapter('bizcor', '/cabins/bear-creek-lodge/', CABIN);
    run.ajax('', { status: { code: 'E0035', description: 'The minimum stay for the selected dates is 3 nights.' } }, gateway('VerifyPropertyAvailability', { ...STAY, enddate: '10/18/2026' }));
    run.ajax('', { data: { id: 512 } }, gateway('VerifyPropertyAvailability', STAY));
    run.ajax('', { data: { price: '1580.00', total: '2027.29', required_fees: { id: '7', name: 'Pet Fee', value: '0.00' }, taxes_details: [] } }, gateway('GetPreReservationPrice', STAY));
    await run.settle(30);
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '512', listing_name: 'Bear Creek Lodge' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '512', listing_name: 'Bear Creek Lodge', checkout: '2026-10-18', total: null, success: false }),
      expect.objectContaining({ listing_id: '512', checkout: '2026-10-20', total: 2027.29, currency: 'USD', line_items: { Rent: 1580 }, success: true }),
    ]);
  });

  it('converts on the thank-you page with its dates; without dates there is no conversion (spec 5)', async () => {
    (window as any).streamline_transaction = { id: '30517', unit_name: 'Bear Creek Lodge' };
    const bare = runAdapter('bizcor', '/thank-you/', THANKS(''));
    await bare.settle(30);
    expect(bare.events('conversion')).toEqual([]);
    const run = runAdapter('bizcor', '/thank-you/', THANKS('10/16/2026'));
    await run.settle(30);
    delete (window as any).streamline_transaction;
    expect(run.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '30517', listing_name: 'Bear Creek Lodge', checkin: '2026-10-16', checkout: '2026-10-20' })]);
  });
});
