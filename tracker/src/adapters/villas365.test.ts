// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import './villas365';

// The plugin's markup: the theme's own page title h1 comes first; the villa's name is h1._villas-365-property-name.
const PAGE = `<h1 class="entry-title">Property</h1><h1 class="_villas-365-property-name">Villa Oliveira</h1>
<div id="_villas-365-property-floater" class="d-none d-lg-block" data-property-id="8812"></div>`;
// jQuery.ajax's form body, the dates from the floater's hidden fields (yyyy-mm-dd), children '' when none chosen.
const calc = (checkIn: string, checkOut: string, children = '') =>
  `_ajax_nonce=n&action=_villas_365_calculate_booking&propertyId=8812&checkIn=${checkIn}&checkOut=${checkOut}&adults=2&children=${children}`;

describe('villas365', () => {
  it('property page by its floater (any page slug), the three answer envelopes', async () => {
    const run = runAdapter('villas365', '/villas/8812-villa-oliveira/', PAGE);
    run.ajax(calc('2026-12-22', '2026-12-21'), { success: false, data: { status: 'error' } });
    run.ajax(calc('2026-12-19', '2026-12-21'), { success: true, data: { status: 'error', message: 'The minimum stay for the selected dates is 5 nights.' } });
    run.ajax(calc('2026-12-22', '2026-12-29', '1'), { success: true, data: { status: 'success', total: '£2,279.70', totalNights: 7, perNight: '£285', rentTotal: '£1,995.00', serviceTotal: '£165.00', taxTotal: '£119.70', discountTotal: null, minimumNights: 5, numberOfNightsOk: 'true', discount: [] } });
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '8812', listing_name: 'Villa Oliveira' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkin: '2026-12-19', checkout: '2026-12-21', guests_children: 0, total: null, success: false, error_message: 'The minimum stay for the selected dates is 5 nights.' }),
      expect.objectContaining({ listing_id: '8812', listing_name: 'Villa Oliveira', checkin: '2026-12-22', guests_adults: 2, guests_children: 1, total: 2279.7, currency: 'GBP', line_items: { Rent: 1995, Fees: 165, Tax: 119.7 }, success: true }),
    ]);
  });

  it('a discounted total: the struck-through amount is not the price; the discount is a negative line', async () => {
    const run = runAdapter('villas365', '/property/8812-villa-oliveira/', PAGE);
    run.ajax(calc('2027-02-01', '2027-02-08'), {
      success: true,
      data: { status: 'success', total: '<s>£2,279.70</s>&nbsp;&nbsp;£2,079.70', rentTotal: '£1,995.00', serviceTotal: '£165.00', taxTotal: '£119.70', discountTotal: '&minus;&nbsp;£200.00', discount: [{ name: 'Winter sun' }] },
    });
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ total: 2079.7, guests_children: 0, line_items: { Rent: 1995, Fees: 165, Tax: 119.7, Discount: -200 }, success: true }),
    ]);
  });

  it('the properties list block is the search: the stay in its GET form, "<n> Available" over every page', async () => {
    const list = `<div id="properties-list" class="_villas-365-bootstrap _villas-365-properties _villas-365-properties-grid">
<h2 class="_villas-365-properties-title">12 Available</h2><div class="_villas-365-property"></div><div class="_villas-365-property"></div></div>`;
    const run = runAdapter('villas365', '/search-villas/?checkin=2026-12-22&checkout=2026-12-29&guests=2&view=grid', list);
    await run.settle();
    expect(run.events()).toEqual([expect.objectContaining({ action: 'search', result_count: 12, checkin: '2026-12-22', checkout: '2026-12-29', guests_adults: [2, 2] })]);
    const none = runAdapter('villas365', '/properties/?checkin=2026-12-22&checkout=2026-12-29&guests=12', '<div class="_villas-365-bootstrap _villas-365-properties">No properties found.</div>');
    await none.settle();
    expect(none.events()).toEqual([expect.objectContaining({ action: 'search', result_count: 0, guests_adults: [12, 12] })]);
    const related = runAdapter('villas365', '/property/8812-villa-oliveira/', `${PAGE}<div class="_villas-365-bootstrap _villas-365-properties _villas-365-property-related"></div>`);
    await related.settle();
    expect(related.events('search')).toEqual([]);
  });

  it('the confirm-booking page from the site mapping converts with the last quote', async () => {
    const quoted = runAdapter('villas365', '/property/8812-villa-oliveira/', PAGE);
    quoted.ajax(calc('2026-12-22', '2026-12-29'), { success: true, data: { status: 'success', total: '£2,279.70', rentTotal: '£1,995.00', serviceTotal: '£165.00', taxTotal: '£119.70' } });
    await quoted.settle();
    const stored = localStorage.getItem('__beaconLastQuote') as string;
    const done = runAdapter('villas365', '/booking-complete/?booking=V365-10421', '<h1>Thank you</h1>', { options: { conversion: '/booking-complete/' } });
    localStorage.setItem('__beaconLastQuote', stored);
    await done.settle();
    expect(done.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'V365-10421', listing_id: '8812', checkin: '2026-12-22', total: 2279.7, currency: 'GBP' })]);
  });
});
