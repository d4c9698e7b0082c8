// Streamline's booking methods (spec 7), read once for every adapter that sees them. A call carries
// { methodName, params }: Streamline sites post it as the JSON body of their booking API
// (api/rentals/public/streamline/…); sites running Streamline's WordPress plugin (Bizcor's) post it through
// admin-ajax, action `streamlinecore-api-request`, as the JSON `params` form field. Dates mm/dd/yyyy;
// occupants / occupants_small are adults / children. Pages pass the same stay as sd / ed / oc / os / beds.
//   search: GetPropertyAvailabilityWithRatesWordPress (…Simple, BizcorGetPropertyAvailabilityWithRatesWordPress)
//           -> data.available_properties.pagination.total_units; bedrooms_number is a minimum
//   quote:  VerifyPropertyAvailability -> { data: { id } } (nothing to report) or a refusal
//           { status: { code, description } }, forwarded as the quote error;
//           GetPreReservationPrice -> data { price (rent), total, required_fees, taxes_details }, money as strings;
//           a required fee counts when priced above 0 (a "0.00" Pet Fee does not), optional_fees are not charged
import { pick, parseDate } from '../parse';
import type { Source, Watch } from './adapter';
import { text } from './dom';
import { feeItems } from './events';

const json = (t: string | null): unknown => {
  try {
    return t && JSON.parse(t);
  } catch {
    return null;
  }
};
const methodOf = (body: string | null) => pick(json(new URLSearchParams(body || '').get('params')), 'methodName');

/** The call's { methodName, params }: its JSON body, or the plugin's `params` field. */
export const streamlineCall = (s: Source): unknown => s.body || json(s.param('params'));

/** A stay field: the call's params.<name>, or (a page capture) the page query's <short>. */
export const streamlineParam = (s: Source, name: string, short?: string): unknown =>
  s.call ? pick(streamlineCall(s), 'params', name) : short ? s.param(short) : null;

/** admin-ajax calls of the WordPress plugin running one of these methods. */
export const pluginMethod = (method: RegExp): Watch => ({
  ajaxAction: 'streamlinecore-api-request',
  test: (_url, body) => method.test(String(methodOf(body))),
});


/** A search from the call, or from the results page (its query, and the count shown in `countSelector`). */
export const streamlineSearch = (s: Source, countSelector?: string) => {
  const adults = streamlineParam(s, 'occupants', 'oc');
  const children = streamlineParam(s, 'occupants_small', 'os');
  return {
    result_count: s.call ? pick(s.json, 'data', 'available_properties', 'pagination', 'total_units') : countSelector ? text(countSelector) : null,
    checkin: parseDate(streamlineParam(s, 'startdate', 'sd'), 'mdy'),
    checkout: parseDate(streamlineParam(s, 'enddate', 'ed'), 'mdy'),
    guests_adults: [adults, adults],
    guests_children: [children, children],
    bedrooms: [streamlineParam(s, 'bedrooms_number', 'beds'), 9999],
  };
};

/** A VerifyPropertyAvailability or GetPreReservationPrice answer as a quote (the page adds the listing name). */
export const streamlineQuote = (s: Source) => {
  const d = pick(s.json, 'data');
  return {
    listing_id: streamlineParam(s, 'unit_id'),
    checkin: parseDate(streamlineParam(s, 'startdate'), 'mdy'),
    checkout: parseDate(streamlineParam(s, 'enddate'), 'mdy'),
    guests_adults: streamlineParam(s, 'occupants'),
    guests_children: streamlineParam(s, 'occupants_small'),
    total: pick(d, 'total'),
    line_items: { Rent: pick(d, 'price'), ...feeItems(pick(d, 'required_fees'), 'priced'), ...feeItems(pick(d, 'taxes_details'), 'priced') },
    error_message: pick(s.json, 'status', 'description'),
  };
};
