// What the tag bakes for early JSONP watches (two-part.mjs earlyJsonp): the callback names adapterModules
// reported, and the baked mappings that can decide whether a host maps to such a provider (theirs, and every
// mapping that matches some of the same hostnames), nothing when no adapter of the build watches JSONP.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build helper without type declarations
import { adapterModules } from './adapter-modules.mjs';
// @ts-expect-error -- plain ESM build helper without type declarations
import { earlyJsonp } from './two-part.mjs';
import { parseAst } from 'rollup/parseAst';

const dir = mkdtempSync(join(tmpdir(), 'beacon-two-part-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(join(dir, '_service.json'), JSON.stringify({ endpoint: 'https://collect.example', scriptHosts: ['cdn.example'] }));
writeFileSync(
  join(dir, 'sites.json'),
  JSON.stringify([
    { host: '*.widget.test', provider: 'jsonpy', siteKey: 'a' },
    { host: 'www.widget.test', provider: 'other', siteKey: 'b' }, // exact: beats the wildcard for that host
    { host: '*.test', provider: 'other', siteKey: 'c' }, // a wider wildcard: matches the same hosts
    { host: 'shop.example', provider: 'other', siteKey: 'd' }, // never a host of jsonpy's
    { host: 'cabin.example', provider: 'jsonpy', siteKey: 'e' },
  ]),
);

/** JSON-ish source -> value (the baked text is a JavaScript expression). */
const value = (source: string) => new Function(`return (${source});`)();

describe('earlyJsonp', () => {
  it('bakes the reported callback names and the mappings that overlap a provider’s hosts', () => {
    const baked = value(earlyJsonp({ early: { jsonpy: ['"cbA"', '/^cbB\\d+$/', null] } }, dir));
    expect(baked.p.jsonpy[0]).toBe('cbA');
    expect(baked.p.jsonpy[1]).toEqual(/^cbB\d+$/);
    expect(baked.p.jsonpy).toHaveLength(2); // a non-literal name cannot be baked
    expect(baked.s.map((s: { host: string }) => s.host)).toEqual(['*.widget.test', 'www.widget.test', '*.test', 'cabin.example']);
  });

  it('bakes only the site’s mappings in a per-site build, and nothing without such adapters', () => {
    expect(value(earlyJsonp({ early: { jsonpy: ['"cbA"'] } }, dir, 'e')).s).toEqual([{ host: 'cabin.example', provider: 'jsonpy' }]);
    expect(earlyJsonp({ early: {} }, dir)).toBe('null');
    expect(earlyJsonp({}, dir)).toBe('null');
  });

  it('gets the names from adapterModules, as the source wrote them', () => {
    const early: Record<string, unknown> = {};
    const code = `import { defineAdapter } from '../capture';
registerProvider(defineAdapter({ slug: 'jsonpy', observe: { quote: { jsonp: 'cbQuote' }, property: { jsonp: /^cbP/ }, conversion: { jsonp: NAME } } }));`;
    adapterModules({ onEarly: (slug: string, names: unknown) => (early[slug] = names) }).transform.call({ parse: (c: string) => parseAst(c) }, code, '/repo/tracker/src/adapters/jsonpy.ts');
    expect(early).toEqual({ jsonpy: ["'cbQuote'", '/^cbP/', null] });
  });
});
