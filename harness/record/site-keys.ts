// Which siteKeys an install record exists for: `record --from-har --site-key <k>` refuses a key no install has (a
// typo would make a recording whose events no production build would ever send). The one place that knows where
// install records live: the recordings' mapping.json files, and the provider's own records when BEACON_MAPPINGS
// names them (the input `npm run build -- --mappings` takes).
import { join } from 'node:path';
import { readInstallRecords } from '../../tracker/build/install-records.mjs';
import { ROOT } from '../replay/build.ts';

/** Every siteKey a known install record has. */
export function knownSiteKeys(recordings = join(ROOT, 'recordings'), provider = process.env.BEACON_MAPPINGS || null): string[] {
  const keys = new Set<string>();
  for (const input of [recordings, provider]) if (input) for (const r of readInstallRecords(input).sites) if (typeof r.siteKey === 'string') keys.add(r.siteKey);
  return [...keys].sort();
}

/** Why `key` is refused (no install record has it), or null when it is known. */
export function unknownSiteKey(key: string, known = knownSiteKeys()): string | null {
  if (known.includes(key)) return null;
  const near = known.filter((k) => k.startsWith(key.slice(0, 3))).slice(0, 5);
  return `--site-key ${key}: no install record has this siteKey (recordings/*/mapping.json${process.env.BEACON_MAPPINGS ? `, ${process.env.BEACON_MAPPINGS}` : '; set BEACON_MAPPINGS to your install records to check against them'})${near.length ? `; similar: ${near.join(', ')}` : ''}. Pass the siteKey of the site's install, or add its record first`;
}
