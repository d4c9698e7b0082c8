// The provider's install records (spec 3: one site mapping per install) are data given to the build, never code:
//   npm run build -- --mappings <dir | file.json | file.jsonl>      (or BEACON_MAPPINGS=<path>)
// - file.jsonl: one record a line (blank lines and lines starting with // are skipped);
// - file.json: one record, an array of records, or { "sites": [records], endpoint?, sessionPage?, errorEndpoint?,
//   scriptHosts? } (records with the service settings);
// - dir: its *.json and *.jsonl files (service.json in it: the service settings), and each sub-folder's
//   mapping.json (a recordings/ folder: each recording holds its site's records, the only copy).
// The service settings (collection endpoint, session page, error endpoint, script hosts) are tracker/service.json
// unless the input gives them, so a JSONL of records alone is a complete input. Every record is checked by one
// valibot schema; a bad one stops the build with its file, line (JSONL) or index (JSON array), the field and
// what to do. Two records of one host stop it too, naming both places (several installs on one domain are one
// record of the shared-domain resolver, listing them in options.installs).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { basename, dirname, join, relative } from 'node:path';
import * as v from 'valibot';

const here = dirname(fileURLToPath(import.meta.url));
export const SERVICE_FILE = join(here, '..', 'service.json');
const ADAPTERS = join(here, '..', 'src', 'adapters');

/** Every provider a record may name: each adapter file of tracker/src/adapters/ (its slug). */
export function knownProviders() {
  return readdirSync(ADAPTERS)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
    .map((f) => f.slice(0, -3))
    .sort();
}

const show = (x) => (x === undefined ? 'missing' : (JSON.stringify(x) ?? String(x)).slice(0, 80));
const HOST = /^(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
const idLike = v.optional(v.nullable(v.union([v.string(), v.pipe(v.number(), v.finite())], (i) => `is ${show(i.input)}, expected a string, a number or null`)));
const plain = (what) => v.custom((x) => typeof x === 'object' && x !== null && !Array.isArray(x), (i) => `is ${show(i.input)}, expected ${what}`);

const recordSchema = (providers) =>
  v.strictObject(
    {
      host: v.pipe(
        v.string((i) => `is ${show(i.input)}, expected a hostname such as "www.example.com" or "*.example.com"`),
        v.check((s) => HOST.test(s), (i) => `is ${show(i.input)}, expected a hostname such as "www.example.com" or "*.example.com" (no scheme, port or path)`),
      ),
      provider: v.pipe(
        v.string((i) => `is ${show(i.input)}, expected a provider name`),
        v.check((s) => providers.includes(s), (i) => `is ${show(i.input)}, which is no provider of this tracker (known: ${providers.join(', ')})`),
      ),
      siteKey: v.optional(v.nullable(v.string((i) => `is ${show(i.input)}, expected a string or null`))),
      clientId: idLike,
      installId: idLike,
      slugMap: v.optional(v.nullable(v.record(v.string(), plain('an object of the fields that URL pattern adds to the first search'), (i) => `is ${show(i.input)}, expected an object of URL substring -> fields`))),
      options: v.optional(plain("an object (the adapter's options)")),
    },
    (i) => (i.expected === 'never' ? 'is not a record field (allowed: host, provider, siteKey, clientId, installId, slugMap, options)' : `is ${show(i.input)}, expected an install record {host, provider, siteKey, clientId, installId, slugMap?, options?}`),
  );

const SERVICE = v.strictObject(
  {
    endpoint: v.optional(v.pipe(v.string(), v.url((i) => `is ${show(i.input)}, expected the collection service's https URL`))),
    sessionPage: v.optional(v.nullable(v.pipe(v.string(), v.url((i) => `is ${show(i.input)}, expected a URL or null`)))),
    errorEndpoint: v.optional(v.nullable(v.pipe(v.string(), v.url((i) => `is ${show(i.input)}, expected a URL or null`)))),
    scriptHosts: v.optional(v.array(v.string(), (i) => `is ${show(i.input)}, expected an array of hostnames`)),
  },
  (i) => (i.expected === 'never' ? 'is not a service setting (allowed: endpoint, sessionPage, errorEndpoint, scriptHosts)' : `is ${show(i.input)}, expected an object of service settings`),
);

export class RecordError extends Error {}

const fieldOf = (issue) => (issue.path || []).map((p) => p.key).join('.');
const fail = (where, issue, hint) => {
  const field = fieldOf(issue);
  throw new RecordError(`${where}: ${field ? `field "${field}" ` : ''}${issue.message}. ${hint}`);
};
const RECORD_HINT = 'Fix that record (format: tracker/build/install-records.mjs) and build again.';

/** A human place: `customers.jsonl:12`, `sites.json [index 3]`, `recordings/aravis/mapping.json`. */
const place = (file, at) => `${relative(process.cwd(), file) || file}${at || ''}`;

function parseJson(text, where) {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new RecordError(`${where}: not valid JSON (${error.message}). Fix the file and build again.`);
  }
}

