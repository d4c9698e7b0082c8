import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { DEFAULT_THANK_YOU, THANK_YOU } from './site.ts';

const demo = useDemo('bizcor-b');
const truth = loadTruth('bizcor-b');
const expected = (step: string) => truth.steps[step].expect![0].payload as Record<string, any>;
const stay = { unit_id: 518, startdate: '10/09/2026', enddate: '10/12/2026', occupants: 2, occupants_small: 1, pets: 0 };
const relay = async (methodName: string, params: Record<string, unknown>) => {
  const res = await demo.form('/wp-admin/admin-ajax.php?_=1765000000000', { action: 'streamlinecore-api-request', params: JSON.stringify({ methodName, params }) });
  return JSON.parse(res.body);
};

describe('bizcor-b: the Streamline methods agree with truth', () => {
  it("search: Bizcor's method lists the free cabins with 2+ bedrooms for 10/09-10/12", async () => {
    const found = (await relay('BizcorGetPropertyAvailabilityWithRatesWordPress', { ...stay, min_bedrooms_number: 2, page_results_number: 12 })).data.available_properties;
    expect(found.pagination.total_units).toBe(expected('search').result_count);
    expect(found.property.map((c: { id: number }) => c.id)).toEqual([518, 527, 512]);
  });

  it('refusal and price: the minimum stay message, and the charged lines truth lists', async () => {
    expect(await relay('VerifyPropertyAvailability', { ...stay, enddate: '10/10/2026' })).toEqual({ status: { code: 'E0035', description: expected('quote-error').error_message } });
    const d = (await relay('GetPreReservationPrice', { ...stay, separate_taxes: 1 })).data;
    expect(Number(d.total)).toBe(expected('quote').total);
    const lines = Object.fromEntries([['Rent', Number(d.price)], ...d.required_fees.concat(d.taxes_details).filter((l: { value: string }) => Number(l.value) > 0).map((l: { name: string; value: string }) => [l.name, Number(l.value)])]);
    expect(lines).toEqual(expected('quote').line_items);
  });
});

describe('bizcor-b: the thank-you pages', () => {
  it('the booking form sends the guest to the thank-you page setting; that page shows the reservation', async () => {
    expect((await demo.page('/cabins/booking/?unit=518'))('script:not([src])').text()).toContain(`"confirmationUrl":"${THANK_YOU}"`);
    const made = await relay('MakeReservation', { ...stay, first_name: 'Wade', last_name: 'Pruitt', email: 'wade.pruitt@example.com', phone: '423-555-0142' });
    expect(String(made.data.reservation.confirmation_id)).toBe(expected('confirm').reservation_id);
    const $ = await demo.page(`${THANK_YOU}?confirmation_id=${made.data.reservation.confirmation_id}`);
    const cell = (label: string) => $('td').filter((_, td) => $(td).text() === label).next().text();
    expect([$('#conf-number').text(), cell('Property ID'), cell('Arrival'), cell('Departure')]).toEqual(['30517', 'Laurel Ridge Hideaway', '10/09/2026', '10/12/2026']);
    expect($('script').text()).toContain('"affiliation":"Blue Mist Mountain Rentals"');
  });

  it("the plugin's default /thank-you/ page is still published: without a reservation it only thanks the visitor", async () => {
    const $ = await demo.page(DEFAULT_THANK_YOU);
    expect([$('td').length, $('section.card h1').text()]).toEqual([0, 'Thank you!']);
    expect((await demo.get('/cabins/confirmation/')).status).toBe(404);
  });
});
