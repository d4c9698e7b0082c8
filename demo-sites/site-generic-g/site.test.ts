import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('site-generic-g');
const truth = loadTruth('site-generic-g');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const stay = 'arrive=06%2F12%2F2027&depart=06%2F19%2F2027&adults=4&children=2';
const body = async (path: string) => JSON.parse((await demo.get(path)).body);

describe('site-generic-g pages and calls', () => {
  it('properties.cfc search: a ColdFusion query, its DATA rows counted', async () => {
    const r = await body(`/properties.cfc?method=search&returnformat=json&${stay}&bedrooms=3&area=Cape+San+Blas`);
    expect(r.COLUMNS[0]).toBe('PROPID');
    expect([r.DATA.length, r.DATA.map((row: unknown[]) => row[0])]).toEqual([step('search').result_count, [214, 246]]);
  });

  it('availability.cfc refuses the short stay; ajax-property-quote.cfm prices the week', async () => {
    expect(await body('/availability.cfc?method=check&returnformat=json&propid=214&arrive=06%2F12%2F2027&depart=06%2F14%2F2027&adults=4&children=2')).toEqual({ AVAILABLE: false, MESSAGE: step('quote-error').error_message });
    expect(await body(`/availability.cfc?method=check&returnformat=json&propid=214&${stay}`)).toEqual({ AVAILABLE: true, NIGHTS: 7 });
    const q = await body(`/ajax/ajax-property-quote.cfm?propid=214&${stay}`);
    expect(q.TOTAL).toBe(step('quote').total);
    expect(Object.fromEntries(q.ITEMS.map((l: { LABEL: string; AMOUNT: number }) => [l.LABEL, l.AMOUNT]))).toEqual(step('quote').line_items);
  });

  it('/generatequote e-mails the same quote; /engine/cost/ adds insurance', async () => {
    const g = JSON.parse((await demo.form('/generatequote', { propid: 214, arrive: '06/12/2027', depart: '06/19/2027', adults: 4, children: 2, email: 'k@example.com' })).body);
    expect([g.status, g.quote_no, g.total, g.lines]).toEqual(['sent', 'PCQ-5102', step('quote').total, step('quote').line_items]);
    const plain = await body(`/engine/cost/?unit=214&${stay}&insurance=0`);
    expect([plain.unit.name, plain.total, plain.charges]).toEqual([step('book-now').listing_name, step('book-now').total, step('book-now').line_items]);
    const insured = await body(`/engine/cost/?unit=214&${stay}&insurance=1`);
    expect([insured.total, insured.charges]).toEqual([step('add-insurance').total, step('add-insurance').line_items]);
  });

  it('booking.php makes PC-30417; site_process.php records booking request BR-1187', async () => {
    const form = { unit: 214, arrive: '06/12/2027', depart: '06/19/2027', adults: 4, children: 2, insurance: 1, first_name: 'Karen', last_name: 'Miller', email: 'k@example.com', phone: '1', agree: 1 };
    const b = JSON.parse((await demo.form('/booking.php', form)).body);
    expect([b.status, b.reservation.number, b.reservation.total, b.reservation.charges]).toEqual(['success', step('complete-reservation').reservation_id, step('complete-reservation').total, step('complete-reservation').line_items]);
    expect((await demo.get(b.redirect)).status).toBe(200);
    const refused = JSON.parse((await demo.form('/booking.php', { ...form, unit: 227 })).body);
    expect(refused.status).toBe('error');
    const r = JSON.parse((await demo.form('/site_process.php', { process: 'booking_request', propid: 227, arrive: '07/10/2027', depart: '07/17/2027', adults: 6, children: 2, name: 'Dale', email: 'd@example.com' })).body);
    expect([r.result, r.request_id]).toEqual(['ok', step('send-request').reservation_id]);
    expect((await demo.get(r.redirect)).status).toBe(200);
    const bay = await body('/ajax/ajax-property-quote.cfm?propid=227&arrive=07%2F10%2F2027&depart=07%2F17%2F2027&adults=6&children=2');
    expect(bay.TOTAL).toBe(step('bay-quote').total);
  });

  it('rental pages: the name, propid, and Book now only where the stay is instant', async () => {
    const cottage = await demo.page('/rental.cfm?propid=214');
    expect([cottage('h1.unit-name').text(), cottage('#quote-widget').attr('data-propid'), cottage('#book-now').length]).toEqual([step('open-cottage').listing_name, '214', 1]);
    const bay = await demo.page('/rental.cfm?propid=227');
    expect([bay('h1.unit-name').text(), bay('#book-now').length, bay('#request-form').length]).toEqual([step('open-bay-house').listing_name, 0, 1]);
  });
});
