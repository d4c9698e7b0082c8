import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('lmpm-b');
const truth = loadTruth('lmpm-b');
const step = (name: string, action: string) => truth.steps[name].expect!.find((e) => e.action === action)!.payload as Record<string, any>;
const STAY = { pms_id: '4127', start: '2027-01-09', end: '2027-01-16', adults: 2, children: 0 };
const GUEST = { first_name: 'Jamie', last_name: 'Carter', email: 'jamie.carter@example.com', phone: '850-555-0142' };

describe('lmpm-b: the LMPM booking flow', () => {
  it("the home's page is lmpm's with the book-now script; its price call answers the truth's quote", async () => {
    const $ = await demo.page('/vacation-rentals/gulf-breeze-cottage/?hub_property_id=aXRlbTo0MTI3');
    expect($('h1').text()).toBe(step('open-home', 'property').listing_name);
    expect($('script[src]').map((_, s) => $(s).attr('src')).get()).toEqual(expect.arrayContaining(['/wp-content/plugins/lmpm/build/be-property-widget.js', '/wp-content/plugins/lmpm/build/book-now.js']));
    const a = JSON.parse((await demo.get('/wp-json/lmpm/v1/properties/4127/property-items/search?start=2027-01-09&end=2027-01-16&pms_id=4127&adults=2&children=0')).body);
    expect(a.cost_summary.total.deal).toBe(step('get-price', 'quote').total);
  });

  it('the checkout page: the stay priced and the guest form; an unknown home is a 404', async () => {
    const $ = await demo.page('/checkout/?pms_id=4127&start=2027-01-09&end=2027-01-16&adults=2&children=0');
    expect($('.lmpm-checkout .lmpm-total th').last().text()).toBe('$2,511.80');
    expect(['first_name', 'last_name', 'email', 'phone', 'accept_terms'].map((n) => $(`#lmpm-checkout-form [name=${n}]`).length)).toEqual([1, 1, 1, 1, 1]);
    expect($('#lmpm-checkout-form').attr('data-pms-id')).toBe('4127');
    expect((await demo.get('/checkout/?pms_id=1&start=2027-01-09&end=2027-01-16')).status).toBe(404);
  });

  it('POST bookings: REST errors, then 201 with the first confirmation number; the trip route answers the conversion', async () => {
    expect(await demo.json('/wp-json/lmpm/v1/bookings', { ...STAY, guest: GUEST, accept_terms: false })).toEqual({
      status: 400, body: { code: 'lmpm_terms_not_accepted', message: 'Please accept the rental agreement.', data: { status: 400 } },
    });
    expect((await demo.json('/wp-json/lmpm/v1/bookings', { ...STAY, start: '2027-01-02', end: '2027-01-09', guest: GUEST, accept_terms: true })).status).toBe(409);
    const booked = await demo.json('/wp-json/lmpm/v1/bookings', { ...STAY, guest: GUEST, accept_terms: true });
    const c = step('book', 'conversion');
    expect(booked.status).toBe(201);
    expect(booked.body.reservation).toMatchObject({
      confirmation_number: c.reservation_id, property_id: 4127, start: c.checkin, end: c.checkout, adults: c.guests_adults, children: c.guests_children,
      status: 'booked', rent_total: c.line_items.Rent, fees_total: c.line_items.Fees, tax_total: c.line_items.Taxes, total: c.total, currency: c.currency,
    });
    expect(booked.body.redirect_url).toBe(`/booking-confirmation/?trip_id=${booked.body.reservation.trip_id}`);
    expect((await demo.json('/wp-json/lmpm/v1/bookings', { ...STAY, guest: GUEST, accept_terms: true })).body.reservation.confirmation_number).toBe(c.reservation_id);
    const trip = JSON.parse((await demo.get(`/wp-json/lmpm/v1/trips/${booked.body.reservation.trip_id}`)).body);
    expect(trip.reservations[0].property).toEqual({ id: 4127, name: c.listing_name, url: '/vacation-rentals/gulf-breeze-cottage/?hub_property_id=aXRlbTo0MTI3' });
    expect((await demo.get('/wp-json/lmpm/v1/trips/nope')).status).toBe(404);
    const $ = await demo.page(booked.body.redirect_url);
    expect([$('#lmpm-booking-confirmation').attr('data-trip-id'), $('.lmpm-confirmation-number').length]).toEqual([booked.body.reservation.trip_id, 0]);
  });
});
