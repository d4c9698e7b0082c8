// Streamline's booking methods, read once for every adapter that sees them (streamline, bizcor). Every call of the
// Streamline Core (ResortPro) WordPress plugin carries { methodName, params }; the wire differs by version:
//   - newer plugin (AngularJS `rpapi`): POST /wp-admin/admin-ajax.php with an empty body and the call in the query:
//     ?action=streamlinecore-api-request&params={"methodName":…,"params":{…}} (Content-type application/json);
//   - older plugin / a site with a company code: POST of the JSON { methodName, params: {…, company_code} } straight
//     to Streamline's API server ($rootScope.APIServer, e.g. web.streamlinevrs.com/api/json);
//   - jQuery relays: the same admin-ajax action with `params` as a form field;
//   - (spec 7's headless booking API, api/rentals/public/streamline/…, is adapters/streamline-booking-api.ts's: no
//     public source shows it carrying method names; only its book-now answer shape is read here too)
// Calls are recognised by their method name wherever they go, so no per-site URL is needed.
// Dates are mm/dd/yyyy (yyyy-mm-dd is accepted too); occupants / occupants_small are adults / children (adults /
// children in some clients). Lists in answers (required_fees, taxes_details, …) come as one bare object when there
// is only one entry; money is numbers or strings.
//   search: GetPropertyAvailabilityWithRatesWordPress | …Simple | GetPropertyListWordPress (no dates) |
//           BizcorGetPropertyAvailabilityWithRatesWordPress -> data.available_properties.pagination.total_units;
//           later pages (page_number > 1, infinite scroll) and unit lists (include_units: favourites, recents,
//           compare) are not searches
//   quote:  VerifyPropertyAvailability -> { data: { id } } (nothing to report) or a refusal { status: { code,
//           description } }; GetPreReservationPrice -> data { price (rent), total, required_fees, taxes_details,
//           optional_fees (charged only when active), taxes, currency }
//   conversion: the thank-you page (global `streamline_transaction` + the default reservation table); the
//           headless book-now answer { success, res_number, rate: { base, fees, taxes, total } } (spec 7)
import { formField } from '../../net';
import { cleanText, parseDate, parseBoolean, pick, toInt } from '../../parse';
import { query, type Source, type Watch } from '../adapter';
import { all, attr, exists, text, value } from '../dom';
import { atLeast, exact, type Fields, type Money } from '../events';
import { feeItems } from '../kit/line-items';
import { readLastQuote } from '../journey';

type Call = { methodName?: unknown; params?: Record<string, unknown> };

