// Rollup plugin for tracker/src/adapters/<slug>.ts (after TypeScript, before terser). Adapter files stay as they
// are (`registerProvider(defineAdapter({...}))`); in the bundle each becomes:
// - lazy: everything but its imports is wrapped in `registerLazy(slug, () => {...})`, so evaluating the
//   bundle only registers a name; the spec object, its paths and watches are built the first time the site
//   mapping names that provider (start.ts / getProvider). A page pays for one adapter, not all of them. Not in
//   the all-sites tag's adapter parts (lazy: false): a part is loaded when its provider is asked for, and defines
//   its adapter as it runs. An adapter with literal JSONP watches is marked `early` (its callbacks must be watched
//   while the page loads), and its callback names are reported (onEarly) for the tag to bake;
// - lean: build-time-only metadata (label, family, sends, lastChecked, pathCases: read by tests, the support
//   matrix and the harness from the sources) is removed from the spec literal; of `sends`, only 'page_upload'
//   stays (the capture engine uploads the conversion pages of an adapter that sends it).
// A module without exactly one `defineAdapter({ slug: '…' })` call, or with exports, is left eager and whole.
import MagicString from 'magic-string';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const REGISTRY = join(here, '..', 'src', 'core', 'registry.ts');
export const BUILD_ONLY = ['label', 'family', 'sends', 'lastChecked', 'pathCases'];
const ADAPTER = /[\\/]tracker[\\/]src[\\/]adapters[\\/](?!index\.)[^\\/]+\.ts$/;

/** Every node of an ESTree tree, depth first. */
function* walk(node) {
  if (!node || typeof node.type !== 'string') return;
  yield node;
  for (const key of Object.keys(node)) {
    const v = node[key];
    if (Array.isArray(v)) for (const x of v) yield* walk(x);
    else if (v && typeof v === 'object' && typeof v.type === 'string') yield* walk(v);
  }
}

const keyName = (p) => (p.type === 'Property' && !p.computed ? (p.key.type === 'Identifier' ? p.key.name : p.key.value) : undefined);

/** `onEarly(slug, names)`: called for an adapter with JSONP watches, with each watch's callback name as JavaScript
 * source (a string or regex literal; null for one that is not a literal): the tag script bakes them (two-part.mjs).
 * Called from moduleParsed, which rollup runs for a module taken from its cache too (transform it skips then:
 * npm run size builds several tags from one cache), with what transform left in the module's meta. */
export function adapterModules({ lazy = true, strip = true, onEarly } = {}) {
  return {
    name: 'beacon-adapter-modules',
    moduleParsed({ meta }) {
      const early = meta && meta.beaconEarly;
      if (early && onEarly) onEarly(early.slug, early.names);
    },
    transform(code, id) {
      if (!ADAPTER.test(id)) return null;
      const ast = this.parse(code);
      const specs = [...walk(ast)].filter(
        (n) => n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === 'defineAdapter' && n.arguments[0] && n.arguments[0].type === 'ObjectExpression',
      );
      if (specs.length !== 1) return null;
      const spec = specs[0].arguments[0];
      const s = new MagicString(code);
      const meta = {};
      if (strip)
        spec.properties.forEach((p, i, all) => {
          if (!BUILD_ONLY.includes(keyName(p))) return;
          if (keyName(p) === 'sends' && p.value.type === 'ArrayExpression' && p.value.elements.some((e) => e && e.value === 'page_upload'))
            return void s.overwrite(p.value.start, p.value.end, "['page_upload']");
          // up to the next property (its comma and spacing go too); the last one from the end of the one before
          const next = all[i + 1];
          if (next) s.remove(p.start, next.start);
          else s.remove(i ? all[i - 1].end : p.start, p.end);
        });
      const slug = spec.properties.find((p) => keyName(p) === 'slug');
      const exported = ast.body.some((n) => /^Export/.test(n.type));
      const body = ast.body.filter((n) => n.type !== 'ImportDeclaration');
      if (slug && slug.value.type === 'Literal' && typeof slug.value.value === 'string' && !exported && body.length) {
        // literal JSONP watches must be declared while the page loads: such an adapter, when mapped, is
        // defined at evaluation (start.ts), and the tag watches its callbacks (two-part.mjs earlyJsonp)
        const observe = spec.properties.find((p) => keyName(p) === 'observe');
        const watches = observe ? [...walk(observe.value)].filter((n) => keyName(n) === 'jsonp') : [];
        const early = watches.length > 0;
        if (early) meta.beaconEarly = { slug: slug.value.value, names: watches.map((n) => (n.value.type === 'Literal' ? code.slice(n.value.start, n.value.end) : null)) };
        if (lazy) {
          s.appendLeft(body[0].start, `registerLazy(${JSON.stringify(slug.value.value)}, () => {\n`);
          s.appendRight(body[body.length - 1].end, `\n}${early ? ', true' : ''});`);
          s.prepend(`import { registerLazy } from ${JSON.stringify(REGISTRY)};\n`);
        }
      }
      return { code: s.toString(), map: s.generateMap({ hires: true }), meta };
    },
  };
}
