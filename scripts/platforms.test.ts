// The support matrix stays true: every adapter has a SOURCES.md stating its evidence level and at least one
// recording, and docs/platforms.md says what the adapters and SOURCES.md say now.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MATRIX, render, rows, sourcesFields } from './platforms';

const DEMO_SITES = resolve(import.meta.dirname, '../demo-sites');
const folders = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? filesUnder(join(dir, d.name)) : [join(dir, d.name)]));

describe('support matrix', () => {
  const list = rows();

  it('covers every adapter, each with SOURCES.md (an evidence level) and a recording', () => {
    expect(list.length).toBeGreaterThan(10);
    for (const r of list) {
      expect(r.evidence, `${r.slug}: demo-sites/${r.slug}/SOURCES.md with a "- Evidence level:" line`).not.toBe('no SOURCES.md');
      expect(r.evidence, r.slug).toMatch(/source|corroborated|assumed/);
      expect(r.recordings.length, `${r.slug}: a recording whose meta.json names it`).toBeGreaterThan(0);
    }
  });

  it('docs/platforms.md is current (run `npm run platforms`)', () => {
    expect(readFileSync(MATRIX, 'utf8')).toBe(render(list));
  });

  it('one evidence file per platform: demo-sites/<slug>/SOURCES.md, for an adapter slug, and no other SOURCES.md', () => {
    const slugs = readdirSync(resolve(import.meta.dirname, '../tracker/src/adapters')).filter((f) => /^[a-z0-9-]+\.ts$/.test(f) && f !== 'index.ts').map((f) => f.slice(0, -3));
    for (const slug of folders(join(DEMO_SITES, 'platforms'))) expect(slugs, `demo-sites/platforms/${slug}/ names no adapter`).toContain(slug);
    const files = filesUnder(DEMO_SITES).filter((f) => f.endsWith('SOURCES.md'));
    const elsewhere = files.filter((f) => !/\/demo-sites\/[a-z0-9-]+\/SOURCES\.md$/.test(f) || !slugs.includes(f.split('/').slice(-2)[0]!));
    expect(elsewhere, 'a SOURCES.md that is not demo-sites/<adapter slug>/SOURCES.md').toEqual([]);
    for (const slug of slugs.filter((s) => s !== 'pageview-only')) expect(existsSync(join(DEMO_SITES, slug, 'SOURCES.md')), `demo-sites/${slug}/SOURCES.md`).toBe(true);
  });

  it('every folder directly under demo-sites/ is a site, but server/, platforms/ and a platform\'s evidence alone', () => {
    // beds24, bluetent, bookingsync, guesty: platforms whose sites all bear another name keep only their evidence
    // file there (the brief's contract: demo-sites/<slug>/SOURCES.md); their shared code is in platforms/<slug>/
    const siteless = folders(DEMO_SITES).filter((d) => !['server', 'platforms'].includes(d) && !existsSync(join(DEMO_SITES, d, 'site.ts')));
    const evidenceOnly = siteless.filter((d) => readdirSync(join(DEMO_SITES, d)).join() === 'SOURCES.md');
    expect(siteless.filter((d) => !evidenceOnly.includes(d)), 'demo folders without a site.ts (shared code goes to demo-sites/platforms/<slug>/)').toEqual([]);
  });

  it('reads the field lines at the top of a SOURCES.md only', () => {
    expect(sourcesFields('# x\n\n- Evidence level: source\n- Last checked: 2026-01-02\n\ntext\n- Variants: late')).toEqual({ 'evidence level': 'source', 'last checked': '2026-01-02', variants: 'late' });
    expect(sourcesFields('# x\n' + '\n'.repeat(20) + '- Evidence level: source')).toEqual({});
  });
});