/** The records and service settings of one file, each record with where it came from. */
function readFile(file, out, providers) {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const schema = recordSchema(providers);
  const add = (record, where) => {
    const r = v.safeParse(schema, record);
    if (!r.success) fail(where, r.issues[0], RECORD_HINT);
    const site = { ...r.output, host: r.output.host.toLowerCase() };
    for (const key of Object.keys(site)) if (site[key] === undefined) delete site[key];
    out.sites.push(site);
    out.where.push(where);
  };
  const service = (data, where) => {
    const r = v.safeParse(SERVICE, data);
    if (!r.success) fail(where, r.issues[0], 'Fix the service settings and build again.');
    for (const [k, value] of Object.entries(r.output)) if (value !== undefined) out.service[k] = value;
  };
  if (file.endsWith('.jsonl')) {
    text.split(/\r?\n/).forEach((line, i) => {
      if (!line.trim() || line.trim().startsWith('//')) return;
      add(parseJson(line, place(file, `:${i + 1}`)), place(file, `:${i + 1}`));
    });
    return;
  }
  const data = parseJson(text, place(file));
  if (basename(file) === 'service.json') return service(data, place(file));
  if (Array.isArray(data)) return data.forEach((record, i) => add(record, place(file, ` [index ${i}]`)));
  if (data && typeof data === 'object' && Array.isArray(data.sites)) {
    const { sites, ...settings } = data;
    service(settings, place(file));
    return sites.forEach((record, i) => add(record, place(file, ` sites[index ${i}]`)));
  }
  add(data, place(file));
}

/** The files of an input path: the file, or a folder's *.json/*.jsonl and its sub-folders' mapping.json. */
export function inputFiles(path) {
  if (!existsSync(path)) throw new RecordError(`${path}: no such file or folder. Give --mappings a folder, a .json or a .jsonl file of install records.`);
  if (!statSync(path).isDirectory()) {
    if (!/\.jsonl?$/.test(path)) throw new RecordError(`${path}: expected a .json or .jsonl file of install records, or a folder of them.`);
    return [path];
  }
  const files = [];
  for (const entry of readdirSync(path, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const full = join(path, entry.name);
    if (entry.isDirectory()) {
      if (existsSync(join(full, 'mapping.json'))) files.push(join(full, 'mapping.json'));
    } else if (/\.jsonl?$/.test(entry.name)) files.push(full);
  }
  return files;
}

/**
 * Reads install records from `path` (a folder, .json or .jsonl; null: none). Returns the tracker's config:
 * { endpoint, sessionPage, errorEndpoint, scriptHosts, sites } with tracker/service.json's settings as defaults,
 * plus `where` (each site's place, same order) and `input` (the path). Throws RecordError naming the place.
 */
export function readInstallRecords(path, { providers = knownProviders(), serviceFile = SERVICE_FILE } = {}) {
  const out = { service: {}, sites: [], where: [] };
  const defaults = parseJson(readFileSync(serviceFile, 'utf8'), serviceFile);
  if (path) for (const file of inputFiles(path)) readFile(file, out, providers);
  const seen = new Map();
  out.sites.forEach((site, i) => {
    const first = seen.get(site.host);
    if (first != null)
      throw new RecordError(
        `host "${site.host}" has two records: ${out.where[first]} and ${out.where[i]}. Keep one (several installs on one domain are one record of provider "shared-domain", listing them in options.installs).`,
      );
    seen.set(site.host, i);
  });
  return {
    endpoint: null,
    sessionPage: null,
    errorEndpoint: null,
    scriptHosts: [],
    ...defaults,
    ...out.service,
    sites: out.sites,
    where: out.where,
    input: path || null,
  };
}

/** The records the build is given: --mappings, else BEACON_MAPPINGS, else none. */
export const mappingsInput = (arg) => (typeof arg === 'string' && arg) || process.env.BEACON_MAPPINGS || null;

/** Providers that pick one of several installs on a host by the page's markers (a provider with `resolve`:
 * tracker/src/adapters/shared-domain.ts). Records never share a host otherwise (readInstallRecords refuses it). */
export const RESOLVERS = ['shared-domain'];

/** Whether a build of these records may meet installs sharing a host, and so must read the page's install markers
 * (core/boot.ts `__BEACON_SHARED_DOMAINS__`). */
export const mayShareHost = (sites) => sites.some((m) => RESOLVERS.includes(m.provider));
