// SuperControl's booking summary, as its API answers it: GET {api domain}/v3/cart/summary/{cart key} (the owner's
// summary page takes the key from its hash, #k=…) -> the summary HTML the page shows and the booking's figures.
// Served here on the site's own host: the page's container names it with data-api-domain.
import { formatMoney, nightsOf, type Stay } from '../server/fixtures.ts';
import { esc } from '../server/http.ts';
import { ukDate } from './api.ts';
import type { Cottage } from './data.ts';

export interface Booking {
  bookingRef: number;
  cartKey: string;
  cottage: Cottage;
  stay: Stay;
  infants: number;
  leadGuest: { firstName: string; lastName: string; email: string };
  total: number;
  payments: { description: string; dueDate: string; amount: number }[];
}

/** SuperControl cart keys are GUIDs; the demo's carry the booking number so they are stable. */
export const cartKeyOf = (bookingRef: number): string => `5e0c9a4d-71b2-4c8e-a3f6-${bookingRef.toString(16).padStart(12, '0')}`;

const pounds = (n: number) => formatMoney(n, '£');

function summaryHtml(b: Booking): string {
  return `<div class="sc-summary"><h2>Thank you, ${esc(b.leadGuest.firstName)}. Your booking is confirmed.</h2>
<p>Booking reference <strong class="sc-booking-ref">${b.bookingRef}</strong></p>
<p>${esc(b.cottage.name)}, ${esc(b.cottage.village)} · arriving ${esc(ukDate(b.stay.checkin))} (from 4pm), leaving ${esc(ukDate(b.stay.checkout))} (by 10am)</p>
<ul class="price-list">${b.payments.map((p) => `<li><span>${esc(p.description)} due ${esc(p.dueDate)}</span><span>${pounds(p.amount)}</span></li>`).join('')}</ul>
<p>Total <strong>${pounds(b.total)}</strong></p></div>`;
}

/** The summary answer (200), or SuperControl's error object for an unknown cart (404). */
export function cartSummary(b: Booking | undefined, propertyGroupName: string): { status: number; body: unknown } {
  if (!b) return { status: 404, body: { message: 'Cart not found', status: 404 } };
  return {
    status: 200,
    body: {
      summaryHtml: summaryHtml(b),
      ownerBookingId: b.bookingRef,
      propertyGroupName,
      propertyId: b.cottage.id,
      propertyName: b.cottage.name,
      bookingArrival: `${b.stay.checkin}T00:00:00`,
      bookingNights: nightsOf(b.stay.checkin, b.stay.checkout).length,
      bookingAdults: b.stay.adults,
      bookingChildren: b.stay.children,
      bookingInfants: b.infants,
      bookingTotal: b.total,
      ownerCurrency: 'GBP',
      voucherCode: null,
      sendTrackingData: true,
    },
  };
}
