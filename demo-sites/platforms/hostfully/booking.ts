// Hostfully's hosted instant booking, as far as an owner's site sees it: the widget's instant-booking button leaves
// for book.jsp?action=instantbooking&…&propertyUID&redirectURL on pathRoot (the agency's custom domain); once the
// guest has booked there, Hostfully sends them to the embed's redirectURL, the owner's own thank-you page. The
// hosted page's content is not public: this stand-in shows the stay and a confirm button that posts it back.
import { formatMoney, quoteStay } from '../../server/fixtures.ts';
import { esc } from '../../server/http.ts';
import { stayOf } from './api.ts';
import type { Cabin } from './data.ts';

/** the query fields book.jsp is opened with (sendInstantBooking), carried through the stand-in's form */
const CARRIED = ['agencyID', 'checkIn', 'checkOut', 'guests', 'email', 'name', 'propertyUID', 'redirectURL'];

export function instantBookingMain(c: Cabin, q: URLSearchParams): string {
  const stay = stayOf(q);
  const total = quoteStay(c, stay).total;
  const hidden = CARRIED.map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k) ?? '')}">`).join('');
  return `<h1 class="page-title">Book ${esc(c.name)}</h1>
<form id="hf-instant-booking" class="card" method="post" action="/book.jsp">${hidden}
<p>${esc(stay.checkin)} – ${esc(stay.checkout)} · ${stay.adults} guests · ${esc(q.get('name') ?? '')}</p>
<p>Total <strong id="hf-booking-total">${formatMoney(total)}</strong></p>
<label><input type="checkbox" id="hf-agree" name="agree" value="1" required> I agree to the rental agreement</label>
<button type="submit" id="hf-book" class="btn">Confirm and pay</button></form>`;
}

/** The owner's thank-you page (the embed's redirectURL): the owner writes it; Hostfully adds `leadUid`. */
export const thankYouMain = (brand: string): string =>
  `<section class="card thank-you"><h1>Thank you for your booking!</h1><p>Your reservation with ${esc(brand)} is confirmed. A confirmation email is on its way.</p></section>`;
