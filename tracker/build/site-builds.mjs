// Per-site bundles: the core and only the adapter(s) a site's records name, with only that site's records baked
// in. A site is a siteKey of the install records the build is given (a key may have several records: hosts,
// providers). `siteEntry` is a rollup plugin serving the generated entry module `beacon:site/<key>`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
const SRC = join(here, '..', 'src');
const PREFIX = 'beacon:site/';

/** Every siteKey of the records, sorted. */
export function siteKeys(records) {
  return [...new Set(records.sites.map((s) => s.siteKey).filter((k) => typeof k === 'string' && k))].sort();
}

/** The records of one site. Throws for an unknown key. */
export function siteRecords(records, key) {
  const sites = records.sites.filter((s) => s.siteKey === key);
  if (!sites.length) {
    const keys = siteKeys(records);
    throw new Error(`no install record has siteKey "${key}" (${keys.length ? `known: ${keys.slice(0, 50).join(', ')}${keys.length > 50 ? ', …' : ''}` : `no records given: npm run build -- --mappings <records> --site ${key}`})`);
  }
  return sites;
}

/** The adapter modules a site needs (one per provider its records name). Throws for an unknown key or provider. */
export function siteAdapters(records, key) {
  return [...new Set(siteRecords(records, key).map((s) => s.provider))].sort().map((provider) => {
    const file = join(SRC, 'adapters', `${provider}.ts`);
    if (!existsSync(file)) throw new Error(`site "${key}" maps to provider "${provider}", which has no adapter file ${file}`);
    return file;
  });
}

export const siteEntryId = (key) => PREFIX + key;

/** Resolves `beacon:site/<key>` to an entry that imports the site's adapters, then starts like src/index.ts. */
export function siteEntry(records) {
  return {
    name: 'beacon-site-entry',
    resolveId: (id) => (id.startsWith(PREFIX) ? '\0' + id : null),
    load(id) {
      if (!id.startsWith('\0' + PREFIX)) return null;
      const imports = siteAdapters(records, id.slice(PREFIX.length + 1)).map((f) => `import ${JSON.stringify(f)};`);
      return `${imports.join('\n')}\nimport { start } from ${JSON.stringify(join(SRC, 'start.ts'))};\nstart();\n`;
    },
  };
}
