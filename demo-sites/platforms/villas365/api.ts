// The plugin's one admin-ajax action, `_villas_365_calculate_booking` (check_ajax_referer on `_ajax_nonce`),
// and what it answers. Its fields: propertyId, checkIn and checkOut as the floater's hidden date fields hold them
// (yyyy-mm-dd), adults, children ('' when none chosen). Three answer shapes, from the plugin's calculate_booking():
//   wp_send_json_success({ status: 'success', total: '£2,279.70', totalNights, perNight: '£285', rentTotal,
//                          taxTotal, serviceTotal, discountTotal, minimumNights, numberOfNightsOk, discount })
//   wp_send_json_success({ status: 'error', message })   the 365villas API refused the stay (the message is shown)
//   wp_send_json_error({ status: 'error' })              no usable booking came back (the floater says "We're sorry")
import { field, json, type Form } from '../../server/http.ts';
import { formatMoney, quoteStay, stayProblem, sum, type Stay, type StayProblem } from '../../server/fixtures.ts';
import { stayReader } from '../../server/stay-reader.ts';
import type { AjaxAction } from '../../server/wordpress.ts';
import { REFUSALS, VILLAS, type Villa } from './data.ts';

export const CALC_NONCE = '_villas_365_calculate_booking';

export const villaById = (id: unknown): Villa | undefined => VILLAS.find((v) => v.id === Number(id));

const gbp = (n: number) => formatMoney(n, '£');

export const stayOf = stayReader({ fields: { checkin: 'checkIn', checkout: 'checkOut', adults: 'adults', children: 'children' }, defaults: { adults: 0 } });

/** The API's refusal: null when the stay can be priced, '' when it cannot be read at all (no message). */
export function refusal(villa: Villa, stay: Stay): string | null {
  const problem = stayProblem(villa, stay);
  return problem && (REFUSALS[problem.kind] as (p: StayProblem) => string)(problem);
}

export function calculateBooking(form: Form) {
  const villa = villaById(field(form, 'propertyId'));
  const stay = stayOf((name) => field(form, name));
  const refused = villa && stay.adults ? refusal(villa, stay) : '';
  if (!villa || refused === '') return json({ success: false, data: { status: 'error' } });
  if (refused) return json({ success: true, data: { status: 'error', message: refused } });
  const q = quoteStay(villa, stay);
  return json({
    success: true,
    data: {
      status: 'success',
      total: gbp(q.total),
      totalNights: q.nights.length,
      perNight: `£${villa.nightly}`,
      rentTotal: gbp(q.rent),
      taxTotal: gbp(sum(q.taxes)),
      serviceTotal: gbp(sum(q.fees)),
      discountTotal: null,
      minimumNights: villa.minNights,
      numberOfNightsOk: 'true',
      discount: 0,
    },
  });
}

export const villasActions = (): Record<string, AjaxAction> => ({
  _villas_365_calculate_booking: { nonce: CALC_NONCE, nonceField: '_ajax_nonce', handle: calculateBooking },
});
