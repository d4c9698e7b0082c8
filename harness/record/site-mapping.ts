// The install records a demo host has: those of the recording whose mapping.json maps it (the only copy). record
// and record:demos use them so a re-recording keeps its site's records; `npm run demo-sites` configures the
// tracker with them. Data, not tracker code: reading them keeps the harness independent of the tracker's sources.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../replay/build.ts';
import { readMapping, type InstallRecord } from '../recording/mapping.ts';

export type SiteMappingFile = InstallRecord;

/** The records of the recording that maps `host` (all of them: a journey may cross hosts), or null. */
export function recordsFor(host: string, root = join(ROOT, 'recordings')): { records: InstallRecord[]; record: InstallRecord } | null {
  if (!existsSync(root)) return null;
  for (const name of readdirSync(root).sort()) {
    const dir = join(root, name);
    if (!existsSync(join(dir, 'mapping.json'))) continue;
    const records = readMapping(dir);
    const record = records.find((r) => r.host === host);
    if (record) return { records, record };
  }
  return null;
}

/** The record of `host` in the recordings, or null. */
export const siteMappingFor = (host: string, root?: string): InstallRecord | null => recordsFor(host, root)?.record ?? null;
