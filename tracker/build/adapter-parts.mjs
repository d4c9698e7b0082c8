// Adapter parts (ARCHITECTURE.md, "Light on the host page"): in the all-sites two-part tag, each platform adapter
// is a file of its own beside the main part, tracker.adapter.<slug>.js?v=<hash of the parts>, and a page loads only
// the one its site mapping names (src/adapter-parts.ts). So what a page pays for does not grow with the number of
// platforms. The main part publishes what adapters stand on (the capture engine, parse/, the registry, the tag's
// net/, the session store, the loader of a part) on the tag's global; an adapter part reads it from there and
// registers its adapter as it runs (it is loaded when its provider is asked for: adapter-modules.mjs, lazy: false).
// A platform family's helpers (capture/families/) and the kit's (capture/kit/) are code of the adapters that use
// them, not of the main part: each part carries its own copy (the conversion tracker's call, which site-generic's
// family helper loads from the conversion part, excepted: capture/families/impact.ts). All the parts are one rollup
// build: ES chunks whose only imports are the layer (external), each then wrapped as a script (one IIFE) before
// terser.
//   layerFromMain: resolves an adapter's imports. capture/index.ts becomes a module of the adapter's own
//     (`\0beacon-capture:<slug>`) re-exporting the engine's names from `beacon-layer:capture` and the families'
//     and kit's from copies of the adapter's own (`\0beacon-copy:<slug>:<file>`, TypeScript stripped here), so no
//     two parts share a chunk; parse/, core/registry.ts, core/storage.ts, net/index.ts and tag/part-url.ts become
//     `beacon-layer:<key>`; a copy's import of an engine module becomes `beacon-layer:capture` (its names checked
//     against the engine's exports), of a family or kit module another copy. Any other module of the tracker is a
//     build error, but the stateless ones a copy may carry along (COPIED).
//   layerScript: each chunk's `import {…} from 'beacon-layer:<key>'` becomes a read of the global's `layer`.
//   partHashes: records each part's hash (shared.adapterParts[slug]) and the hash of them all, which the main part
//     bakes (shared.adapterPartsHash: the `?v=` of every part).
import MagicString from 'magic-string';
import ts from 'typescript';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join, sep } from 'node:path';
import { GLOBAL } from './two-part.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SRC = join(here, '..', 'src');
const ADAPTERS = join(SRC, 'adapters') + sep;
const CAPTURE = join(SRC, 'capture') + sep;
/** code of the adapters that use it, copied into each of their parts: platform families and the kit */
// the tab's journey store keeps no state in memory: each part may carry its own copy (capture/journey.ts)
const JOURNEY = join(CAPTURE, 'journey.ts');
const COPIED_DIRS = [join(CAPTURE, 'families') + sep, join(CAPTURE, 'kit') + sep];
const isCopiedDir = (id) => COPIED_DIRS.some((dir) => id.startsWith(dir)) || id === JOURNEY;
const CAPTURE_INDEX = join(CAPTURE, 'index.ts');
const ENGINE = join(CAPTURE, 'surface.ts');
const LAYER = { [join(SRC, 'parse', 'index.ts')]: 'parse', [join(SRC, 'core', 'registry.ts')]: 'registry', [join(SRC, 'net', 'index.ts')]: 'net', [join(SRC, 'core', 'storage.ts')]: 'storage', [join(SRC, 'tag', 'part-url.ts')]: 'part' };
/** modules without state that a family's copy may carry along */
const COPIED = [join(SRC, 'core', 'hash.ts')];
const PREFIX = 'beacon-layer:';
const INDEX = '\0beacon-capture:';
const COPY = '\0beacon-copy:';

const stripTypes = (code, file) =>
  ts.transpileModule(code, { fileName: file, compilerOptions: { target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ESNext, sourceMap: false } }).outputText;

/** The JavaScript of capture/index.ts for one adapter: the engine from the layer, the families from its copies. */
function captureIndexFor(slug, engineNames) {
  const families = [...readFileSync(CAPTURE_INDEX, 'utf8').matchAll(/^export \{([^}]*)\} from '\.\/((?:families|kit)\/[^']+|journey)';/gm)];
  return [
    `export { ${engineNames.join(', ')} } from '${PREFIX}capture';`,
    ...families.map(([, names, file]) => `export { ${names.split(',').map((n) => n.trim()).filter((n) => n && !n.startsWith('type ')).join(', ')} } from '${COPY}${slug}:${join(CAPTURE, file)}.ts';`),
  ].join('\n');
}

