// `npm run size`: builds the bundle variants and prints their minified, gzip and brotli sizes against the
// budgets of the issues (core: 12 KB min+gzip). Variants are a list: add one per budget. `--per-adapter`
// also prints what each adapter costs (the full bundle minus the bundle without that adapter).
// Exits 1 when a variant is over its budget.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { rollup, type OutputOptions, type RollupOptions } from 'rollup';
// @ts-expect-error -- plain ESM build helper without type declarations
import { bakeConfig } from '../tracker/build/bake-config.mjs';

const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'tracker/src');
const TMP = join(ROOT, '.beacon-tmp/size');
const KB = 1024;

interface Variant {
  name: string;
  /** entry module (the real one, or a generated one in .beacon-tmp/size) */
  entry: string;
  out: string;
  /** min+gzip budget in bytes */
  budget?: number;
}

/** A generated entry: imports the given tracker modules (paths under tracker/src, no extension), then boots. */
function entry(name: string, modules: string[]): string {
  mkdirSync(TMP, { recursive: true });
  const file = join(TMP, `${name}.entry.js`);
  const lines = modules.map((m) => `import ${JSON.stringify(join(SRC, m + '.ts'))};`);
  writeFileSync(file, `${lines.join('\n')}\nimport { boot } from ${JSON.stringify(join(SRC, 'core/boot.ts'))};\nboot();\n`);
  return file;
}

/** The adapters listed in tracker/src/adapters/index.ts, as module paths under tracker/src. */
function adapters(): string[] {
  const index = readFileSync(join(SRC, 'adapters/index.ts'), 'utf8');
  return [...index.matchAll(/^import '\.\/([^']+)';/gm)].map((m) => `adapters/${m[1]}`);
}

const variants: Variant[] = [
  { name: 'full bundle (dist/tracker.js)', entry: join(SRC, 'index.ts'), out: join(ROOT, 'dist/tracker.js') },
  { name: 'core only (boot + pageview-only)', entry: entry('core', ['adapters/pageview-only']), out: join(TMP, 'core.js'), budget: 12 * KB },
  // Next: { name: 'core + capture layer', entry: entry('capture', [...]), out: join(TMP, 'capture.js'), budget: 16 * KB },
];

let configs = 0;
async function build(variant: Variant): Promise<Buffer> {
  // The rollup config reads BEACON_ENTRY / BEACON_OUT when it is evaluated; a fresh copy per variant also
  // gives fresh plugin instances.
  process.env.BEACON_ENTRY = variant.entry;
  process.env.BEACON_OUT = variant.out;
  const url = pathToFileURL(join(ROOT, 'tracker/rollup.config.mjs')).href + `?variant=${configs++}`;
  const config = (await import(url)).default as RollupOptions & { output: OutputOptions };
  const bundle = await rollup({ ...config, onwarn: config.onwarn });
  await bundle.write(config.output);
  await bundle.close();
  return readFileSync(variant.out);
}

const sizes = (code: Buffer) => ({ min: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length });
const kb = (n: number) => `${(n / KB).toFixed(2)} KB`;

let over = false;
console.log(`${'variant'.padEnd(40)} ${'min'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}   budget (min+gzip)`);
const gzipOf: Record<string, number> = {};
for (const variant of variants) {
  const s = sizes(await build(variant));
  gzipOf[variant.name] = s.gzip;
  const verdict = variant.budget === undefined ? '' : `${kb(variant.budget)}  ${s.gzip <= variant.budget ? 'ok' : 'OVER BUDGET'}`;
  if (variant.budget !== undefined && s.gzip > variant.budget) over = true;
  console.log(`${variant.name.padEnd(40)} ${kb(s.min).padStart(10)} ${kb(s.gzip).padStart(10)} ${kb(s.brotli).padStart(10)}   ${verdict}`);
  console.log(`${''.padEnd(40)} ${String(s.min).padStart(10)} ${String(s.gzip).padStart(10)} ${String(s.brotli).padStart(10)}   bytes, ${relative(ROOT, variant.out)}`);
}

// The baked site config is part of every variant and grows with each site mapping (base64 compresses poorly).
const baked = Buffer.from(bakeConfig(join(ROOT, 'tracker/sites')) as string);
console.log(`${'  of which the baked site config'.padEnd(40)} ${kb(baked.length).padStart(10)} ${kb(sizes(baked).gzip).padStart(10)}   (standalone gzip; tracker/sites/*.json)`);

if (process.argv.includes('--per-adapter')) {
  const all = adapters();
  const full = gzipOf[variants[0].name];
  console.log('\nper-adapter cost (full bundle minus the bundle without it, min+gzip):');
  for (const adapter of all) {
    const name = adapter.replace('adapters/', '');
    const without = sizes(await build({ name: `without ${name}`, entry: entry(`without-${name}`, all.filter((a) => a !== adapter)), out: join(TMP, `without-${name}.js`) }));
    console.log(`  ${name.padEnd(38)} ${String(full - without.gzip).padStart(8)} bytes`);
  }
}

process.exit(over ? 1 : 0);
