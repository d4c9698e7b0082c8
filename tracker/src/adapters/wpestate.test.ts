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

  // WP Rentals 3.11.4 (PenZenMaster/Hunting-and-Fishing-Outdoors, wp-content/themes/wprentals/): with the custom guest
  // control, libs/help_functions.php (index file id 32184622044) wpestate_show_advanced_guest_form prints a stepper per
  // kind (adults, childs, infants: .steper_value_<kind> and a hidden <kind>_fvalue) and input.guest_no_hidden; on a
  // listing the buttons carry on_booking_control<children_as_guests>. js/control.js wpestate_control_guest_no keeps
  // guest_no_hidden at adults + children (adults only with on_booking_control1; infants never), and js/property.js
  // show_booking_costs posts it as guest_no.
  const stepper = (kind: string, n: number, control: string) =>
    `<div class="wpestate_guest_no_buttons_item control_${kind}"><div class="wpestate_guest_no_buttons_steppers steper_${kind}"><button class="wpestate_guest_no_button_minus ${control} wpestate_guest_no_button_control"></button><div class="wpestate_guest_no_button_value ${control} steper_value_${kind}">${n}</div><button class="wpestate_guest_no_button_plus ${control} wpestate_guest_no_button_control ${kind}_control_plus"></button><input type="hidden" class="placeholeder_search_val" name="${kind}_fvalue" value="${n}"></div></div>`;
  const PROPERTY311 = (adults: number, children: number, infants: number, control = 'on_booking_control0', guestNo = control == 'on_booking_control1' ? adults : adults + children) =>
    `<h1 itemprop="name" class="entry-title entry-prop">Laurel Creek Cabin</h1><div class="booking_form_request" id="booking_form_request"><div id="booking_form_request_mess"></div>
<div class="has_calendar guest_icon"><div class="wpestate_guest_no_control_wraper"><div class="wpestate_guest_no_control_info form-control">${guestNo} Guests</div><div class="wpestate_guest_no_buttons" data-max-guest="6" data-max-extra-guest-no="0" data-overload-guest="0"><div class="max_guest_notice"></div>
${stepper('adults', adults, control)}${stepper('childs', children, control)}${stepper('infants', infants, control)}<a class="close_guest_control" href="#">Close</a></div><input type="hidden" name="guest_no" class="guest_no_hidden" value="${guestNo}"></div></div>
<input type="hidden" id="listing_edit" name="listing_edit" value="512"></div>`;

  it('WP Rentals 3.11: guest_no is adults + children of the steppers, which give the split (children 0 too)', async () => {
    const run = runAdapter('wpestate', '/properties/laurel-creek-cabin/', PROPERTY311(2, 2, 1));
    run.ajax(costs().replace('guest_no=5', 'guest_no=4'), FORM);
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '512', guests_adults: 2, guests_children: 2, total: 1300 })]);
    const none = runAdapter('wpestate', '/properties/laurel-creek-cabin/', PROPERTY311(3, 0, 0));
    none.ajax(costs().replace('guest_no=5', 'guest_no=3'), FORM);
    await none.settle();
    expect(none.events('quote')).toEqual([expect.objectContaining({ guests_adults: 3, guests_children: 0 })]);
  });

  it('WP Rentals 3.11: children billed apart (on_booking_control1) leave guest_no at the adults; steppers that disagree are not used', async () => {
    const apart = runAdapter('wpestate', '/properties/laurel-creek-cabin/', PROPERTY311(2, 1, 0, 'on_booking_control1'));
    apart.ajax(costs().replace('guest_no=5', 'guest_no=2'), FORM);
    await apart.settle();
    expect(apart.events('quote')).toEqual([expect.objectContaining({ guests_adults: 2, guests_children: 1 })]);
    const off = runAdapter('wpestate', '/properties/laurel-creek-cabin/', PROPERTY311(2, 1, 0));
    off.ajax(costs(), FORM);
    await off.settle();
    const [quote] = off.events('quote');
    expect(quote).toMatchObject({ guests_adults: 5 });
    expect(quote.guests_children ?? null).toBeNull();
  });

  it('WP Rentals 3.11 search: the guest control puts adults_fvalue / childs_fvalue beside guest_no in the query', async () => {
    document.body.className = 'page-template page-template-advanced_search_results';
    const run = runAdapter('wpestate', '/advanced-search/?check_in=12-14-2026&check_out=12-19-2026&guest_no=3&adults_fvalue=2&childs_fvalue=1&infants_fvalue=0&search_location=Blue+Ridge', '<h1 class="entry-title title_list_prop">Search: 4 results</h1>');
    await run.settle();
    document.body.className = '';
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 4, guests_adults: [2, 2], guests_children: [1, 1], checkin: '2026-12-14' })]);
  });
});
