// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './q4vr';

const UNIT = '<div class="q4vr-unit" data-unit-id="2031"><h1 class="unit-title">Dune Song</h1></div>';
const stay = (action: string, arrival: string, departure: string) =>
  `action=${action}&security=n&unit_id=2031&arrival=${encodeURIComponent(arrival)}&departure=${encodeURIComponent(departure)}&adults=4&children=1`;
const FEES = [
  { name: 'Cleaning Fee', amount: 175, required: true },
  { name: 'Resort Amenity Fee', amount: 0, required: true },
  { name: 'Pet Fee', amount: 95, required: false },
];

describe('q4vr', () => {
  it('routes as its pathCases say', () => expect(pathProblems('q4vr')).toEqual([]));

  it('q4vr_stay with the fee rule (required, priced), the alert-danger text; the rent-only rate check is smaller and ignored', async () => {
    const run = runAdapter('q4vr', '/vacation-rentals/dune-song/', UNIT);
    run.ajax(stay('q4vr_stay', '12/21/2026', '12/26/2026'), { success: false, data: { html: '<div class="alert alert-danger" role="alert">Sorry, Dune Song is not available for the dates you selected.</div>' } });
    run.ajax(stay('q4vr_stay', '12/05/2026', '12/10/2026'), { success: true, data: { rent: 1550, taxes: 202.09, fees: FEES, total: 1927.09 } });
    run.ajax(stay('unit_rate_check_vr', '12/05/2026', '12/10/2026'), { success: true, data: { rate: 310, nights: 5, total: 1550 } });
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '2031', listing_name: 'Dune Song' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkin: '2026-12-21', total: null, success: false, error_message: 'Sorry, Dune Song is not available for the dates you selected.' }),
      expect.objectContaining({ checkin: '2026-12-05', checkout: '2026-12-10', guests_adults: 4, guests_children: 1, total: 1927.09, currency: 'USD', line_items: { Rent: 1550, Taxes: 202.09, 'Cleaning Fee': 175 } }),
    ]);
    expect(run.ctx.log).toHaveBeenCalledWith('Smaller total ignored', 1550, 1927.09);
  });

  it('the results page is the search (not a unit page); the confirmation converts', async () => {
    const run = runAdapter('q4vr', '/vacation-rentals/?arrival=12/14/2026&departure=12/19/2026&adults=4&children=1', '<p class="q4vr-results-count">2 rentals available</p>');
    await run.settle();
    expect(run.events()).toEqual([expect.objectContaining({ action: 'search', result_count: 2, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: [4, 4], guests_children: [1, 1] })]);
    const done = runAdapter('q4vr', '/booking-confirmation/?folio=77120', '<strong id="q4vr-folio">77120</strong>');
    await done.settle();
    expect(done.events()).toEqual([expect.objectContaining({ action: 'conversion', reservation_id: '77120' })]);
  });
});
