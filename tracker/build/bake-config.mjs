// Reads tracker/sites/*.json and returns the string baked into the bundle: the JSON, non-ASCII written as \u
// escapes (ASCII whatever the charset the script is served with), as one string constant that core/config.ts parses the first time it is needed, never at evaluation. Plain JSON, not
// encoded: the words of the mappings ("search", "total", "checkin", selectors) are also the code's, and gzip shares
// them only when they are written the same way (base64 cost 1.6 KB min+gzip, ROT47 0.9 KB, and ROT47 against plain
// JSON cost every per-site bundle 0.15-0.3 KB more). Anyone can read it, as anyone could decode either.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const SITE_FIELDS = ['host', 'provider', 'siteKey', 'clientId', 'installId', 'slugMap', 'options'];

export function loadSites(dir) {
  const config = { endpoint: null, sessionPage: null, errorEndpoint: null, scriptHosts: [], sites: [] };
  for (const name of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const file = join(dir, name);
    let data;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`${file}: not valid JSON (${error.message})`, { cause: error });
    }
    if (name === '_service.json') {
      Object.assign(config, data);
      continue;
    }
    const sites = Array.isArray(data) ? data : [data];
    sites.forEach((site, i) => {
      const where = `${file}${Array.isArray(data) ? ` [${i}]` : ''}`;
      if (typeof site.host !== 'string' || !site.host) throw new Error(`${where}: "host" must be a hostname`);
      if (typeof site.provider !== 'string' || !site.provider) throw new Error(`${where}: "provider" must name an adapter`);
      for (const key of Object.keys(site)) {
        if (!SITE_FIELDS.includes(key)) throw new Error(`${where}: unknown field "${key}" (allowed: ${SITE_FIELDS.join(', ')})`);
      }
      config.sites.push(site);
    });
  }
  return config;
}

/** The baked form of a config object: ASCII JSON, non-ASCII as \u escapes (core/config.ts parses it). */
export const encodeConfig = (config) => JSON.stringify(config).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));

/** `siteKey`: bake only that site's mappings (a per-site bundle carries no other customer's). */
export function bakeConfig(dir, siteKey) {
  const config = loadSites(dir);
  if (siteKey != null) config.sites = config.sites.filter((s) => s.siteKey === siteKey);
  return encodeConfig(config);
}
