// WP Rentals' differences from the demo server's WordPress and Homey code: its date format (mm-dd-yyyy), the booking-valability check ('run' or
// 'stop'), wpestate_ajax_show_booking_costs's cost form (HTML rows, extras with their checkboxes, TOTAL), and the
// advanced-search and property templates.
import { esc, field, type Form } from '../server/http.ts';
import { formatMoney, fromUsDate, isIsoDate, money, nightsOf } from '../server/fixtures.ts';
import { CABINS, type Cabin } from './data.ts';

export const NONCE = 'wprentals_add_booking_nonce';

/** "12-14-2026" (the site's display format, mm-dd-yy) or "2026-12-14" (what the cost call sends) -> "2026-12-14";
 * '' when it is neither. */
export const isoOf = (siteDate: string): string => (isIsoDate(siteDate) ? siteDate : fromUsDate(siteDate.replace(/-/g, '/')));
export const cabinById = (id: unknown): Cabin | undefined => CABINS.find((c) => c.id === Number(id));
const cabinUrl = (c: Cabin) => `/properties/${c.slug}/`;

export const isFree = (c: Cabin, from: string, to: string): boolean => !!from && to > from && nightsOf(from, to).every((n) => !c.booked.some(([a, b]) => n >= a && n < b));

/** wpestate_ajax_check_booking_valability: 'run' when every night is free, else 'stop'. */
export const valability = (form: Form): string => {
  const c = cabinById(field(form, 'listing_id'));
  return c && isFree(c, isoOf(field(form, 'book_from')), isoOf(field(form, 'book_to'))) ? 'run' : 'stop';
};

export interface Costs {
  rows: [string, number][];
  extras: { name: string; price: number; chosen: boolean }[];
  total: number;
}

/** The cost of a stay: nights, extra guests over `included`, cleaning, city fee, tax on nights + extra guests,
 * and the chosen extras (untaxed). */
export function costsOf(c: Cabin, from: string, to: string, guests: number, chosen: string[]): Costs {
  const nights = nightsOf(from, to).length;
  const rent = money(c.nightly * nights);
  const extraGuests = Math.max(0, guests - c.included);
  const rows: [string, number][] = [[`${formatMoney(c.nightly)} x ${nights} nights`, rent]];
  if (extraGuests) rows.push([`Costs for ${extraGuests} extra guests`, money(extraGuests * c.extraGuest * nights)]);
  rows.push(['Cleaning Fee', c.cleaning], ['City Fee', c.cityFee]);
  rows.push(['Taxes', money(((rent + extraGuests * c.extraGuest * nights) * c.tax) / 100)]);
  const extras = c.extras.map((e, i) => ({ ...e, chosen: chosen.includes(String(i)) }));
  const total = money(rows.reduce((t, [, v]) => t + v, 0) + extras.filter((e) => e.chosen).reduce((t, e) => t + e.price, 0));
  return { rows, extras, total };
}

/** wpestate_ajax_show_booking_costs: the cost form the widget inserts before #add_costs_here, as the theme prints it
 * (ajax_functions_booking.php): .cost_row rows, then #total_cost_row with the amount in data_total_price. The
 * optional extras are not in it: they live on the page and only change the shown total. */
export function costForm(form: Form): string {
  const c = cabinById(field(form, 'property_id'));
  const [from, to] = [isoOf(field(form, 'fromdate')), isoOf(field(form, 'todate'))];
  if (!c || !from || !(to > from)) return '';
  const costs = costsOf(c, from, to, Number(field(form, 'guest_no')) || 1, []);
  const row = (label: string, value: string) => `<div class="cost_row"><div class="cost_explanation">${label}</div><div class="cost_value">${value}</div></div>`;
  return `<div class="show_cost_form" id="show_cost_form" >
${costs.rows.map(([label, v]) => row(esc(label), formatMoney(v))).join('\n')}
<div class="cost_row" id="total_cost_row"><div class="cost_explanation"><strong>TOTAL</strong></div><div class="cost_value" data_total_price="${costs.total}" >${formatMoney(costs.total)}</div></div>
</div>`;
}

export function searchMain(q: URLSearchParams): string {
  const [from, to] = [isoOf(q.get('check_in') ?? ''), isoOf(q.get('check_out') ?? '')];
  const guests = Number(q.get('guest_no')) || 0;
  const place = q.get('search_location') ?? '';
  const found = CABINS.filter((c) => (!place || c.city === place) && c.maxGuests >= guests && (!from || !to || isFree(c, from, to)));
  const cards = found.map(
    (c) => `<div class="listing_wrapper col-md-4" data-listid="${c.id}"><div class="property_listing" data-link="${cabinUrl(c)}">
<h4><a href="${cabinUrl(c)}">${esc(c.name)}</a></h4><div class="property_location">${esc(c.city)}, GA · up to ${c.maxGuests} guests</div>
<div class="listing_unit_price_wrapper"><span class="price_unit">${formatMoney(c.nightly)}</span> / night</div></div></div>`,
  );
  return `<h1 class="entry-title title_list_prop">Advanced Search: ${found.length} results</h1>
<form class="adv-search" action="/advanced-search/" method="get"><input name="check_in" value="${esc(q.get('check_in') ?? '')}"> <input name="check_out" value="${esc(q.get('check_out') ?? '')}"> <input name="guest_no" value="${guests || ''}"> <input name="search_location" value="${esc(place)}"> <button class="wpb_btn-info">Search</button></form>
<div id="listing_ajax_container" class="row">${cards.join('\n') || '<p class="no_results">We didn\'t find any results</p>'}</div>`;
}

export const propertyMain = (c: Cabin, nonce: string): string => `<h1 class="entry-title entry-prop">${esc(c.name)}</h1>
<div class="property_categs">${esc(c.city)}, Georgia · sleeps ${c.maxGuests}</div>
<div class="booking_form_request" id="booking_form_request"><div class="listing_main_image_price">${formatMoney(c.nightly)} / night</div>
<input type="hidden" id="listing_edit" name="listing_edit" value="${c.id}"><input type="hidden" id="wprentals_add_booking" value="${nonce}">
<input type="text" id="start_date" placeholder="Check-in" autocomplete="off"> <input type="text" id="end_date" placeholder="Check-out" autocomplete="off">
<div class="dropdown form-control"><div data-toggle="dropdown" id="booking_guest_no_wrapper" class="filter_menu_trigger" data-value="all"><div class="text_selection">Guests</div></div>
<input type="hidden" name="booking_guest_no" value=""><ul class="dropdown-menu filter_menu" role="menu" id="booking_guest_no_wrapper_list">${Array.from({ length: c.maxGuests }, (_, i) => `<li role="presentation" data-value="${i + 1}">${i + 1} guests</li>`).join('')}</ul></div>
<div id="booking_form_request_mess" class="hidden"></div>
<div id="add_costs_here"></div>
${c.extras.map((e, i) => `<div class="cost_row cost_row_extra wpestate_show_extra_options_booking" data-value_add="${e.price}" data-value_how="0" data-value_name="${esc(e.name)}"><div class="cost_explanation"> <input type="checkbox" data-key="${i}" class="form-control" value="1" name="checkbox"> ${esc(e.name)} </div><div class="cost_value"><div class="cost_value_show">${formatMoney(e.price)}</div> Single Fee</div></div>`).join('\n')}
<input type="submit" id="submit_booking_front" class="wpb_btn-info" data-guestfromone="0" data-overload="1" value="Book Now"></div>`;
