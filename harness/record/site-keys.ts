// Which siteKeys an install record exists for: `record --from-har --site-key <k>` refuses a key no install has (a
// typo would make a recording whose events no production build would ever send). The one place that knows where
// install records live; today the site mappings in tracker/sites/*.json (to be repointed at
// recordings/<site>/mapping.json and the builds' --mappings when those land).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../replay/build.ts';

/** Every siteKey a known install record has. */
export function knownSiteKeys(dir = join(ROOT, 'tracker', 'sites')): string[] {
  const keys = new Set<string>();
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('_'))) {
    const data = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { siteKey?: unknown } | { siteKey?: unknown }[];
    for (const m of ([] as { siteKey?: unknown }[]).concat(data)) if (typeof m.siteKey === 'string') keys.add(m.siteKey);
  }
  return [...keys].sort();
}

/** Why `key` is refused (no install record has it), or null when it is known. */
export function unknownSiteKey(key: string, known = knownSiteKeys()): string | null {
  if (known.includes(key)) return null;
  const near = known.filter((k) => k.startsWith(key.slice(0, 3))).slice(0, 5);
  return `--site-key ${key}: no install record has this siteKey (tracker/sites/*.json)${near.length ? `; similar: ${near.join(', ')}` : ''}. Pass the siteKey of the site's install, or add its mapping first`;
}
