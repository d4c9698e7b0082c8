// What the demo sites answer, as a list to compare before and after a change of demo code (`npm run demo-sites --
// --answers > before.txt`, change, again, `diff`): a refactor of a site or of its platform's shared code must not
// change a byte any site serves, or its recording no longer shows what the site does. Each site is asked, on a
// server of its own started afresh (sites keep state: booking numbers), every request its recording made to its
// host, in the recorded order, then every asset path it serves; one line an answer: site, method, path, and a hash of
// status, content type, location and body.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RECORDINGS_DIR, startDemoSites, type DemoSiteInfo } from './server.ts';
import type { DemoSite } from './site.ts';

interface HarRequest {
  method: string;
  url: string;
  headers: { name: string; value: string }[];
  postData?: { text?: string };
}

/** The request headers a demo site's answer may depend on (the rest are the browser's). */
const KEPT = /^(content-type|cookie|x-requested-with|accept)$/i;

/** One line per answer of `site` (see the top of this file). */
export async function siteAnswers(site: Pick<DemoSiteInfo, 'slug' | 'host'> & Pick<DemoSite, 'assets'>, recordings = RECORDINGS_DIR): Promise<string[]> {
  const har = join(recordings, site.slug, 'recording.har');
  const entries = existsSync(har) ? (JSON.parse(readFileSync(har, 'utf8')) as { log: { entries: { request: HarRequest }[] } }).log.entries : [];
  const asks: { method: string; path: string; body?: string; headers: Record<string, string> }[] = [];
  for (const { request } of entries) {
    const url = new URL(request.url);
    if (url.hostname !== site.host) continue;
    const headers = Object.fromEntries(request.headers.filter((h) => KEPT.test(h.name)).map((h) => [h.name.toLowerCase(), h.value]));
    asks.push({ method: request.method, path: url.pathname + url.search, body: request.postData?.text, headers });
  }
  for (const path of Object.keys(site.assets ?? {})) asks.push({ method: 'GET', path, headers: {} });
  const demo = await startDemoSites({ only: [site.slug] });
  try {
    const lines: string[] = [];
    for (const ask of asks) {
      const res = await demo.request(site.slug, ask.path, { method: ask.method, body: ask.body, headers: ask.headers });
      const hash = createHash('sha256').update(`${res.status}\n${res.headers['content-type'] ?? ''}\n${res.headers['location'] ?? ''}\n${res.body}`).digest('hex').slice(0, 16);
      lines.push(`${site.slug} ${ask.method} ${ask.path} ${hash}`);
    }
    return lines;
  } finally {
    await demo.close();
  }
}
