// The engine-neutral way to serve a replay (in the manner of Chromium's Web Page Replay): a local HTTP proxy that
// answers every request from the replay's answer function (harness/replay/routing.ts answerReplay: the capture
// endpoint, the tracker's files, the HAR), and puts the replay's document script (pinned clock, environment,
// randomness, page-init) at the top of every HTML document it serves, since WebKit's WebDriver has no request
// interception and no init scripts. HTTPS goes through CONNECT into a local TLS server with a self-signed
// certificate (the browser runs with acceptInsecureCerts). Nothing reaches the network.
// It also counts what is in flight, for the waits (ProxyWatch). BEACON_PROXY_TRACE=1 prints every request it sees.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import type { Duplex } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { createHash } from 'node:crypto';
import { selfSignedCert } from './cert.ts';
import { allowInlineScript } from '../replay/csp.ts';
import type { ReplayAnswer, ReplayRequest } from '../replay/routing.ts';

export interface ProxyInput {
  /** answers a request (the replay holds it while its clock runs) */
  answer: (request: ReplayRequest) => Promise<ReplayAnswer>;
  /** the script every HTML document gets first, or null for none */
  documentScript: () => string | null;
}

/** Sec-Fetch-Dest values whose Playwright resource type has another name (routing.ts reads Playwright's names). */
const DEST_TYPES: Record<string, string> = { document: 'document', iframe: 'document', frame: 'document', empty: 'fetch', style: 'stylesheet', audio: 'media', video: 'media', track: 'media' };

/** What the page asked for, read from the request (the proxy sees no resource types), in Playwright's names
 * (document, fetch for XHR and fetch alike, script, stylesheet, image, font, media, …). */
export function resourceTypeOf(headers: Record<string, string>): string {
  const dest = headers['sec-fetch-dest'];
  if (dest) return DEST_TYPES[dest] ?? dest;
  const accept = headers['accept'] ?? '';
  if (/^text\/html/.test(accept) || /application\/xhtml/.test(accept)) return 'document';
  return 'other';
}

/** What the injected <script> element holds for `script` (it removes its own element). */
export function documentScriptText(script: string): string {
  return `${script.replace(/<\/script/gi, '<\\/script')}\n;document.currentScript && document.currentScript.remove();`;
}

/** The document with `script` as its first script: after the doctype (never before it: quirks mode) and the
 * opening <html>/<head> tags when they come first (so before any <meta http-equiv> policy, which applies only to
 * what follows it). */
export function injectDocumentScript(html: string, script: string): string {
  const tag = `<script>${documentScriptText(script)}</script>`;
  const m = /^(\ufeff?\s*(?:<!--[\s\S]*?-->\s*)*(?:<!doctype[^>]*>)?\s*(?:<html\b[^>]*>)?\s*(?:<head\b[^>]*>)?)/i.exec(html);
  const at = m ? m[1]!.length : 0;
  return html.slice(0, at) + tag + html.slice(at);
}

/** Where each document the proxy served says which one it is (a number per HTML answer, under a symbol: no key on
 * window), so "the page has loaded" is asked of the new document, not of the one still showing. */
const DOCUMENT_KEY = 'beacon.replay.document';
const documentMark = (n: number) => `Object.defineProperty(window, Symbol.for('${DOCUMENT_KEY}'), { value: ${n} });`;

/** In flight and finished requests as the proxy sees them. */
export class ProxyWatch {
  readonly inflight = new Map<number, string>();
  activity = 0;
  finishedUnseen = 0;
  /** a document was requested and the page has not reported its load yet (the driver clears it) */
  docPending = false;
  lastChange = Date.now();
  private waiters: (() => void)[] = [];
  private next = 0;
  /** the main frame's latest document: its mark, null for one the proxy put no script in (not HTML), undefined
   * before the first */
  private expected: number | null | undefined;

  /** The main frame's next document is the one served with `mark` (null: one without the proxy's script). */
  expect(mark: number | null): void {
    this.expected = mark;
  }

  /** An expression the page evaluates to true once the main frame's latest document has loaded: its load event
   * has run in that document, not in the one still showing while the new one commits. */
  loadedExpression(): string {
    const mine = this.expected === undefined ? 'true' : `window[Symbol.for('${DOCUMENT_KEY}')] === ${this.expected === null ? 'undefined' : this.expected}`;
    return `document.readyState === 'complete' && ${mine}`;
  }

  started(label: string, isDocument: boolean): number {
    const id = ++this.next;
    this.inflight.set(id, label);
    this.activity++;
    if (isDocument) this.docPending = true;
    this.lastChange = Date.now();
    return id;
  }

  finished(id: number, unseen: boolean): void {
    this.inflight.delete(id);
    if (unseen) this.finishedUnseen++;
    this.lastChange = Date.now();
    this.poke();
  }

  loaded(): void {
    if (!this.docPending) return;
    this.docPending = false;
    this.poke();
  }

  get busy(): boolean {
    return this.inflight.size > 0 || this.docPending;
  }