/** The call a text holds as JSON, or null. (Text starting with { or [ parses to an object or array, or throws.) */
const callIn = (t: unknown): Call | null => {
  try {
    const c = typeof t == 'string' && /^\s*[[{]/.test(t) && JSON.parse(t);
    return c && 'methodName' in c ? c : null;
  } catch {
    return null;
  }
};

/** { methodName, params } of a request: its JSON body, else the `params` form field or query parameter. */
export const callOf = (url: string, body: string | null): Call | null => callIn(body) ?? callIn(formField(body, 'params') ?? query(url, 'params'));

/** Any call running a Streamline method whose name matches. */
export const streamlineMethod = (method: RegExp): Watch => ({
  test: (url, body) => (url + (body || '')).includes('methodName') && method.test(String(callOf(url, body)?.methodName)),
});

export const SEARCH_METHODS = /^(GetPropertyAvailabilityWithRatesWordPress|GetPropertyAvailabilitySimple|GetPropertyListWordPress)$/;
export const QUOTE_METHODS = /^(VerifyPropertyAvailability|GetPreReservationPrice)$/;

/** A parameter of the call: the first of `names` that is set. */
const param = (s: Source, ...names: string[]): unknown => {
  const p = (s.call && callOf(s.call.url, s.call.requestBody))?.params || {};
  for (const n of names) if (p[n] != null && p[n] !== '') return p[n];
  return null;
};
const mdy = (v: unknown) => parseDate(v, 'mdy');

/** An answer list: an array as is, one bare entry as a list of one, anything else empty. */
export const asList = (v: unknown): any[] => (Array.isArray(v) ? v : v && typeof v == 'object' ? [v] : []);

/** A search from the call; null for later pages and unit lists. */
export function streamlineSearch(s: Source): Fields | null {
  if ((toInt(param(s, 'page_number')) || 1) > 1 || param(s, 'include_units') != null) return null;
  const minBeds = param(s, 'min_bedrooms_number');
  const beds = minBeds ?? param(s, 'bedrooms_number');
  return {
    // a refusal ({ status }, e.g. no inventory) is an empty result
    result_count: pick(s.json, 'data', 'available_properties', 'pagination', 'total_units') ?? (pick(s.json, 'status') ? 0 : null),
    checkin: mdy(param(s, 'startdate')),
    checkout: mdy(param(s, 'enddate')),
    guests_adults: exact(param(s, 'occupants', 'adults', 'min_occupants')),
    guests_children: exact(param(s, 'occupants_small', 'children')),
    // plus logic asks for a minimum (spec 9: the open maximum is 9999); otherwise the count is exact
    bedrooms: beds == null ? null : [beds, minBeds != null ? 9999 : beds],
  };
}

/** A page parameter (query or Angular hash route), decoded once more: the plugin's links encode it twice. */
const pageParam = (name: string): string | null => {
  const v = query(location.href, name);
  try {
    return v && decodeURIComponent(v);
  } catch {
    return v;
  }
};

/** The results page's search, for when the call ran before this script: the stay in sd / ed / oc / ch (os) / beds
 * and the template's count line ("Showing 12 of 37 properties"). Equal to the call's search, so sent once. */
export function streamlineResultsPage(): Fields {
  const shown = text('.search-pagination');
  const total = shown && /\bof\s+([\d,]+)/i.exec(shown);
  return {
    result_count: total ? total[1] : shown,
    checkin: mdy(pageParam('sd')),
    checkout: mdy(pageParam('ed')),
    guests_adults: exact(pageParam('oc')),
    guests_children: exact(pageParam('ch') ?? pageParam('os')),
    bedrooms: atLeast(pageParam('beds')),
  };
}

/** The lines of an answer list priced above 0. */
const priced = (list: unknown): Money => feeItems(asList(list), 'priced');

/** Fee and tax lines of a price answer: required fees priced above 0, taxes, and optional fees marked active. */
function priceLines(d: unknown): Money {
  const taxes = priced(pick(d, 'taxes_details'));
  return {
    Rent: pick(d, 'price') as number,
    ...priced(pick(d, 'required_fees')),
    ...priced(asList(pick(d, 'optional_fees')).filter((f) => parseBoolean(f.active) === true)),
    ...(Object.keys(taxes).length ? taxes : { Taxes: pick(d, 'taxes') as number }),
  };
}

/** A VerifyPropertyAvailability refusal or a GetPreReservationPrice answer as a quote; the unit page's name wins
 * over the answer's unit_name (the page is what the visitor saw). */
export function streamlineQuote(s: Source): Fields {
  const d = pick(s.json, 'data');
  const hasPrice = pick(d, 'total') != null;
  return {
    listing_id: param(s, 'unit_id') ?? pick(d, 'unit_id'),
    listing_name: unitName() ?? pick(d, 'unit_name'),
    checkin: mdy(param(s, 'startdate')),
    checkout: mdy(param(s, 'enddate')),
    guests_adults: param(s, 'occupants', 'adults'),
    guests_children: param(s, 'occupants_small', 'children') ?? (hasPrice ? 0 : null),
    total: pick(d, 'total'),
    currency: pick(d, 'currency'),
    promo_code: param(s, 'coupon_code'),
    line_items: hasPrice ? priceLines(d) : {},
    error_message: pick(s.json, 'status', 'description'),
  };
}

/** Markers of the plugin's unit template (page-resortpro-listing-detail-template*.php): a path rule. */
export const streamlineUnitPage = () => exists('#unit_id, #resortpro-book-unit, input[name="book_unit"], [ng-init*="propertyId="]');
/** The thank-you page's localized ecommerce global: a path rule. */
export const streamlineThankYouPage = () => typeof (window as any).streamline_transaction == 'object';

const unitName = () => text('h1.c-main-heading') ?? text('h1.property-title') ?? text('main h1') ?? text('.breadcrumb .active');

/** The unit template's listing: the unit id (#unit_id, the booking form's book_unit, ng-init propertyId) and name. */
export function streamlineUnit(): Fields {
  const init = /propertyId\s*=\s*(\d+)/.exec(attr('[ng-init*="propertyId"]', 'ng-init') || '');
  return { listing_id: value('#unit_id') ?? value('input[name="book_unit"]') ?? (init && init[1]), listing_name: unitName() };
}

/** The value cell of the first table row whose label cell matches (the thank-you content's table). */
function row(label: RegExp): string | null {
  for (const tr of all('tr')) {
    const cells = all('td, th', tr);
    if (cells.length > 1 && label.test(cleanText(cells[0].textContent) || '')) return cleanText(cells[1].textContent);
  }
  return null;
}

/** The thank-you page: the plugin's `streamline_transaction` global (id, unit_name, rent, tax) and its default
 * reservation table (Reservation #, Arrival, Departure, Guests, Total Cost); null without a reservation number. */
export function streamlineThankYou(): Fields | null {
  const t = (window as any).streamline_transaction;
  const id = cleanText(t && t.id) ?? row(/^reservation\s*(#|number|id)/i);
  if (!id) return null;
  const name = cleanText(t && t.unit_name) ?? row(/^(property|unit)/i);
  // the page names the unit but not its id: the stored quote of the same unit has it (else the name stands in)
  const quoted = readLastQuote();
  return {
    reservation_id: id,
    listing_id: quoted?.listing_name === name ? quoted.listing_id : null,
    listing_name: name,
    checkin: mdy(row(/^arrival/i)),
    checkout: mdy(row(/^departure/i)),
    guests_adults: row(/^guests|^adults/i),
    total: row(/^total/i),
  };
}

/** Spec 7's headless book-now answer; null for refusals and for answers without a reservation number. */
export function streamlineBooking(s: Source): Fields | null {
  const r = s.json;
  if (!pick(r, 'res_number') || pick(r, 'success') === false) return null;
  const rate = pick(r, 'rate');
  // the answer's value, else the call's
  const answerOrCall = (name: string) => pick(r, name) ?? param(s, name);
  return {
    reservation_id: pick(r, 'res_number'),
    listing_id: answerOrCall('unit_id'),
    listing_name: pick(r, 'name'),
    checkin: mdy(answerOrCall('startdate')),
    checkout: mdy(answerOrCall('enddate')),
    guests_adults: answerOrCall('occupants'),
    guests_children: answerOrCall('occupants_small'),
    total: pick(rate, 'total'),
    currency: pick(r, 'currency'),
    line_items: { Rent: pick(rate, 'base') as number, ...priced(pick(rate, 'fees')), Taxes: pick(rate, 'taxes') as number },
    success: true,
  };
}
