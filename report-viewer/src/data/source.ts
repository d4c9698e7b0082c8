// Where report files come from. Two modes, chosen once at start-up:
// - served: `npm run report` serves the report directory at ./report/ beside the viewer; files are fetched.
// - static: `npm run report -- --out dir` writes report-data.js, which sets window.__BEACON_REPORT__ before the
//   viewer starts. index.json is inlined there; every other file (site reports, snapshots) is a small script
//   report-data/NNNN.js that calls window.__beaconReportFile(path, text) when a <script> tag loads it. Script tags
//   work from file://, where Chromium blocks fetch and module scripts, and from any static host.

export interface StaticReportData {
  version: 1;
  /** report-relative path -> file text, for files needed at start-up (index.json) */
  inline: Record<string, string>;
  /** report-relative path -> script URL relative to the page */
  files: Record<string, string>;
}

declare global {
  interface Window {
    __BEACON_REPORT__?: StaticReportData;
    __beaconReportFile?: (path: string, text: string) => void;
  }
}

/** A file the report should have but does not: distinct from a file that could not be read. */
export class MissingFile extends Error {}

export interface ReportSource {
  readonly mode: 'served' | 'static';
  /** Reads a file by its path relative to the report directory; rejects with MissingFile when it does not exist. */
  read(path: string): Promise<string>;
  /** How to tell a person where this file is (`report/x.json`, or `x.json (inlined in report-data.js)`). */
  describe(path: string): string;
}

/** Normalises a report-relative path; rejects absolute paths and anything leaving the report directory. */
export function reportPath(path: string): string {
  const clean = path.replace(/^(\.\/)+/, '');
  if (clean === '' || clean.startsWith('/') || /^[a-z]+:/i.test(clean) || clean.includes('\\') || clean.split('/').includes('..')) {
    throw new Error(`"${path}" is not a path inside the report directory`);
  }
  return clean;
}

export function servedSource(base = 'report/', fetchImpl: typeof fetch = (...args) => fetch(...args)): ReportSource {
  return {
    mode: 'served',
    describe: (path) => `${base}${path}`,
    async read(path) {
      const rel = reportPath(path);
      const url = base + rel.split('/').map(encodeURIComponent).join('/');
      let response: Response;
      try {
        response = await fetchImpl(url, { cache: 'no-store' });
      } catch (error) {
        throw new Error(`could not reach the report server (${(error as Error).message})`, { cause: error });
      }
      if (response.status === 404) throw new MissingFile(`${base}${rel} does not exist`);
      if (!response.ok) throw new Error(`the server answered ${response.status} ${response.statusText}`.trim());
      return response.text();
    },
  };
}

export function isStaticReportData(value: unknown): value is StaticReportData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.version === 1 && typeof v.inline === 'object' && v.inline !== null && typeof v.files === 'object' && v.files !== null;
}

export function staticSource(data: StaticReportData, doc: Document = document, win: Window = window): ReportSource {
  const pending = new Map<string, { resolve: (text: string) => void; reject: (error: Error) => void; promise: Promise<string> }>();
  win.__beaconReportFile = (path, text) => {
    const wait = pending.get(path);
    if (wait) wait.resolve(text);
  };
  return {
    mode: 'static',
    describe: (path) => (path in data.inline ? `${path} (inlined in report-data.js)` : `${path} (${data.files[path] ?? 'not in the bundle'})`),
    read(path) {
      let rel: string;
      try {
        rel = reportPath(path);
      } catch (error) {
        return Promise.reject(error as Error);
      }
      if (Object.hasOwn(data.inline, rel)) return Promise.resolve(data.inline[rel]);
      const script = Object.hasOwn(data.files, rel) ? data.files[rel] : undefined;
      if (script === undefined) return Promise.reject(new MissingFile(`${rel} is not in this static bundle`));
      const existing = pending.get(rel);
      if (existing) return existing.promise;
      let settled = false;
      let resolve!: (text: string) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<string>((res, rej) => {
        resolve = (text) => {
          settled = true;
          res(text);
        };
        reject = (error) => {
          settled = true;
          pending.delete(rel);
          rej(error);
        };
      });
      pending.set(rel, { resolve, reject, promise });
      const tag = doc.createElement('script');
      tag.src = script;
      tag.async = true;
      tag.onerror = () => reject(new Error(`the bundle's ${script} could not be loaded`));
      // The script calls back while it runs, before load fires: a script that loaded silently is not ours.
      tag.onload = () => {
        tag.remove();
        if (!settled) reject(new Error(`the bundle's ${script} did not contain ${rel}`));
      };
      doc.head.appendChild(tag);
      return promise;
    },
  };
}

/** The source this page should use: the static bundle's data when report-data.js ran, else the server. */
export function detectSource(win: Window = window): ReportSource {
  return isStaticReportData(win.__BEACON_REPORT__) ? staticSource(win.__BEACON_REPORT__) : servedSource();
}