  /** As NetworkWatch.quiet: real-time wait until nothing is in flight and the document has loaded. `loadProbe`
   * evaluates loadedExpression() in the page (polled while only the load is pending). */
  async quiet({ capMs, loadProbe }: { capMs: number; loadProbe?: (expression: string) => Promise<boolean> }): Promise<string | null> {
    const until = Date.now() + capMs;
    for (;;) {
      if (this.docPending && this.inflight.size === 0 && loadProbe && (await loadProbe(this.loadedExpression()).catch(() => false)) === true) this.docPending = false;
      if (!this.busy) return null;
      const left = until - Date.now();
      if (left <= 0) {
        const what = [...this.inflight.values()].slice(0, 5);
        const text = `still waiting after ${capMs} ms real time for ${this.docPending ? 'the page load event' : ''}${this.docPending && what.length ? ' and ' : ''}${what.join(', ')}; carrying on`;
        this.inflight.clear();
        this.docPending = false;
        return text;
      }
      const sleep = Math.min(left, this.inflight.size ? 1000 : 20);
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, sleep);
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  private poke(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }
}

export class HarProxy {
  readonly watch = new ProxyWatch();
  port = 0;
  private http!: Server;
  private https!: HttpsServer;
  private sockets = new Set<Duplex>();
  private documents = 0;

  constructor(private readonly input: ProxyInput) {}

  async start(): Promise<this> {
    const { key, cert } = selfSignedCert();
    this.https = createHttpsServer({ key, cert }, (req, res) => void this.handle(req, res, 'https'));
    if (process.env.BEACON_PROXY_TRACE) this.https.on('tlsClientError', (e) => console.log(`proxy: TLS error ${e.message}`));
    this.http = createServer((req, res) => void this.handle(req, res, 'http'));
    this.http.on('connect', (req: IncomingMessage, socket: Duplex) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => {});
      if (process.env.BEACON_PROXY_TRACE) console.log(`proxy: CONNECT ${req.url}`);
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      this.https.emit('connection', socket);
    });
    this.http.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((ok) => this.http.listen(0, '127.0.0.1', ok));
    this.port = (this.http.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((ok) => this.http.close(() => ok()));
    this.https.close();
  }

  private async handle(req: IncomingMessage, res: ServerResponse, scheme: 'http' | 'https'): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    // a proxy request carries the absolute URL (http), a tunnelled one the path and Host (https)
    const url = /^https?:\/\//.test(req.url ?? '') ? req.url! : `${scheme}://${req.headers.host}${req.url}`;
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    delete headers['proxy-connection'];
    const resourceType = resourceTypeOf(headers);
    if (process.env.BEACON_PROXY_TRACE) console.log(`proxy: ${req.method} ${url} ${resourceType}`);
    // a navigation, also a form's POST
    const isDocument = resourceType === 'document';
    const mainFrame = isDocument && headers['sec-fetch-dest'] !== 'iframe' && headers['sec-fetch-dest'] !== 'frame';
    const id = this.watch.started(`${req.method} ${url}`, mainFrame);
    let unseen = true;
    try {
      const answer = await this.input.answer({
        method: req.method ?? 'GET',
        url,
        body: body.length ? body.toString('utf8') : null,
        headers,
        resourceType,
        isNavigation: isDocument,
      });
      let out = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
      const outHeaders: Record<string, string | string[]> = {};
      for (const [k, v] of Object.entries(answer.headers)) {
        if (/^(content-length|transfer-encoding|connection|keep-alive|content-encoding)$/i.test(k)) continue;
        outHeaders[k] = k.toLowerCase() === 'set-cookie' ? v.split('\n') : v;
      }
      const pageScript = isDocument && /html/i.test(answer.headers['content-type'] ?? '') ? this.input.documentScript() : null;
      const mark = pageScript === null ? null : ++this.documents;
      const script = pageScript === null ? null : `${documentMark(mark!)}\n${pageScript}`;
      // a redirect is followed by the browser (its next request is the document); anything else is what commits
      if (mainFrame && !(answer.status >= 300 && answer.status < 400 && answer.headers['location'])) this.watch.expect(mark);
      if (script) {
        out = Buffer.from(injectDocumentScript(out.toString('latin1'), script), 'latin1');
        // a Content-Security-Policy header without 'unsafe-inline' would block it: allowed by its hash (csp.ts)
        const csp = Object.keys(outHeaders).find((k) => k.toLowerCase() === 'content-security-policy');
        if (csp) {
          const hash = `'sha256-${createHash('sha256').update(documentScriptText(script), 'latin1').digest('base64')}'`;
          outHeaders[csp] = String(outHeaders[csp])
            .split(/,(?=\s*[a-z-]+\s)/i)
            .map((policy) => allowInlineScript(policy, hash))
            .join(', ');
        }
      }
      outHeaders['content-length'] = String(out.length);
      unseen = resourceType !== 'fetch';
      res.sendDate = false; // only the recorded headers (Node's Connection/Keep-Alive cannot be left out: page-upload.ts)
      res.writeHead(answer.status, outHeaders).end(out);
    } catch (e) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(`beacon replay proxy: ${(e as Error).message}`);
    } finally {
      this.watch.finished(id, unseen);
    }
  }
}
