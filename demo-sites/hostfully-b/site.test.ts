import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('hostfully-b');
const truth = loadTruth('hostfully-b');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const UID = 'a3f85c10-9e2d-4b7a-8c61-0d5e4f2b9a74';
const ROOT = 'http://www.hostfully-b-demo.test/';
const jsonpArgs = async (path: string) => JSON.parse(`[${/^\w+\((.*)\);$/s.exec((await demo.get(path)).body)![1]}]`);

describe('hostfully-b: the widget answers agree with truth', () => {
  it('the embed names the redirectURL; the property takes instant bookings', async () => {
    const $ = await demo.page('/rentals/ridgeline-hideaway/');
    expect($('script:not([src])').text()).toContain(`"redirectURL":"${ROOT}thank-you/"`);
    const [, property] = await jsonpArgs(`/getproperty_api.jsp?jsoncallback=jsonpCallbackProperty&propertyUID=${UID}&element=1`);
    expect(property).toMatchObject({ uid: expected('open-cabin').listing_id, acceptInstantBooking: true });
  });

  it('quotes: one night refused with the minimum stay; the stay priced as truth says (deposit not in the shown total)', async () => {
    const quote = (checkOut: string) => jsonpArgs(`/api/lead_getquotewidget_api.jsp?jsoncallback=jsonpCallbackQuote&propertyUID=${UID}&guests=2&checkIn=2027-03-12&checkOut=${checkOut}&element=1&discountCode=null`);
    expect((await quote('2027-03-13'))[1].message).toBe(expected('check-in').error_message);
    const [state, d] = await quote('2027-03-15');
    expect([state, d.totalWithTaxesWithoutSD, d.totalWithTaxes]).toEqual([true, expected('check-out').total, expected('check-out').total + 200]);
  });
});

describe("hostfully-b: Hostfully's hosted instant booking and the owner's thank-you page", () => {
  it('book.jsp books the stay and sends the guest to redirectURL with the lead UID', async () => {
    const stay = `agencyID=ORB-55120&checkIn=2027-03-12&checkOut=2027-03-15&guests=2&email=dana.cho%40example.com&name=Dana%20Cho&propertyUID=${UID}&redirectURL=${ROOT}thank-you/`;
    const $ = await demo.page(`/book.jsp?action=instantbooking&${stay}`);
    expect($('#hf-booking-total').text()).toBe('$783.79');
    const posted = await demo.server().request('hostfully-b', '/book.jsp', { method: 'POST', body: `${stay}&agree=1`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect([posted.status, posted.headers.location]).toEqual([303, `${ROOT}thank-you/?leadUid=${expected('book').reservation_id}`]);
    expect((await demo.page('/thank-you/?leadUid=x'))('.thank-you h1').text()).toBe('Thank you for your booking!');
    expect((await demo.get('/book.jsp?propertyUID=nope')).status).toBe(404);
  });
});
