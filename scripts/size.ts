// `npm run size`: builds the bundle variants and prints their minified, gzip and brotli sizes against the
// budgets of the issues (core: 12 KB min+gzip; core + capture: 16 KB; a per-site bundle, core + one site's
// adapter: 17 KB). Variants are a list: add one per budget. Per-site bundles: three sites by default, every site
// with `--per-site` (the pairs under dist/tag/, where `npm run build` writes them: the one-script dist/tracker.js and
// dist/sites/<key>.js are never overwritten here). It also prints what each
// adapter costs (skip with `--quick`: one build per adapter) (the full bundle minus the bundle without that adapter) and the projection of
// the all-sites bundle to the spec's ≈ 45 platforms (budget < 30 KB). Exits 1 when a variant is over its budget.
// The shipped builds are two-part tags (ARCHITECTURE.md): the full bundle and the per-site ones are
// measured as tag script + main part (each gzipped on its own, as served), and the tag alone is printed against its
// budget; the upload part, which the main part loads on upload pages only, is printed beside them. The other
// variants are single 'whole' scripts (tag and main part in one), which measure code; the layer's leaves the page
// upload to the upload part, as a page that does not upload loads it. The all-sites tag loads its site's adapter as
// a part of its own (tracker/build/adapter-parts.mjs): measured as what a page loads, tag + main part + the largest
// adapter part (+ the largest map file), which does not grow with the number of platforms; the conversion part,
// which an adapter part loads on the conversions of a site that asks for the conversion tracker, is printed beside
// it, as the upload part is. The per-adapter costs and their projection are those of the same tag with every
// adapter inline in its main part (as dist/tracker.js carries them).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { rollup, type OutputOptions, type RollupCache, type RollupOptions } from 'rollup';
// @ts-expect-error -- plain ESM build helper without type declarations
import { siteKeys } from '../tracker/build/site-builds.mjs';
import { readInstallRecords, type InstallRecords } from '../tracker/build/install-records.mjs';
import { groupByKey, mappingFileText } from '../tracker/build/mapping-files.mjs';
// @ts-expect-error -- plain ESM rollup config without type declarations
import { conversionFile, errorsFile, inspectFile, mainFile, siteBundle, tagOf, trackerBuild, trackerPair, uploadFile } from '../tracker/rollup.config.mjs';
import { generateRecords } from './generate-records.ts';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage } from './cli.ts';

const ROOT = join(import.meta.dirname, '..');
const SRC = join(ROOT, 'tracker/src');
const TMP = join(ROOT, '.beacon-tmp/size');
const KB = 1024;

interface Variant {
  name: string;
  /** entry module (the real one, or a generated one in .beacon-tmp/size) */
  entry?: string;
  /** a siteKey: the per-site bundle (its adapters, its mappings) */
  site?: string;
  out: string;
  /** min+gzip budget in bytes */
  budget?: number;
  /** a two-part tag (out is the tag; its main part goes beside it): measured together, the tag also alone; with
   * adapter parts (the all-sites tag), the largest one is counted too */
  pair?: boolean;
  /** a single script without the page upload's code, which the upload part holds */
  uploadPart?: boolean;
  /** which part of a single build (default whole) */
  part?: 'whole' | 'main';
  /** bake only the service settings, no site mappings: the budgets are for code, and the mappings grow with
   * every customer site (their size is printed on its own below) */
  noSites?: boolean;
  /** the all-sites tag built with this many generated customer records (scripts/generate-records.ts): its figure
   * counts the largest map/<key>.js file a page loads too */
  sites?: number;
}

/** A generated entry: imports the given tracker modules (paths under tracker/src, no extension), then starts
 * the way dist/tracker.js does (`start`: network observers + boot), or with the core's `boot` alone. */
function entry(name: string, modules: string[], how: 'start' | 'boot' = 'start', extra = ''): string {
  mkdirSync(TMP, { recursive: true });
  const file = join(TMP, `${name}.entry.js`);
  const lines = modules.map((m) => `import ${JSON.stringify(join(SRC, m + '.ts'))};`);
  const from = JSON.stringify(join(SRC, how === 'start' ? 'start.ts' : 'core/boot.ts'));
  writeFileSync(file, `${lines.join('\n')}\nimport { ${how} } from ${from};\n${extra}${how}();\n`);
  return file;
}

