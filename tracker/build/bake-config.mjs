// The config baked into a bundle: the service settings and the install records it carries (the one-script bundle
// and the per-site builds: all of theirs; the all-sites two-part tag: none, a page loads its own from dist/tag/map/,
// build/mapping-files.mjs). The JSON, non-ASCII written as \u escapes (ASCII whatever the charset the script is
// served with), as one string constant that core/config.ts parses the first time it is needed, never at
// evaluation. Plain JSON, not encoded: the words of the mappings ("search", "total", "checkin", selectors) are also
// the code's, and gzip shares them only when they are written the same way (base64 cost 1.6 KB min+gzip, ROT47
// 0.9 KB, and ROT47 against plain JSON cost every per-site bundle 0.15-0.3 KB more). Anyone can read it, as anyone
// could decode either.

/** The baked form of a config object: ASCII JSON, non-ASCII as \u escapes (core/config.ts parses it). */
export const encodeConfig = (config) => JSON.stringify(config).replace(/[\u007f-\uffff]/g, (c) => '\\u' + c.charCodeAt(0).toString(16).padStart(4, '0'));

/** `records` as build/install-records.mjs reads them; `sites`: which records to bake (default all). */
export function bakeConfig(records, sites = records.sites) {
  const { endpoint, sessionPage, errorEndpoint, scriptHosts } = records;
  return encodeConfig({ endpoint, sessionPage, errorEndpoint, scriptHosts, sites });
}
