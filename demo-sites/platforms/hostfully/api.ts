// What the Hostfully widget's endpoints answer (pathRoot = the agency's custom domain, here the site's own host).
// JSONP answers call the callback named by `jsoncallback` with two arguments, (state, data); the not-available
// dates call takes (data) only. Field names are the ones leadCaptureWidget_2.0.js reads (demo-sites/hostfully/SOURCES.md).
import { inlineJson, text, type DemoResponse } from '../../server/http.ts';
import { addDays, nightsOf, quoteStay, stayProblem, type Stay, type StayProblem } from '../../server/fixtures.ts';
import { CABINS, type Cabin } from './data.ts';

const JS = 'text/javascript;charset=UTF-8';
const CALLBACK = /^[A-Za-z_$][\w$]*$/;

/** `callback(arg1, arg2…);` for the `jsoncallback` the script tag named; 400 when it is missing or unsafe. */
export function jsonpCall(q: URLSearchParams, ...args: unknown[]): DemoResponse {
  const callback = q.get('jsoncallback') ?? '';
  if (!CALLBACK.test(callback)) return text('/**/ throw new Error("invalid jsoncallback");', 400, JS);
  return text(`${callback}(${args.map((a) => inlineJson(a)).join(',')});`, 200, JS);
}

export const cabinByUid = (uid: unknown): Cabin | undefined => CABINS.find((c) => c.uid === uid);

/** The widget sends the party as one number, `guests`. */
export const stayOf = (q: URLSearchParams): Stay => ({ checkin: q.get('checkIn') ?? '', checkout: q.get('checkOut') ?? '', adults: Number(q.get('guests')) || 1, children: 0 });

const RULES: Record<StayProblem['kind'], (p: any) => string> = {
  dates: () => 'Check-out must be after check-in.',
  'min-stay': (p) => `Minimum stay for these dates is ${p.minNights} nights.`,
  occupancy: (p) => `Maximum occupancy is ${p.maxGuests} guests.`,
  unavailable: () => 'These dates are not available.',
};

/** getproperty_api.jsp?jsoncallback&propertyUID&element -> (true, property); `acceptInstantBooking` where the
 * owner takes instant bookings (Hostfully's hosted book.jsp). */
export function propertyAnswer(q: URLSearchParams, instantBooking = false) {
  const cabin = cabinByUid(q.get('propertyUID'));
  if (!cabin) return jsonpCall(q, false, { element: q.get('element'), message: 'Unknown property.' });
  return jsonpCall(q, true, {
    element: q.get('element'), uid: cabin.uid, currencySymbol: '$', price: cabin.nightly, minStay: cabin.minNights,
    maximumGuests: cabin.maxGuests, acceptInstantBooking: instantBooking, discountCodes: [], onlyCheckInOnDay: null, timezoneOffset: -5,
  });
}

/** api/notavailabledates_get_api.jsp?jsoncallback&propertyUID&handleCheckInCheckOut=true&element -> (data) */
export function notAvailableAnswer(q: URLSearchParams) {
  const cabin = cabinByUid(q.get('propertyUID'));
  const nights = (cabin?.booked ?? []).flatMap(([from, to]) => nightsOf(from, to));
  return jsonpCall(q, {
    element: q.get('element'),
    checkIn: nights.map((date) => ({ date, reason: 'booking' })),
    checkOut: nights.map((date) => ({ date: addDays(date, 1), reason: 'booking' })),
  });
}

/** api/lead_getquotewidget_api.jsp?jsoncallback&propertyUID&guests&checkIn&checkOut&element&discountCode ->
 * (true, quote) or (false, { element, message }) for a stay the property's rules refuse. */
export function quoteAnswer(q: URLSearchParams) {
  const cabin = cabinByUid(q.get('propertyUID'));
  const stay = stayOf(q);
  const problem = cabin ? stayProblem(cabin, stay) : null;
  if (!cabin || problem) return jsonpCall(q, false, { element: q.get('element'), message: problem ? RULES[problem.kind](problem) : 'Unknown property.' });
  const quote = quoteStay(cabin, stay);
  const cleaning = quote.fees.find((f) => f.name === 'Cleaning Fee')?.amount ?? 0;
  const total = quote.total;
  return jsonpCall(q, true, {
    element: q.get('element'), rent: quote.rent, extraGuestsFee: 0, taxationRateAmount: 0, subtotal: quote.rent,
    cleaningFeeAmount: cleaning, cleaningFeeTaxAmount: 0,
    fees: quote.fees.filter((f) => f.name !== 'Cleaning Fee').map((f) => ({ name: f.name, amount: f.amount, taxAmount: null })),
    taxes: quote.taxes.map((t) => ({ name: t.name, amount: t.amount })),
    securityDepositAmount: cabin.securityDeposit,
    totalWithTaxes: Math.round((total + cabin.securityDeposit) * 100) / 100, totalWithTaxesWithoutSD: total,
    totalWithTaxesWithoutDiscount: Math.round((total + cabin.securityDeposit) * 100) / 100, totalWithTaxesWithoutDiscountANDSD: total,
    totalNights: quote.nights.length, minimumStay: cabin.minNights,
  });
}

/** lead_checkvalidity_ajx.jsp?propuid&checkIn&checkOut&guests&…: the XHR the widget runs before sending a lead. */
export function validityAnswer(q: URLSearchParams) {
  const cabin = cabinByUid(q.get('propuid'));
  const stay = stayOf(q);
  const problem = cabin ? stayProblem(cabin, stay) : null;
  return { isMinStayOkay: problem?.kind !== 'min-stay', isMaxStayOkay: true, isAvailable: !!cabin && problem?.kind !== 'unavailable', isGuestsOkay: problem?.kind !== 'occupancy' };
}

/** leadCaptureWidget_process.jsp?jsoncallback=jsonpCallbackLead&element&agencyID&…&propertyUID -> (state, lead) */
export function leadAnswer(q: URLSearchParams) {
  const cabin = cabinByUid(q.get('propertyUID'));
  const ok = !!cabin && !stayProblem(cabin, stayOf(q)) && (q.get('email') ?? '').includes('@') && !!(q.get('name') ?? '').trim();
  return jsonpCall(q, ok, {
    element: q.get('element'), name: q.get('name'), email: q.get('email'), guests: q.get('guests'),
    checkIn: q.get('checkIn'), checkOut: q.get('checkOut'), notes: q.get('notes') ?? '', phone: q.get('phone') ?? '',
  });
}

/** A lead's UID as Hostfully's hosted booking hands it back (`leadUid` on the redirectURL; the format is assumed). */
export const leadUid = (n: number): string => `b7d2c1e0-4a3f-4c55-9e61-${String(n).padStart(12, '0')}`;
