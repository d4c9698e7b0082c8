// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderContext, SiteMapping } from '../core/types';
import { call, live, publish, resetBus } from '../net/bus';
import { defineAdapter, detect, matchPath, matchPaths, pathCaseFailures, routeKinds, type AdapterSpec } from './adapter';
import { text } from './dom';
import { rerun } from './kit/rerun';
import { signals } from './kit/signals';
import { stringify } from '../builtins/json';

function fakeCtx(site: Partial<SiteMapping> = {}, disabled: string[] = []) {
  return {
    site: { host: 'localhost', provider: 'demo', ...site },
    track: vi.fn(),
    log: vi.fn(),
    report: vi.fn(),
    isDisabled: (s: string) => disabled.indexOf(s) >= 0,
  } satisfies ProviderContext;
}
type Ctx = ReturnType<typeof fakeCtx>;
const events = (ctx: Ctx) => ctx.track.mock.calls.map(([action, payload]) => ({ action, ...payload }));
const loc = (url: string) => new URL(url, 'https://h.test');
const base: Pick<AdapterSpec, 'slug' | 'label' | 'family' | 'sends' | 'lastChecked'> = {
  slug: 'demo',
  label: 'Demo theme',
  family: 'wp-admin-ajax',
  sends: ['search', 'property', 'quote', 'conversion'],
  lastChecked: '2026-01-01',
};
const ajax = (body: string, response: unknown, url = 'https://h.test/wp-admin/admin-ajax.php', method = 'POST') =>
  publish(call('xhr', method, url, body, 200, JSON.stringify(response), {}));
// The net bus delivers calls on a timer it took before fake timers were installed: give it a real task too.
const realTimeout = setTimeout;
const settle = async (ms = 20) => {
  await new Promise((ok) => realTimeout(ok, 0));
  await vi.advanceTimersByTimeAsync(ms);
};

