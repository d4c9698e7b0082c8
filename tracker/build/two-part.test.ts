// What the tag bakes for early JSONP watches (two-part.mjs earlyJsonp): the callback names adapterModules
// reported, and in a per-site tag the site's records that can decide whether a host maps to such a provider
// (theirs, and every record that matches some of the same hostnames), nothing when no adapter watches JSONP.
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM build helper without type declarations
import { adapterModules } from './adapter-modules.mjs';
// @ts-expect-error -- plain ESM build helper without type declarations
import { earlyJsonp } from './two-part.mjs';
import { parseAst } from 'rollup/parseAst';

const records = {
  sites: [
    { host: '*.widget.test', provider: 'jsonpy', siteKey: 'a' },
    { host: 'www.widget.test', provider: 'other', siteKey: 'a' }, // exact: beats the wildcard for that host
    { host: 'shop.example', provider: 'other', siteKey: 'a' }, // never a host of jsonpy's
    { host: 'cabin.example', provider: 'jsonpy', siteKey: 'e' },
  ],
};

/** JSON-ish source -> value (the baked text is a JavaScript expression). */
const value = (source: string) => new Function(`return (${source});`)();

describe('earlyJsonp', () => {
  it('the all-sites tag bakes the reported callback names and no record (it watches them on every host)', () => {
    const baked = value(earlyJsonp({ early: { jsonpy: ['"cbA"', '/^cbB\\d+$/', null] } }, records));
    expect(baked.p.jsonpy[0]).toBe('cbA');
    expect(baked.p.jsonpy[1]).toEqual(/^cbB\d+$/);
    expect(baked.p.jsonpy).toHaveLength(2); // a non-literal name cannot be baked
    expect(baked.s).toBeNull();
  });

  it('a per-site tag bakes its records that overlap a provider’s hosts, and nothing without such adapters', () => {
    expect(value(earlyJsonp({ early: { jsonpy: ['"cbA"'] } }, records, 'a')).s.map((s: { host: string }) => s.host)).toEqual(['*.widget.test', 'www.widget.test']);
    expect(value(earlyJsonp({ early: { jsonpy: ['"cbA"'] } }, records, 'e')).s).toEqual([{ host: 'cabin.example', provider: 'jsonpy' }]);
    expect(earlyJsonp({ early: {} }, records)).toBe('null');
    expect(earlyJsonp({}, records)).toBe('null');
  });

  it('gets the names from adapterModules, as the source wrote them', () => {
    const early: Record<string, unknown> = {};
    const code = `import { defineAdapter } from '../capture';
registerProvider(defineAdapter({ slug: 'jsonpy', observe: { quote: { jsonp: 'cbQuote' }, property: { jsonp: /^cbP/ }, conversion: { jsonp: NAME } } }));`;
    const plugin = adapterModules({ onEarly: (slug: string, names: unknown) => (early[slug] = names) });
    const out = plugin.transform.call({ parse: (c: string) => parseAst(c) }, code, '/repo/tracker/src/adapters/jsonpy.ts');
    // reported once rollup has parsed the module (moduleParsed: also for a module from its cache)
    plugin.moduleParsed({ meta: out.meta });
    expect(early).toEqual({ jsonpy: ["'cbQuote'", '/^cbP/', null] });
  });
});