/** The adapters listed in tracker/src/adapters/index.ts, as module paths under tracker/src. */
function adapters(): string[] {
  const index = readFileSync(join(SRC, 'adapters/index.ts'), 'utf8');
  return [...index.matchAll(/^import '\.\/([^']+)';/gm)].map((m) => `adapters/${m[1]}`);
}

// Platform adapters: everything in the registry but the built-in pageview-only provider.
const platforms = adapters().filter((a) => a !== 'adapters/pageview-only');
// The capture layer is only pulled in by adapters; keeping every export of capture/ and parse/ alive measures the
// whole layer an adapter could use (an upper bound: a real adapter set tree-shakes what it does not call).
// Kit and platform-family helpers (capture/kit/*, capture/families/*) are re-exported by capture/index.ts but are
// code of the adapters that use them (an adapter part carries its own copy): they are measured on their own line,
// not as layer.
const FAMILY = /^\.\/(families|kit)\//;
function layerExports(family: boolean): string[] {
  // the engine's names are capture/surface.ts's exports (capture/index.ts re-exports it whole); the families' are
  // index.ts's own export lines
  const file = family ? 'capture/index.ts' : 'capture/surface.ts';
  const index = readFileSync(join(SRC, file), 'utf8');
  return [...index.matchAll(/^export \{([^}]*)\} from '([^']+)';/gm)]
    .filter((m) => FAMILY.test(m[2]) === family)
    .flatMap((m) => m[1].split(',').map((name) => name.trim().replace(/^type\s+\S+$/, '')))
    .filter(Boolean);
}
const keepLayer = (names: string[]) =>
  `import { ${names.join(', ')} } from ${JSON.stringify(join(SRC, 'capture/index.ts'))};\nimport * as parse from ${JSON.stringify(join(SRC, 'parse/index.ts'))};\nwindow.__beaconLayer = [${names.join(', ')}, parse];\n`;
const KEEP_LAYER = keepLayer(layerExports(false));
const KEEP_FAMILIES = keepLayer([...layerExports(false), ...layerExports(true)]);

const PROJECTED_PLATFORMS = 45; // the spec's platform families, roughly
const USAGE = `usage: npm run size [-- --quick] [-- --per-site]

Builds the bundle variants and prints their minified, gzip and brotli sizes against their budgets (min+gzip), each
adapter's own cost and the projection of the all-sites bundle to ${PROJECTED_PLATFORMS} platforms.

  --quick     skip the per-adapter builds (and so the projection)
  --per-site  measure every site's per-site bundle (default: three sites)
  -h, --help  this text

exit codes: ${EXIT.ok} every figure within its budget; ${EXIT.failed} a figure over budget; ${EXIT.usage} bad usage`;

const args = parseOrUsage('size', USAGE, (argv) => {
  const { values } = parseCommandLine({ args: argv, options: { ...HELP_OPTION, quick: { type: 'boolean' }, 'per-site': { type: 'boolean' } } });
  return values.help ? 'help' : { quick: !!values.quick, perSite: !!values['per-site'] };
});
if (args === 'help') process.exit(EXIT.ok);
if (!args) process.exit(EXIT.usage);
// per-site bundles: every site with --per-site, else three (the first, middle and last key)
// the demo sites' records (recordings/*/mapping.json): the per-site bundles measured are theirs
const RECORDS: InstallRecords = readInstallRecords(join(ROOT, 'recordings'));
const keys: string[] = siteKeys(RECORDS);
const sampled = args.perSite ? keys : [...new Set([keys[0], keys[keys.length >> 1], keys[keys.length - 1]])];

