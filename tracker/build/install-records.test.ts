// The install records a build is given (install-records.mjs): every bad record stops the build with its file, its
// line (JSONL) or index (JSON array), the field and what to do; two records of one host name both places; the
// service settings default to tracker/service.json.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RecordError, readInstallRecords, mayShareHost, RESOLVERS } from './install-records.mjs';

const dir = mkdtempSync(join(tmpdir(), 'beacon-records-'));
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const refusal = (path: string): string => {
  try {
    readInstallRecords(path);
  } catch (e) {
    if (e instanceof RecordError) return e.message;
    throw e;
  }
  throw new Error(`${path} was accepted`);
};

const A = { host: 'www.sea-view.example', provider: 'homey', siteKey: 'sea-view', clientId: 7, installId: '70' };

describe('install records', () => {
  it('a JSONL of records alone is a complete input: the service settings are tracker/service.json', () => {
    const r = readInstallRecords(file('ok.jsonl', `${JSON.stringify(A)}\n\n// a comment\n${JSON.stringify({ host: '*.Lake.example', provider: 'pageview-only' })}\n`));
    expect(r.sites).toEqual([A, { host: '*.lake.example', provider: 'pageview-only' }]);
    expect(r.where.map((w) => w.replace(/.*\//, ''))).toEqual(['ok.jsonl:1', 'ok.jsonl:4']);
    expect(r.endpoint).toBe('https://collect.beacon-analytics.com');
    expect(r.scriptHosts[0]).toBe('cdn.beacon-analytics.com');
  });

  it('a .json of records with service settings overrides the defaults; a folder reads service.json and sub-folders\' mapping.json', () => {
    const r = readInstallRecords(file('with-service.json', JSON.stringify({ endpoint: 'https://collect.provider.example', sites: [A] })));
    expect(r.endpoint).toBe('https://collect.provider.example');
    const folder = join(dir, 'folder');
    mkdirSync(join(folder, 'site-a'), { recursive: true });
    writeFileSync(join(folder, 'service.json'), JSON.stringify({ scriptHosts: ['cdn.provider.example'] }));
    writeFileSync(join(folder, 'site-a', 'mapping.json'), JSON.stringify(A));
    writeFileSync(join(folder, 'more.jsonl'), JSON.stringify({ ...A, host: 'b.example' }) + '\n');
    const f = readInstallRecords(folder);
    expect(f.sites.map((s) => s.host)).toEqual(['b.example', 'www.sea-view.example']);
    expect(f.scriptHosts).toEqual(['cdn.provider.example']);
  });

  it('a malformed line names the file, the line and what to do', () => {
    expect(refusal(file('bad.jsonl', `${JSON.stringify(A)}\n{"host": "x.example", "provider": \n`))).toMatch(/bad\.jsonl:2: not valid JSON .*Fix the file/);
  });

  it('a bad field names the file, the line or index, the field and what was expected', () => {
    expect(refusal(file('field.jsonl', `${JSON.stringify(A)}\n${JSON.stringify({ ...A, host: 'https://x.example/' })}\n`))).toMatch(/field\.jsonl:2: field "host" is "https:\/\/x\.example\/", expected a hostname .*Fix that record/);
    expect(refusal(file('field.json', JSON.stringify([A, { ...A, host: 'c.example', clientId: { id: 1 } }])))).toMatch(/field\.json \[index 1\]: field "clientId" is \{"id":1\}, expected a string, a number or null/);
    expect(refusal(file('extra.json', JSON.stringify({ ...A, colour: 'red' })))).toMatch(/extra\.json: field "colour" is not a record field \(allowed: host, provider/);
  });

  it('an unknown provider lists the known ones', () => {
    const message = refusal(file('provider.jsonl', JSON.stringify({ ...A, provider: 'homie' }) + '\n'));
    expect(message).toMatch(/provider\.jsonl:1: field "provider" is "homie", which is no provider of this tracker \(known: .*homey.*\)/);
    expect(message).toContain('pageview-only');
  });

  it('two records of one host name both places', () => {
    const folder = join(dir, 'dupes');
    mkdirSync(folder);
    writeFileSync(join(folder, 'one.jsonl'), JSON.stringify(A) + '\n');
    writeFileSync(join(folder, 'two.json'), JSON.stringify([{ ...A, host: 'other.example' }, { ...A, host: 'WWW.sea-view.example', siteKey: 'again' }]));
    expect(refusal(folder)).toMatch(/host "www\.sea-view\.example" has two records: .*one\.jsonl:1 and .*two\.json \[index 1\]\. Keep one/);
  });

  it('a missing path or another kind of file is refused with what to give', () => {
    expect(refusal(join(dir, 'nowhere.jsonl'))).toMatch(/no such file or folder/);
    expect(refusal(file('records.csv', 'host,provider'))).toMatch(/expected a \.json or \.jsonl file/);
  });

  it('the recordings folder is a valid input: each recording holds its site\'s records (the only copy)', () => {
    const r = readInstallRecords(join(import.meta.dirname, '..', '..', 'recordings'));
    expect(r.sites.length).toBeGreaterThan(80);
    expect(r.where.every((w) => /recordings\/[a-z0-9-]+\/mapping\.json/.test(w))).toBe(true);
  });
});

describe('which builds read install markers', () => {
  it('only records of a resolver provider may share a host; the resolvers are the adapters with resolve()', async () => {
    expect(mayShareHost([{ provider: 'wpestate' }, { provider: 'aravis' }])).toBe(false);
    expect(mayShareHost([{ provider: 'wpestate' }, { provider: 'shared-domain' }])).toBe(true);
    // every provider that resolves installs is listed (the build would otherwise drop the markers it reads)
    const { providerNames, getProvider } = await import('../src/core/registry');
    await import('../src/adapters/index');
    expect(providerNames().filter((name) => typeof getProvider(name).resolve == 'function')).toEqual(RESOLVERS);
  });
});
