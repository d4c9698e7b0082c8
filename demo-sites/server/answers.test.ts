import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { siteAnswers } from './answers.ts';
import { loadDemoSites, RECORDINGS_DIR } from './server.ts';

const site = (await loadDemoSites()).find((s) => s.slug === 'lmpm')!;
const har = JSON.parse(readFileSync(join(RECORDINGS_DIR, 'lmpm', 'recording.har'), 'utf8')) as { log: { entries: { request: { url: string } }[] } };
const tmp = mkdtempSync(join(tmpdir(), 'beacon-answers-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('npm run demo-sites -- --answers', () => {
  it('lists one line per request the recording made to the site and per asset, the same every run', async () => {
    const first = await siteAnswers(site);
    const asked = har.log.entries.filter((e) => new URL(e.request.url).hostname === site.host).length;
    expect(first).toHaveLength(asked + Object.keys(site.assets ?? {}).length);
    expect(first[0]).toMatch(/^lmpm GET \/\S* [0-9a-f]{16}$/);
    // a server of its own each time: a site's state (booking numbers) starts afresh, so the list is stable
    expect(await siteAnswers(site)).toEqual(first);
  });

  it('a different answer gives a different line', async () => {
    cpSync(join(RECORDINGS_DIR, 'lmpm'), join(tmp, 'lmpm'), { recursive: true });
    const copy = JSON.parse(JSON.stringify(har)) as typeof har;
    const quote = copy.log.entries.find((e) => e.request.url.includes('/property-items/search?'))!;
    // the stay of the first price check, a week later: another answer
    quote.request.url = quote.request.url.replace('start=2027-01-02', 'start=2027-01-23').replace('end=2027-01-09', 'end=2027-01-30');
    writeFileSync(join(tmp, 'lmpm', 'recording.har'), JSON.stringify(copy));
    const [before, after] = [await siteAnswers(site), await siteAnswers(site, tmp)];
    const changed = before.map((line, i) => [line, after[i]!] as const).filter(([a, b]) => a.split(' ').pop() !== b.split(' ').pop());
    expect(changed).toHaveLength(1);
    expect(changed[0]![1]).toContain('start=2027-01-23');
  });
});