const variants: Variant[] = [
  // what one page loads from the all-sites tag: tag + main part + its adapter part (the largest) + its host's
  // records (the largest map file), at 0, 100 and 10,000 customer sites: flat in the number of sites (issue 28)
  ...[0, 100, 10_000].map((n) => ({ name: `all-sites tag, ${n.toLocaleString('en-US')} sites: page`, out: join(TMP, `sites-${n}`, 'tracker.js'), budget: 20 * KB, pair: true, sites: n })),
  { name: `all-sites, ${platforms.length} adapters inline`, entry: join(SRC, 'index.ts'), out: join(TMP, 'inline', 'tracker.js'), budget: 16 * KB + platforms.length * 1.5 * KB, pair: true },
  { name: 'core only (boot + pageview-only)', entry: entry('core', ['adapters/pageview-only'], 'boot'), out: join(TMP, 'core.js'), budget: 12 * KB, noSites: true },
  // the layer as one script, as a page that does not upload loads it (the upload part is printed with the pairs)
  { name: 'core + net + parse + capture, no adapters', entry: entry('capture', ['adapters/pageview-only'], 'start', KEEP_LAYER), out: join(TMP, 'capture.js'), budget: 16 * KB, noSites: true, uploadPart: true },
  { name: '  + every kit and family helper', entry: entry('families', ['adapters/pageview-only'], 'start', KEEP_FAMILIES), out: join(TMP, 'families.js'), noSites: true, uploadPart: true },
  ...sampled.map((key) => ({ name: `per-site: ${key}`, site: key, out: join(ROOT, tagOf(siteBundle(key))), budget: 17 * KB, pair: true })),
];

/** The records a variant is built with: none (code only), n generated customers, or the demo sites'. */
const recordsOf = (variant: Variant): InstallRecords =>
  variant.noSites ? { ...RECORDS, sites: [], where: [] } : variant.sites != null ? { ...RECORDS, sites: generateRecords(variant.sites), where: [] } : RECORDS;

// One rollup cache per kind of part: modules the variants share are transformed (TypeScript) once. A cache keeps
// each module's resolved imports too, and the kinds resolve them differently (a main or upload part reads net/ and
// the JSON builtins from the tag, tracker/build/two-part.mjs; a per-site tag may stub its JSONP observer): one
// cache for all once gave a per-site upload part its own JSON builtins, which a replay of it then failed on.
// Tags are small and built without one.
const caches: Record<string, RollupCache | undefined> = {};
const kindOf = (file: string | undefined) =>
  !file ? 'adapter-parts' : file.endsWith('.upload.js') ? 'upload' : file.endsWith('.errors.js') ? 'errors' : file.endsWith('.inspect.js') ? 'inspect' : file.endsWith('.conversion.js') ? 'conversion' : file.endsWith('.main.js') ? 'main' : 'tag';
async function write(config: RollupOptions & { output: OutputOptions }, kind = kindOf(config.output.file)): Promise<Buffer> {
  const bundle = await rollup({ ...config, cache: kind === 'tag' ? undefined : caches[kind] });
  if (kind !== 'tag') caches[kind] = bundle.cache;
  await bundle.write(config.output);
  await bundle.close();
  return readFileSync(config.output.file as string);
}

/** The variant's script; for a pair, the tag and the main part, and the upload part the main part loads on upload
 * pages only (built in that order: each bakes the hash of the one it loads); for the all-sites tag, its adapter
 * parts and the conversion part they load on conversion pages of the sites that ask for the conversion tracker. */
async function build(variant: Variant): Promise<{ code: Buffer; tag?: Buffer; upload?: Buffer; errors?: Buffer; inspect?: Buffer; conversion?: Buffer; parts?: Map<string, Buffer> }> {
  const options = { input: variant.entry, output: variant.out, site: variant.site, records: recordsOf(variant) };
  // a main part alone (the per-adapter builds) bakes a stand-in for its upload part's hash, as long as a real one
  if (!variant.pair) return { code: await write(trackerBuild({ ...options, part: variant.part ?? 'whole', uploadPart: variant.uploadPart, shared: { uploadHash: '0'.repeat(10) } }), variant.part ?? 'whole') };
  const built: { code?: Buffer; tag?: Buffer; upload?: Buffer; errors?: Buffer; inspect?: Buffer; conversion?: Buffer; parts?: Map<string, Buffer> } = {};
  for (const config of trackerPair(options) as (RollupOptions & { output: OutputOptions })[]) {
    const file = config.output.file as string | undefined;
    if (!file) {
      // the adapter parts: one build, a file each beside the tag
      const bundle = await rollup({ ...config, cache: caches['adapter-parts'] });
      caches['adapter-parts'] = bundle.cache;
      const { output } = await bundle.write(config.output);
      await bundle.close();
      built.parts = new Map(output.filter((o) => o.type === 'chunk').map((o) => [o.name, readFileSync(join(config.output.dir as string, o.fileName))]));
    } else if (file.endsWith('.upload.js')) built.upload = await write(config);
    else if (file.endsWith('.errors.js')) built.errors = await write(config);
    else if (file.endsWith('.inspect.js')) built.inspect = await write(config);
    else if (file.endsWith('.conversion.js')) built.conversion = await write(config);
    else if (file.endsWith('.main.js')) built.code = await write(config);
    else built.tag = await write(config);
  }
  return built as { code: Buffer; tag: Buffer; upload: Buffer; errors?: Buffer; inspect?: Buffer; conversion?: Buffer; parts?: Map<string, Buffer> };
}

