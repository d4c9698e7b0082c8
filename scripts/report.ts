// `npm run report [-- --port N --report-dir dir --out dir] [--merge dir…]`: shows a replay report in the viewer
// (report-viewer/). With --merge it first joins the reports of a sharded replay (`npm run replay -- --shard i/n`
// each) into --report-dir (harness/replay/merge.ts), then shows that.
// Builds the viewer with Vite when report-viewer/dist is missing or older than its sources, then either
// - serves the viewer and the report directory on loopback (the viewer fetches ./report/…), printing the URL, or
// - with --out, writes a static bundle: the viewer, report-data.js (index.json inlined) and report-data/NNNN.js
//   (one per site report and snapshot, each a script that hands its file to the viewer). It opens from file://
//   (where Chromium blocks fetch and module scripts) and from any static host, with no server.
// The viewer only reads: accepting a new baseline is `npm run replay -- <site> --update`.
import { UsageError } from './cli.ts';
import { mergeReports } from '../harness/replay/merge.ts';
import { SHARD_DIR } from '../harness/replay/report.ts';
import { newestFile, rebuildIfStale } from '../harness/stale-build.ts';
import { createReadStream, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = resolve(import.meta.dirname, '..');
export const VIEWER_DIR = join(ROOT, 'report-viewer');
export const DIST_DIR = join(VIEWER_DIR, 'dist');
export const DEFAULT_REPORT_DIR = join(ROOT, 'replay-report');
export const DEFAULT_PORT = 9323;
const BUNDLE_MARKER = '.beacon-report-bundle';


/** Why the viewer must be (re)built, or null when report-viewer/dist is newer than its sources. */
export function viewerStaleReason(): string | null {
  const built = join(DIST_DIR, 'index.html');
  if (!existsSync(built)) return 'report-viewer/dist is missing';
  const n = newestFile([join(VIEWER_DIR, 'src'), join(VIEWER_DIR, 'index.html'), join(VIEWER_DIR, 'vite.config.ts')], (f) => /\.test\.tsx?$/.test(f));
  return n && n.mtimeMs > statSync(built).mtimeMs ? `${relative(VIEWER_DIR, n.file)} is newer than report-viewer/dist` : null;
}

/**
 * Builds report-viewer/dist with Vite's JS API when it is missing or older than its sources. Safe to call from
 * several processes at once: one builds (into a temporary folder, then swapped in), the others wait and reuse it.
 */
export async function ensureViewerBuilt(log: (line: string) => void = () => {}): Promise<{ built: boolean }> {
  const built = await rebuildIfStale({
    lock: join(VIEWER_DIR, '.build.lock'),
    stale: viewerStaleReason,
    build: async (reason) => {
      log(`Building the report viewer (${reason})…`);
      const { build } = await import('vite');
      const tmp = join(VIEWER_DIR, `.dist-${process.pid}-${Date.now()}`);
      try {
        await build({ configFile: join(VIEWER_DIR, 'vite.config.ts'), logLevel: 'warn', build: { outDir: tmp, emptyOutDir: true } });
        rmSync(DIST_DIR, { recursive: true, force: true });
        renameSync(tmp, DIST_DIR);
      } finally {
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  });
  return { built };
}

function noReport(reportDir: string): Error {
  const shards = existsSync(reportDir) && statSync(reportDir).isDirectory() ? readdirSync(reportDir).filter((n) => SHARD_DIR.test(n)) : [];
  const hint = shards.length ? ` It holds shard reports: join them with \`npm run report -- --merge ${shards.map((n) => join(reportDir, n)).join(' ')}\`.` : '';
  return new Error(`There is no replay report in ${reportDir}. Run \`npm run replay\` first to make one (or pass --report-dir).${hint}`);
}

/** A path inside root, or null when the request tries to leave it. */
function inside(root: string, rel: string): string | null {
  const full = resolve(root, rel);
  const back = relative(root, full);
  if (back === '' || back.startsWith('..') || isAbsolute(back)) return null;
  return full;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.map': 'application/json; charset=utf-8',
};

/** The viewer page's policy: its own scripts only, nothing fetched from elsewhere. Snapshots add their own. */
export const VIEWER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; " +
  "connect-src 'self'; frame-src 'self' blob: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export interface ReportServer {
  url: string;
  port: number;
  server: Server;
  close(): Promise<void>;
}

export interface ServeOptions {
  reportDir: string;
  /** 0 for any free port; the default port falls back to a free one when taken */
  port?: number;
  /** serve this folder as the viewer instead of report-viewer/dist (a static bundle, for tests) */
  viewerDir?: string;
  /** serve the viewer folder alone, as a plain static host would (no /report/) */
  staticOnly?: boolean;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolveListen, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      const address = server.address();
      resolveListen(typeof address === 'object' && address ? address.port : port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, '127.0.0.1');
  });
}

