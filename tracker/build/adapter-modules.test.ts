// The adapter-module transform on a small adapter: build-only metadata leaves the spec, the module body is
// registered lazily under its slug (not in an adapter part), and JSONP watches mark it for definition at evaluation.
import { describe, expect, it } from 'vitest';
import { parseAst } from 'rollup/parseAst';
// @ts-expect-error -- plain ESM build helper without type declarations
import { adapterModules } from './adapter-modules.mjs';

const ID = '/repo/tracker/src/adapters/demo.ts';
const transform = (code: string, id = ID): { code: string } | null =>
  adapterModules().transform.call({ parse: (c: string) => parseAst(c) }, code, id);

const source = (observe: string) => `import { defineAdapter } from '../capture';
import { registerProvider } from '../core/registry';
const NAME = 'h1';
registerProvider(defineAdapter({ slug: 'demo', label: 'Demo', family: 'site', sends: ['property'], lastChecked: '2026-01-01',
  paths: { property: '/p/' }, observe: ${observe}, map: { property: () => ({ listing_name: NAME }) },
  pathCases: { handles: ['/p/1'], ignores: ['/'] } }));`;

describe('adapterModules', () => {
  it('strips label, family, sends, lastChecked and pathCases and wraps the body in registerLazy', () => {
    const out = transform(source('{}'))!.code;
    for (const key of ['label', 'family', 'sends', 'lastChecked', 'pathCases']) expect(out).not.toContain(`${key}:`);
    expect(out).toContain("paths: { property: '/p/' }");
    expect(out).toMatch(/registerLazy\("demo", \(\) => \{\nconst NAME = 'h1';[^]*\n\}\);$/);
    expect(out.indexOf("import { registerProvider }")).toBeLessThan(out.indexOf('registerLazy("demo"'));
    expect(() => parseAst(out)).not.toThrow();
  });

  it("keeps of sends only 'page_upload' (the engine uploads that adapter's conversion pages)", () => {
    const out = transform(source('{}').replace("sends: ['property']", "sends: ['property', 'conversion', 'page_upload']"))!.code;
    expect(out).toContain("sends: ['page_upload']");
    expect(out).not.toContain("'conversion'");
    expect(() => parseAst(out)).not.toThrow();
  });

  it('marks an adapter with a literal JSONP watch for definition at evaluation', () => {
    expect(transform(source("{ quote: { jsonp: 'cb' } }"))!.code).toMatch(/\n\}, true\);$/);
    expect(transform(source("{ quote: { url: 'x' } }"))!.code).toMatch(/\n\}\);$/);
  });

  it('reports the JSONP callbacks from moduleParsed, so a build from a rollup cache (which skips transform) has them', () => {
    const seen: unknown[] = [];
    const plugin = adapterModules({ onEarly: (slug: string, names: string[]) => seen.push([slug, names]) });
    const out = plugin.transform.call({ parse: (c: string) => parseAst(c) }, source("{ quote: { jsonp: 'cb' } }"), ID);
    expect(seen).toEqual([]);
    plugin.moduleParsed({ meta: out.meta });
    expect(seen).toEqual([['demo', ["'cb'"]]]);
  });

  it('lazy: false (an adapter part, loaded when its provider is asked for) defines the adapter as it runs', () => {
    const seen: unknown[] = [];
    const plugin = adapterModules({ lazy: false, onEarly: (slug: string, names: string[]) => seen.push([slug, names]) });
    const out = plugin.transform.call({ parse: (c: string) => parseAst(c) }, source("{ quote: { jsonp: 'cb' } }"), ID);
    expect(out.code).not.toContain('registerLazy');
    expect(out.code).toContain("registerProvider(defineAdapter({ slug: 'demo',");
    expect(out.code).not.toContain('label:');
    plugin.moduleParsed({ meta: out.meta });
    expect(seen).toEqual([['demo', ["'cb'"]]]);
    expect(() => parseAst(out.code)).not.toThrow();
  });

  it('leaves other modules alone', () => {
    expect(transform(source('{}'), '/repo/tracker/src/adapters/index.ts')).toBeNull();
    expect(transform(source('{}'), '/repo/tracker/src/capture/chain.ts')).toBeNull();
    expect(transform("import { registerProvider } from '../core/registry';\nregisterProvider({ name: 'x', start() {} });")).toBeNull();
  });
});
