// Single-page navigation and the hash flags (spec 2 "Hash flags", spec 4).
import { test, expect, pageUrl, actions } from './core-helpers';
import { controlTime, settle } from './page-clock';

test('SPA navigation: a pageview per path change with the previous url as referrer; query-only changes are not pageviews', async ({ page, server }) => {
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server));
  const [first] = await server.waitForBatches(1);
  const host = await page.evaluate(() => {
    const state = { step: 1 };
    const result = history.pushState(state, '', '/spa/one');
    return { result, state: history.state, path: location.pathname };
  });
  // the host's call behaves as without us
  expect(host).toEqual({ result: undefined, state: { step: 1 }, path: '/spa/one' });
  const [, one] = await server.waitForBatches(2);
  expect(actions([one])).toEqual([['pageview']]);
  expect(one.events[0].payload).toEqual({ url: `${server.origin}/spa/one`, referrer: first.url, title: 'Core test page' });
  expect(one).toMatchObject({ url: `${server.origin}/spa/one`, user_id: first.user_id, session_id: first.session_id });
  expect(one.pageview_id).not.toBe(first.pageview_id);

  await page.evaluate(() => history.replaceState({}, '', '/spa/one?sort=price'));
  await page.evaluate(() => history.pushState({}, '', '/spa/one?sort=price#photos'));
  await settle(page, server);
  expect(server.batches).toHaveLength(2);

  await page.evaluate(() => history.replaceState({}, '', '/spa/two'));
  const [, , two] = await server.waitForBatches(3);
  expect(two.events[0].payload.referrer).toBe(`${server.origin}/spa/one?sort=price#photos`);

  await page.goBack(); // popstate back to /spa/one?sort=price
  const [, , , back] = await server.waitForBatches(4);
  expect(back.url).toBe(`${server.origin}/spa/one?sort=price`);
  expect(back.events[0].payload.referrer).toBe(`${server.origin}/spa/two`);
  expect(new Set(server.batches.map((b) => b.pageview_id)).size).toBe(4);
});

test("a host pushState that throws still throws the host's own error", async ({ page, server }) => {
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server));
  await server.waitForBatches(1);
  const error = await page.evaluate(() => {
    try {
      history.pushState({}, '', 'https://elsewhere.example/');
      return 'no error';
    } catch (e) {
      return (e as Error).name;
    }
  });
  expect(error).toBe('SecurityError');
});

test('#beaconDisable=production turns the beacon off on this browser until #beaconEnable=production', async ({ page, server }) => {
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server, undefined, '/core.html', '#beaconDisable=production'));
  await page.evaluate(() => history.pushState({}, '', '/spa/off#beaconDisable=production'));
  await settle(page, server, 500);
  expect(server.posts).toHaveLength(0);
  expect(await page.evaluate(() => localStorage.getItem('__beaconDisabled'))).toBe('["production"]');

  await page.goto(server.origin + '/core.html?plain');
  await settle(page, server, 500);
  expect(server.posts).toHaveLength(0);

  await page.goto(server.origin + '/core.html?on#beaconEnable=production');
  const [batch] = await server.waitForBatches(1);
  expect(actions([batch])).toEqual([['identify', 'pageview', 'page_timing']]);
  expect(await page.evaluate(() => localStorage.getItem('__beaconDisabled'))).toBe('[]');
});

test('a disabled source is skipped; flags set later through hashchange apply at once', async ({ page, server }) => {
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server, undefined, '/core.html', '#beaconDisable=page_timing'));
  const [batch] = await server.waitForBatches(1);
  expect(actions([batch])).toEqual([['identify', 'pageview']]);
  await page.evaluate(() => (location.hash = 'beaconEnable=page_timing&beaconDisable=production'));
  await page.evaluate(() => history.pushState({}, '', '/spa/silenced'));
  await settle(page, server);
  expect(server.batches).toHaveLength(1);
  expect(await page.evaluate(() => localStorage.getItem('__beaconDisabled'))).toBe('["production"]');
});
