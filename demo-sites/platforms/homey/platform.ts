// What every site on Favethemes' Homey theme answers the same way, whatever its listings: Homey itself and the
// child themes built on it (Boostly's). Generic over a site's units, so a Homey-based demo site is its data and
// its templates. Facts from Homey 2.4 (`rafaelcs/rental`@220315d):
// - datepicker dates in the site's `homey_date_format` (framework/options/homey-options.php L517–531);
// - homey_half_map's answer `{ getListings, listings, total_results: "<n> Rentals", listingHtml }`
//   (framework/functions/search.php L1327–1330);
// - homey_calculate_booking_cost's HTML fragment, rows and labels as homey_calculate_booking_cost_ajax_nightly
//   prints them (framework/functions/reservation.php L2346–2483; labels localization.php L476–486).
import { formatMoney, isIsoDate, quoteStay, toShortDate, type Stay, type Unit } from '../../server/fixtures.ts';
import { field, html, json, type DemoRequest, type Form, type Route } from '../../server/http.ts';
import type { Chrome } from '../../server/shell.ts';
import { wooRoutes, type WooItem } from '../../server/woocommerce.ts';
import type { AjaxAction } from '../../server/wordpress.ts';

/** A Homey datepicker value ('12-14-2026' in 'mm-dd-yy', '14.12.2026' in 'dd.mm.yy') as yyyy-mm-dd; '' when it
 * does not fit the format (jQuery UI's 'yy' is the four-digit year). */
export function fromHomeyDate(value: string, format: string): string {
  const order = format.split(/[^a-z]+/);
  const parts = value.trim().split(/[^0-9]+/);
  if (order.length !== 3 || parts.length !== 3) return '';
  const at = (token: string) => parts[order.indexOf(token)] ?? '';
  const [y, m, d] = [at('yy'), at('mm').padStart(2, '0'), at('dd').padStart(2, '0')];
  return /^\d{4}$/.test(y) && /^\d{2}$/.test(m) && /^\d{2}$/.test(d) ? `${y}-${m}-${d}` : '';
}

/** homey_half_map's answer for the listings found: pins for the map, the count as "<n> Rentals", the cards. */
export function halfMapAnswer<T>(found: T[], pin: (unit: T) => Record<string, unknown>, card: (unit: T) => string) {
  const total_results = `${found.length} ${found.length === 1 ? 'Rental' : 'Rentals'}`;
  if (!found.length) return { getListings: false, total_results };
  return { getListings: true, listings: found.map(pin), total_results, listingHtml: found.map(card).join('\n') };
}

/** Which of a unit's fees fills which of Homey's cost rows (fee names as the site's data calls them). */
export interface HomeyFeeRoles {
  cleaning?: string;
  cityFee?: string;
  deposit?: string;
  /** Homey's services fee (a booking fee the site adds to every reservation) */
  services?: string;
}

/** Homey's own row labels (localization.php cs_cleaning_fee, cs_city_fee, cs_sec_deposit, cs_services_fee, cs_taxes). */
export const HOMEY_LABELS = { cleaning: 'Cleaning fee', cityFee: 'City fee', deposit: 'Security deposit', services: 'Service fees', taxes: 'Taxes' } as const;

/**
 * homey_calculate_booking_cost's fragment for a nightly stay: the total on the right of
 * .payment-list-price-detail, then in .collapseExample the nights row ("$229.00 x 5 Nights"), the cleaning fee,
 * the Sub Total row (total less city fee, deposit, services fee and taxes), city fee, security deposit, services
 * fee and "Taxes <percent>%"; rows whose amount is 0 are left out, as Homey does.
 */
export function homeyCostFragment(unit: Unit, stay: Stay, roles: HomeyFeeRoles, money: (n: number) => string = formatMoney): string {
  const q = quoteStay(unit, stay);
  const fee = (role: keyof HomeyFeeRoles) => q.fees.find((f) => !f.optional && f.name === roles[role])?.amount ?? 0;
  const taxes = q.taxes.reduce((t, line) => t + line.amount, 0);
  const percent = unit.taxes.map((t) => t.percent).reduce((a, b) => a + b, 0);
  const row = (label: string, amount: number, cls = '') => (amount ? `<li${cls ? ` class="${cls}"` : ''}>${label} <span>${money(amount)}</span></li>` : '');
  const subTotal = q.total - fee('cityFee') - fee('deposit') - fee('services') - taxes;
  return `<div class="payment-list-price-detail clearfix">
<div class="pull-left"><div class="payment-list-price-detail-total-price">Total</div><div class="payment-list-price-detail-note">Includes taxes and fees</div></div>
<div class="pull-right text-right"><div class="payment-list-price-detail-total-price">${money(q.total)}</div><a class="payment-list-detail-btn" data-toggle="collapse" data-target=".collapseExample" href="javascript:void(0);" aria-expanded="false" aria-controls="collapseExample">View details</a></div>
</div>
<div class="collapse collapseExample" id="collapseExample"><ul>
<li class="homey_price_first">${money(unit.nightly)} x ${q.nights.length} ${q.nights.length === 1 ? 'Night' : 'Nights'} <span>${money(q.rent)}</span></li>
${[
  row(HOMEY_LABELS.cleaning, fee('cleaning')),
  `<li class="sub-total">Sub Total<span>${money(subTotal)}</span></li>`,
  row(HOMEY_LABELS.cityFee, fee('cityFee')),
  row(HOMEY_LABELS.deposit, fee('deposit')),
  row(HOMEY_LABELS.services, fee('services')),
  row(`${HOMEY_LABELS.taxes} ${percent}%`, taxes),
]
  .filter(Boolean)
  .join('\n')}
</ul></div>`;
}

