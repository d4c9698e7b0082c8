// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './umbraco-cottage';

const PAGE = '<h1 class="cottage-name">Swaledale Barn</h1><div class="availability-calculator" data-property-id="3101"></div>';
const PRICE = 'https://www.dales.test/umbraco/Surface/CottageAvailabilitySurface/CalculateBookingPriceFromAPI';
/** The calculator's form post (anti-forgery token first, as the form renders it) with its JSON answer. */
const price = (fields: Record<string, string>, answer: unknown) =>
  publish(call('xhr', 'POST', PRICE, new URLSearchParams({ __RequestVerificationToken: 't', PropertyId: '3101', ...fields }).toString(), 200, JSON.stringify(answer), {}));

describe('umbraco-cottage', () => {
  it('routes the spec\'s cottage pages, its search and confirmation', () => {
    expect(pathProblems('umbraco-cottage')).toEqual([]);
  });

  it.each([
    ['ASP.NET MVC (PascalCase), nights', { ArrivalDate: '13/03/2027', Nights: '7', Adults: '2', Children: '1' }, { Price: 815.0, HasPrice: true, Message: null }, { checkout: '2027-03-20', guests_children: 1, total: 815, success: true, error_message: null }],
    ['ASP.NET Core (camelCase), departure date', { ArrivalDate: '2027-03-13', DepartureDate: '2027-03-16', Adults: '2', Children: '0' }, { price: '£1,230.50', hasPrice: true, message: '' }, { checkout: '2027-03-16', total: 1230.5, success: true }],
    ['a refusal: Message when HasPrice is false', { ArrivalDate: '13/03/2027', Nights: '2', Adults: '2', Children: '0' }, { Price: 0, HasPrice: false, Message: 'Sorry, Swaledale Barn has a minimum stay of 3 nights.' }, { checkout: '2027-03-15', total: null, success: false, error_message: 'Sorry, Swaledale Barn has a minimum stay of 3 nights.' }],
    ['HasPrice as text', { ArrivalDate: '13/03/2027', Nights: '3', Adults: '4', Children: '0' }, { Price: 0, HasPrice: 'False', Message: 'Sorry, Swaledale Barn sleeps a maximum of 4 guests.' }, { checkout: '2027-03-16', guests_adults: 4, total: null, success: false }],
  ])('%s', async (_name, fields, answer, expected) => {
    const run = runAdapter('umbraco-cottage', '/holidaycottages/swaledale-barn/', PAGE);
    price(fields, answer);
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '3101', listing_name: 'Swaledale Barn' }]);
    expect(run.events('quote')).toEqual([expect.objectContaining({ listing_id: '3101', listing_name: 'Swaledale Barn', checkin: '2027-03-13', currency: 'GBP', ...expected })]);
  });

  it('the search: cards, arrival plus nights, the party', async () => {
    const run = runAdapter('umbraco-cottage', '/our-cottages/?arrival=13%2F03%2F2027&nights=7&adults=3&children=1', '<div class="search-results"><article class="cottage-card"></article><article class="cottage-card"></article></div>');
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 2, checkin: '2027-03-13', checkout: '2027-03-20', guests_adults: [3, 3], guests_children: [1, 1] })]);
  });

  it('the confirmation page: the booking reference, the rest from the last quote', async () => {
    const quoted = runAdapter('umbraco-cottage', '/holidaycottages/swaledale-barn/', PAGE);
    price({ ArrivalDate: '13/03/2027', Nights: '7', Adults: '2', Children: '0' }, { Price: 815, HasPrice: true, Message: null });
    await quoted.settle();
    const stored = localStorage.getItem('__beaconLastQuote') as string;
    const done = runAdapter('umbraco-cottage', '/booking-confirmation/?ref=DCH-40871', '<p>Your booking reference is <strong class="booking-reference">DCH-40871</strong>.</p>');
    localStorage.setItem('__beaconLastQuote', stored);
    await done.settle();
    expect(done.events('conversion')).toEqual([expect.objectContaining({ reservation_id: 'DCH-40871', listing_id: '3101', checkin: '2027-03-13', checkout: '2027-03-20', total: 815, currency: 'GBP' })]);
  });
});
