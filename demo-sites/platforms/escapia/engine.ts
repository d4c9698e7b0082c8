// The ColdFusion Escapia engine's answers (demo-sites/escapia/SOURCES.md): the detail page's POST /rentals/ajax/get-pdp-rates.cfm
// (the #refineForm serialized: formtype=details-datepicker, page, propertyid, unitshortname, redskyclient,
// strcheckin, strcheckout as MM/DD/YYYY) answers an HTML fragment: ul.property-cost-list with the rent, the
// all-in .pdp-quote-total, the #detailBookBtn hand-off to book-now.cfm and the split-cost calculator's hidden
// #splitCalcTotalVal; a refusal is the EVRN error text in div.alert.alert-danger (after the minimum-stay note).
// The results page's POST /rentals/ajax/results.cfm (#refineForm + #sortForm) answers the result cards and sets
// the NUMRESULTS cookie the page reads its count from.
import { esc } from '../../server/http.ts';
import { formatMoney, fromUsDate, isAvailable, quoteStay, stayProblem, toUsDate, type Stay } from '../../server/fixtures.ts';
import { EVRN_ERRORS, RENTALS, type Rental } from './data.ts';

export const BOOKING_DIR = '/rentals';
export const rentalByCode = (code: string | null): Rental | undefined => RENTALS.find((r) => r.code === code);
export const rentalUrl = (r: Rental): string => `${BOOKING_DIR}/${r.slug}`;

/** A stay from the engine's fields (MM/DD/YYYY; the results form spells them strCheckin/strCheckout). */
export const stayFrom = (read: (name: string) => string | null, adults = 1): Stay => ({
  checkin: fromUsDate(read('strcheckin') || read('strCheckin') || ''),
  checkout: fromUsDate(read('strcheckout') || read('strCheckout') || ''),
  adults,
  children: 0,
});

export function refusal(r: Rental, stay: Stay): string | null {
  const problem = stayProblem(r, stay);
  return problem && EVRN_ERRORS[problem.kind];
}

/** getDetailRates: the fragment the detail page shows in #APIresponse. */
export function pdpRates(r: Rental | undefined, stay: Stay): string {
  if (!r) return 'One or more required parameters is missing. Please try again.';
  const refused = refusal(r, stay);
  if (refused)
    return `<div class="alert alert-success">This unit has a <b>${r.minNights} night</b> minimum.</div>\n<div class="alert alert-danger" style="margin-top:10px">${esc(refused)}</div>`;
  const q = quoteStay(r, stay);
  const handoff = `${BOOKING_DIR}/book-now.cfm?propertyid=${r.code}&strcheckin=${toUsDate(stay.checkin)}&strcheckout=${toUsDate(stay.checkout)}`;
  return `<ul class="property-cost-list">
<li>Rent <span class="text-right">${formatMoney(q.rent)}</li>
<li>(Excluding Taxes &amp; Fees)</li>
</ul>
<div class="pdp-quote-total">Total <span class="text-right">${formatMoney(q.total)}</span></div>
<a id="detailBookBtn" class="btn detail-book-btn btn-loader" href="${esc(handoff)}"><span class="btn-text">Book Now</span></a>
<input type="hidden" id="splitCalcTotalVal" name="splitCalcTotalVal" value="${q.total}">
<input type="hidden" id="splitCalcNumNightVal" name="splitCalcNumNightVal" value="${q.nights.length}">`;
}

/** The units a results search finds: sleeps at least the party, free on the dates when dates are given. */
export function searchResults(stay: Stay, bedrooms: number): Rental[] {
  return RENTALS.filter(
    (r) => r.maxGuests >= stay.adults && r.bedrooms >= bedrooms && (!stay.checkin || !stay.checkout || isAvailable(r, stay.checkin, stay.checkout)),
  );
}

export const resultCards = (found: Rental[], stay: Stay): string =>
  found
    .map(
      (r) =>
        `<div class="results-list-property" data-propertyid="${r.code}"><h3 class="results-list-property-title"><a href="${rentalUrl(r)}?strcheckin=${esc(toUsDate(stay.checkin))}&amp;strcheckout=${esc(toUsDate(stay.checkout))}">${esc(r.name)}</a></h3><p>${esc(r.area)} · ${r.bedrooms} BR · sleeps ${r.maxGuests}</p><p class="results-list-rate">From ${formatMoney(r.nightly)}/night</p></div>`,
    )
    .join('\n');
