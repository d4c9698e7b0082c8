// What ships carries customers' records only (issue 28): the production build of a customer set, run as a provider
// runs it (`npm run build -- --mappings <file.jsonl>`, into a folder of its own), names no demo site's host or key
// anywhere under its dist/, puts each customer's records in its own map/<domain>.js and none in the main part; and
// a bad input stops the build before anything is built, naming the file and line or index.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readInstallRecords } from './install-records.mjs';
import { mappingKey } from '../src/core/mapping-key.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const TMP = join(ROOT, '.beacon-tmp', `production-build-${process.pid}`);
afterAll(() => rmSync(TMP, { recursive: true, force: true }));
const run = promisify(execFile);

/** `npm run build` with these arguments into TMP/<name>/dist; resolves with its exit code and output. */
async function build(name: string, args: string[]): Promise<{ code: number; out: string; dist: string }> {
  const dist = join(TMP, name, 'dist');
  try {
    const r = await run('npx', ['rollup', '-c', 'tracker/rollup.config.mjs', '--silent', ...args], { cwd: ROOT, env: { ...process.env, BEACON_DIST: dist }, maxBuffer: 1 << 24 });
    return { code: 0, out: r.stdout + r.stderr, dist };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, out: err.stdout + err.stderr, dist };
  }
}

const filesUnder = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? filesUnder(join(dir, n)) : [join(dir, n)]));
const demo = readInstallRecords(join(ROOT, 'recordings')).sites;
const customers = [
  { host: 'www.sea-view-rentals.com', provider: 'homey', siteKey: 'sea-view', clientId: 501, installId: 9501 },
  { host: '*.lakeside.co.uk', provider: 'site-generic', siteKey: 'lakeside', clientId: '502', installId: 9502, options: { currency: 'GBP' } },
  { host: 'book.lakeside.co.uk', provider: 'hostfully', siteKey: 'lakeside-book', clientId: 503, installId: 9503 },
];

describe('the production build', () => {
  it('of a customer set names no demo site, and puts each domain\'s records in its own map file', { timeout: 600_000 }, async () => {
    mkdirSync(TMP, { recursive: true });
    const input = join(TMP, 'customers.jsonl');
    writeFileSync(input, customers.map((c) => JSON.stringify(c)).join('\n') + '\n');
    const { code, out, dist } = await build('customers', ['--mappings', input]);
    expect(code, out).toBe(0);
    expect(out).toContain('beacon build: 3 install records from');
    const texts = filesUnder(dist).map((f) => [f, readFileSync(f, 'latin1')] as const);
    for (const record of demo) {
      const host = record.host.replace(/^\*\./, '');
      for (const [file, text] of texts) {
        expect(text.includes(host), `${file} names the demo host ${host}`).toBe(false);
        if (record.siteKey) expect(text.includes(`"siteKey":"${record.siteKey}"`), `${file} carries the demo site key ${record.siteKey}`).toBe(false);
      }
    }
    expect(readdirSync(join(dist, 'tag', 'map')).sort()).toEqual(['lakeside.co.uk.js', 'sea-view-rentals.com.js']);
    expect(mappingKey('book.lakeside.co.uk')).toBe('lakeside.co.uk');
    const lakeside = readFileSync(join(dist, 'tag', 'map', 'lakeside.co.uk.js'), 'utf8');
    expect(lakeside).toContain('"siteKey":"lakeside"');
    expect(lakeside).toContain('"siteKey":"lakeside-book"');
    expect(lakeside).not.toContain('sea-view');
    const main = readFileSync(join(dist, 'tag', 'tracker.main.js'), 'utf8');
    for (const c of customers) expect(main.includes(c.siteKey), `the main part carries ${c.siteKey}`).toBe(false);
    expect(readFileSync(join(dist, 'tracker.js'), 'utf8'), 'the one-script bundle bakes its records').toContain('"siteKey":"sea-view"');
    expect(JSON.parse(readFileSync(join(dist, 'build-info.json'), 'utf8'))).toMatchObject({ records: 3 });
  });

  it('stops on a malformed record, a duplicate host or an unknown provider, naming the file and line or index', { timeout: 120_000 }, async () => {
    mkdirSync(TMP, { recursive: true });
    const bad = join(TMP, 'bad.jsonl');
    writeFileSync(bad, `${JSON.stringify(customers[0])}\n{"host": "x.example", "provider":\n`);
    const dupe = join(TMP, 'dupe.json');
    writeFileSync(dupe, JSON.stringify([customers[0], { ...customers[1] }, { ...customers[0], siteKey: 'again' }]));
    const unknown = join(TMP, 'unknown.jsonl');
    writeFileSync(unknown, JSON.stringify({ ...customers[0], provider: 'homie' }) + '\n');
    const [a, b, c] = await Promise.all([build('bad', ['--mappings', bad]), build('dupe', ['--mappings', dupe]), build('unknown', ['--mappings', unknown])]);
    expect(a.code, a.out).toBe(1);
    expect(a.out).toMatch(/bad\.jsonl:2: not valid JSON/);
    expect(b.code).toBe(1);
    expect(b.out).toMatch(/host "www\.sea-view-rentals\.com" has two records: .*dupe\.json \[index 0\] and .*dupe\.json \[index 2\]/);
    expect(c.code).toBe(1);
    expect(c.out).toMatch(/unknown\.jsonl:1: field "provider" is "homie", which is no provider of this tracker \(known: .*homey/);
    for (const r of [a, b, c]) expect(existsSync(join(r.dist, 'tracker.js')), 'nothing built').toBe(false);
  });
});
