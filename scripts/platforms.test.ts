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
      expect(r.evidence, `${r.slug}: demo-sites/platforms/${r.slug}/SOURCES.md with a "- Evidence level:" line`).not.toBe('no SOURCES.md');
      expect(r.evidence, r.slug).toMatch(/source|corroborated|assumed/);
      expect(r.recordings.length, `${r.slug}: a recording whose meta.json names it`).toBeGreaterThan(0);
    }
  });

  it('docs/platforms.md is current (run `npm run platforms`)', () => {
    expect(readFileSync(MATRIX, 'utf8')).toBe(render(list));
  });

  it('one evidence file per platform: demo-sites/platforms/<slug>/SOURCES.md, for an adapter slug, and no other SOURCES.md', () => {
    const slugs = readdirSync(resolve(import.meta.dirname, '../tracker/src/adapters')).filter((f) => /^[a-z0-9-]+\.ts$/.test(f) && f !== 'index.ts').map((f) => f.slice(0, -3));
    for (const slug of folders(join(DEMO_SITES, 'platforms'))) expect(slugs, `demo-sites/platforms/${slug}/ names no adapter`).toContain(slug);
    const elsewhere = filesUnder(DEMO_SITES).filter((f) => f.endsWith('SOURCES.md') && !/\/platforms\/[a-z0-9-]+\/SOURCES\.md$/.test(f));
    expect(elsewhere, 'a SOURCES.md outside demo-sites/platforms/<slug>/').toEqual([]);
  });

  it('every folder directly under demo-sites/ is a site, but server/ and platforms/', () => {
    const siteless = folders(DEMO_SITES).filter((d) => !['server', 'platforms'].includes(d) && !existsSync(join(DEMO_SITES, d, 'site.ts')));
    expect(siteless, 'demo folders without a site.ts (shared code goes to demo-sites/platforms/<slug>/)').toEqual([]);
  });

  it('reads the field lines at the top of a SOURCES.md only', () => {
    expect(sourcesFields('# x\n\n- Evidence level: source\n- Last checked: 2026-01-02\n\ntext\n- Variants: late')).toEqual({ 'evidence level': 'source', 'last checked': '2026-01-02', variants: 'late' });
    expect(sourcesFields('# x\n' + '\n'.repeat(20) + '- Evidence level: source')).toEqual({});
  });
});
