// Test support for the real exported HARs of fixtures/real-hars/ (SOURCES.md): where they are, and the one derived
// export the tests need, WebPagetest's six runs with their documents put back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const REAL_HARS = join(import.meta.dirname, 'fixtures', 'real-hars');
export const realHar = (f: string) => join(REAL_HARS, f);

/** The six WebPagetest runs of en.wikipedia.org with a document put back into each run's page (the export saved no
 * bodies) and nothing else: what an export with "Save response bodies" gives for the documents. Each document keeps
 * its headers, among them the cookie WebPagetest wrote as a header name. */
export function wikipediaWithDocuments(): { log: Record<string, unknown> } {
  const har = JSON.parse(readFileSync(realHar('webpagetest/wikipedia-wpt217-six-runs.large.har'), 'utf8')) as {
    log: { pages: { id: string; title: string }[]; entries: { pageref: string; request: { url: string }; response: { content: Record<string, unknown> } }[] };
  };
  const docs = har.log.entries.filter((e) => e.request.url === 'https://en.wikipedia.org/wiki/Main_Page');
  for (const e of docs) {
    const title = har.log.pages.find((p) => p.id === e.pageref)!.title;
    const text = `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>Main Page</h1></body></html>`;
    e.response.content = { ...e.response.content, size: text.length, text };
  }
  return { log: { ...har.log, entries: docs } };
}
