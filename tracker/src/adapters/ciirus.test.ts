// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './ciirus';

const QUOTER = (inner: string) =>
  `<!DOCTYPE html><html><body><form id="form1"><table id="rates1_pnlQuoteResults_tbQuoteResults"><tr><td id="rates1_pnlQuoteResults_tbQuoteResults_C0">${inner}</td></tr></table></form></body></html>`;
const BREAKDOWN = QUOTER(
  '<div class="ratesControlQuoteResponse"><table><tr><td>Rental (5 nights)</td><td>$945.00</td></tr><tr><td>Cleaning Fee</td><td>$140.00</td></tr><tr><td>Sales Tax</td><td>$157.30</td></tr><tr class="quoteTotal"><td>Total</td><td>$1,242.30</td></tr></table></div>',
);
/** jQuery's $.get of the decoded query: the '+' of 'dd+M+yy' are on the wire as they are. */
const quoter = (query: string, page: string) => publish(call('xhr', 'GET', `${location.origin}/EmbedQuoter.aspx?${query}`, null, 200, page, {}));

describe('ciirus', () => {
  it('EmbedQuoter: dates "14+Dec+2026", the total row and the breakdown rows as line items', async () => {
    const run = runAdapter('ciirus', '/details.aspx?PropertyID=91012', '<h1 id="content_descriptions1_lblPropertyName">Windsor Hills Retreat</h1>');
    quoter('PropertyID=91012&ad=14+Dec+2026&dd=19+Dec+2026', BREAKDOWN);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '91012', listing_name: 'Windsor Hills Retreat' }]);
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: '91012', checkin: '2026-12-14', checkout: '2026-12-19', total: 1242.3, success: true, error_message: null,
        line_items: { 'Rental (5 nights)': 945, 'Cleaning Fee': 140, 'Sales Tax': 157.3 },
      }),
    ]);
  });

  it('an older copy of the plugin script writes the months in lower case ("10+nov+2026"): the same dates', async () => {
    // index file id 16016850888 (class Quote: $.param({ PropertyID, ad, dd }) decoded, months "jan"…"dec")
    const run = runAdapter('ciirus', '/details.aspx?PropertyID=91012');
    quoter('PropertyID=91012&ad=10+nov+2026&dd=17+nov+2026', BREAKDOWN);
    await run.settle();
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '91012', checkin: '2026-11-10', checkout: '2026-11-17', total: 1242.3, success: true })]);
  });

  it('refusals in <font color="Red"> and in .hasQuotingError; the mail-this-quote call is not a quote', async () => {
    const run = runAdapter('ciirus', '/details.aspx?PropertyID=91012');
    quoter('PropertyID=91012&ad=21+Dec+2026&dd=26+Dec+2026', QUOTER('<div class="ratesControlQuoteResponse hasQuotingError"><font color="Red">Not available.</font></div>'));
    quoter('Rows=4&Cols=3&PropertyID=91012&ad=1+Jan+2027&dd=3+Jan+2027', QUOTER('<div class="ratesControlQuoteResponse hasQuotingError">Minimum stay 3 nights</div>'));
    quoter('PropertyID=91012&ad=14+Dec+2026&dd=19+Dec+2026&gnames=Priya&email=p%40example.com', 'Thank You! - 1 Quotes have been sent via E-mail.');
    await run.settle();
    expect(run.events('quote').map((e) => [e.checkin, e.total, e.success, e.error_message])).toEqual([
      ['2026-12-21', null, false, 'Not available.'],
      ['2027-01-01', null, false, 'Minimum stay 3 nights'],
    ]);
  });

  it('search.aspx: the DevExpress pager summary is the count; sleeps and bedrooms from the URL', async () => {
    const run = runAdapter('ciirus', '/search.aspx?ad=14+Dec+2026&dd=19+Dec+2026&sleeps=6&bedrooms=3', '<div id="content_propertylist1_grid1_DXPagerTop"><b class="dxp-lead dxp-summary">Page 1 of 3 (25 items)</b></div>');
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 25, checkin: '2026-12-14', checkout: '2026-12-19', guests_adults: [6, 6], bedrooms: [3, 9999] })]);
  });

  it('quote-book.aspx: a conversion only once the confirmation shows the booking reference', async () => {
    const form = runAdapter('ciirus', '/quote-book.aspx?PID=91012&ad=14+Dec+2026&dd=19+Dec+2026', '<form id="form1"></form>');
    await form.settle();
    expect(form.events('conversion')).toEqual([]);
    const done = runAdapter('ciirus', '/quote-book.aspx?PID=91012&ad=14+Dec+2026&dd=19+Dec+2026', '<div id="content_quotebook1_pnlConfirmation"><span id="content_quotebook1_lblBookingRef">40117</span></div>');
    await done.settle();
    expect(done.events('conversion')).toEqual([expect.objectContaining({ reservation_id: '40117', listing_id: '91012', checkin: '2026-12-14' })]);
  });
});