export function layerFromMain(state = {}) {
  let engineNames;
  return {
    name: 'beacon-layer-from-main',
    async buildStart() {
      engineNames = undefined;
    },
    async resolveId(source, importer, options) {
      // @rollup/plugin-node-resolve first asks the other plugins (this one included) with a flag of its own: the
      // file is its to find then; what this plugin does with it is decided by the outer call
      if (options && options.custom && options.custom['node-resolve']) return null;
      if (!importer || source.startsWith(PREFIX)) return source.startsWith(PREFIX) ? { id: source, external: true } : null;
      if (source.startsWith(COPY)) return source;
      const copyOf = importer.startsWith(COPY) ? importer.slice(importer.indexOf(':', COPY.length) + 1) : null;
      const slug = importer.startsWith(COPY) ? importer.slice(COPY.length, importer.indexOf(':', COPY.length)) : importer.startsWith(ADAPTERS) ? importer.slice(ADAPTERS.length).replace(/\.ts$/, '') : null;
      const r = await this.resolve(source, copyOf || importer, { skipSelf: true });
      if (!r || !r.id.startsWith(SRC)) return null;
      if (LAYER[r.id]) return { id: PREFIX + LAYER[r.id], external: true };
      if (r.id === CAPTURE_INDEX && slug) {
        if (!engineNames) engineNames = (await this.load({ id: ENGINE })).exports.filter((n) => n !== 'default');
        state.engineNames = engineNames;
        return INDEX + slug;
      }
      if (r.id.startsWith(ADAPTERS) && !copyOf) return null;
      if (copyOf && r.id.startsWith(CAPTURE) && !isCopiedDir(r.id)) return { id: PREFIX + 'capture', external: true };
      if (copyOf && (COPIED.includes(r.id) || isCopiedDir(r.id))) return COPY + slug + ':' + r.id;
      this.error(`${copyOf || importer} imports ${r.id}: an adapter part reaches the tracker through capture/index.ts, parse/index.ts and core/registry.ts only (tracker/build/adapter-parts.mjs)`);
    },
    async load(id) {
      if (id.startsWith(INDEX)) {
        // a build from a rollup cache (npm run size builds several) resolves from the cache, never through resolveId
        if (!engineNames) engineNames = state.engineNames = (await this.load({ id: ENGINE })).exports.filter((n) => n !== 'default');
        return captureIndexFor(id.slice(INDEX.length), engineNames);
      }
      if (id.startsWith(COPY)) {
        const file = id.slice(id.indexOf(':', COPY.length) + 1);
        return stripTypes(readFileSync(file, 'utf8'), file);
      }
      return null;
    },
  };
}

const IMPORT = /^import\s*(?:\{([^}]*)\}|\*\s*as\s+([\w$]+))\s*from\s*['"]beacon-layer:(\w+)['"];?[ \t]*\n?/gm;
const BARE = /^import\s*['"]beacon-layer:\w+['"];?[ \t]*\n?/gm;

/** `state.engineNames`: the capture engine's exports (layerFromMain), which every name read from it must be. */
export function layerScript(state = {}) {
  return {
    name: 'beacon-layer-script',
    renderChunk(code, chunk) {
      const s = new MagicString(code);
      const reads = [];
      for (const m of code.matchAll(IMPORT)) {
        const [all, names, namespace, key] = m;
        s.remove(m.index, m.index + all.length);
        if (namespace) {
          reads.push(`${namespace} = L.${key}`);
          continue;
        }
        const specifiers = names.split(',').map((n) => n.trim()).filter(Boolean);
        const missing = key === 'capture' && state.engineNames ? specifiers.map((n) => n.split(/\s+as\s+/)[0]).filter((n) => !state.engineNames.includes(n)) : [];
        if (missing.length) this.error(`${chunk.name}: ${missing.join(', ')} not exported by capture/surface.ts, which the main part publishes`);
        reads.push(`{ ${specifiers.map((n) => n.replace(/\s+as\s+/, ': ')).join(', ')} } = L.${key}`);
      }
      for (const m of code.matchAll(BARE)) s.remove(m.index, m.index + m[0].length);
      if (/^\s*(import|export)\b/m.test(s.toString())) this.error(`${chunk.name}: an adapter part kept an import or export the layer does not provide`);
      // a part without its main part (no layer on the page) does nothing
      s.prepend(`(function () {\nconst L = window.${GLOBAL}?.layer;\nif (!L) return;\n${reads.length ? `const ${reads.join(', ')};\n` : ''}`);
      s.append('\n})();\n');
      return { code: s.toString(), map: s.generateMap({ hires: true }) };
    },
  };
}

/** Records each entry chunk's hash under its name (the adapter's slug) in shared.adapterParts, and the hash of them
 * all in shared.adapterPartsHash, which the main part bakes: every part is asked for with it (`?v=`), so the main
 * part carries one hash, not one per platform (0.45 KB min+gzip with 44). It is the first 10 hex characters of the
 * SHA-256 of the parts' own hashes (as the upload part's: of its bytes), one a line in the order of their file
 * names; harness/replay/tracker-main.ts finds the parts a main part asks for by the same. A part changes: every
 * part's URL changes with the main part (which changes anyway: it bakes the hash); a release of the core alone
 * leaves them as cached. */
export function partHashes(shared) {
  return {
    name: 'beacon-adapter-part-hashes',
    generateBundle(_options, bundle) {
      const parts = (shared.adapterParts = {});
      const byFile = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (!chunk.isEntry) this.error(`adapter parts share a chunk (${chunk.fileName}): two adapters import one module that is not the layer`);
        parts[chunk.name] = createHash('sha256').update(chunk.code).digest('hex').slice(0, 10);
        byFile.push([chunk.fileName, parts[chunk.name]]);
      }
      byFile.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
      shared.adapterPartsHash = createHash('sha256').update(byFile.map(([, hash]) => hash).join('\n')).digest('hex').slice(0, 10);
    },
  };
}
