// The all-sites two-part tag's install records: one file per site domain, dist/tag/map/<key>.js (core/mapping-key.mjs
// names it), which a page loads beside the main part (src/mapping-part.ts). Each file holds the records of that
// domain only, so a page loads its own site's records and nothing of another customer's, and what it loads does not
// grow with the number of customers.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { mappingKey } from '../src/core/mapping-key.mjs';
import { encodeConfig } from './bake-config.mjs';
import { GLOBAL } from './two-part.mjs';

/** key -> the records whose host has that key (a record whose host names no file is an error). */
export function groupByKey(records) {
  const groups = new Map();
  records.sites.forEach((site, i) => {
    const key = mappingKey(site.host);
    if (!key) throw new Error(`${records.where?.[i] ?? site.host}: host "${site.host}" cannot name a mapping file`);
    if (!groups.has(key)) groups.set(key, []);
    groups.get(key).push(site);
  });
  return groups;
}

/** The text of one file: hands the records to the main part through the tag's global (nothing without it). */
export const mappingFileText = (key, sites) => `window.${GLOBAL}&&${GLOBAL}.mapping&&${GLOBAL}.mapping(${JSON.stringify(key)},${encodeConfig(sites)});\n`;

/** Rollup plugin (the all-sites main part's build): writes dist/tag/map/ beside the main part, afresh. */
export function mappingFiles(records, mainOutput) {
  return {
    name: 'beacon-mapping-files',
    writeBundle() {
      const dir = join(dirname(mainOutput), 'map');
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
      for (const [key, sites] of groupByKey(records)) writeFileSync(join(dir, `${key}.js`), mappingFileText(key, sites));
    },
  };
}
