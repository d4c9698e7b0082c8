import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { checkRecording, checkRecordings, environmentsOf } from './doctor.ts';
import { listRecordings } from './recording/layout.ts';
import { PINNED_USER_AGENT } from './pinned-env.ts';

const ROOT = join(import.meta.dirname, '..');
// the committed recording with the smallest HAR, copied into a temp recordings folder per case
const source = listRecordings(join(ROOT, 'recordings')).sort((a, b) => statSync(join(a, 'recording.har')).size - statSync(join(b, 'recording.har')).size)[0];

let tmp = '';
beforeAll(() => {
  tmp = mkdtempSync(join(tmpdir(), 'beacon-doctor-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** A copy of the source recording under `<tmp>/<label>/<site>`; returns its folder. */
function copy(label: string): string {
  const dir = join(tmp, label, basename(source!));
  cpSync(source!, dir, { recursive: true });
  return dir;
}

const editJson = (file: string, edit: (json: Record<string, unknown>) => void) => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
};

describe('doctor: recording checks', () => {
  it('has a committed recording to work on', () => {
    expect(source, 'no recording under recordings/').toBeDefined();
  });

  it('finds nothing wrong with a committed recording', () => {
    const c = checkRecording(copy('good'));
    expect(c.problems).toEqual([]);
    expect(c.meta?.site).toBe(basename(source!));
    expect(c.harEntries).toBeGreaterThan(0);
    expect(c.steps).toBeGreaterThan(0);
  });

  it('flags a meta.json that is not JSON, naming the file and what to do', () => {
    const dir = copy('meta-not-json');
    writeFileSync(join(dir, 'meta.json'), '{ "site": ');
    const c = checkRecording(dir);
    expect(c.meta).toBeNull();
    expect(c.problems).toHaveLength(1);
    expect(c.problems[0]).toContain(join(dir, 'meta.json'));
    expect(c.problems[0]).toMatch(/not valid JSON.*Fix meta\.json by hand/);
  });

  it('flags a meta.json field the replay cannot pin (an unknown time zone), naming the field', () => {
    const dir = copy('meta-bad-zone');
    editJson(join(dir, 'meta.json'), (m) => (m.timezone = 'Mars/Olympus_Mons'));
    const [line, ...rest] = checkRecording(dir).problems;
    expect(rest).toEqual([]);
    expect(line).toContain(`${join(dir, 'meta.json')}: timezone: "Mars/Olympus_Mons" is not an IANA time zone`);
  });

  it('lists every broken file of one recording, not only the first', () => {
    const dir = copy('all-broken');
    editJson(join(dir, 'meta.json'), (m) => delete m.userAgent);
    writeFileSync(join(dir, 'steps.json'), JSON.stringify([{ name: 'x' }]));
    writeFileSync(join(dir, 'recording.har'), 'not a har');
    rmSync(join(dir, 'golden.json'));
    const problems = checkRecording(dir).problems;
    expect(problems.map((p) => basename(p.split(':')[0]!))).toEqual(['meta.json', 'steps.json', 'recording.har', 'golden.json']);
    expect(problems[0]).toMatch(/userAgent: is missing/);
    expect(problems[1]).toMatch(/has no action/);
    expect(problems[3]).toMatch(/npm run replay -- \S+ --update/);
  });

  it('flags a missing HAR and one without entries', () => {
    const missing = copy('har-missing');
    rmSync(join(missing, 'recording.har'));
    expect(checkRecording(missing).problems.join('\n')).toMatch(/recording\.har: is missing\. Record the site again/);
    const empty = copy('har-empty');
    editJson(join(empty, 'recording.har'), (h) => ((h.log as { entries: unknown[] }).entries = []));
    expect(checkRecording(empty).problems.join('\n')).toMatch(/recording\.har: has no entries/);
  });

  it('notes, without failing, a recording pinned to another user agent', () => {
    const dir = copy('other-agent');
    editJson(join(dir, 'meta.json'), (m) => (m.userAgent = 'Mozilla/5.0 HeadlessChrome/120.0.0.0'));
    const c = checkRecording(dir);
    expect(c.problems).toEqual([]);
    expect(c.notes.join('\n')).toContain('HeadlessChrome/120.0.0.0');
    expect(c.meta?.userAgent).not.toBe(PINNED_USER_AGENT);
  });

  it('checks every folder of a recordings root and groups their environments', () => {
    const root = join(tmp, 'root');
    const good = join(root, basename(source!));
    cpSync(source!, good, { recursive: true });
    const other = join(root, 'zz-broken');
    cpSync(source!, other, { recursive: true });
    // meta.site must be the folder's name: this copy keeps the source's
    const checks = checkRecordings(root);
    expect(checks.map((c) => [c.site, c.problems.length > 0])).toEqual([
      [basename(source!), false],
      ['zz-broken', true],
    ]);
    expect(checks[1]!.problems[0]).toMatch(/meta\.json: site: is ".*" but the folder is "zz-broken"/);
    const envs = environmentsOf(checks);
    expect(envs).toHaveLength(1);
    expect(envs[0]!.sites).toEqual([basename(source!)]);
  });
});