/** Serves the viewer at / and the report directory at /report/ on 127.0.0.1. */
export async function startReportServer(options: ServeOptions): Promise<ReportServer> {
  const reportDir = resolve(options.reportDir);
  const viewerDir = resolve(options.viewerDir ?? DIST_DIR);
  const server = createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    const fromReport = !options.staticOnly && pathname.startsWith('/report/');
    const root = fromReport ? reportDir : viewerDir;
    const rel = fromReport ? pathname.slice('/report/'.length) : pathname === '/' ? 'index.html' : pathname.slice(1);
    const file = inside(root, rel);
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}\n`);
      return;
    }
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': fromReport && type.startsWith('text/html') ? 'text/plain; charset=utf-8' : type,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
    };
    // A recorded snapshot is data for the viewer, never a page of this origin: it is sent as text, and even so
    // under a policy that runs nothing.
    if (fromReport) headers['Content-Security-Policy'] = "default-src 'none'; sandbox";
    else if (type.startsWith('text/html')) headers['Content-Security-Policy'] = VIEWER_CSP;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(file).pipe(res);
  });
  const wanted = options.port ?? DEFAULT_PORT;
  let port: number;
  try {
    port = await listen(server, wanted);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port !== undefined) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new Error(`Port ${wanted} is in use. Pick another with --port N, or --port 0 for any free one.`, { cause: error });
      }
      throw error;
    }
    port = await listen(server, 0);
  }
  const url = `http://127.0.0.1:${port}/`;
  return {
    url,
    port,
    server,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export interface BundleResult {
  outDir: string;
  indexUrl: string;
  files: number;
  bytes: number;
  warnings: string[];
}

function prepareOut(outDir: string): void {
  if (!existsSync(outDir)) {
    mkdirSync(outDir, { recursive: true });
    return;
  }
  if (!statSync(outDir).isDirectory()) throw new UsageError(`--out ${outDir} is a file, not a folder.`);
  const entries = readdirSync(outDir);
  if (entries.length > 0 && !entries.includes(BUNDLE_MARKER)) {
    throw new UsageError(`--out ${outDir} is not empty and is not a report bundle written before: refusing to overwrite it. Pick an empty or new folder.`);
  }
  for (const name of entries) rmSync(join(outDir, name), { recursive: true, force: true });
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Normalises a report-relative path as the viewer does; null when it would leave the report directory. */
function reportRel(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const clean = path.replace(/^(\.\/)+/, '');
  if (clean === '' || clean.startsWith('/') || /^[a-z]+:/i.test(clean) || clean.includes('\\') || clean.split('/').includes('..')) return null;
  return clean;
}

/**
 * Writes the viewer plus the report (index.json, every site report it lists, every snapshot those list) into outDir
 * as classic scripts, so the bundle opens from file:// and any static host. Malformed files are copied as they are:
 * the viewer says which file is wrong and why.
 */
export async function writeStaticBundle(reportDir: string, outDir: string, log: (line: string) => void = () => {}): Promise<BundleResult> {
  const from = resolve(reportDir);
  const out = resolve(outDir);
  const indexFile = join(from, 'index.json');
  if (!existsSync(from) || !existsSync(indexFile)) throw noReport(from);
  if (out === from || out.startsWith(from + sep) || from.startsWith(out + sep)) {
    throw new UsageError(`--out must be outside the report directory (${from}).`);
  }
  await ensureViewerBuilt(log);
  prepareOut(out);
  cpSync(DIST_DIR, out, { recursive: true });

  const warnings: string[] = [];
  const indexText = readFileSync(indexFile, 'utf8');
  const wanted: string[] = [];
  const index = tryParse(indexText) as { recordings?: { file?: unknown }[] } | undefined;
  if (!index) warnings.push('index.json is not valid JSON: the viewer will say so.');
  for (const recording of Array.isArray(index?.recordings) ? index.recordings : []) {
    const rel = reportRel(recording?.file);
    if (!rel) continue;
    wanted.push(rel);
    const file = inside(from, rel);
    if (!file || !existsSync(file)) continue;
    const site = tryParse(readFileSync(file, 'utf8')) as { snapshots?: { path?: unknown }[] } | undefined;
    for (const snapshot of Array.isArray(site?.snapshots) ? site.snapshots : []) {
      const snap = reportRel(snapshot?.path);
      if (snap) wanted.push(snap);
      else warnings.push(`${rel}: snapshot path ${JSON.stringify(snapshot?.path)} is not inside the report directory; left out.`);
    }
  }

  mkdirSync(join(out, 'report-data'), { recursive: true });
  const files: Record<string, string> = {};
  let bytes = 0;
  let n = 0;
  for (const rel of [...new Set(wanted)]) {
    const file = inside(from, rel);
    if (!file || !existsSync(file) || !statSync(file).isFile()) {
      warnings.push(`${rel} is listed but missing: the viewer will say so.`);
      continue;
    }
    const name = `report-data/${String(++n).padStart(4, '0')}.js`;
    const script = `window.__beaconReportFile&&window.__beaconReportFile(${JSON.stringify(rel)},${JSON.stringify(readFileSync(file, 'utf8'))});\n`;
    writeFileSync(join(out, name), script);
    bytes += script.length;
    files[rel] = `./${name}`;
  }
  const data = `window.__BEACON_REPORT__=${JSON.stringify({ version: 1, inline: { 'index.json': indexText }, files })};\n`;
  writeFileSync(join(out, 'report-data.js'), data);
  bytes += data.length;

  const htmlFile = join(out, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const tag = '<script src="./report-data.js"></script>';
  const at = html.search(/<script\b/);
  if (at < 0) throw new Error(`${htmlFile} has no script tag: rebuild the viewer (delete report-viewer/dist).`);
  writeFileSync(htmlFile, `${html.slice(0, at)}${tag}\n    ${html.slice(at)}`);
  writeFileSync(join(out, BUNDLE_MARKER), 'Written by `npm run report -- --out`; safe to delete and rewrite.\n');
  return { outDir: out, indexUrl: pathToFileURL(htmlFile).href, files: n + 1, bytes, warnings };
}

const USAGE = `Usage: npm run report [-- --port N] [--report-dir dir] [--out dir] [--merge dir…]

  (no --out)        serve the viewer and the report on http://127.0.0.1 (default port ${DEFAULT_PORT},
                    a free one if it is taken); Ctrl-C stops it
  --out dir         write a static bundle (viewer + report data + snapshots) that opens from file://
                    or any static host, with no server
  --report-dir dir  the report to show (default replay-report/, as written by npm run replay)
  --merge dir…      first join these shard reports (npm run replay -- --shard i/n, each) into --report-dir, then
                    show it: missing or malformed folders, a site in two shards, different tracker builds and
                    mixed splits stop it (nothing written); a shard of the split not given is a warning.
                    (\`npm run replay -- --merge dir…\` merges without showing, with replay's exit codes)
  --port N          the port to serve on (0: any free port)

exit codes: 0 shown (or written); 1 no report, or the reports could not be merged, or the viewer failed;
2 bad usage`;

async function main(argv: string[]): Promise<number> {
  let values;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      args: argv,
      options: {
        port: { type: 'string' },
        'report-dir': { type: 'string' },
        out: { type: 'string' },
        merge: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (positionals.length && !values.merge) {
    console.error(`Unexpected argument ${JSON.stringify(positionals[0])}: only --merge takes folders.\n\n${USAGE}`);
    return 2;
  }
  if (values.merge && !positionals.length) {
    console.error(`--merge needs the report folders to merge, e.g. --merge replay-report/shard-1-of-2 replay-report/shard-2-of-2.\n\n${USAGE}`);
    return 2;
  }
  let port: number | undefined;
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port > 65535) {
      console.error(`--port must be a number from 0 to 65535, not "${values.port}".\n\n${USAGE}`);
      return 2;
    }
  }
  const reportDir = resolve(values['report-dir'] ?? DEFAULT_REPORT_DIR);
  const log = (line: string) => console.log(line);
  try {
    if (values.merge) {
      const merged = mergeReports(positionals, reportDir);
      const { counts } = merged.index;
      console.log(`Merged ${positionals.length} reports into ${relative(process.cwd(), reportDir) || '.'}: ${counts.total} recordings, ${counts.pass} passed, ${counts.fail} failed, ${counts.error} errors.`);
      for (const warning of merged.warnings) console.warn(`warning: ${warning}`);
    }
    if (!existsSync(reportDir) || !statSync(reportDir).isDirectory()) throw noReport(reportDir);
    if (values.out !== undefined) {
      const result = await writeStaticBundle(reportDir, values.out, log);
      for (const warning of result.warnings) console.warn(`warning: ${warning}`);
      console.log(`Wrote the report viewer and ${result.files} report files (${(result.bytes / 1024).toFixed(0)} KiB of data) to ${result.outDir}`);
      console.log(`Open ${result.indexUrl}\nor put the folder on any static host.`);
      return 0;
    }
    if (!existsSync(join(reportDir, 'index.json'))) {
      console.warn(`warning: ${reportDir} has no index.json yet; the viewer will say to run \`npm run replay\`.`);
      const shards = readdirSync(reportDir).filter((n) => SHARD_DIR.test(n));
      if (shards.length) console.warn(`It holds shard reports: join them first with \`npm run report -- --merge ${shards.map((n) => join(relative(process.cwd(), reportDir) || '.', n)).join(' ')}\`.`);
    }
    await ensureViewerBuilt(log);
    const served = await startReportServer({ reportDir, port });
    if (port === undefined && served.port !== DEFAULT_PORT) console.log(`Port ${DEFAULT_PORT} is taken; using ${served.port}.`);
    console.log(`Report viewer for ${relative(process.cwd(), reportDir) || '.'}: ${served.url}`);
    console.log('Press Ctrl-C to stop.');
    await new Promise<void>((done) => {
      const stop = () => {
        void served.close().then(done);
      };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
    return 0;
  } catch (error) {
    console.error((error as Error).message);
    return error instanceof UsageError ? 2 : 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
