// mapping.json: the install records of the site a recording exercises (spec 3), the only copy. The test and
// replay builds read every recording's (`npm run build:recordings`: tracker/build/install-records.mjs takes a
// recordings folder), record and record:demos write it, the golden and truth tests read it. Its format and check
// are the build's own (one schema for a provider's records and a recording's): one record, or an array of them
// when the recorded journey crosses several hosts of the site.
import { join } from 'node:path';
import { RecordError, readInstallRecords, type InstallRecord } from '../../tracker/build/install-records.mjs';
import { RecordingError } from './error.ts';

export type { InstallRecord };
export const MAPPING_FILE = 'mapping.json';
export const MAPPING_HINT = 'Fix mapping.json by hand (an install record {host, provider, siteKey, clientId, installId, slugMap?, options?}, or an array of them), or record again with --force.';

/** Reads and validates `<dir>/mapping.json`. */
export function readMapping(dir: string): InstallRecord[] {
  const file = join(dir, MAPPING_FILE);
  try {
    return readInstallRecords(file).sites;
  } catch (error) {
    if (error instanceof RecordError) throw new RecordingError(file, null, error.message.replace(/\.\s*Fix that record.*$/, ''), MAPPING_HINT);
    throw error;
  }
}

/** `host` matches `pattern`: an exact hostname, or `*.example.com` for example.com and its subdomains. */
const matches = (pattern: string, host: string): boolean =>
  pattern.startsWith('*.') ? host === pattern.slice(2) || host.endsWith(pattern.slice(1)) : pattern === host;

/** The record of the recording's start URL's host (exact before wildcard), which names the site's provider. */
export function startRecord(mapping: InstallRecord[], startUrl: string, file = MAPPING_FILE): InstallRecord {
  const host = new URL(startUrl).hostname.toLowerCase();
  const hit = mapping.find((r) => r.host === host) ?? mapping.find((r) => matches(r.host, host));
  if (!hit) throw new RecordingError(file, null, `has no record for ${host}, the host of the recording's start URL`, MAPPING_HINT);
  return hit;
}

/** mapping.json's text for these records (one record as an object). */
export const stringifyMapping = (records: InstallRecord[]): string => JSON.stringify(records.length === 1 ? records[0] : records, null, 2) + '\n';

/** The one record of a recording made with keys given on the command line (record, record --from-har). */
export function siteRecord(startUrl: string, keys: { provider: string; siteKey?: string | null; clientId?: number | string | null; installId?: number | string | null; options?: Record<string, unknown> }): InstallRecord {
  return {
    host: new URL(startUrl).hostname.toLowerCase(),
    provider: keys.provider,
    siteKey: keys.siteKey ?? null,
    clientId: keys.clientId ?? null,
    installId: keys.installId ?? null,
    ...(keys.options ? { options: keys.options } : {}),
  };
}
