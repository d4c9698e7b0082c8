// Several installs on one domain (spec 3 "Shared-domain install report", spec 8): without a resolver only a
// shared_install report leaves the page (and an error is logged); the shared-domain resolver picks the page's
// install by its company id (`emp`) or footer, or reports the install unresolved.
import type { Page } from '@playwright/test';
import { test, expect, pageUrl, actions, until } from './core-helpers';
import { controlTime, settle } from './page-clock';
import type { TestServer } from './server';

const RESOLVER = {
  host: '127.0.0.1',
  provider: 'shared-domain',
  siteKey: 'engine',
  clientId: 40,
  options: {
    installs: [
      { emp: '7311', provider: 'pageview-only', siteKey: 'oliveres', clientId: 41, installId: 9001 },
      { footer: 'Casa Blanca', provider: 'pageview-only', siteKey: 'blanca', clientId: 42, installId: 9002 },
    ],
  },
};

/** Gives the core test page a footer before its load event (init runs after it). */
const withFooter = (page: Page, text: string) =>
  page.addInitScript((t) => addEventListener('DOMContentLoaded', () => document.body.insertAdjacentHTML('beforeend', `<footer><p>${t}</p></footer>`)), text);

async function onlyBatch(page: Page, server: TestServer) {
  const [batch] = await server.waitForBatches(1);
  await settle(page, server);
  expect(server.batches).toHaveLength(1);
  return batch;
}

test('two installs on one domain and no resolver: only a shared_install report, and an error logged', async ({ page, server }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await controlTime(page, 'flowing');
  await withFooter(page, 'Mas les   Oliveres · Girona');
  const sites = [
    { host: '127.0.0.1', provider: 'pageview-only', siteKey: 'a', clientId: 1 },
    { host: '127.0.0.1', provider: 'pageview-only', siteKey: 'b', clientId: 2 },
  ];
  const url = pageUrl(server, { sites, scriptHosts: ['127.0.0.1'] }) + '&emp=7311';
  await page.goto(url);
  const batch = await onlyBatch(page, server);
  expect(actions([batch])).toEqual([['shared_install']]);
  expect(batch).toMatchObject({ client_id: -1, site_key: null, install_id: -1 });
  expect(batch.events[0].payload).toEqual({ domain: '127.0.0.1', url, referrer: '', extra: { emp: '7311', footer: 'Mas les Oliveres · Girona' } });
  await until(() => errors.some((e) => e.includes('2 installations on 127.0.0.1 and no resolver')), 'the error log');
});

test('the resolver picks the install whose company id the page carries: its keys, its provider', async ({ page, server }) => {
  await controlTime(page, 'flowing');
  await page.goto(pageUrl(server, { sites: [RESOLVER] }) + '&emp=7311');
  const batch = await onlyBatch(page, server);
  expect(actions([batch])).toEqual([['identify', 'pageview', 'page_timing']]);
  expect(batch).toMatchObject({ site_key: 'oliveres', client_id: 41, install_id: 9001 });
});

test('the resolver picks the install named in the page footer (case-insensitive)', async ({ page, server }) => {
  await controlTime(page, 'flowing');
  await withFooter(page, '© 2027 CASA BLANCA holiday lets');
  await page.goto(pageUrl(server, { sites: [RESOLVER] }));
  const batch = await onlyBatch(page, server);
  expect(actions([batch])).toEqual([['identify', 'pageview', 'page_timing']]);
  expect(batch).toMatchObject({ site_key: 'blanca', client_id: 42, install_id: 9002 });
});

test('nothing matches: the resolver reports the install unresolved and nothing else is sent', async ({ page, server }) => {
  await controlTime(page, 'flowing');
  await withFooter(page, 'Another company');
  const url = pageUrl(server, { sites: [RESOLVER] }) + '&emp=1';
  await page.goto(url);
  const batch = await onlyBatch(page, server);
  expect(actions([batch])).toEqual([['unresolved_install']]);
  expect(batch).toMatchObject({ site_key: 'engine', client_id: 40 });
  expect(batch.events[0].payload).toEqual({ domain: '127.0.0.1', url, referrer: '', extra: { emp: '1', footer: 'Another company' } });
});
