import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('escapia-b');
const truth = loadTruth('escapia-b');
const step = (name: string, i = 0) => truth.steps[name].expect![i].payload as Record<string, any>;
const unitStay = async (from: string, to: string) =>
  JSON.parse((await demo.form('/Escapia/UnitStay', { UnitCode: 'GS301', strCheckin: from, strCheckout: to, Adults: 6 })).body);

describe('escapia-b pages and calls', () => {
  it('searchresults.aspx/GetUnits answers in d: the count and the free units', async () => {
    const { status, body } = await demo.json('/vacation/all/searchresults.aspx/GetUnits', { strCheckin: '03/14/2027', strCheckout: '03/19/2027', sleeps: '6', bedrooms: '2' });
    expect(status).toBe(200);
    expect(body.d.TotalCount).toBe(step('search').result_count);
    expect(body.d.Units.map((u: { UnitCode: string }) => u.UnitCode)).toEqual(['GS301', 'FM09']);
    expect(body.d.Units[0].DetailUrl).toBe('/Unit/Details/GS301?strcheckin=03%2F14%2F2027&strcheckout=03%2F19%2F2027&adults=6');
    const results = await demo.page('/vacation/all/searchresults.aspx?strCheckin=03%2F14%2F2027&strCheckout=03%2F19%2F2027&sleeps=6&bedrooms=2');
    expect([results('#searchForm [name=strCheckin]').val(), results('#searchForm [name=sleeps]').val()]).toEqual(['03/14/2027', '6']);
  });

  it('/Unit/Details/ carries the unit code and name; /Unit/Rate/ prices the arrival dates', async () => {
    const unit = await demo.page('/Unit/Details/GS301?strcheckin=03%2F14%2F2027&strcheckout=03%2F19%2F2027&adults=6');
    expect([unit('#stayForm [name=unitcode]').val(), unit('.panel-heading > h1').contents().first().text().trim()]).toEqual([
      step('open-property').listing_id,
      step('open-property').listing_name,
    ]);
    const rate = JSON.parse((await demo.get('/Unit/Rate/GS301?strcheckin=03%2F14%2F2027&strcheckout=03%2F19%2F2027&adults=6')).body);
    expect([rate.total, rate.error, rate.nights]).toEqual([step('open-property', 1).total, null, 5]);
  });

  it('/Escapia/UnitStay answers EVRN_UnitStayRS as JSON: Errors, or Total before tax plus Taxes', async () => {
    const refused = await unitStay('03/22/2027', '03/26/2027');
    expect([refused.Errors[0].Value, refused.UnitStay]).toEqual([step('quote-error').error_message, undefined]);
    const priced = await unitStay('03/14/2027', '03/19/2027');
    expect([priced.UnitStay.Total.AmountBeforeTax, priced.UnitStay.Total.Taxes.Amount]).toEqual([1524, 198.12]);
    expect(priced.UnitStay.Total.AmountBeforeTax + priced.UnitStay.Total.Taxes.Amount).toBeCloseTo(step('quote').total, 2);
    expect(priced.UnitStay.UnitRates.UnitRate.Rates.Rate.Base.AmountBeforeTax).toBe(1300);
  });

  it('reservation.aspx cross-page posts to resconfirmation.aspx, which shows the confirmation number', async () => {
    const form = await demo.page('/vacation/rental/reservation.aspx?UnitCode=GS301&strCheckin=03%2F14%2F2027&strCheckout=03%2F19%2F2027&Adults=6');
    expect(form('#aspnetForm').attr('action')).toBe('/vacation/rental/resconfirmation.aspx');
    const stay = { UnitCode: 'GS301', strCheckin: '03/14/2027', strCheckout: '03/19/2027', Adults: 6 };
    const guest = { 'ctl00$Main$txtFirstName': 'Dana', 'ctl00$Main$txtLastName': 'Whitfield', 'ctl00$Main$txtEmail': 'dana.whitfield@example.com' };
    const done = await demo.form('/vacation/rental/resconfirmation.aspx', { ...stay, ...guest, 'ctl00$Main$chkAgree': 'on' });
    expect(done.body).toContain(`<span id="reservationNumber">${step('reserve').reservation_id}</span>`);
    expect((await demo.form('/vacation/rental/resconfirmation.aspx', { ...stay, ...guest })).status).toBe(400);
    expect((await demo.get('/vacation/rental/reservation.aspx?UnitCode=GS301&strCheckin=03%2F22%2F2027&strCheckout=03%2F26%2F2027&Adults=6')).status).toBe(404);
  });
});
