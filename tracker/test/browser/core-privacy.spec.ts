// Nothing secret in any URL we send (core/redact-url.ts): a guest who arrives from a password-reset link, or whose
// page carries a token in its query or fragment, has none of it leave the page through us, in any field: the
// batch url, identify's and pageview's referrer, pageview's url (first and after an SPA navigation), the install
// notices' url and referrer, and the error report's request info.
import type { Page } from '@playwright/test';
import { test, expect, pageUrl, actions, errorReports, until } from './core-helpers';
import type { TestServer } from './server';
import { controlTime } from './page-clock';

const SECRETS = ['RT-1a2b3c', 'PW-hunter2', 'AT-f00ba7', 'RF-ref-token', 'RP-ref-pass', 'SPA-tok-99'];
const QUERY = `&reset_token=${SECRETS[0]}&password=${SECRETS[1]}#access_token=${SECRETS[2]}`;
const REFERRER = (server: TestServer) => `${server.origin}/blank.html?reset_token=${SECRETS[3]}&pass=x&password=${SECRETS[4]}`;

/** Every byte that left the page for our services: the batches' raw bodies and the error reports. */
function everyPost(server: TestServer, reports: unknown[]): string {
  return server.posts.map((p) => p.body).join('\n') + JSON.stringify(reports);
}

async function open(page: Page, server: TestServer, cfg: Record<string, unknown> = {}) {
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server, cfg) + QUERY, { referer: REFERRER(server) });
}

const redacted = (server: TestServer, cfg: Record<string, unknown> = {}) => pageUrl(server, cfg) + '&reset_token=&password=#access_token=';
const redactedReferrer = (server: TestServer) => `${server.origin}/blank.html?reset_token=&pass=&password=`;

test('batch url, identify referrer, pageview url and referrer, SPA pageview: no secret of the URL or the referrer', async ({ page, server }) => {
  const reports = errorReports(server);
  await open(page, server);
  const [batch] = await server.waitForBatches(1);
  expect(actions([batch])).toEqual([['identify', 'pageview', 'page_timing']]);
  expect(batch.url).toBe(redacted(server));
  expect(batch.events[0].payload.referrer).toBe(redactedReferrer(server));
  expect(batch.events[1].payload).toMatchObject({ url: redacted(server), referrer: redactedReferrer(server) });

  await page.evaluate((s) => history.pushState(null, '', `/spa/next?step=2&token=${s}`), SECRETS[5]);
  const [, spa] = await server.waitForBatches(2);
  expect(spa.events[0]).toMatchObject({ action: 'pageview', payload: { url: `${server.origin}/spa/next?step=2&token=`, referrer: redacted(server) } });
  expect(spa.url).toBe(`${server.origin}/spa/next?step=2&token=`);
  for (const secret of SECRETS) expect(everyPost(server, reports)).not.toContain(secret);
});

test('install notice (no mapping) and shared_install (two installs): url and referrer redacted', async ({ page, server }) => {
  const reports = errorReports(server);
  await open(page, server, { sites: [] });
  const [install] = await server.waitForBatches(1);
  expect(actions([install])).toEqual([['install']]);
  expect(install.url).toBe(redacted(server, { sites: [] }));

  const sites = [
    { host: '127.0.0.1', provider: 'pageview-only', siteKey: 'a' },
    { host: '127.0.0.1', provider: 'pageview-only', siteKey: 'b' },
  ];
  await page.context().clearCookies();
  await open(page, server, { sites });
  const [, shared] = await server.waitForBatches(2);
  expect(actions([shared])).toEqual([['shared_install']]);
  expect(shared.events[0].payload).toMatchObject({ url: redacted(server, { sites }), referrer: redactedReferrer(server) });
  for (const secret of SECRETS.slice(0, 5)) expect(everyPost(server, reports)).not.toContain(secret);
});

test("error reports: culprit, tags.url, request url, query string and Referer header redacted", async ({ page, server }) => {
  const reports = errorReports(server);
  const cfg = { sites: [{ host: '127.0.0.1', provider: 'no-such-adapter', siteKey: 'k' }] };
  await open(page, server, cfg);
  await until(() => reports.length >= 2, 'the error reports (cleaned and raw) of the unknown provider');
  for (const r of reports) {
    expect(r.request.url).toBe(redacted(server, cfg));
    expect(r.culprit).toBe(redacted(server, cfg));
    expect(r.tags.url).toBe(redacted(server, cfg));
    expect(r.request.query_string).toBe(new URL(redacted(server, cfg)).search.slice(1));
    expect(r.request.headers.Referer).toBe(redactedReferrer(server));
  }
  await server.waitForBatches(1);
  for (const secret of SECRETS.slice(0, 5)) expect(everyPost(server, reports)).not.toContain(secret);
});
