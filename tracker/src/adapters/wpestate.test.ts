// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './wpestate';

const PROPERTY = `<h1 class="entry-title entry-prop">Laurel Creek Cabin</h1><input id="listing_edit" value="512">
<select id="booking_guest_no"><option value="5" selected>5</option></select><div id="booking_form_request_mess"></div>`;
const row = (label: string, value: string, cls = '') => `<div class="cost_row${cls}"><div class="cost_explanation">${label}</div><div class="cost_value">${value}</div></div>`;
const FORM = `<div class="show_cost_form" id="show_cost_form">${row('$210.00 x 5 nights', '$1,050.00')}${row('Cleaning Fee', '$125.00')}
${row('<label><input type="checkbox" class="wpestate_extra_option" checked> Firewood bundle</label>', '$40.00', ' cost_row_extra')}
${row('<label><input type="checkbox" class="wpestate_extra_option"> Late check-out</label>', '$60.00', ' cost_row_extra')}
${row('<strong>TOTAL</strong>', '$1,215.00')}</div>`;

describe('wpestate', () => {
  it('routes as its pathCases say', () => expect(pathProblems('wpestate')).toEqual([]));

  it('reads the cost form: nights as Rent, TOTAL, and only the extras flagged included', async () => {
    const run = runAdapter('wpestate', '/properties/laurel-creek-cabin/', PROPERTY);
    run.ajax('action=wpestate_ajax_show_booking_costs&fromdate=12-14-2026&todate=12-19-2026&property_id=512&guest_no=5&extra_options=0', FORM);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '512', checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: 5, total: 1215, currency: 'USD', line_items: { Rent: 1050, 'Cleaning Fee': 125, 'Firewood bundle': 40 } }),
    ]);
  });

  it("forwards the notice on 'stop', says nothing on 'run'", async () => {
    const run = runAdapter('wpestate', '/properties/laurel-creek-cabin/', PROPERTY);
    document.getElementById('booking_form_request_mess')!.textContent = 'The dates are already booked. Please choose other dates.';
    run.ajax('action=wpestate_ajax_check_booking_valability&book_from=12-21-2026&book_to=12-24-2026&listing_id=512', 'stop');
    run.ajax('action=wpestate_ajax_check_booking_valability&book_from=12-14-2026&book_to=12-19-2026&listing_id=512', 'run');
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '512', checkin: '2026-12-21', total: null, success: false, error_message: 'The dates are already booked. Please choose other dates.' })]);
  });

  it('counts the advanced-search results on the page', async () => {
    const cards = '<div id="listing_ajax_container"><div class="listing_wrapper"></div><div class="listing_wrapper"></div></div>';
    const run = runAdapter('wpestate', '/advanced-search/?check_in=12-14-2026&check_out=12-19-2026&guest_no=5&search_location=Blue+Ridge', cards);
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2026-12-14', guests_adults: [5, 5], locations: ['Blue Ridge'] })]);
  });
});
