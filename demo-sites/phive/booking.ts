// The plugin's admin-ajax action `phive_get_booked_price` (no nonce: the plugin's own script has `security`
// commented out) and the WooCommerce cart item a booking becomes. Request: product_id, book_from and book_to
// (Y-m-d; per-night products send the departure day as book_to), person_details[] (one count per participant
// type), resources_details, addon_data… Answer: JSON text, { price_html, price, from_date, to_date, org_from_date,
// org_to_date } with the dates in WordPress's date format, or { error_msg } holding the notice markup.
import { field, html, type Form } from '../server/http.ts';
import { isIsoDate, quoteStay, stayProblem, type Stay, type StayProblem } from '../server/fixtures.ts';
import { wcPrice, type WooItem } from '../server/woocommerce.ts';
import type { AjaxAction } from '../server/wordpress.ts';
import { COTTAGES, NOTICES, wpDate, type Cottage } from './data.ts';

export const cottageById = (id: unknown): Cottage | undefined => COTTAGES.find((c) => c.id === Number(id));

const notice = (text: string) => `<p id="booking_info_text"><span class="not-available-msg">${text}</span></p>`;

/** The plugin's notice for a range it refuses, or null when it can be booked. */
export function refusal(cottage: Cottage, stay: Stay): string | null {
  const problem = stayProblem(cottage, stay);
  return problem ? (NOTICES[problem.kind] as (p: StayProblem) => string)(problem) : null;
}

export function bookedPrice(form: Form): object {
  const cottage = cottageById(field(form, 'product_id'));
  const stay: Stay = { checkin: field(form, 'book_from'), checkout: field(form, 'book_to'), adults: Number(field(form, 'person_details')) || 1, children: 0 };
  const refused = cottage ? refusal(cottage, stay) : 'Invalid product.';
  if (refused || !cottage) return { error_msg: notice(refused ?? '') };
  const total = quoteStay(cottage, stay).total;
  return {
    price_html: wcPrice(total),
    price: String(total),
    from_date: wpDate(stay.checkin),
    to_date: wpDate(stay.checkout),
    org_from_date: stay.checkin,
    org_to_date: stay.checkout,
  };
}

/** admin-ajax answers with wp_die after `echo json_encode(…)`: JSON text served as text/html. */
export const phiveActions: Record<string, AjaxAction> = {
  phive_get_booked_price: { handle: (form) => html(JSON.stringify(bookedPrice(form))) },
};

type Read = { get(name: string): string | null };

/** The cart of a booking from the Book Now fields (the demo keeps the cart in the checkout URL), or null when it
 * cannot be booked: one item with WooCommerce item meta as the plugin names it. */
export function bookingCart(q: Read): { items: WooItem[]; fields: Record<string, string> } | null {
  const fields = Object.fromEntries(['add-to-cart', 'phive_book_from', 'phive_book_to', 'phive_book_persons'].map((n) => [n, q.get(n) ?? '']));
  const cottage = cottageById(fields['add-to-cart']);
  const stay: Stay = { checkin: fields.phive_book_from, checkout: fields.phive_book_to, adults: Number(fields.phive_book_persons) || 1, children: 0 };
  if (!cottage || !isIsoDate(stay.checkin) || refusal(cottage, stay)) return null;
  const meta: [string, string][] = [
    ['Booked From', wpDate(stay.checkin)],
    ['Booked To', wpDate(stay.checkout)],
    ['Guests', String(stay.adults)],
  ];
  return { items: [{ name: cottage.name, meta, total: quoteStay(cottage, stay).total }], fields };
}
