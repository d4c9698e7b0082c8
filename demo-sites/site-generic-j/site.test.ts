import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-j');
const truth = loadTruth('site-generic-j');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const quote = async (stay: Record<string, unknown>) => (await demo.json('/vacation/common/services/ratequote.asmx/GetQuote', stay)).body.d;

describe('site-generic-j pages and calls', () => {
  it('searchresults.aspx and the category page count their homes', async () => {
    const results = await demo.page('/vacation/all/searchresults.aspx?Arrival=06%2F12%2F2027&Departure=06%2F19%2F2027&Sleeps=6&Bedrooms=3&Location=Holden+Beach');
    expect(results('[id$=lblResultCount]').text()).toBe(`${step('search').result_count} Properties Found`);
    expect(results('.property-thumb').map((_, e) => results(e).attr('data-propertyid')).get()).toEqual(['312', '318']);
    const category = await demo.page('/vacation/category/oceanfront');
    expect(category('[id$=lblResultCount]').text()).toBe(`${step('category').result_count} Properties Found`);
    const options = await demo.page('/vacation/search/searchoptions.aspx');
    expect([options('#search-options').length, options('[id$=lblResultCount]').length]).toEqual([1, 0]);
  });

  it('the detail page carries the property id; displaythumb.ashx serves its thumbnail', async () => {
    const home = await demo.page('/vacation/all/detailpage/312/sea-turtle-crossing');
    expect([home('[id$=hfPropertyID]').val(), home('h1.property-name').text()]).toEqual([step('open-home').listing_id, step('open-home').listing_name]);
    const thumb = await demo.get('/vacation/common/displaythumb.ashx?propertyid=312');
    expect([thumb.status, thumb.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  it('GetQuote refuses the short stay and prices the week, wrapped in d', async () => {
    const refused = await quote({ propertyId: '312', arrival: '06/12/2027', departure: '06/15/2027', adults: 4, children: 2 });
    expect([refused.Available, refused.Total, refused.Message]).toEqual([false, null, step('quote-error').error_message]);
    const priced = await quote({ propertyId: '312', arrival: '06/12/2027', departure: '06/19/2027', adults: 4, children: 2 });
    expect(priced.Total).toBe(step('quote').total);
    expect(Object.fromEntries(priced.Lines.map((l: { Description: string; Amount: number }) => [l.Description, l.Amount]))).toEqual(step('quote').line_items);
  });

  it('the reservation form posts to resconfirmation.aspx, which shows the confirmation number', async () => {
    const stay = { propertyid: 312, arrival: '06/12/2027', departure: '06/19/2027', adults: 4, children: 2 };
    const form = await demo.page('/vacation/rental/reservation.aspx?propertyid=312&arrival=06%2F12%2F2027&departure=06%2F19%2F2027&adults=4&children=2');
    expect(form('#aspnetForm').attr('action')).toBe('/vacation/rental/resconfirmation.aspx');
    const done = await demo.form('/vacation/rental/resconfirmation.aspx', { ...stay, firstname: 'Megan', lastname: 'Sawyer', email: 'm@example.com', phone: '1', agree: 1 });
    expect(done.body).toContain(`lblConfirmationNumber">${step('complete-reservation').reservation_id}<`);
    const refused = await demo.form('/vacation/rental/resconfirmation.aspx', { ...stay, firstname: 'Megan', lastname: 'Sawyer', email: 'm@example.com' });
    expect(refused.status).toBe(400);
  });
});
