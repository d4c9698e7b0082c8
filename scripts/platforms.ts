// Writes docs/platforms.md, the support matrix: one row per adapter (from its own metadata: slug, label, family,
// events sent, last checked) joined with its evidence file (evidence level, variants) and the recordings whose
// mapping.json names it as provider; and every other demo site's SOURCES.md, which points to its platform's file.
// A platform's evidence is one file, demo-sites/<slug>/SOURCES.md (slug = adapter slug = provider name): in the
// folder of the site named for the platform, or alone in a folder of that name (beds24, bluetent, bookingsync,
// guesty, whose sites bear other names).
//   npm run platforms            rewrite docs/platforms.md and the demo sites' pointer files
//   npm run platforms -- --check exit 1 when one is not what the adapters and SOURCES.md say
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import '../tracker/src/adapters/index.ts';
import { getProvider, providerNames } from '../tracker/src/core/registry.ts';
import { readRecording } from '../harness/recording/layout.ts';
import type { AdapterSpec } from '../tracker/src/capture/adapter.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const MATRIX = join(ROOT, 'docs/platforms.md');

export interface Row {
  slug: string;
  label: string;
  family: string;
  sends: string[];
  lastChecked: string;
  evidence: string;
  variants: string;
  /** the readings of the public evidence the adapter covers (SOURCES.md "- Readings:") */
  readings: string;
  /** the platform versions covered (SOURCES.md "- Versions:") */
  versions: string;
  recordings: string[];
}

/** A platform's evidence file: its public sources, wire shapes and evidence levels, one per platform. */
export const sourcesFile = (slug: string, root = ROOT): string => join(root, 'demo-sites', slug, 'SOURCES.md');

/** The `- Field: value` lines among the first `lines` of a SOURCES.md (its top; a section's with Infinity), each with
 * its indented continuation lines as one line; the first of a name counts. */
export function sourcesFields(text: string, lines = 12): Record<string, string> {
  const fields: Record<string, string> = {};
  const top = text.split('\n').slice(0, lines);
  top.forEach((line, i) => {
    const m = /^- ([A-Za-z ]+):\s*(.+)$/.exec(line.trim());
    if (!m || fields[m[1]!.toLowerCase()] !== undefined) return;
    let value = m[2]!.trim();
    for (let j = i + 1; j < top.length && /^ {2,}\S/.test(top[j]!); j++) value += ' ' + top[j]!.trim();
    fields[m[1]!.toLowerCase()] = value;
  });
  return fields;
}

function recordingsOf(slug: string): string[] {
  const dir = join(ROOT, 'recordings');
  return readdirSync(dir)
    .filter((name) => {
      if (!existsSync(join(dir, name, 'meta.json'))) return false;
      try {
        return readRecording(join(dir, name)).provider === slug;
      } catch {
        return false;
      }
    })
    .sort();
}

export function rows(): Row[] {
  return providerNames()
    .map((name) => (getProvider(name) as unknown as { spec?: AdapterSpec }).spec)
    .filter((spec): spec is AdapterSpec => !!spec && spec.slug !== 'pageview-only')
    .map((spec) => {
      const file = sourcesFile(spec.slug);
      const fields = existsSync(file) ? sourcesFields(readFileSync(file, 'utf8')) : {};
      return {
        slug: spec.slug,
        label: spec.label,
        family: spec.family,
        sends: spec.sends,
        lastChecked: fields['last checked'] ?? spec.lastChecked,
        evidence: fields['evidence level'] ?? 'no SOURCES.md',
        variants: fields['variants'] ?? '',
        readings: fields['readings'] ?? '',
        versions: fields['versions'] ?? '',
        recordings: recordingsOf(spec.slug),
      };
    });
}

/** Every demo site not named for its platform gets a SOURCES.md that says where its evidence is: the brief's "each demo
 * site's SOURCES.md", with the facts in one place. `file` is relative to the root. */
