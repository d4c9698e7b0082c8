// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import './wpestate';

// The booking form as WP Rentals renders it: the guest count is a dropdown's data-value, not a select.
const PROPERTY = `<h1 itemprop="name" class="entry-title entry-prop">Laurel Creek Cabin</h1><input type="hidden" id="listing_edit" value="512">
<div id="booking_guest_no_wrapper" data-value="5"></div><div id="booking_form_request_mess"></div>`;
const row = (label: string, value: string, extra = '') => `<div class="cost_row"${extra}><div class="cost_explanation">${label}</div><div class="cost_value">${value}</div></div>`;
// wpestate_ajax_show_booking_costs's answer (ajax_functions_booking.php): rows, #total_cost_row with data_total_price.
const FORM = `<div class="show_cost_form" id="show_cost_form" >${row('$210.00 x 5 nights', '$1,050.00')}${row('Costs for   1 extra guests', '$125.00')}
${row('Cleaning Fee', '<div class="cost_value cleaning_fee_value" data_cleaning_fee="125">$125.00</div>')}
<div class="cost_row" id="total_cost_row"><div class="cost_explanation"><strong>TOTAL</strong></div><div class="cost_value" data_total_price="1300" >$1,300.00</div></div></div>`;
const costs = (extra = '') => `action=wpestate_ajax_show_booking_costs&fromdate=2026-12-14&todate=2026-12-19&property_id=512&guest_no=5&guest_fromone=0&security=n${extra}`;

describe('wpestate', () => {
  it('reads the cost form: yyyy-mm-dd dates and guest_no from the request, TOTAL from data_total_price', async () => {
    const run = runAdapter('wpestate', '/properties/laurel-creek-cabin/', PROPERTY);
    run.ajax(costs(), FORM);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '512', listing_name: 'Laurel Creek Cabin' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '512', checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: 5, total: 1300, currency: 'USD', success: true }),
    ]);
    expect(run.events('quote')[0].line_items).toMatchObject({ Rent: 1050 });
  });

  it('the newer answer: amounts as script variables', async () => {
    const run = runAdapter('wpestate', '/properties/laurel-creek-cabin/', PROPERTY);
    run.ajax(costs(), '<script>var customprice = "1050.00"; var cleaningFeeShow = "125"; var totalprice = "1175.00";</script>');
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ guests_adults: 5, total: 1175, success: true })]);
  });

  it("forwards the notice of any refusal code (site date format from control_vars), says nothing on 'run'", async () => {
    const run = runAdapter('wpestate', '/properties/laurel-creek-cabin/', PROPERTY);
    (window as any).control_vars = { date_format: 'mm-dd-yy' };
    const mess = document.getElementById('booking_form_request_mess')!;
    mess.className = 'book_not_available';
    mess.textContent = 'The selected period is shorter than the minimum required period!';
    run.ajax('action=wpestate_ajax_check_booking_valability&book_from=12-05-2026&book_to=12-07-2026&listing_id=512&internal=0&security=n', 'stopdays');
    run.ajax('action=wpestate_ajax_check_booking_valability&book_from=12-14-2026&book_to=12-19-2026&listing_id=512&internal=0&security=n', 'run');
    await run.settle();
    delete (window as any).control_vars;
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ listing_id: '512', checkin: '2026-12-05', checkout: '2026-12-07', total: null, success: false, error_message: 'The selected period is shorter than the minimum required period!' }),
    ]);
  });

  it('the advanced-search template on any slug: the heading counts every page', async () => {
    const cards = '<h1 class="entry-title title_list_prop">Find a cabin: 14 results</h1><div id="listing_ajax_container"><div class="listing_wrapper" data-listid="1"></div><div class="listing_wrapper" data-listid="2"></div></div>';
    document.body.className = 'page-template page-template-advanced_search_results page-template-advanced_search_results-php';
    const run = runAdapter('wpestate', '/find-a-cabin/?check_in=12-14-2026&check_out=12-19-2026&guest_no=5&search_location=Blue+Ridge', cards);
    await run.settle();
    document.body.className = '';
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 14, checkin: '2026-12-14', guests_adults: [5, 5], locations: ['Blue Ridge'] })]);
  });
});
