// The support matrix stays true: every adapter has a SOURCES.md stating its evidence level and at least one
// recording, and docs/platforms.md says what the adapters and SOURCES.md say now.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATRIX, pointerFiles, render, rows, sourcesFields, sourcesFile } from './platforms';

const ROOT = resolve(import.meta.dirname, '..');
const DEMO_SITES = join(ROOT, 'demo-sites');
const folders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)]));

describe('support matrix', () => {
  const list = rows();

  it('covers every adapter, each with SOURCES.md (an evidence level) and a recording', () => {
    expect(list.length).toBeGreaterThan(10);
    for (const r of list) {
      expect(r.evidence, `${r.slug}: ${sourcesFile(r.slug)} with a "- Evidence level:" line`).not.toBe('no SOURCES.md');
      expect(r.evidence, r.slug).toMatch(/source|corroborated|assumed/);
      expect(r.recordings.length, `${r.slug}: a recording whose meta.json names it`).toBeGreaterThan(0);
    }
  });

  it('docs/platforms.md is current (run `npm run platforms`)', () => {
    expect(readFileSync(MATRIX, 'utf8')).toBe(render(list));
  });

  it('one evidence file per platform, demo-sites/<slug>/SOURCES.md; every other demo site\'s SOURCES.md points to it', () => {
    const slugs = readdirSync(resolve(import.meta.dirname, '../tracker/src/adapters')).filter((f) => /^[a-z0-9-]+\.ts$/.test(f) && f !== 'index.ts').map((f) => f.slice(0, -3));
    for (const slug of folders(join(DEMO_SITES, 'platforms'))) expect(slugs, `demo-sites/platforms/${slug}/ names no adapter`).toContain(slug);
    const homes = slugs.filter((s) => s !== 'pageview-only').map((s) => sourcesFile(s));
    for (const file of homes) expect(existsSync(file), file).toBe(true);
    const pointers = pointerFiles();
    for (const p of pointers) expect(readFileSync(join(ROOT, p.file), 'utf8'), `${p.file} (run \`npm run platforms\`)`).toBe(p.text);
    const known = new Set([...homes, ...pointers.map((p) => join(ROOT, p.file))]);
    const files = filesUnder(DEMO_SITES).filter((f) => f.endsWith('SOURCES.md'));
    expect(files.filter((f) => !known.has(f)), 'a SOURCES.md that is neither a platform\'s evidence nor a site\'s pointer').toEqual([]);
    // the brief's "each demo site's SOURCES.md": every site has one
    const sites = folders(DEMO_SITES).filter((d) => existsSync(join(DEMO_SITES, d, 'site.ts')) && d !== 'server');
    expect(sites.filter((d) => !existsSync(join(DEMO_SITES, d, 'SOURCES.md'))), 'demo sites without SOURCES.md').toEqual([]);
    expect(pointers.length).toBeGreaterThan(40);
  });

  it('every folder directly under demo-sites/ is a site, but server/, platforms/ and a platform\'s evidence alone', () => {
    // beds24, bluetent, bookingsync, guesty: platforms whose sites all bear another name keep only their evidence
    // file there (the brief's contract: demo-sites/<slug>/SOURCES.md); their shared code is in platforms/<slug>/
    const slugs = readdirSync(resolve(import.meta.dirname, '../tracker/src/adapters')).map((f) => f.replace(/\.ts$/, ''));
    const siteless = folders(DEMO_SITES).filter((d) => !['server', 'platforms'].includes(d) && !existsSync(join(DEMO_SITES, d, 'site.ts')));
    const evidenceOnly = siteless.filter((d) => slugs.includes(d) && readdirSync(join(DEMO_SITES, d)).join() === 'SOURCES.md');
    expect(siteless.filter((d) => !evidenceOnly.includes(d)), 'demo folders without a site.ts (shared code goes to demo-sites/platforms/<slug>/)').toEqual([]);
  });

  it('reads the field lines at the top of a SOURCES.md only', () => {
    expect(sourcesFields('# x\n\n- Evidence level: source\n- Last checked: 2026-01-02\n\ntext\n- Variants: late')).toEqual({ 'evidence level': 'source', 'last checked': '2026-01-02', variants: 'late' });
    expect(sourcesFields('# x\n' + '\n'.repeat(20) + '- Evidence level: source')).toEqual({});
  });
});