const sizes = (code: Buffer) => ({ min: code.length, gzip: gzipSync(code, { level: 9 }).length, brotli: brotliCompressSync(code).length });
const sum = (a: ReturnType<typeof sizes>, b: ReturnType<typeof sizes>) => ({ min: a.min + b.min, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
/** The tag script holds the network observers and the loader only (ARCHITECTURE.md): what the host evaluates. */
const TAG_BUDGET = 4.5 * KB;
const kb = (n: number) => `${(n / KB).toFixed(2)} KB`;

let over = false;
console.log(`${'variant'.padEnd(40)} ${'min'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}   budget (min+gzip)`);
const gzipOf: Record<string, number> = {};
const mainGzip: Record<string, number> = {};
for (const variant of variants) {
  const built = await build(variant);
  const main = sizes(built.code);
  const partSizes = [...(built.parts ?? new Map<string, Buffer>())].map(([slug, code]) => ({ slug, ...sizes(code) })).sort((a, b) => a.gzip - b.gzip);
  const largest = partSizes[partSizes.length - 1];
  const pair = built.tag ? sum(sizes(built.tag), main) : main;
  // the largest map/<key>.js of the records the variant was built with (the file a page loads for its host)
  const maps = variant.sites != null ? [...groupByKey(recordsOf(variant))].map(([key, sites]) => sizes(Buffer.from(mappingFileText(key, sites)))) : [];
  const map = maps.sort((a, b) => a.gzip - b.gzip)[maps.length - 1];
  const withPart = largest ? sum(pair, largest) : pair;
  const s = map ? sum(withPart, map) : withPart;
  gzipOf[variant.name] = s.gzip;
  mainGzip[variant.name] = main.gzip;
  const verdict = variant.budget === undefined ? '' : `${kb(variant.budget)}  ${s.gzip <= variant.budget ? 'ok' : 'OVER BUDGET'}`;
  if (variant.budget !== undefined && s.gzip > variant.budget) over = true;
  console.log(`${variant.name.padEnd(40)} ${kb(s.min).padStart(10)} ${kb(s.gzip).padStart(10)} ${kb(s.brotli).padStart(10)}   ${verdict}`);
  console.log(`${''.padEnd(40)} ${String(s.min).padStart(10)} ${String(s.gzip).padStart(10)} ${String(s.brotli).padStart(10)}   bytes, ${relative(ROOT, variant.out)}${built.tag ? ` + ${relative(ROOT, mainFile(variant.out))}` : ''}${largest ? ` + ${relative(ROOT, dirname(variant.out))}/tracker.adapter.${largest.slug}.js` : ''}`);
  if (largest) {
    const median = partSizes[partSizes.length >> 1];
    console.log(`${'  of which the main part'.padEnd(40)} ${kb(main.min).padStart(10)} ${kb(main.gzip).padStart(10)} ${kb(main.brotli).padStart(10)}   (core, layer${variant.sites != null ? '; no install record' : ', families'})`);
    console.log(`${'  of which the largest adapter part'.padEnd(40)} ${kb(largest.min).padStart(10)} ${kb(largest.gzip).padStart(10)} ${kb(largest.brotli).padStart(10)}   (${largest.slug}; median ${median.gzip} B, ${median.slug}; ${partSizes.length} parts, one loaded per page)`);
  }
  if (map) console.log(`${'  of which the largest map file'.padEnd(40)} ${kb(map.min).padStart(10)} ${kb(map.gzip).padStart(10)} ${kb(map.brotli).padStart(10)}   (map/<key>.js: a site's records; ${maps.length} files)`);
  if (built.tag) {
    const t = sizes(built.tag);
    if (t.gzip > TAG_BUDGET) over = true;
    console.log(`${'  of which the tag script'.padEnd(40)} ${kb(t.min).padStart(10)} ${kb(t.gzip).padStart(10)} ${kb(t.brotli).padStart(10)}   ${kb(TAG_BUDGET)}  ${t.gzip <= TAG_BUDGET ? 'ok' : 'OVER BUDGET'}`);
  }
  if (built.upload) {
    const u = sizes(built.upload);
    console.log(`${'  + the upload part, upload pages only'.padEnd(40)} ${kb(u.min).padStart(10)} ${kb(u.gzip).padStart(10)} ${kb(u.brotli).padStart(10)}   (${relative(ROOT, uploadFile(variant.out))}, not in the figure above)`);
  }
  if (built.errors) {
    const e = sizes(built.errors);
    console.log(`${'  + the errors part, pages that report'.padEnd(40)} ${kb(e.min).padStart(10)} ${kb(e.gzip).padStart(10)} ${kb(e.brotli).padStart(10)}   (${relative(ROOT, errorsFile(variant.out))}, not in the figure above)`);
  }
  if (built.inspect) {
    const e = sizes(built.inspect);
    console.log(`${'  + the inspector part, when asked'.padEnd(40)} ${kb(e.min).padStart(10)} ${kb(e.gzip).padStart(10)} ${kb(e.brotli).padStart(10)}   (${relative(ROOT, inspectFile(variant.out))}: #beaconInspect or __beacon.inspect(); not in the figure above)`);
  }
  if (built.conversion) {
    const c = sizes(built.conversion);
    console.log(`${'  + the conversion part, its conversions'.padEnd(40)} ${kb(c.min).padStart(10)} ${kb(c.gzip).padStart(10)} ${kb(c.brotli).padStart(10)}   (${relative(ROOT, conversionFile(variant.out))}: sites with the conversion tracker; not in the figure above)`);
  }
}



if (!args.quick) {
  const all = adapters();
  // each 'without' build is a main part like the inline variant's, so the difference is the adapter's own cost
  const inline = variants.find((v) => v.name.includes('adapters inline'))!.name;
  const full = mainGzip[inline];
  console.log('\nper-adapter cost (full bundle minus the bundle without it, min+gzip):');
  const costs: number[] = [];
  for (const adapter of all) {
    const name = adapter.replace('adapters/', '');
    const without = sizes((await build({ name: `without ${name}`, entry: entry(`without-${name}`, all.filter((a) => a !== adapter)), out: join(TMP, `without-${name}.js`), part: 'main' })).code);
    const cost = full - without.gzip;
    costs.push(cost);
    console.log(`  ${name.padEnd(38)} ${String(cost).padStart(8)} bytes${cost > 1.5 * KB ? '  OVER the 1.5 KB per-adapter budget' : ''}`);
    if (cost > 1.5 * KB) over = true;
  }
  const sorted = costs.slice().sort((a, b) => a - b);
  console.log(`  median ${sorted[sorted.length >> 1]} bytes, max ${sorted[sorted.length - 1]} bytes (budget 1536 bytes, aim ~300)`);
  // projection: with adapter parts, a page loads one adapter whatever their number; inline (dist/tracker.js), the
  // bundle now plus the mean adapter cost for each platform still to come (printed, not budgeted: a plain embed)
  const mean = costs.reduce((a, b) => a + b, 0) / costs.length;
  const paged = gzipOf[variants.find((v) => v.sites === 10_000)!.name];
  const ok = paged < 30 * KB;
  console.log(
    `\nprojection to ${PROJECTED_PLATFORMS} platforms: the all-sites tag loads ${kb(paged)} per page (tag + main part + its adapter part; more platforms add parts, not bytes per page; budget < 30 KB)  ${ok ? 'ok' : 'OVER BUDGET'}`,
  );
  const inlinePair = gzipOf[inline];
  const projected = inlinePair + Math.max(0, PROJECTED_PLATFORMS - platforms.length) * mean;
  console.log(`  every adapter inline (as dist/tracker.js): ${kb(inlinePair)} + ${Math.max(0, PROJECTED_PLATFORMS - platforms.length)} × ${mean.toFixed(0)} bytes = ${kb(projected)} min+gzip (a plain one-script embed; not budgeted)`);
  if (!ok) over = true;
}

process.exit(over ? 1 : 0);
