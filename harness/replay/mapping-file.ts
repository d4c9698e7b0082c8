// The install-record files the all-sites tag's main part loads for its page's host, map/<key>.js beside itself
// (tracker/src/mapping-part.ts): the replay serves them as the CDN serves dist/tag/map/ (README "Per-site
// bundles"). A recording's own records (mapping.json) are the truth of what its site's file holds: the build's
// file is served when it holds exactly them (what ships is what is replayed); a recording the build does not
// carry (a first replay of a new recording, a test's temporary one) gets its records' file, made by the build's
// own function, and the report says so; a build that carries other records for the host is a finding, not
// something to paper over.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupByKey, mappingFileText } from '../../tracker/build/mapping-files.mjs';
import type { InstallRecord } from '../recording/mapping.ts';

const MAP_PATH = /^\/map\/([a-z0-9.-]+)\.js$/;

export interface MappingAnswer {
  /** the script, or null: no record for that domain (404: the tracker sends the install notice) */
  body: string | null;
  /** what the report should say about it, or null when the build's file was served as it is */
  note: string | null;
  /** true when the build's file holds other records than the recording's: the replay does not test the build */
  mismatch: boolean;
}

/** The answer for a request to `<tag dir>/map/<key>.js`, or null when `pathname` is no such file. */
export function mappingFile(pathname: string, records: InstallRecord[], tagDir: string): MappingAnswer | null {
  const m = MAP_PATH.exec(pathname);
  if (!m) return null;
  const key = m[1]!;
  const file = join(tagDir, 'map', `${key}.js`);
  const built = existsSync(file) ? readFileSync(file, 'utf8') : null;
  const own = groupByKey({ sites: records }).get(key);
  if (!own) return { body: built, note: built ? null : `no install record for ${key} in the build or the recording: map/${key}.js answered 404`, mismatch: false };
  const expected = mappingFileText(key, own);
  if (built === expected) return { body: built, note: null, mismatch: false };
  if (built == null) return { body: expected, note: `map/${key}.js is not in the build (dist/tag/map/): served from the recording's mapping.json`, mismatch: false };
  return {
    body: expected,
    note: `dist/tag/map/${key}.js holds other install records than the recording's mapping.json: served the recording's; rebuild (npm run build:recordings) or give the build this recording's records`,
    mismatch: true,
  };
}