beforeEach(() => {
  vi.useFakeTimers();
  resetBus();
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('path rules', () => {
  it.each([
    ['/property/', '/Property/sea-loft', true],
    ['/property/', '/properties', false],
    ['/rental/:slug', '/rental/sea-loft', true],
    ['/rental/:slug', '/rental/sea-loft/', true],
    ['/rental/:slug', '/rental/sea-loft/photos', false],
    ['/:lang/properties/:id', '/en/properties/42', true],
    ['/vacation/*/detailpage/', '/vacation/all/detailpage/', true],
    ['/book-now?step=book_now', '/book-now?x=1&step=book_now', true],
    ['/book-now?step=book_now', '/book-now?step=pay', false],
    ['?propid=', '/anything?propid=5', true],
    ['#/reserve/confirmation', '/app#/reserve/confirmation/123', true],
    ['#/reserve/confirmation', '/reserve/confirmation', false],
    ['!/properties/search', '/properties/search', false],
  ])('%s vs %s -> %s', (rule, url, expected) => expect(matchPath(rule, loc(url))).toBe(expected));
  it('RegExp (on path + query) and predicates', () => {
    expect(matchPath(/^\/stay\/\d+$/, loc('/stay/12'))).toBe(true);
    expect(matchPath(/^\/stay\/\d+$/g, loc('/stay/12'))).toBe(true); // lastIndex reset
    expect(matchPath((l) => l.search.indexOf('goto=pay-success') >= 0, loc('/my-reservation?goto=pay-success'))).toBe(true);
  });
  it('lists: any positive rule, minus negations; no rules matches nothing', () => {
    const rules = ['/properties/', '!/properties/search'];
    expect(matchPaths(rules, loc('/properties/sea-loft'))).toBe(true);
    expect(matchPaths(rules, loc('/properties/search'))).toBe(false);
    expect(matchPaths(['!/blog'], loc('/x'))).toBe(true);
    expect(matchPaths(undefined, loc('/x'))).toBe(false);
    expect(matchPaths([], loc('/x'))).toBe(false);
  });
});

describe('routing cases', () => {
  const spec = { ...base, paths: { search: ['/search'], property: '/rental/:slug' }, map: {} };
  it('routeKinds', () => {
    expect(routeKinds(spec, '/rental/a')).toEqual(['property']);
    expect(routeKinds(spec, 'https://other.host/search?x=1')).toEqual(['search']);
    expect(routeKinds(spec, '/blog')).toEqual([]);
  });
  it('pathCaseFailures is empty when the cases hold and names each failure otherwise', () => {
    expect(pathCaseFailures({ ...spec, pathCases: { handles: { property: ['/rental/a'], search: ['/search'] }, ignores: ['/blog'] } })).toEqual([]);
    expect(pathCaseFailures({ ...spec, pathCases: { handles: ['/rental/a'], ignores: [] } })).toEqual([]);
    const f = pathCaseFailures({ ...spec, pathCases: { handles: { search: ['/rental/a'] }, ignores: ['/search/x'] } });
    expect(f).toEqual(['demo: search should handle /rental/a (got property)', 'demo: should ignore /search/x (handled as search)']);
    expect(pathCaseFailures({ ...spec, pathCases: { handles: ['/nowhere'], ignores: [] } })).toHaveLength(1);
  });
});

describe('detect', () => {
  it('needs the `on` paths and the DOM marker when given', () => {
    expect(detect({}, loc('/x'))).toBe(true);
    expect(detect({ on: '/book' }, loc('/x'))).toBe(false);
    expect(detect({ marker: '#widget' }, loc('/x'))).toBe(false);
    document.body.innerHTML = '<div id="widget"></div>';
    expect(detect({ marker: '#widget', on: '/book' }, loc('/book/1'))).toBe(true);
  });
  it('an undetected adapter observes nothing', async () => {
    const ctx = fakeCtx();
    const a = defineAdapter({ ...base, marker: '.theme-demo', observe: { quote: { ajaxAction: 'q' } }, map: { quote: () => ({ total: 1 }) } });
    a.start(ctx);
    ajax('action=q', {});
    await settle();
    expect(ctx.track).not.toHaveBeenCalled();
    expect(ctx.log).toHaveBeenCalledWith('Not detected', 'demo');
  });
});

describe('defineAdapter', () => {
  it('is a provider named by the slug, carrying its spec', () => {
    const spec = { ...base, map: {} };
    const a = defineAdapter(spec);
    expect(a.name).toBe('demo');
    expect(a.spec).toBe(spec);
  });

  it('captures page kinds whose path matches, with DOM readers', async () => {
    history.replaceState(null, '', '/rental/sea-loft');
    document.body.innerHTML = '<h1 data-id="77">Sea Loft</h1>';
    const ctx = fakeCtx();
    defineAdapter({
      ...base,
      paths: { property: '/rental/:slug', search: '/search' },
      map: { property: () => ({ listing_id: 77, listing_name: text('h1') }), search: () => ({ result_count: 1 }) },
    }).start(ctx);
    await settle();
    expect(events(ctx)).toEqual([{ action: 'property', listing_id: '77', listing_name: 'Sea Loft' }]);
  });

  it('observes admin-ajax actions (string, RegExp, query) and hands map the parsed call', async () => {
    const ctx = fakeCtx();
    const seen: unknown[] = [];
    defineAdapter({
      ...base,
      observe: { quote: { ajaxAction: 'demo_quote' }, search: { ajaxAction: /quickquote|_search$/ } },
      map: {
        quote: (s) => {
          seen.push([s.param('action'), s.param('arrive'), s.param('lang'), s.json.data.total, s.call?.via]);
          return { checkin: s.param('arrive'), checkout: s.param('leave'), total: s.json.data.total };
        },
        search: (s) => ({ result_count: s.json.found }),
      },
    }).start(ctx);
    ajax('action=demo_quote&arrive=01/07/2026&leave=08/07/2026&security=x', { data: { total: '1.234,00' } }, 'https://h.test/wp-admin/admin-ajax.php?lang=en');
    ajax('action=other&arrive=01/07/2026', { data: { total: 1 } });
    ajax('', { found: 12 }, 'https://h.test/wp-admin/admin-ajax.php?action=demo_search', 'GET');
    await settle();
    expect(seen).toEqual([['demo_quote', '01/07/2026', 'en', '1.234,00', 'xhr']]);
    expect(events(ctx)).toMatchObject([
      { action: 'quote', checkin: '2026-07-01', checkout: '2026-07-08', total: 1234, success: true },
      { action: 'search', result_count: 12 },
    ]);
  });

  it('observes calls by CallMatcher, with JSON request bodies', async () => {
    const ctx = fakeCtx();
    defineAdapter({
      ...base,
      observe: { conversion: { method: 'POST', url: /\/reservations\/quotes\/\w+\/instant$/ } },
      map: {
        conversion: (s) => ({ reservation_id: s.json._id, listing_id: s.body.listing.id, checkin: s.param('checkIn'), success: s.json.status == 'confirmed' }),
      },
    }).start(ctx);
    publish(call('fetch', 'POST', 'https://api.test/reservations/quotes/q1/instant', '{"checkIn":"2026-07-01","listing":{"id":"L9"}}', 200, '{"_id":"R1","status":"confirmed"}', {}));
    publish(call('fetch', 'GET', 'https://api.test/reservations/quotes/q1/instant', null, 200, '{}', {}));
    await settle();
    expect(events(ctx)).toMatchObject([{ action: 'conversion', reservation_id: 'R1', listing_id: 'L9', checkin: '2026-07-01', success: true }]);
  });

  it('a kind may have one map per source: fromCall for an observed call, fromPage for a page capture', async () => {
    history.replaceState(null, '', '/booked/?ref=P1');
    const ctx = fakeCtx();
    defineAdapter({
      ...base,
      paths: { conversion: '/booked/' },
      observe: { conversion: { method: 'POST', url: '/api/book' } },
      map: { conversion: { fromCall: (s) => ({ reservation_id: s.json.id, success: true }), fromPage: (s) => ({ reservation_id: s.param('ref') }) } },
    }).start(ctx);
    await settle();
    publish(call('fetch', 'POST', 'https://h.test/api/book', '{}', 200, '{"id":"C1"}', {}));
    await settle();
    expect(events(ctx).map((e) => e.reservation_id)).toEqual(['P1', 'C1']);
  });

  it('a kind with a map for one source only captures nothing from the other', async () => {
    history.replaceState(null, '', '/booked/?ref=P1');
    const ctx = fakeCtx();
    defineAdapter({
      ...base,
      paths: { conversion: '/booked/' },
      observe: { conversion: { method: 'POST', url: '/api/book' } },
      map: { conversion: { fromCall: (s) => ({ reservation_id: s.json.id, success: true }) } },
    }).start(ctx);
    publish(call('fetch', 'POST', 'https://h.test/api/book', '{}', 200, '{"id":"C1"}', {}));
    await settle();
    expect(events(ctx).map((e) => e.reservation_id)).toEqual(['C1']);
    expect(ctx.report.mock.calls.map((c) => c[0].message)).toEqual(['Missing map function (step 0)']);
  });

  it('observe may be built from the site mapping (configured action names)', async () => {
    const ctx = fakeCtx({ options: { quoteAction: 'site_price' } });
    defineAdapter({
      ...base,
      observe: (site) => ({ quote: { ajaxAction: String(site.options?.quoteAction) } }),
      map: { quote: (s) => ({ checkin: '2026-01-01', checkout: '2026-01-02', total: s.json.t, listing_id: s.options.quoteAction }) },
    }).start(ctx);
    ajax('action=site_price', { t: 5 });
    await settle();
    expect(events(ctx)).toMatchObject([{ action: 'quote', total: 5, listing_id: 'site_price' }]);
  });

  it('a throwing map loses that one event, reported with the slug; others go on', async () => {
    const ctx = fakeCtx();
    defineAdapter({
      ...base,
      observe: { quote: { ajaxAction: 'q' }, search: { ajaxAction: 's' } },
      map: { quote: (s) => ({ total: s.json.data.total }), search: () => ({ result_count: 3 }) },
    }).start(ctx);
    ajax('action=q', { nodata: 1 });
    ajax('action=s', {});
    await settle();
    expect(ctx.report).toHaveBeenCalledWith(expect.any(TypeError), { adapter: 'demo', kind: 'quote' });
    expect(events(ctx)).toMatchObject([{ action: 'search', result_count: 3 }]);
  });

  it('an observed kind without a map, or an empty map result, is reported', async () => {
    const ctx = fakeCtx();
    defineAdapter({ ...base, observe: { quote: { ajaxAction: 'q' }, search: { ajaxAction: 's' } }, map: { search: () => ({}) } }).start(ctx);
    ajax('action=q', {});
    ajax('action=s', {});
    await settle();
    expect(ctx.report.mock.calls.map((c) => [c[0].message, c[1].kind])).toEqual([
      ['Missing map function (step 0)', 'quote'],
      ['Empty payload (step 0)', 'search'],
    ]);
  });

  it('a map may return several events (one quote per room category)', async () => {
    const ctx = fakeCtx();
    defineAdapter({
      ...base,
      observe: { quote: { url: '/getPricing' } },
      map: { quote: (s) => s.json.rooms.map((r: any) => ({ listing_id: r.id, checkin: '2026-07-01', checkout: '2026-07-03', total: r.price })) },
    }).start(ctx);
    publish(call('fetch', 'POST', 'https://h.test/getPricing', '{}', 200, '{"rooms":[{"id":"a","price":100},{"id":"b","price":150}]}', {}));
    await settle();
    expect(events(ctx).map((e) => [e.listing_id, e.total])).toEqual([
      ['a', 100],
      ['b', 150],
    ]);
  });

  it('a page capture waits for its ready element to be visible', async () => {
    history.replaceState(null, '', '/booking-confirmation');
    document.body.innerHTML = '<div class="done" style="display:none">Booking <b>R-55</b></div>';
    const ctx = fakeCtx();
    defineAdapter({ ...base, paths: { conversion: '/booking-confirmation' }, ready: { conversion: '.done' }, map: { conversion: () => ({ reservation_id: text('.done b') }) } }).start(ctx);
    await settle(3000);
    expect(ctx.track).not.toHaveBeenCalled();
    (document.querySelector('.done') as HTMLElement).style.display = '';
    await settle(200);
    expect(events(ctx)).toMatchObject([{ action: 'conversion', reservation_id: 'R-55' }]);
  });

  it('a ready element that never shows logs a warning, reports nothing', async () => {
    history.replaceState(null, '', '/booking-confirmation');
    const ctx = fakeCtx();
    defineAdapter({ ...base, paths: { conversion: '/booking-confirmation' }, ready: { conversion: '.done' }, map: { conversion: () => ({ total: 1 }) } }).start(ctx);
    await settle(31000);
    expect(ctx.track).not.toHaveBeenCalled();
    expect(ctx.report).not.toHaveBeenCalled();
    expect(ctx.log).toHaveBeenCalledWith('warn', expect.stringMatching(/Wait timeout: \.done/), { adapter: 'demo', kind: 'conversion' });
  });

  it('spa: re-runs page captures 50 ms after history navigation, once per URL', async () => {
    history.replaceState(null, '', '/home');
    const ctx = fakeCtx();
    const map = vi.fn(() => ({ listing_id: location.pathname.split('/')[2] }));
    defineAdapter({ ...base, spa: true, paths: { property: '/rental/:id' }, map: { property: map } }).start(ctx);
    history.pushState(null, '', '/rental/1');
    await settle(30);
    expect(ctx.track).not.toHaveBeenCalled();
    await settle(30);
    history.replaceState(null, '', '/rental/1');
    await settle(60);
    history.pushState(null, '', '/rental/2');
    await settle(60);
    expect(events(ctx).map((e) => e.listing_id)).toEqual(['1', '2']);
    expect(map).toHaveBeenCalledTimes(2); // not re-read for the replaceState to the same URL
  });

  it('without spa, history navigation re-runs nothing but hash routes do', async () => {
    history.replaceState(null, '', '/app');
    const ctx = fakeCtx();
    defineAdapter({
      ...base,
      paths: { property: '/rental/', conversion: '#/reserve/confirmation' },
      map: { property: () => ({ listing_id: 'x' }), conversion: () => ({ reservation_id: location.hash.split('/')[3] }) },
    }).start(ctx);
    history.pushState(null, '', '/rental/1');
    await settle(60);
    expect(ctx.track).not.toHaveBeenCalled();
    location.hash = '#/reserve/confirmation/R7';
    dispatchEvent(new Event('hashchange'));
    await settle(60);
    expect(events(ctx)).toMatchObject([{ action: 'conversion', reservation_id: 'R7' }]); // the route is the marker
  });

  it('rerun (the kit\'s setup): filter changes re-capture the search (500 ms debounce), unchanged results are not resent', async () => {
    history.replaceState(null, '', '/search');
    document.body.innerHTML = `<form id="filters"><input type="checkbox" value="Pool"><input type="checkbox" value="WiFi"></form><input id="other" type="checkbox">`;
    const ctx = fakeCtx();
    defineAdapter({
      ...base,
      paths: { search: '/search' },
      setup: rerun({ search: '#filters' }),
      map: { search: () => ({ result_count: 4, amenities: Array.from(document.querySelectorAll<HTMLInputElement>('#filters :checked')).map((i) => i.value) }) },
    }).start(ctx);
    await settle();
    const box = document.querySelectorAll<HTMLInputElement>('#filters input');
    box[0].checked = true;
    box[0].dispatchEvent(new Event('change', { bubbles: true }));
    await settle(200);
    box[1].checked = true;
    box[1].dispatchEvent(new Event('change', { bubbles: true }));
    await settle(400);
    expect(ctx.track).toHaveBeenCalledTimes(1);
    await settle(200);
    document.getElementById('other')?.dispatchEvent(new Event('change', { bubbles: true }));
    await settle(600);
    expect(events(ctx).map((e) => e.amenities)).toEqual([[], ['Pool', 'WiFi']]);
  });

  it('signals (the kit\'s setup): the host\'s custom events carry captures (detail as s.detail), heard once wherever dispatched; a page signal re-runs page captures', async () => {
    history.replaceState(null, '', '/unit/7');
    document.body.innerHTML = '<h1>Sea Loft</h1><div id="widget"></div>';
    const ctx = fakeCtx();
    let views = 0;
    defineAdapter({
      ...base,
      paths: { property: '/unit/' },
      setup: signals({ quote: 'SIGNAL_QUOTE_T', conversion: ['SIGNAL_BOOK_T'], page: 'SIGNAL_PAGE_CHANGE_T' }),
      map: {
        property: () => ({ listing_id: `L${++views}`, listing_name: text('h1') }),
        quote: (s) => ({ listing_id: s.detail.unit, checkin: s.detail.from, checkout: s.detail.to, total: s.detail.total }),
        conversion: (s) => ({ reservation_id: s.detail.ref, listing_id: s.detail.unit }),
      },
    }).start(ctx);
    await settle();
    // a non-bubbling event on an element, and one on the window itself
    document.getElementById('widget')!.dispatchEvent(new CustomEvent('SIGNAL_QUOTE_T', { detail: { unit: '7', from: '2027-03-01', to: '2027-03-08', total: 990 } }));
    dispatchEvent(new CustomEvent('SIGNAL_BOOK_T', { detail: { ref: 'R-9', unit: '7' } }));
    document.dispatchEvent(new CustomEvent('SIGNAL_PAGE_CHANGE_T', { bubbles: true }));
    dispatchEvent(new CustomEvent('SOMETHING_ELSE', { detail: { total: 1 } }));
    await settle();
    expect(events(ctx).map((e) => [e.action, e.listing_id, e.total ?? null, e.reservation_id ?? null])).toEqual([
      ['property', 'L1', null, null],
      ['quote', '7', 990, null],
      ['conversion', '7', 990, 'R-9'], // the total from the last quote
      ['property', 'L2', null, null],
    ]);
  });

  it('rerun (the kit\'s setup): polling every n ms, on the pages of that kind only', async () => {
    history.replaceState(null, '', '/search');
    let n = 1;
    const ctx = fakeCtx();
    defineAdapter({ ...base, paths: { search: '/search' }, setup: rerun({ search: 2500 }), map: { search: () => ({ result_count: n }) } }).start(ctx);
    await settle(2600);
    n = 2;
    await settle(2500);
    expect(events(ctx).map((e) => e.result_count)).toEqual([1, 2]);
    // off the search pages, the poll captures nothing
    history.replaceState(null, '', '/elsewhere');
    n = 3;
    await settle(2500);
    expect(events(ctx).map((e) => e.result_count)).toEqual([1, 2]);
  });

  it('a source turned off by #beaconDisable is not captured', async () => {
    history.replaceState(null, '', '/search');
    const ctx = fakeCtx({}, ['search']);
    defineAdapter({ ...base, paths: { search: '/search', property: '/search' }, map: { search: () => ({ result_count: 1 }), property: () => ({ listing_id: 1 }) } }).start(ctx);
    await settle();
    expect(events(ctx).map((e) => e.action)).toEqual(['property']);
  });

  it('observes a JSONP callback without changing what the host receives', async () => {
    const got: unknown[] = [];
    (window as any).hfQuote = function (this: unknown, data: unknown) {
      got.push(data);
      return 'host-result';
    };
    live.on = true; // what installNetworkObservers() sets at boot
    const ctx = fakeCtx();
    defineAdapter({ ...base, observe: { quote: { jsonp: 'hfQuote' } }, map: { quote: (s) => ({ checkin: s.json.from, checkout: s.json.to, total: s.json.total }) } }).start(ctx);
    expect((window as any).hfQuote({ from: '2026-07-01', to: '2026-07-04', total: 300 })).toBe('host-result');
    await settle();
    expect(got).toEqual([{ from: '2026-07-01', to: '2026-07-04', total: 300 }]);
    expect(events(ctx)).toMatchObject([{ action: 'quote', total: 300 }]);
    delete (window as any).hfQuote;
    live.on = false;
  });

  it('setup can feed captures from custom events; page_upload has a default map and runs before the conversion', async () => {
    history.replaceState(null, '', '/thank-you');
    document.body.innerHTML = '<p>Thanks</p>';
    const ctx = fakeCtx();
    defineAdapter({
      ...base,
      paths: { page_upload: '/thank-you', conversion: '/thank-you' },
      map: { conversion: () => ({ reservation_id: 'R1' }) },
      setup(api) {
        addEventListener('SIGNAL_QUOTE', (e) => void api.capture('quote', () => (e as CustomEvent).detail));
      },
    }).start(ctx);
    await settle();
    dispatchEvent(new CustomEvent('SIGNAL_QUOTE', { detail: { checkin: '2026-07-01', checkout: '2026-07-02', total: 10 } }));
    await settle();
    expect(events(ctx).map((e) => e.action)).toEqual(['page_upload', 'conversion', 'quote']);
    // the upload's parts come as their wire JSON (JSONText, written in idle slices)
    expect(JSON.parse(stringify(events(ctx)[0].bodyHTML))).toContain('Thanks');
  });

  it('sends page_upload without paths of its own: its conversion pages are uploaded, once the confirmation shows, before the conversion', async () => {
    history.replaceState(null, '', '/booking/confirmation');
    document.body.innerHTML = '<p>Almost</p><div id="done" hidden>Ref R2</div>';
    const ctx = fakeCtx();
    const spec: AdapterSpec = {
      ...base,
      sends: ['conversion', 'page_upload'],
      paths: { conversion: '/booking/confirmation' },
      ready: { conversion: '#done' },
      map: { conversion: () => ({ reservation_id: text('#done') }) },
    };
    defineAdapter(spec).start(ctx);
    await settle(100);
    expect(ctx.track).not.toHaveBeenCalled(); // both wait for the confirmation
    document.getElementById('done')!.hidden = false;
    await settle(200);
    expect(events(ctx).map((e) => e.action)).toEqual(['page_upload', 'conversion']);
    expect(JSON.parse(stringify(events(ctx)[0].bodyHTML))).toContain('Ref R2');
    expect(routeKinds(spec, '/booking/confirmation')).toEqual(['page_upload', 'conversion']);
    // without page_upload in sends, the same paths upload nothing
    expect(routeKinds({ ...spec, sends: ['conversion'] }, '/booking/confirmation')).toEqual(['conversion']);
  });

  it('a failure while starting is reported, not thrown', () => {
    const ctx = fakeCtx();
    const a = defineAdapter({
      ...base,
      paths: {
        search: () => {
          throw new Error('bad predicate');
        },
      },
      map: {},
    });
    expect(() => a.start(ctx)).not.toThrow();
    expect(ctx.report).toHaveBeenCalled();
  });
});
