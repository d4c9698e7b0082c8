// Shared by net-conformance.spec.ts and scripts/bench/wrappers.bench.ts: a small IIFE of tracker/src/net (built
// with esbuild, no full tracker needed) and the loopback endpoints the conformance page calls.
import { build } from 'esbuild';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { Handler } from './server';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * The observers as a classic script: installs at once (as the tracker does when evaluated) and exposes
 * `window.__netTest` with what was observed. `extra` is appended inside the bundle (it can use `net`).
 */
export async function buildNetObservers(extra = ''): Promise<string> {
  const contents = `
    import * as observers from './tracker/src/net/index';
    // the benches install and uninstall the observers between rounds (tests only: net/uninstall.ts)
    import { uninstallNetworkObservers } from './tracker/src/net/uninstall';
    const net = { ...observers, uninstallNetworkObservers };
    const plain = (c) => ({ ...c, json: c.json });
    const t = { net, calls: [], jsonp: [], late: [], errors: [], logs: [] };
    window.__netTest = t;
    net.setNetHooks({ log: (...a) => t.logs.push(a.map(String).join(' ')), report: (e) => t.errors.push(String((e && e.stack) || e)) });
    net.installNetworkObservers();
    ${extra}
  `;
  const out = await build({
    stdin: { contents, resolveDir: ROOT, sourcefile: 'net-test-entry.ts', loader: 'ts' },
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

/** What the conformance page's test entry subscribes to. */
export const CONFORMANCE_SUBSCRIPTIONS = `
  net.observe({}, (c) => t.calls.push(plain(c)));
  net.observeJsonp(/^jsonp_/, (c) => t.jsonp.push(plain(c)));
  // a subscriber that attaches only after the host's early calls are done: it must get them replayed
  document.addEventListener('early-done', () => net.observe({ url: 'n=early' }, (c) => t.late.push(plain(c))));
`;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
/** releases of held streams, by their ?hold= key */
const streamHolds = new Map<string, () => void>();

/** Endpoints under /net/api/ and the observers script at /net/observers.js. */
export function netHandler(observersJs: () => string): Handler {
  return async (req, res, body) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/net/observers.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-store' }).end(observersJs());
      return true;
    }
    if (!url.pathname.startsWith('/net/api/')) return false;
    res.sendDate = false; // no Date header: transcripts of two runs must be byte-identical
    const q = url.searchParams;
    const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
      void res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'X-Beacon-Test': 'yes', ...headers }).end(JSON.stringify(value));
    switch (url.pathname.slice('/net/api/'.length)) {
      case 'json':
        json(200, { ok: true, n: q.get('n'), price: '1.234,50 €', nested: { a: [1, 2, { b: null }] } });
        break;
      case 'text':
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`plain text ünïcode ${q.get('n') ?? ''}`);
        break;
      case 'xml':
        res.writeHead(200, { 'Content-Type': 'application/xml' }).end('<?xml version="1.0"?><quote><total currency="EUR">1234.50</total></quote>');
        break;
      case 'html':
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><html><head><title>fragment</title></head><body><p id="x">hi</p></body></html>');
        break;
      case 'bin':
        res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(Buffer.from(Array.from({ length: 1024 }, (_, i) => i % 256)));
        break;
      case 'big':
        res.writeHead(200, { 'Content-Type': 'text/plain' }).end('x'.repeat(2_000_000));
        break;
      case 'slow':
        await sleep(Number(q.get('ms') ?? 500));
        if (!res.destroyed) json(200, { slow: true });
        break;
      case 'stream': {
        // Two chunks 300 ms apart. With ?hold=<key> the second waits until the host says it has read the
        // first (/net/api/release-stream?hold=<key>), so "the first chunk came alone" does not depend on how
        // fast a loaded machine reads; a host that never gets it (a buffering wrapper) fails after 10 s.
        const hold = q.get('hold');
        const released = hold ? new Promise<void>((ok) => streamHolds.set(hold, ok)) : sleep(300);
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.write('chunk-1;');
        await Promise.race([released, sleep(10_000)]);
        if (!res.destroyed) res.end('chunk-2;');
        break;
      }
      case 'release-stream':
        streamHolds.get(q.get('hold') ?? '')?.();
        json(200, { released: true });
        break;
      case 'status500':
        json(500, { error: 'boom', detail: 'Internal' });
        break;
      case 'empty':
        res.writeHead(204).end();
        break;
      case 'redirect':
        res.writeHead(302, { Location: '/net/api/json?n=redirected' }).end();
        break;
      case 'echo': {
        // what reached the wire: method, framing and body (multipart boundaries are random: normalised)
        const ct = req.headers['content-type'] ?? null;
        const boundary = ct && /boundary=(.+)$/.exec(ct)?.[1];
        const norm = (s: string | null) => (s && boundary ? s.split(boundary).join('BOUNDARY') : s);
        json(200, { method: req.method, ct: norm(ct), cl: req.headers['content-length'] ?? null, te: req.headers['transfer-encoding'] ?? null, body: norm(body), custom: req.headers['x-host-header'] ?? null });
        break;
      }
      case 'jsonp': {
        const cb = q.get('callback') ?? 'cb';
        const data = JSON.stringify({ n: q.get('n'), price: '1.234,50 €', nested: { list: [1, 2] } });
        const mode = q.get('mode');
        const js =
          mode === 'try'
            ? `try { window.__jsonpRet = ${cb}(${data}); } catch (e) { window.__jsonpCaught = e; }`
            : mode === 'throw'
              ? `${cb}(${data});`
              : `window.__jsonpRet = ${cb}(${data}, "second-arg");`;
        res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(js);
        break;
      }
      default:
        res.writeHead(404).end('no such endpoint');
    }
    return true;
  };
}

/** A port nothing listens on (bound, then released): a connection to it is refused. */
export async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const port = (s.address() as { port: number }).port;
  await new Promise((ok) => s.close(ok));
  return port;
}
