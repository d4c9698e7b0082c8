// Per-site bundles: the core and only the adapter(s) a site's mappings name, with only that site's mappings baked
// in. A site is a siteKey of tracker/sites/*.json (a key may have several mappings: hosts, providers).
// `siteEntry` is a rollup plugin serving the generated entry module `beacon:site/<key>`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { loadSites } from './bake-config.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const SRC = join(here, '..', 'src');
const PREFIX = 'beacon:site/';

/** Every siteKey of the mappings in dir, sorted. */
export function siteKeys(dir) {
  return [...new Set(loadSites(dir).sites.map((s) => s.siteKey).filter((k) => typeof k === 'string' && k))].sort();
}

/** The adapter modules a site needs (one per provider its mappings name). Throws for an unknown key or provider. */
export function siteAdapters(dir, key) {
  const sites = loadSites(dir).sites.filter((s) => s.siteKey === key);
  if (!sites.length) throw new Error(`no site mapping has siteKey "${key}" (known: ${siteKeys(dir).join(', ')})`);
  return [...new Set(sites.map((s) => s.provider))].sort().map((provider) => {
    const file = join(SRC, 'adapters', `${provider}.ts`);
    if (!existsSync(file)) throw new Error(`site "${key}" maps to provider "${provider}", which has no adapter file ${file}`);
    return file;
  });
}

export const siteEntryId = (key) => PREFIX + key;

/** Resolves `beacon:site/<key>` to an entry that imports the site's adapters, then starts like src/index.ts. */
export function siteEntry(dir) {
  return {
    name: 'beacon-site-entry',
    resolveId: (id) => (id.startsWith(PREFIX) ? '\0' + id : null),
    load(id) {
      if (!id.startsWith('\0' + PREFIX)) return null;
      const imports = siteAdapters(dir, id.slice(PREFIX.length + 1)).map((f) => `import ${JSON.stringify(f)};`);
      return `${imports.join('\n')}\nimport { start } from ${JSON.stringify(join(SRC, 'start.ts'))};\nstart();\n`;
    },
  };
}
