// One loopback HTTP server for every demo site, picked by the Host header. Chromium reaches the sites under their
// real-looking hostnames through `--host-resolver-rules` (MAP host 127.0.0.1:port, which also remaps the port, so
// URLs carry no port). Plain clients use `request()`; a human without the flag uses `<host>.localhost:port`.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import type { DemoRequest } from './http.ts';
import { siteHandler, type DemoSite } from './site.ts';
import { resolveStep } from '../../harness/recording/steps.ts';
import { validateSteps, type Step } from './steps.ts';

export const DEMO_SITES_DIR = join(import.meta.dirname, '..');

export interface DemoSiteInfo {
  slug: string;
  provider: string;
  host: string;
  label: string;
  platform: string;
  dir: string;
  /** the first step's URL (steps.json) */
  startUrl: string;
  steps: Step[];
}

/** Not sites: this server (it has a site.ts: defineSite) and the platforms' shared demo code. */
const NOT_SITES = new Set(['server', 'platforms']);

/** Every demo site: the folders of demo-sites/ that have a site.ts (server/ and platforms/ excluded), sorted by slug. */
export async function loadDemoSites(): Promise<DemoSite[]> {
  const slugs = readdirSync(DEMO_SITES_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !NOT_SITES.has(d.name) && existsSync(join(DEMO_SITES_DIR, d.name, 'site.ts')))
    .map((d) => d.name)
    .sort();
  const sites: DemoSite[] = [];
  for (const slug of slugs) {
    const mod = (await import(pathToFileURL(join(DEMO_SITES_DIR, slug, 'site.ts')).href)) as { default: DemoSite };
    if (mod.default.slug !== slug) throw new Error(`demo-sites/${slug}/site.ts declares slug "${mod.default.slug}"`);
    sites.push(mod.default);
  }
  return sites;
}

/** The recordings: a demo site's case (steps, truth, mapping, golden) is its recording's folder, recordings/<slug>/. */
export const RECORDINGS_DIR = join(DEMO_SITES_DIR, '..', 'recordings');

/** Where a demo site's steps are: its recording's steps.json (the only copy; the recording replays them). */
export const stepsFile = (slug: string): string => join(RECORDINGS_DIR, slug, 'steps.json');

/** Where a demo site's ground truth is: its recording's truth.json (written from the site's data, never from a run). */
export const truthFile = (slug: string): string => join(RECORDINGS_DIR, slug, 'truth.json');

/** The steps of the demo site in `dir` (demo-sites/<slug>), from its recording. */
export function readSteps(dir: string): Step[] {
  return readStepsFile(stepsFile(basename(dir)));
}

/** A demo site's steps.json (recordings/<slug>/steps.json, or one in another recordings root), checked. */
export function readStepsFile(file: string): Step[] {
  if (!existsSync(file)) throw new Error(`${file} is missing: a demo site's steps are its recording's (write them there, then npm run record:demos -- ${basename(dirname(file))})`);
  const steps = JSON.parse(readFileSync(file, 'utf8')) as Step[];
  const problems = validateSteps(steps);
  if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
  return steps;
}

function infoOf(site: DemoSite): DemoSiteInfo {
  const steps = readSteps(site.dir);
  return {
    slug: site.slug,
    provider: site.provider,
    host: site.host,
    label: site.label,
    platform: site.platform,
    dir: site.dir,
    startUrl: resolveStep(steps[0]).url ?? `http://${site.host}/`,
    steps,
  };
}

/** The demo sites as plain data (what the recorder and the tests need to drive them). */
export async function listDemoSites(): Promise<DemoSiteInfo[]> {
  return (await loadDemoSites()).map(infoOf);
}

export interface DemoResult {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface DemoSitesServer {
  port: number;
  sites: DemoSiteInfo[];
  /** `http://www.streamline-demo.test`: the origin a browser started with `hostResolverRules` uses */
  origin(slug: string): string;
  /** `MAP www.streamline-demo.test 127.0.0.1:PORT,MAP …`: pass as `--host-resolver-rules=<this>` */
  hostResolverRules: string;
  /** a request to one site without a browser: `request('homey', '/wp-admin/admin-ajax.php', { method: 'POST', body })` */
  request(slug: string, path: string, init?: { method?: string; body?: string; headers?: Record<string, string> }): Promise<DemoResult>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** 0 (default) picks a free port */
  port?: number;
  /** serve only these slugs */
  only?: string[];
  /** one line per request: `200 GET www.homey-demo.test/search-results/` */
  log?: (line: string) => void;
}

/** `www.homey-demo.test` → `www.homey-demo.localhost`: loopback in browsers without any flag. */
export const localhostAlias = (host: string): string => host.replace(/\.test$/, '.localhost');

export async function startDemoSites(options: StartOptions = {}): Promise<DemoSitesServer> {
  const loaded = (await loadDemoSites()).filter((s) => !options.only || options.only.includes(s.slug));
  const infos = loaded.map(infoOf);
  const handlers = new Map<string, ReturnType<typeof siteHandler>>();
  for (const site of loaded) {
    const handle = siteHandler(site);
    handlers.set(site.host, handle);
    handlers.set(localhostAlias(site.host), handle);
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void answer(req, Buffer.concat(chunks).toString('utf8'), res);
    });
  });

  async function answer(req: IncomingMessage, body: string, res: ServerResponse): Promise<void> {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    const handle = handlers.get(host);
    res.sendDate = false; // no wall-clock in answers: recordings of the same flow are identical
    let out;
    try {
      const demoReq: DemoRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')])),
        body,
        host,
      };
      out = handle
        ? await handle(demoReq)
        : { status: 404, headers: { 'content-type': 'text/plain' }, body: `No demo site at ${host}. Hosts: ${[...handlers.keys()].join(', ')}\n` };
    } catch (error) {
      out = { status: 500, headers: { 'content-type': 'text/plain' }, body: `demo site error: ${(error as Error).stack}\n` };
    }
    options.log?.(`${out.status} ${req.method} ${host}${req.url}`);
    res.writeHead(out.status, { ...out.headers, 'content-length': Buffer.byteLength(out.body) });
    res.end(req.method === 'HEAD' ? undefined : out.body);
  }

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => ok());
  });
  const port = (server.address() as AddressInfo).port;
  const hostOf = (slug: string): string => {
    const site = loaded.find((s) => s.slug === slug);
    if (!site) throw new Error(`no demo site "${slug}" (have: ${loaded.map((s) => s.slug).join(', ')})`);
    return site.host;
  };

  return {
    port,
    sites: infos,
    origin: (slug) => `http://${hostOf(slug)}`,
    hostResolverRules: loaded.map((s) => `MAP ${s.host} 127.0.0.1:${port}`).join(','),
    request: (slug, path, init = {}) =>
      new Promise((ok, fail) => {
        const req = httpRequest(
          { host: '127.0.0.1', port, path, method: init.method ?? 'GET', headers: { ...init.headers, host: hostOf(slug) } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          },
        );
        req.on('error', fail);
        req.end(init.body);
      }),
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  };
}