export function pointerFiles(root = ROOT): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  for (const site of readdirSync(join(root, 'recordings')).sort()) {
    if (!existsSync(join(root, 'demo-sites', site, 'site.ts')) || !existsSync(join(root, 'recordings', site, 'meta.json'))) continue;
    const provider = readRecording(join(root, 'recordings', site)).provider;
    if (provider === site) continue;
    const platform = readFileSync(sourcesFile(provider, root), 'utf8');
    const at = platform.search(new RegExp(`^## Site ${site}\\s*$`, 'm'));
    const section = at < 0 ? '' : platform.slice(at).split(/\n(?=## )/)[0]!;
    const top = sourcesFields(platform);
    const own = sourcesFields(section, Infinity);
    const link = `../${provider}/SOURCES.md${at < 0 ? '' : `#site-${site}`}`;
    out.push({
      file: join('demo-sites', site, 'SOURCES.md'),
      text: [
        `# ${site}: evidence`,
        '',
        `- Evidence level: ${own['evidence level'] ?? top['evidence level'] ?? 'see the platform\'s file'}`,
        `- Last checked: ${own['last checked'] ?? top['last checked'] ?? 'see the platform\'s file'}`,
        `- Platform: ${provider}`,
        '',
        `This demo site runs the \`${provider}\` platform. Its public sources, wire shapes, evidence levels and what is`,
        `assumed are in the platform's one evidence file, ${at < 0 ? 'which covers this site' : `section "Site ${site}"`}:`,
        `[demo-sites/${provider}/SOURCES.md](${link}).`,
        '',
        'Written by `npm run platforms` from that file (a test fails when it differs): edit that file, not this one.',
        '',
      ].join('\n'),
    });
  }
  return out;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function render(list: Row[]): string {
  const lines = [
    '# Supported platforms',
    '',
    'Generated by `npm run platforms` from each adapter\'s metadata (`tracker/src/adapters/<slug>.ts`) and its',
    'evidence file, `demo-sites/<slug>/SOURCES.md` (linked from each slug); a test fails when this file is',
    'out of date. Evidence levels:',
    '*source* (the platform\'s own public code or docs show the shape), *corroborated* (independent public',
    'clients or scrapers agree), *assumed* (no public browser-side source; SOURCES.md says what the guess rests on).',
    '',
    'Readings: the shapes the public evidence admits beyond the first, each read by the adapter (issue 32: "- Readings:"',
    'in SOURCES.md, whose table says the evidence and the recording or unit case of each); versions: the platform',
    'versions covered ("- Versions:").',
    '',
    '| platform | slug | family | events sent | evidence | variants | readings | versions | recordings | last checked |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of list)
    lines.push(
      `| ${cell(r.label)} | [\`${r.slug}\`](../demo-sites/${r.slug}/SOURCES.md) | ${r.family} | ${r.sends.join(', ')} | ${cell(r.evidence)} | ${cell(r.variants)} | ${cell(r.readings)} | ${cell(r.versions)} | ${r.recordings.map((n) => `\`${n}\``).join(', ') || 'none'} | ${r.lastChecked} |`,
    );
  lines.push('', `${list.length} platforms.`, '');
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { check: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } });
  if (values.help) {
    console.log('Usage: npm run platforms [-- --check]\n  Writes docs/platforms.md from adapter metadata and SOURCES.md, and every other demo site\'s SOURCES.md (a pointer); --check only compares.');
    process.exit(0);
  }
  const text = render(rows());
  const pointers = pointerFiles();
  if (values.check) {
    const now = existsSync(MATRIX) ? readFileSync(MATRIX, 'utf8') : '';
    const stale = pointers.filter((p) => !existsSync(join(ROOT, p.file)) || readFileSync(join(ROOT, p.file), 'utf8') !== p.text).map((p) => p.file);
    if (now !== text) stale.unshift('docs/platforms.md');
    if (stale.length) {
      console.error(`out of date: ${stale.join(', ')}: run \`npm run platforms\` and commit them.`);
      process.exit(1);
    }
    console.log(`docs/platforms.md and ${pointers.length} demo sites' SOURCES.md are up to date.`);
  } else {
    writeFileSync(MATRIX, text);
    for (const p of pointers) writeFileSync(join(ROOT, p.file), p.text);
    console.log(`docs/platforms.md: ${rows().length} platforms; ${pointers.length} demo sites' SOURCES.md point to their platform's.`);
  }
}
