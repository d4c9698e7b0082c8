import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('hostfully-c');
const truth = loadTruth('hostfully-c');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const UID = '5b9d2e7f-1c4a-4e83-9f06-b8a3c71d2e50';
const ROOT = 'http://www.hostfully-c-demo.test/';
const jsonpArgs = async (path: string) => JSON.parse(`[${/^\w+\((.*)\);$/s.exec((await demo.get(path)).body)![1]}]`);

describe('hostfully-c: the widget answers agree with truth', () => {
  it('the embed names the redirectURL; the property takes instant bookings', async () => {
    const $ = await demo.page('/rentals/toccoa-river-cabin/');
    expect($('script:not([src])').text()).toContain(`"redirectURL":"${ROOT}thank-you-for-your-booking/"`);
    const [, property] = await jsonpArgs(`/getproperty_api.jsp?jsoncallback=jsonpCallbackProperty&propertyUID=${UID}&element=1`);
    expect(property).toMatchObject({ uid: expected('open-cabin').listing_id, acceptInstantBooking: true });
  });

  it('quotes: one night refused with the minimum stay; the stay priced as truth says (deposit not in the shown total)', async () => {
    const quote = (checkOut: string) => jsonpArgs(`/api/lead_getquotewidget_api.jsp?jsoncallback=jsonpCallbackQuote&propertyUID=${UID}&guests=6&checkIn=2027-04-09&checkOut=${checkOut}&element=1&discountCode=null`);
    expect((await quote('2027-04-10'))[1].message).toBe(expected('check-in').error_message);
    const [state, d] = await quote('2027-04-13');
    expect([state, d.totalWithTaxesWithoutSD, d.totalWithTaxes]).toEqual([true, expected('check-out').total, expected('check-out').total + 500]);
  });
});

describe("hostfully-c: Hostfully's hosted instant booking and the owner's thank-you page", () => {
  it('book.jsp books the stay and sends the guest to redirectURL with the lead UID', async () => {
    const stay = `agencyID=ORB-55120&checkIn=2027-04-09&checkOut=2027-04-13&guests=6&email=marcus.bell%40example.com&name=Marcus%20Bell&propertyUID=${UID}&redirectURL=${ROOT}thank-you-for-your-booking/`;
    const $ = await demo.page(`/book.jsp?action=instantbooking&${stay}`);
    expect($('#hf-booking-total').text()).toBe('$1,649.55');
    const posted = await demo.server().request('hostfully-c', '/book.jsp', { method: 'POST', body: `${stay}&agree=1`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([posted.status, posted.headers.location]).toEqual([303, `${ROOT}thank-you-for-your-booking/?leadUid=${expected('book').reservation_id}`]);
    expect((await demo.page('/thank-you-for-your-booking/?leadUid=x'))('.thank-you h1').text()).toBe('Thank you for your booking!');
    expect((await demo.get('/book.jsp?propertyUID=nope')).status).toBe(404);
  });
});
