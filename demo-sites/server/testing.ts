// Test helpers for demo-site tests (vitest): one server per test file, and requests in the shapes sites receive.
import { afterAll, beforeAll } from 'vitest';
import { load, type CheerioAPI } from 'cheerio';
import { startDemoSites, type DemoResult, type DemoSitesServer } from './server.ts';

export interface DemoClient {
  server(): DemoSitesServer;
  get(path: string): Promise<DemoResult>;
  /** GET and parse the page with cheerio */
  page(path: string): Promise<CheerioAPI>;
  /** a jQuery-style form POST (admin-ajax, wc-ajax) */
  form(path: string, fields: Record<string, string | number>): Promise<DemoResult>;
  /** a fetch-style JSON POST; the answer parsed */
  json(path: string, body: unknown): Promise<{ status: number; body: any }>;
}

/** Starts the demo sites (only `slug`, or all) before the file's tests and stops them after. */
export function useDemo(slug?: string): DemoClient {
  let server: DemoSitesServer | null = null;
  beforeAll(async () => {
    server = await startDemoSites({ only: slug ? [slug] : undefined });
  });
  afterAll(() => server?.close());
  const s = () => {
    if (!server) throw new Error('demo sites not started');
    return server;
  };
  const site = () => slug ?? s().sites[0].slug;
  return {
    server: s,
    get: (path) => s().request(site(), path),
    page: async (path) => load((await s().request(site(), path)).body),
    form: (path, fields) =>
      s().request(site(), path, {
        method: 'POST',
        body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', 'x-requested-with': 'XMLHttpRequest' },
      }),
    json: async (path, body) => {
      const res = await s().request(site(), path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      return { status: res.status, body: JSON.parse(res.body) };
    },
  };
}
