// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './track';

const PAGE = `<h1>Mirasol &amp; Blue</h1><form id="pdpDatesForm"><input type="hidden" name="propertyID" value="194"><input type="hidden" name="roomTypeID" value="">
<input type="hidden" name="propertyName" value="Mirasol &amp; Blue"><input type="hidden" name="hash" value=""></form>`;
const item = (label: string, price: string, cls = '') => `<li class="pdp-quote-item${cls}"><span class="pdp-quote-item-text">${label}</span><span class="pdp-quote-item-price" data-price="${price}">$${price}</span></li>`;
/** The breakdown TRACK answers: Rent, a Fees group with its parts, Taxes, Total (amounts in data-price). */
const BREAKDOWN = `<form name="quoteForm" id="quoteForm"><ul class="pdp-quote-list">${item('Rent', '2303.0000')}
<li class="pdp-quote-item pdp-quote-item-toggle"><span class="pdp-quote-item-toggle-group"><button type="button"><span class="pdp-quote-item-toggle-group"><span class="pdp-quote-item-text">Fees</span></span><span class="pdp-quote-item-price" data-price="689">$689</span></button></span>
<ul class="pdp-quote-item-toggle-list">${item('Cleaning Fee', '380.0000')}${item('Reservation Fee', '210.0000')}${item('Damage Waiver', '99.0000')}</ul></li>
${item('Taxes', '347.16')}${item('Total', '3339.16', ' pdp-quote-total')}</ul></form>`;
const quote = (form: string, answer: string, url = 'https://www.track-example.test/ajax/quote') =>
  publish(call('jquery', 'POST', url, form, 200, answer, { 'content-type': 'text/html; charset=UTF-8' }));
const FORM = 'checkin=01%2F16%2F2027&checkout=01%2F23%2F2027&propertyID=194&roomTypeID=&propertyName=Mirasol+%26+Blue&hash=';

describe('track', () => {
  it("a property page is the hidden propertyID and propertyName fields", async () => {
    const run = runAdapter('track', '/rentals/mirasol-blue/', PAGE);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '194', listing_name: 'Mirasol & Blue' }]);
  });

  it('ajax/quote: the form-encoded stay (MM/DD/YYYY), the HTML breakdown with a group by its parts, the total line', async () => {
    const run = runAdapter('track', '/rentals/mirasol-blue/', PAGE);
    quote(FORM, BREAKDOWN);
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({
        listing_id: '194', listing_name: 'Mirasol & Blue', checkin: '2027-01-16', checkout: '2027-01-23', guests_adults: null,
        total: 3339.16, currency: 'USD', success: true, error_message: null,
        line_items: { Rent: 2303, 'Cleaning Fee': 380, 'Reservation Fee': 210, 'Damage Waiver': 99, Taxes: 347.16 },
      }),
    ]);
  });

  it("a site's siteFolder and siteURLEnding around ajax/quote are the same call", async () => {
    const run = runAdapter('track', '/rentals/mirasol-blue/', PAGE);
    quote(FORM, BREAKDOWN, 'https://www.track-example.test/vacation-rentals/ajax/quote.php');
    await run.settle();
    expect(run.events('quote')[0]).toMatchObject({ total: 3339.16 });
  });

  it('refusals are forwarded as the site says them: an alert, the bare "No"', async () => {
    const run = runAdapter('track', '/rentals/mirasol-blue/', PAGE);
    quote(FORM.replace('23%2F2027', '18%2F2027'), '<div class="alert-sm alert-danger p-3 mb-3">This property has a <b>4 night</b> minimum for the selected dates.</div>');
    quote(FORM.replace('16%2F2027', '09%2F2027'), 'No');
    await run.settle();
    expect(run.events('quote')).toEqual([
      expect.objectContaining({ checkout: '2027-01-18', total: null, success: false, error_message: 'This property has a 4 night minimum for the selected dates.', line_items: {} }),
      expect.objectContaining({ checkin: '2027-01-09', total: null, success: false, error_message: 'No' }),
    ]);
  });

  it('other pages and other calls are not TRACK quotes', async () => {
    const run = runAdapter('track', '/contact-us/', '<h1>Contact</h1>');
    publish(call('xhr', 'POST', 'https://www.track-example.test/ajax/quotes-list', 'x=1', 200, '[]', {}));
    await run.settle();
    expect(run.events()).toEqual([]);
  });
});
