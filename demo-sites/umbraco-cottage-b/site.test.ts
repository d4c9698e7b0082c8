import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { TOKEN } from './site.ts';

const demo = useDemo('umbraco-cottage-b');
const truth = loadTruth('umbraco-cottage-b');
const step = (name: string) => truth.steps[name].expect![0].payload as Record<string, any>;
const PRICE = '/umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI';
const stay = { __RequestVerificationToken: TOKEN, PropertyId: 5202, ArrivalDate: '24/04/2027', DepartureDate: '01/05/2027', Adults: 4, Children: 1 };

describe('umbraco-cottage-b pages and surface controllers', () => {
  it('the search lists the cottages that sleep the party and are free, linking to /self-catering/', async () => {
    const $ = await demo.page('/our-cottages/?arrival=24%2F04%2F2027&nights=7&adults=4&children=1');
    expect($('.search-results-count').text()).toBe(`${step('search').result_count} cottages available`);
    expect($('.cottage-card').map((_, e) => $(e).attr('data-property-id')).get()).toEqual(['5202', '5203']);
    expect($('.cottage-card[data-property-id=5202] h2 a').attr('href')).toBe('/self-catering/mousehole-sail-loft/?arrival=24%2F04%2F2027&nights=7');
  });

  it('the cottage page: h1, calculator with data-property-id, arrival and departure prefilled', async () => {
    const $ = await demo.page('/self-catering/mousehole-sail-loft/?arrival=24%2F04%2F2027&nights=7');
    expect([$('h1').text(), $('[data-property-id]').attr('data-property-id')]).toEqual([step('open-cottage').listing_name, step('open-cottage').listing_id]);
    expect([$('#price-form [name=ArrivalDate]').val(), $('#price-form [name=DepartureDate]').val(), $('#price-form [name=Nights]').length]).toEqual(['24/04/2027', '01/05/2027', 0]);
    expect((await demo.get('/holidaycottages/mousehole-sail-loft/')).status).toBe(404);
  });

  it('CalculateBookingPriceFromAPI: { Price, HasPrice, Message }, the anti-forgery token required', async () => {
    const refused = JSON.parse((await demo.form(PRICE, { ...stay, DepartureDate: '03/05/2027' })).body);
    expect(refused).toEqual({ Price: 0, HasPrice: false, Message: step('check-booked').error_message });
    expect(JSON.parse((await demo.form(PRICE, stay)).body)).toEqual({ Price: step('check-week').total, HasPrice: true, Message: null });
    expect((await demo.form(PRICE, { ...stay, __RequestVerificationToken: 'x' })).status).toBe(500);
  });

  it('a booking redirects to /booking-confirmation/ with the first reference', async () => {
    const booked = await demo.form('/umbraco/Surface/CottageBookingSurface/SubmitBooking', { ...stay, FullName: 'Tamsin Pascoe', Email: 'tamsin@example.co.uk', AcceptTerms: 'true' });
    expect([booked.status, booked.headers.location]).toEqual([303, `/booking-confirmation/?ref=${step('confirm').reservation_id}`]);
    const $ = await demo.page(String(booked.headers.location));
    expect($('.booking-reference').text()).toBe(step('confirm').reservation_id);
    expect($('.booking-confirmation').text()).toContain('£1,215.00');
  });
});
