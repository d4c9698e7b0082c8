import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const demo = useDemo('villas365');
const truth = loadTruth('villas365');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const nonce = wpNonce('villas365', '_villas_365_calculate_booking');
const calculate = async (checkIn: string, checkOut: string, extra: Record<string, string | number> = {}) => {
  const res = await demo.form('/wp-admin/admin-ajax.php', { _ajax_nonce: nonce, action: '_villas_365_calculate_booking', propertyId: 8812, checkIn, checkOut, adults: 2, children: '', ...extra });
  return { status: res.status, body: res.status === 200 ? JSON.parse(res.body) : res.body };
};
const pounds = (s: string) => Number(s.replace(/[£,]/g, ''));

describe('villas365: _villas_365_calculate_booking', () => {
  it('prices 22/12-29/12 as truth says, in the plugin shape', async () => {
    const { body } = await calculate('2026-12-22', '2026-12-29');
    expect(body).toEqual({
      success: true,
      data: { status: 'success', total: '£2,279.70', totalNights: 7, perNight: '£285', rentTotal: '£1,995.00', taxTotal: '£119.70', serviceTotal: '£165.00', discountTotal: null, minimumNights: 5, numberOfNightsOk: 'true', discount: 0 },
    });
    const q = expected('quote');
    expect(pounds(body.data.total)).toBe(q.total);
    expect({ Rent: pounds(body.data.rentTotal), Fees: pounds(body.data.serviceTotal), Tax: pounds(body.data.taxTotal) }).toEqual(q.line_items);
  });

  it('forwards the API message for a short stay, and has nothing to say for an unreadable one', async () => {
    expect((await calculate('2026-12-19', '2026-12-21')).body).toEqual({ success: true, data: { status: 'error', message: expected('quote-error').error_message } });
    expect((await calculate('2026-12-22', '2026-12-21')).body).toEqual({ success: false, data: { status: 'error' } });
    expect((await calculate('2027-01-02', '2027-01-09')).body.data.message).toBe('The property is not available for the selected dates.');
  });

  it('checks the nonce like check_ajax_referer', async () => {
    expect(await calculate('2026-12-22', '2026-12-29', { _ajax_nonce: 'nope' })).toEqual({ status: 403, body: '-1' });
  });
});

describe('villas365: pages and booking', () => {
  it('properties list: the villas free for the query\'s stay; the heading counts them as truth does', async () => {
    const $ = await demo.page('/properties/?checkin=2026-12-22&checkout=2026-12-29&guests=2&view=list');
    expect($('._villas-365-property h5 a').map((_, el) => $(el).attr('href')).get()).toEqual(['/property/8812-villa-oliveira/', '/property/8830-quinta-das-figueiras/']);
    expect($('._villas-365-properties-title').text()).toBe(`${truth.steps.search.expect![0].payload.result_count} Available`);
    expect((await demo.page('/properties/'))('._villas-365-property').length).toBe(3);
    expect((await demo.page('/properties/?checkin=2026-12-22&checkout=2026-12-29&guests=12'))('._villas-365-properties').text()).toContain('No properties found.');
  });

  it('property page: the floater names the property, hidden yyyy-mm-dd fields, empty party options; the nonce is localized', async () => {
    const $ = await demo.page('/property/8812-villa-oliveira/');
    expect($('#_villas-365-property-floater').attr('data-property-id')).toBe(expected('open-property').listing_id);
    expect($('h1._villas-365-property-name').text()).toBe(expected('open-property').listing_name);
    expect($('h1').first().text()).toBe('Property');
    expect($('script:not([src])').text()).toContain(`"nonce":"${nonce}"`);
    expect($("#_villas-365-checkin[type='hidden'][name='checkin']").length).toBe(1);
    expect($('#_villas-365-children option').first().attr('value')).toBe('');
    expect((await demo.get('/property/villa-oliveira/')).status).toBe(404);
  });

  it('booking page (the widget stand-in), confirm: booking reference V365-10421', async () => {
    const stay = 'property=8812&checkin=2026-12-22&checkout=2026-12-29&adults=2&mode=book';
    const $ = await demo.page(`/booking/?${stay}`);
    expect($('#_365-olb-total').text()).toBe('£2,279.70');
    const server = demo.server();
    const posted = await server.request('villas365', '/booking/', { method: 'POST', body: `${stay}&firstname=Harriet&lastname=Cole&email=h%40example.co.uk&terms=1`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/booking-confirmation/?booking=V365-10421');
    const done = await demo.page('/booking-confirmation/?booking=V365-10421');
    expect(done('#_villas-365-booking-reference').text()).toBe('V365-10421');
    expect((await demo.get('/booking/?property=8812&checkin=2026-12-19&checkout=2026-12-21&adults=2')).status).toBe(404);
  });
});
