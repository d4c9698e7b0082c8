import { request as httpRequest } from 'node:http';
import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { resolveStep } from '../../harness/recording/steps.ts';
import { listDemoSites } from './server.ts';
import { EMBED_TAG } from './shell.ts';
import { validateSteps } from './steps.ts';
import { useDemo } from './testing.ts';
import { wpNonce } from './wordpress.ts';

const demo = useDemo();
const sites = await listDemoSites();

describe('the demo-sites server', () => {
  it('lists every site folder, each with its own host', () => {
    expect(sites.map((s) => s.slug)).toEqual(expect.arrayContaining(['homey', 'streamline']));
    expect(new Set(sites.map((s) => s.host)).size).toBe(sites.length);
    for (const s of sites) expect(s.host).toMatch(/^www\.[a-z0-9-]+-demo\.test$/);
  });

  it('gives Chromium host-resolver rules that remap each host to the server port', () => {
    const { port, hostResolverRules } = demo.server();
    expect(hostResolverRules.split(',')).toEqual(sites.map((s) => `MAP ${s.host} 127.0.0.1:${port}`));
    expect(demo.server().origin('homey')).toBe('http://www.homey-demo.test');
  });

  it('answers by Host header, also under the .localhost alias, and refuses unknown hosts', async () => {
    const { port } = demo.server();
    const get = (host: string) =>
      new Promise<{ status: number; body: string }>((ok, fail) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', fail);
        req.end();
      });
    expect((await get('www.homey-demo.test')).body).toContain('Pinecrest Cabins');
    expect((await get(`www.streamline-demo.localhost:${port}`)).body).toContain('Gulf Breeze Vacation Rentals');
    expect(await get('www.nowhere.test')).toMatchObject({ status: 404, body: expect.stringContaining('No demo site at www.nowhere.test') });
  });

  it('redirects like WordPress to the trailing slash, keeps the query, and has a 404 page', async () => {
    const res = await demo.server().request('homey', '/search-results?guest=2');
    expect(res).toMatchObject({ status: 301, headers: { location: '/search-results/?guest=2' } });
    const missing = await demo.server().request('homey', '/no-such-page/');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain(EMBED_TAG);
  });

  it('sends no wall-clock Date header', async () => {
    expect((await demo.server().request('streamline', '/')).headers.date).toBeUndefined();
  });
});

describe('the admin-ajax router', () => {
  const ajax = (fields: Record<string, string>, query = '') =>
    demo.server().request('homey', `/wp-admin/admin-ajax.php${query}`, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

  it('answers 0 with 400 for an unknown action, like WordPress', async () => {
    expect(await ajax({ action: 'nope' })).toMatchObject({ status: 400, body: '0' });
  });

  it('answers -1 with 403 for a wrong nonce, like check_ajax_referer', async () => {
    expect(await ajax({ action: 'homey_half_map', security: 'wrong' })).toMatchObject({ status: 403, body: '-1' });
  });

  it('ignores a cache-buster and reads the action from the query too ($_REQUEST)', async () => {
    const security = wpNonce('homey', 'homey_map_ajax_nonce');
    expect(JSON.parse((await ajax({ security }, '?action=homey_half_map&_=1765432100000')).body)).toMatchObject({ getListings: true });
  });
});

describe.each(sites.map((s) => [s.slug, s] as const))('%s', (slug, site) => {
  it('has valid steps that stay on its host', () => {
    expect(validateSteps(site.steps)).toEqual([]);
    for (const step of site.steps) {
      const { url } = resolveStep(step);
      if (url) expect(new URL(url).host).toBe(site.host);
    }
  });

  it('serves its start page with the production embed tag and its scripts', async () => {
    const start = new URL(site.startUrl);
    const res = await demo.server().request(slug, start.pathname + start.search);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(EMBED_TAG);
    const $ = load(res.body);
    for (const src of $('script[src]').map((_, el) => $(el).attr('src')).get()) {
      if (src.startsWith('https://cdn.beacon-analytics.com/')) continue;
      const js = await demo.server().request(slug, src);
      expect(js.status, src).toBe(200);
      expect(js.headers['content-type']).toMatch(/javascript/);
    }
    expect((await demo.server().request(slug, $('link[rel=stylesheet]').attr('href') ?? '')).status).toBe(200);
  });

  it('answers the same bytes every time (no clock, no randomness)', async () => {
    const start = new URL(site.startUrl);
    const a = await demo.server().request(slug, start.pathname + start.search);
    const b = await demo.server().request(slug, start.pathname + start.search);
    expect(a.body).toBe(b.body);
  });
});
