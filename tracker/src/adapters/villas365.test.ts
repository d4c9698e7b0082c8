// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './villas365';

const PAGE = '<h1>Villa Oliveira</h1><div id="_villas-365-property-floater" data-property-id="8812"></div>';
const calc = (checkIn: string, checkOut: string) =>
  `_ajax_nonce=n&action=_villas_365_calculate_booking&propertyId=8812&checkIn=${encodeURIComponent(checkIn)}&checkOut=${encodeURIComponent(checkOut)}&adults=2&children=0`;

describe('villas365', () => {
  it('routes as its pathCases say', () => expect(pathProblems('villas365')).toEqual([]));

  it('property page, a priced stay in pounds, the villa calculation message; a bare error is skipped', async () => {
    const run = runAdapter('villas365', '/property/villa-oliveira/', PAGE);
    run.ajax(calc('22/12/2026', '21/12/2026'), { success: false, data: { status: 'error' } });
    run.ajax(calc('19/12/2026', '21/12/2026'), { success: true, data: { status: 'error', message: 'The minimum stay for the selected dates is 5 nights.' } });
    run.ajax(calc('22/12/2026', '29/12/2026'), { success: true, data: { status: 'success', total: '£2,279.70', rentTotal: '£1,995.00', serviceTotal: '£165.00', taxTotal: '£119.70' } });
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '8812', listing_name: 'Villa Oliveira' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkin: '2026-12-19', checkout: '2026-12-21', total: null, success: false, error_message: 'The minimum stay for the selected dates is 5 nights.' }),
      expect.objectContaining({ listing_id: '8812', checkin: '2026-12-22', total: 2279.7, currency: 'GBP', line_items: { Rent: 1995, Fees: 165, Tax: 119.7 }, success: true }),
    ]);
  });

  it('the properties list is the search; the confirmation converts with the last quote', async () => {
    const list = runAdapter('villas365', '/properties/?checkin=22%2F12%2F2026&checkout=29%2F12%2F2026&adults=2', '<div class="_villas-365-property"></div><div class="_villas-365-property"></div>');
    list.ajax(calc('22/12/2026', '29/12/2026'), { success: true, data: { status: 'success', total: '£2,279.70' } });
    await list.settle();
    expect(list.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2026-12-22', checkout: '2026-12-29', guests_adults: [2, 2] })]);
    const stored = localStorage.getItem('__beaconLastQuote') as string;
    const done = runAdapter('villas365', '/booking-confirmation/?booking=V365-10421', '<strong id="_villas-365-booking-reference">V365-10421</strong>');
    localStorage.setItem('__beaconLastQuote', stored);
    await done.settle();
    expect(done.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'V365-10421', listing_id: '8812', checkin: '2026-12-22', total: 2279.7, currency: 'GBP' })]);
  });
});
