// `npm run generate-records -- <n> [--out file.jsonl]`: n made-up install records, one JSON object a line (the
// input `npm run build -- --mappings` takes), for the build and size figures at scale (issue 28: 10,000 sites).
// Varied as a provider's customers are: every provider, each record with the options one of its demo sites uses
// (read from the recordings' mapping.json), exact and wildcard hosts under several kinds of domain, some slug
// maps, ids as numbers and as strings. Hosts and keys are the customers' own (customer-<i>), never a demo site's.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readInstallRecords, type InstallRecord } from '../tracker/build/install-records.mjs';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';

const ROOT = join(import.meta.dirname, '..');
const TLDS = ['com', 'co.uk', 'es', 'com.au', 'fr', 'net', 'de', 'it'];

/** The i-th customer's siteKey (what the build must carry, not a demo site's). */
export const customerKey = (i: number): string => `customer-${i}`;

/** `n` records, the same for the same n (no randomness: a figure measured twice is the same). */
export function generateRecords(n: number): InstallRecord[] {
  const templates = readInstallRecords(join(ROOT, 'recordings')).sites;
  return Array.from({ length: n }, (_, i) => {
    const t = templates[i % templates.length]!;
    const domain = `customer-${i}.${TLDS[i % TLDS.length]}`;
    const options = t.options && t.provider === 'shared-domain'
      ? { installs: (t.options.installs as Record<string, unknown>[]).map((install, k) => ({ ...install, siteKey: `${customerKey(i)}-install-${k}` })) }
      : t.options;
    return {
      host: i % 7 === 3 ? `*.${domain}` : `www.${domain}`,
      provider: t.provider,
      siteKey: customerKey(i),
      clientId: i % 5 === 0 ? String(10_000 + i) : 10_000 + i,
      installId: 500_000 + i,
      ...(i % 11 === 0 ? { slugMap: { '/beach/': { amenities: ['beach'] }, [`/area-${i}/`]: { location: `Area ${i}` } } } : {}),
      ...(options ? { options } : {}),
    };
  });
}

const USAGE = `usage: npm run generate-records -- <n> [--out <file.jsonl>]

Writes n made-up install records as JSONL (stdout, or --out), for npm run build -- --mappings <file.jsonl>.

exit codes: ${EXIT.ok} written; ${EXIT.usage} bad usage`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = parseOrUsage('generate-records', USAGE, (argv) => {
    const { values, positionals } = parseCommandLine({ args: argv, allowPositionals: true, options: { ...HELP_OPTION, out: { type: 'string' } } });
    if (values.help) return 'help';
    const n = Number(positionals[0]);
    if (positionals.length !== 1 || !Number.isInteger(n) || n < 0) throw new UsageError('give the number of records, e.g. 10000');
    return { n, out: values.out };
  });
  if (args === 'help') process.exit(EXIT.ok);
  if (!args) process.exit(EXIT.usage);
  const text = generateRecords(args.n).map((r) => JSON.stringify(r)).join('\n') + '\n';
  if (args.out) writeFileSync(args.out, text);
  else process.stdout.write(text);
}
