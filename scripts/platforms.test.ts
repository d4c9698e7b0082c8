// The support matrix stays true: every adapter has a SOURCES.md stating its evidence level and at least one
// recording, and docs/platforms.md says what the adapters and SOURCES.md say now.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MATRIX, render, rows, sourcesFields } from './platforms';

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

  it('reads the field lines at the top of a SOURCES.md only', () => {
    expect(sourcesFields('# x\n\n- Evidence level: source\n- Last checked: 2026-01-02\n\ntext\n- Variants: late')).toEqual({ 'evidence level': 'source', 'last checked': '2026-01-02', variants: 'late' });
    expect(sourcesFields('# x\n' + '\n'.repeat(20) + '- Evidence level: source')).toEqual({});
  });
});
