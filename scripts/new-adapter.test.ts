// The scaffold's files, without running it (fast, in npm test): every file the layout and the registry and
// support-matrix tests demand is among them, the platform's SOURCES.md with the field lines docs/platforms.md reads. The whole run
// (recording, then npm test's checks in a copy) is harness/new-adapter.spec.ts, `npm run test:scaffold`.
import { describe, expect, it } from 'vitest';
import { addToIndex, scaffoldFiles } from './new-adapter';
import { sourcesFields } from './platforms';

const files = scaffoldFiles('sea-breeze', '2026-12-02');

describe('new-adapter', () => {
  it('writes every file of a platform: adapter, its test, its evidence file, demo site and README, steps and truth in its recording', () => {
    expect(Object.keys(files).sort()).toEqual([
      'demo-sites/sea-breeze/README.md',
      'demo-sites/sea-breeze/SOURCES.md',
      'demo-sites/sea-breeze/site.ts',
      'recordings/sea-breeze/steps.json',
      'recordings/sea-breeze/truth.json',
      'tracker/src/adapters/sea-breeze.test.ts',
      'tracker/src/adapters/sea-breeze.ts',
    ]);
  });

  it('SOURCES.md states an evidence level and the date, which the adapter header links', () => {
    const fields = sourcesFields(files['demo-sites/sea-breeze/SOURCES.md']!);
    expect(fields['evidence level']).toMatch(/^assumed\b/);
    expect(fields['last checked']).toBe('2026-12-02');
    expect(files['tracker/src/adapters/sea-breeze.ts']).toContain('demo-sites/sea-breeze/SOURCES.md');
  });

  it('keeps the wire shapes in SOURCES.md only: the README points to it and to the truth, with no table', () => {
    expect(files['demo-sites/sea-breeze/SOURCES.md']).toContain('| quote answer |');
    expect(files['demo-sites/sea-breeze/README.md']).toContain('demo-sites/sea-breeze/SOURCES.md');
    expect(files['demo-sites/sea-breeze/README.md']).toContain('recordings/sea-breeze/truth.json');
    expect(files['demo-sites/sea-breeze/README.md']).not.toMatch(/^\|/m);
  });

  it('truth.json speaks of steps that steps.json has', () => {
    const steps = (JSON.parse(files['recordings/sea-breeze/steps.json']!) as { name: string }[]).map((s) => s.name);
    const truth = JSON.parse(files['recordings/sea-breeze/truth.json']!) as { site: string; steps: Record<string, unknown> };
    expect(truth.site).toBe('sea-breeze');
    expect(Object.keys(truth.steps).filter((name) => !steps.includes(name))).toEqual([]);
  });

  it('adds the import line in order', () => {
    expect(addToIndex("import './a';\nimport './c';\n", 'b')).toBe("import './a';\nimport './b';\nimport './c';\n");
  });
});
