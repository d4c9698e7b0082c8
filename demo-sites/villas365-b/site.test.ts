import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const demo = useDemo('villas365-b');
const truth = loadTruth('villas365-b');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const nonce = wpNonce('villas365-b', '_villas_365_calculate_booking');
const calculate = async (checkIn: string, checkOut: string) => {
  const res = await demo.form('/wp-admin/admin-ajax.php', { _ajax_nonce: nonce, action: '_villas_365_calculate_booking', propertyId: 8817, checkIn, checkOut, adults: 2, children: '1' });
  return JSON.parse(res.body);
};
const pounds = (s: string) => Number(s.replace(/[£,]/g, ''));

describe('villas365-b: the plugin answers agree with truth', () => {
  it('properties list: the villas free for the stay, counted in the heading', async () => {
    const $ = await demo.page('/properties/?checkin=2027-01-10&checkout=2027-01-15&guests=3&view=list');
    expect($('._villas-365-property h5 a').map((_, el) => $(el).attr('href')).get()).toEqual(['/property/8812-villa-oliveira/', '/property/8817-casa-do-mar/']);
    expect($('._villas-365-properties-title').text()).toBe(`${expected('search').result_count} Available`);
  });

  it('_villas_365_calculate_booking: the short stay refused with the message, the stay priced as truth says', async () => {
    expect(await calculate('2027-01-10', '2027-01-12')).toEqual({ success: true, data: { status: 'error', message: expected('quote-error').error_message } });
    const { data } = await calculate('2027-01-10', '2027-01-15');
    expect(pounds(data.total)).toBe(expected('quote').total);
    expect({ Rent: pounds(data.rentTotal), Fees: pounds(data.serviceTotal), Tax: pounds(data.taxTotal) }).toEqual(expected('quote').line_items);
  });
});

describe('villas365-b: the confirm booking page', () => {
  it('the booking widget stand-in sends the guest to /thank-you/ with the reference', async () => {
    const stay = 'property=8817&checkin=2027-01-10&checkout=2027-01-15&adults=2&children=1&mode=book';
    const posted = await demo.server().request('villas365-b', '/booking/', { method: 'POST', body: `${stay}&firstname=A&lastname=B&email=a%40example.co.uk&terms=1`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([posted.status, posted.headers.location]).toEqual([303, `/thank-you/?booking=${expected('confirm').reservation_id}`]);
    const done = await demo.page(posted.headers.location as string);
    expect(done('#_villas-365-booking-reference').text()).toBe(expected('confirm').reservation_id);
    expect((await demo.get('/booking-confirmation/?booking=V365-10421')).status).toBe(404);
  });
});