/** The nonce actions of Homey's search and reservation calls. */
export const HOMEY_MAP_NONCE = 'homey_map_ajax_nonce';
export const HOMEY_RESERVATION_NONCE = 'reservation-security-nonce';

/** The stay of a booking call: check_in_date / check_out_date, adult_guest + child_guest; the cost call's guest
 * fields are shifted (see assets/homey-booking.js), so without child_guest only `guests` (the sum) counts, as
 * in Homey's own handler (intval($_POST['guests'])). */
export function homeyStay(form: Form): Stay {
  if (field(form, 'child_guest') === '' && field(form, 'guests') !== '')
    return { checkin: field(form, 'check_in_date'), checkout: field(form, 'check_out_date'), adults: Number(field(form, 'guests')) || 1, children: 0 };
  const adults = Number(field(form, 'adult_guest')) || Number(field(form, 'guests')) || 1;
  return { checkin: field(form, 'check_in_date'), checkout: field(form, 'check_out_date'), adults, children: Number(field(form, 'child_guest')) || 0 };
}

/** What a Homey site's reservation calls need of it: its listings, its refusal texts, its cost fragment. */
export interface HomeyReservations<L extends Unit> {
  listingById(id: unknown): L | undefined;
  /** the site's refusal text for a stay, or null when it can be booked */
  refusal(listing: L, stay: Stay): string | null;
  /** homey_calculate_booking_cost's fragment for a bookable stay */
  costFragment(listing: L, stay: Stay): string;
  texts: { badDates: string; datesAvailable: string };
}

/** check_booking_availability_on_date_change, homey_calculate_booking_cost and homey_instance_booking (whose
 * checkout URL is on the host the call came to). */
export function homeyReservationActions<L extends Unit>(site: HomeyReservations<L>): Record<string, AjaxAction> {
  const origin = (req: DemoRequest) => `http://${req.headers.host}`;
  return {
    check_booking_availability_on_date_change: {
      nonce: HOMEY_RESERVATION_NONCE,
      handle(form) {
        const listing = site.listingById(field(form, 'listing_id'));
        const problem = listing ? site.refusal(listing, { ...homeyStay(form), adults: 1, children: 0 }) : site.texts.badDates;
        return json({ success: !problem, message: problem ?? site.texts.datesAvailable });
      },
    },
    homey_calculate_booking_cost: {
      nonce: HOMEY_RESERVATION_NONCE,
      handle(form) {
        const listing = site.listingById(field(form, 'listing_id'));
        const stay = homeyStay(form);
        return html(listing && isIsoDate(stay.checkin) && stay.checkout > stay.checkin ? site.costFragment(listing, stay) : '');
      },
    },
    homey_instance_booking: {
      nonce: HOMEY_RESERVATION_NONCE,
      handle(form, req) {
        const listing = site.listingById(field(form, 'listing_id'));
        const stay = homeyStay(form);
        const problem = listing ? site.refusal(listing, stay) : site.texts.badDates;
        if (problem || !listing) return json({ success: false, message: problem });
        const query = new URLSearchParams({
          listing_id: String(listing.id),
          check_in: stay.checkin,
          check_out: stay.checkout,
          guests: String(stay.adults + stay.children),
          adult_guest: String(stay.adults),
          child_guest: String(stay.children),
        });
        return json({ success: true, message: '', instance_url: `${origin(req)}/checkout/?${query}` });
      },
    },
  };
}

/** The checkout URL's fields homey_instance_booking answered with; the cart lives in them. */
const CART_FIELDS = ['listing_id', 'check_in', 'check_out', 'adult_guest', 'child_guest'];

/** The WooCommerce cart line of a checkout URL's fields (null when the stay cannot be booked). */
function homeyCartItem<L extends Unit>(site: HomeyReservations<L>, q: (name: string) => string): WooItem | null {
  const listing = site.listingById(q('listing_id'));
  const stay = { checkin: q('check_in'), checkout: q('check_out'), adults: Number(q('adult_guest')) || 1, children: Number(q('child_guest')) || 0 };
  if (!listing || !isIsoDate(stay.checkin) || site.refusal(listing, stay)) return null;
  const meta: [string, string][] = [
    ['Check-in', toShortDate(stay.checkin)],
    ['Check-out', toShortDate(stay.checkout)],
    ['Adults', String(stay.adults)],
    ['Children', String(stay.children)],
  ];
  return { name: listing.name, meta, total: quoteStay(listing, stay).total };
}

/** WooCommerce's checkout and order pages for a Homey site (body class homey-theme), the cart in the URL. */
export function homeyShop<L extends Unit>(site: HomeyReservations<L>, shop: { site: string; chrome: Chrome; firstOrderId: number }): Route[] {
  return wooRoutes({
    ...shop,
    bodyClass: 'homey-theme',
    cart(query) {
      const item = homeyCartItem(site, (name) => query.get(name) ?? '');
      return item && { items: [item], fields: Object.fromEntries(CART_FIELDS.map((name) => [name, query.get(name) ?? ''])) };
    },
    order(form) {
      const item = homeyCartItem(site, (name) => field(form, name));
      return item ? [item] : 'Sorry, those dates are no longer available.';
    },
  });
}
