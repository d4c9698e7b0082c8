// Reads tracker/sites/*.json and returns the encoded string baked into the bundle.
// Encoding: base64 of the UTF-8 JSON. It is not a secret (anyone can decode it); it keeps the site list
// one opaque constant, as the spec describes, and lets the build check every file before it ships.
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

/** `siteKey`: bake only that site's mappings (a per-site bundle carries no other customer's). */
export function bakeConfig(dir, siteKey) {
  const config = loadSites(dir);
  if (siteKey != null) config.sites = config.sites.filter((s) => s.siteKey === siteKey);
  return Buffer.from(JSON.stringify(config), 'utf8').toString('base64');
}
