// A loopback server for the tracker's browser tests: serves test pages and the built tracker, and plays
// the collection service (records every batch; its answers can be scripted per test).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { injectDocumentScript } from '../../../harness/proxy/har-proxy';

const ROOT = resolve(import.meta.dirname, '../../..');
const PAGES = join(ROOT, 'tracker/test/browser/pages');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.map': 'application/json', '.json': 'application/json' };

export interface Batch {
  client_id: unknown;
  site_key: unknown;
  user_id: string;
  install_id: unknown;
  session_id: string;
  pageview_id: string;
  version: string;
  post_id: unknown;
  url: string;
  events: { action: string; payload: Record<string, unknown>; offset: number }[];
}

/** How the fake collection service answers the next posts (default: 200 `{}`). */
export interface CollectReply {
  status?: number;
  body?: string;
  headers?: Record<string, string>;
  /** answer nothing and destroy the socket (a network error) */
  drop?: boolean;
  /** hold the answer until released (to simulate a tab dying mid-post) */
  hold?: Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => boolean | Promise<boolean>;

export class TestServer {
  readonly batches: Batch[] = [];
  readonly posts: { status: number; body: string; headers: Record<string, unknown> }[] = [];
  readonly scriptFetches: { url: string; headers: Record<string, unknown> }[] = [];
  /** replies consumed in order; when empty, 200 `{}` */
  replies: CollectReply[] = [];
  handlers: Handler[] = [];
  /** scripts put first in every HTML page served (an init script every engine honours: WebKit's WebDriver has no
   * addInitScript; the replay proxy does the same, harness/proxy/har-proxy.ts) */
  initScripts: string[] = [];
  private server!: Server;
  origin = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => void this.handle(req, res, Buffer.concat(chunks).toString('utf8')));
    });
    await new Promise<void>((ok) => this.server.listen(0, '127.0.0.1', ok));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((ok) => this.server.close(() => ok()));
  }

  /** Waits until `count` batches arrived (polling; tests pass a Playwright-style timeout). */
  async waitForBatches(count: number, timeoutMs = 10_000): Promise<Batch[]> {
    const until = Date.now() + timeoutMs;
    while (this.batches.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} batches, got ${this.batches.length}: ${JSON.stringify(this.batches.map((b) => b.events.map((e) => e.action)))}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return this.batches;
  }

  events(): { action: string; payload: Record<string, unknown>; batch: Batch }[] {
    return this.batches.flatMap((batch) => batch.events.map((e) => ({ ...e, batch })));
  }

  private async handle(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const url = new URL(req.url ?? '/', this.origin);
    res.setHeader('Access-Control-Allow-Origin', '*');
    for (const handler of this.handlers) if (await handler(req, res, body)) return;
    if (url.pathname === '/collect/action' && req.method === 'POST') return this.collect(req, res, body);
    // the tag script and the parts loaded from beside it (tracker.main.js?v=…, tracker.upload.js?v=…, tracker.errors.js?v=…, tracker.inspect.js?v=…,
    // tracker.adapter.<slug>.js?v=…), and the all-sites two-part tag as built under dist/tag/
    if (/^\/dist\/(tag\/)?tracker(\.main|\.upload|\.errors|\.inspect|\.conversion|\.adapter\.[a-z0-9-]+)?\.js(\.map)?$/.test(url.pathname)) {
      if (url.pathname === '/dist/tracker.js') this.scriptFetches.push({ url: req.url ?? '', headers: req.headers });
      return this.file(res, join(ROOT, url.pathname));
    }
    const path = normalize(join(PAGES, url.pathname === '/' ? 'index.html' : url.pathname));
    if (!path.startsWith(PAGES)) return void res.writeHead(403).end();
    return this.file(res, path);
  }

  private async collect(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
    const reply = this.replies.shift() ?? {};
    if (reply.hold) await reply.hold;
    if (reply.drop) return void req.socket.destroy();
    const status = reply.status ?? 200;
    this.posts.push({ status, body, headers: req.headers });
    if (status >= 200 && status < 300) {
      try {
        this.batches.push(JSON.parse(body));
      } catch {
        this.batches.push({ events: [], url: `UNPARSEABLE ${body.slice(0, 80)}` } as unknown as Batch);
      }
    }
    res.writeHead(status, { 'Content-Type': 'application/json', ...reply.headers }).end(reply.body ?? '{}');
  }

  private async file(res: ServerResponse, path: string): Promise<void> {
    try {
      let data = await readFile(path);
      if (extname(path) === '.html' && this.initScripts.length) data = Buffer.from(injectDocumentScript(data.toString('utf8'), this.initScripts.join('\n;\n')));
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' }).end(data);
    } catch {
      res.writeHead(404).end('not found');
    }
  }
}
