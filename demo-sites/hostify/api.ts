// The Hostify Booking plugin's admin-ajax actions as its scripts call them (demo-sites/hostify/SOURCES.md):
// listing_price (the booking form, serialized into one `data` field), init_reservation and payment (the payment
// page, jQuery's nested `data[...]` fields). Answers follow the plugin's PHP handlers.
import { formatMoney, Ledger, quoteStay, stayProblem, type Stay } from '../server/fixtures.ts';
import { esc, field, json, type Form } from '../server/http.ts';
import { fromDayFirst } from '../server/dates.ts';
import type { AjaxAction } from '../server/wordpress.ts';
import { CURRENCY, FIRST_RESERVATION, LISTINGS, REFUSALS, type Listing } from './data.ts';

export const listingById = (id: unknown): Listing | undefined => LISTINGS.find((l) => String(l.id) === String(id));

/** ListingHelper::withSymbol: number_format(v, 2, '.', ','), the symbol before it with a non-breaking space. */
export const withSymbol = (n: number): string => `${CURRENCY.symbol}&nbsp;${formatMoney(n, '')}`;

/** The booking form's fields (start_date/end_date as DD-MM-YYYY, the plugin's hfyDFdef) as a stay. */
export function stayOf(get: (name: string) => string): Stay {
  const guests = Number(get('guests')) || 1;
  const children = Number(get('children')) || 0;
  return { checkin: fromDayFirst(get('start_date'), '-'), checkout: fromDayFirst(get('end_date'), '-'), adults: Number(get('adults')) || guests - children, children };
}

/** tpl/element/price-block.php with price-block-default.php: nights, cleaning fee, tax, total; Proceed to payment. */
export function priceBlock(listing: Listing, stay: Stay): string {
  const q = quoteStay(listing, stay);
  const row = (label: string, amount: number, extra = '') => `<div class='price-block-item${extra}'><div class="_label">${esc(label)}</div><div class="_value">${withSymbol(amount)}</div></div>`;
  return `<div class='price-block'>
${row(`Price for ${q.nights.length} nights`, q.rent)}
${q.fees.map((f) => row(f.name, f.amount)).join('\n')}
${row('Tax', q.taxes.reduce((t, x) => t + x.amount, 0))}
${row('Total', q.total, ' price-block-total')}
</div>
<div class='book-now'><input type="submit" formaction="/payment/" value="Proceed to payment" class="btn btn-lg btn-book-now btn-block" /></div>`;
}

/** Why the stay cannot be priced, as the plugin prints the API's error ('' when it can). */
export function refusal(listing: Listing | undefined, stay: Stay): string {
  if (!listing) return 'Unavailable';
  const p = stayProblem(listing, stay);
  return p ? (REFUSALS[p.kind] as (x: typeof p) => string)(p) : '';
}

interface Reservation { id: number; listing: number; stay: Stay; total: number; paid: boolean }

export function hostifyActions(): Record<string, AjaxAction> {
  const reservations = new Ledger<Reservation>(FIRST_RESERVATION);
  const fromData = (form: Form) => (name: string) => field(form, `data[${name}]`);
  return {
    // inc/ajax/hfy-ajax-listing-price.php: parse_str($_POST['data']) -> { success, data: price block or
    // <div class="calendar-error">error</div>, 'price-per-night' }
    listing_price: {
      handle(form) {
        const data = new URLSearchParams(field(form, 'data'));
        const listing = listingById(data.get('listing_id'));
        const stay = stayOf((n) => data.get(n) ?? '');
        const error = refusal(listing, stay);
        if (error || !listing) return json({ success: false, data: `<div class="calendar-error">${esc(error)}</div>`, 'price-per-night': '' });
        const q = quoteStay(listing, stay);
        return json({ success: true, data: priceBlock(listing, stay), 'price-per-night': (q.rent / q.nights.length).toFixed(2) });
      },
    },
    // the payment page first creates the reservation (unpaid), then charges it
    init_reservation: {
      handle(form) {
        const get = fromData(form);
        const listing = listingById(get('listing_id'));
        const stay = stayOf(get);
        if (!listing || refusal(listing, stay)) return json({ success: false, error: refusal(listing, stay) || 'Unavailable' });
        const r = reservations.record(JSON.stringify([listing.id, stay, get('email')]), (id) => ({ id, listing: listing.id, stay, total: quoteStay(listing, stay).total, paid: false }));
        return json({ success: true, reservation: r.id });
      },
    },
    // inc/ajax/hfy-ajax-payment.php (Stripe): { success: true, state: 'done', data: <the API's payment answer> }
    payment: {
      handle(form) {
        const get = fromData(form);
        const r = reservations.find(Number(get('reservationId')));
        if (!r || !field(form, 'data[stripeObject][id]')) return json({ success: false, error: 'Your card was not charged.' });
        r.paid = true;
        const code = `HB-${r.id}`;
        return json({
          success: true,
          state: 'done',
          data: {
            success: true,
            message: `Reservation created successfully!\nYour confirmation code is "${code}"`,
            reservation: { id: r.id, confirmation_code: code, listing_id: r.listing, currency: CURRENCY.iso, payout_price: r.total, tax_amount: quoteStay(listingById(r.listing)!, r.stay).taxes[0].amount, discount_code: '' },
            paymentData: { id: `pi_demo${r.id}`, created: '2026-11-25 10:14', card: 'visa **** 4242', amount: formatMoney(r.total, '') },
          },
        });
      },
    },
  };
}
