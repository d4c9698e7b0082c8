// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './signal-widget';

const ROOT = '<div id="harbourlight-booking" data-signal-widget></div>';
const fire = (name: string, detail: unknown, on: EventTarget = document.querySelector('[data-signal-widget]')!) =>
  on.dispatchEvent(new CustomEvent(name, { detail, bubbles: true }));
const property = { id: 'W302', name: 'Gull Rock Cottage' };
const stay = { checkIn: '2027-02-15', checkOut: '2027-02-19', adults: 4, children: 1 };
const lines = [{ label: '4 nights', amount: 840 }, { label: 'Cleaning', amount: 85 }, { label: 'Booking fee', amount: 25 }];

describe('signal-widget', () => {
  it('routes as its pathCases say', () => expect(pathProblems('signal-widget')).toEqual([]));

  // One run for the whole flow: the listeners of every adapter started in a file stay on the window, so a second
  // run would share its events (and the stored search, and the upload hold) with the first.
  it('the flow: page changes give the search and the property, SIGNAL_QUOTE the quotes, the confirmation view is uploaded, SIGNAL_BOOK converts', async () => {
    const run = runAdapter('signal-widget', '/book/', ROOT);
    const root = document.querySelector('[data-signal-widget]')!;
    fire('SIGNAL_PAGE_CHANGE', { page: 'search', previous: null, search: stay });
    fire('SIGNAL_PAGE_CHANGE', { page: 'results', previous: 'search', search: stay, resultCount: 2 });
    fire('SIGNAL_PAGE_CHANGE', { page: 'property', previous: 'results', search: stay, property });
    fire('SIGNAL_QUOTE', { property, ...stay, checkIn: '2027-02-12', checkOut: '2027-02-16', available: false, currency: 'GBP', total: null, lines: [], message: 'Gull Rock Cottage is not available for the dates you chose.' });
    const priced = { property, ...stay, available: true, currency: 'GBP', total: 950, lines, message: null };
    fire('SIGNAL_QUOTE', priced);
    fire('SIGNAL_QUOTE', priced, document);
    fire('SIGNAL_PAGE_CHANGE', { page: 'checkout', previous: 'property', search: stay, property });
    await run.settle();
    root.innerHTML = '<div class="sw-confirmation"><strong class="sw-ref">HLC-5301</strong></div>';
    fire('SIGNAL_PAGE_CHANGE', { page: 'confirmation', previous: 'checkout', search: stay, property, bookingId: 'HLC-5301' });
    fire('SIGNAL_BOOK', { bookingId: 'HLC-5301', status: 'confirmed', property, ...stay, currency: 'GBP', total: 950, lines });
    await run.settle();
    expect(run.events().map((e) => e.action)).toEqual(['search', 'property', 'quote', 'quote', 'page_upload', 'conversion']);
    expect(run.events('search')).toMatchObject([{ result_count: 2, checkin: '2027-02-15', checkout: '2027-02-19', guests_adults: [4, 4], guests_children: [1, 1] }]);
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: 'W302', listing_name: 'Gull Rock Cottage' }]);
    expect(run.events('quote')).toMatchObject([
      { listing_id: 'W302', checkin: '2027-02-12', checkout: '2027-02-16', total: null, success: false, error_message: 'Gull Rock Cottage is not available for the dates you chose.' },
      { listing_id: 'W302', listing_name: 'Gull Rock Cottage', guests_adults: 4, guests_children: 1, total: 950, currency: 'GBP', line_items: { '4 nights': 840, Cleaning: 85, 'Booking fee': 25 }, success: true, error_message: null },
    ]);
    expect(run.events('conversion')).toMatchObject([{ reservation_id: 'HLC-5301', listing_id: 'W302', checkin: '2027-02-15', checkout: '2027-02-19', total: 950, currency: 'GBP', success: true }]);
  });

  it('a SIGNAL_BOOK whose status is not confirmed does not convert', async () => {
    const run = runAdapter('signal-widget', '/book/', ROOT);
    fire('SIGNAL_BOOK', { bookingId: null, status: 'rejected', property, ...stay });
    await run.settle();
    expect(run.events('conversion')).toEqual([]);
  });

  it('is not started without the widget root', async () => {
    const run = runAdapter('signal-widget', '/book/', '<div id="other"></div>');
    fire('SIGNAL_QUOTE', { property, ...stay, available: true, total: 960, currency: 'GBP', lines }, window);
    await run.settle();
    expect(run.events()).toEqual([]);
  });
});
