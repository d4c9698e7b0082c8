import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { thrown } from '../testing.ts';
import {
  RecordingError,
  listRecordings,
  parseMeta,
  parseSteps,
  readRecording,
  resolveStep,
  snapshotName,
  stageRecording,
  writeRecordingAtomically,
  type Meta,
  type Step,
} from './layout.ts';

const META: Meta = {
  site: 'homey-demo',
  startUrl: 'https://www.homey-demo.test/',
  recordedAt: '2024-11-19T07:06:40.000Z',
  provider: 'homey',
  siteKey: 'sk_demo',
  clientId: 12,
  installId: null,
  timezone: 'Europe/Madrid',
  locale: 'en-US',
  viewport: { width: 1280, height: 800 },
  userAgent: 'Mozilla/5.0 HeadlessChrome/131',
  browserVersion: '131.0.6778.33',
  recorderVersion: '1',
};
const STEPS: Step[] = [
  { name: 'search', goto: 'https://www.homey-demo.test/search/?arrive=2025-01-10' },
  { name: 'open listing', click: '.listing a', text: 'Sea View' },
  { name: 'checkin', fill: '#checkin', value: '2025-01-10' },
  { name: 'guests', select: 'select[name=guests]', value: '2' },
  { name: 'quote shown', wait: '.quote-total' },
  { name: 'thanks', wait: true, url: '/thank-you/' },
];

let tmp: string | null = null;
afterEach(() => {
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  tmp = null;
});
const root = () => (tmp ??= mkdtempSync(join(tmpdir(), 'beacon-rec-')));

const recordingError = (fn: () => unknown) => thrown(fn, RecordingError);

describe('steps.json validation', () => {
  it('accepts every action and both target forms', () => {
    expect(parseSteps(STEPS, 'steps.json')).toHaveLength(6);
    expect(resolveStep(STEPS[1]!)).toEqual({ name: 'open listing', action: 'click', selector: '.listing a', url: null, value: null, text: 'Sea View' });
    expect(resolveStep(STEPS[5]!, META.startUrl)).toMatchObject({ action: 'wait', url: 'https://www.homey-demo.test/thank-you/', selector: null });
    expect(resolveStep({ name: 'home', goto: '/search/' }, META.startUrl).url).toBe('https://www.homey-demo.test/search/');
  });

  it('names the file, the step index and field, and what to do', () => {
    const cases: [unknown, string, RegExp][] = [
      [{ name: 'x' }, '', /expected an array/],
      [[{ goto: 'https://x.test/' }], '[0].name', /non-empty string/],
      [[{ name: 'a', goto: 'https://x.test/' }, { name: 'a', click: '#b' }], '[1].name', /already the name of step 0/],
      [[{ name: 'a', goto: 'https://x.test/', click: '#b' }], '[0].click', /both goto and click/],
      [[{ name: 'a' }], '[0]', /has no action/],
      [[{ name: 'a', click: '#b', selecter: '#c' }], '[0].selecter', /not a step field/],
      [[{ name: 'a', fill: '#b' }], '[0].value', /needs a value/],
      [[{ name: 'a', goto: true }], '[0].url', /no url/],
      [[{ name: 'a', click: '' }], '[0].click', /non-empty string/],
      [[{ name: 'a', wait: '.x', text: 3 }], '[0].text', /expected a string/],
    ];
    for (const [json, field, problem] of cases) {
      const e = recordingError(() => parseSteps(json, 'recordings/x/steps.json'));
      expect(e.file).toBe('recordings/x/steps.json');
      expect(e.field ?? '').toBe(field);
      expect(e.message).toMatch(problem);
      expect(e.message).toContain('Fix steps.json by hand');
    }
  });
});

describe('meta.json validation', () => {
  it('accepts a complete meta and defaults the optional ids to null', () => {
    expect(parseMeta(META, 'meta.json', 'homey-demo')).toEqual(META);
    const { siteKey: _s, clientId: _c, installId: _i, ...rest } = META;
    expect(parseMeta(rest, 'meta.json')).toMatchObject({ siteKey: null, clientId: null, installId: null });
    expect(parseMeta({ ...META, matcher: { volatileKeys: ['__rnd'] } }, 'meta.json').matcher).toEqual({ volatileKeys: ['__rnd'] });
    const replay = { allowUnmatched: ['https://tiles.example/', '/\\.woff2$/'], quietMs: 3000 };
    expect(parseMeta({ ...META, replay }, 'meta.json').replay).toEqual(replay);
  });

  it('names the field and what to do', () => {
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ site: 'other-site' }, 'site', /folder is "homey-demo"/],
      [{ site: 'Homey Demo' }, 'site', /not a lowercase slug/],
      [{ startUrl: 'www.homey-demo.test' }, 'startUrl', /absolute http/],
      [{ recordedAt: '19/11/2024' }, 'recordedAt', /ISO date-time/],
      [{ timezone: 'Mars/Olympus' }, 'timezone', /IANA time zone/],
      [{ locale: 'en_US_bad!' }, 'locale', /BCP 47/],
      [{ viewport: { width: 0, height: 800 } }, 'viewport.width', /positive integer/],
      [{ userAgent: undefined }, 'userAgent', /missing/],
      [{ clientId: { id: 1 } }, 'clientId', /string, a number or null/],
      [{ matcher: { volatile: ['x'] } }, 'matcher.volatile', /not a matcher field/],
      [{ matcher: { volatileKeys: 'x' } }, 'matcher.volatileKeys', /array of field names/],
      // the replay settings were read apart and a mistake in them silently ignored
      [{ replay: ['x'] }, 'replay', /expected an object/],
      [{ replay: { quietMS: 3000 } }, 'replay.quietMS', /not a replay setting/],
      [{ replay: { quietMs: '3s' } }, 'replay.quietMs', /milliseconds above 0/],
      [{ replay: { allowUnmatched: 'fonts' } }, 'replay.allowUnmatched', /array of URL prefixes/],
    ];
    for (const [patch, field, problem] of cases) {
      const e = recordingError(() => parseMeta({ ...META, ...patch }, 'recordings/homey-demo/meta.json', 'homey-demo'));
      expect(e.field).toBe(field);
      expect(e.message).toMatch(problem);
      expect(e.message).toMatch(/^recordings\/homey-demo\/meta\.json: /);
      expect(e.message).toContain('Fix meta.json by hand');
    }
  });
});

function writeRecording(dir: string, files: Record<string, string>): void {
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), content);
  }
}

describe('readRecording and listRecordings', () => {
  it('reads a recording folder', () => {
    const dir = join(root(), 'homey-demo');
    writeRecording(dir, {
      'meta.json': JSON.stringify(META),
      'steps.json': JSON.stringify(STEPS),
      'recording.har': '{"log":{"entries":[]}}',
      'golden.json': JSON.stringify({ version: 1, events: [{ step: 'search', action: 'search', payload: { result_count: 3 } }] }),
      'snapshots/02-open-listing.html': '<html></html>',
      'snapshots/01-search.html': '<html></html>',
    });
    const rec = readRecording(dir);
    expect(rec.site).toBe('homey-demo');
    expect(rec.meta).toEqual(META);
    expect(rec.steps.map((s) => s.name)).toEqual(STEPS.map((s) => s.name));
    expect(rec.snapshots).toEqual(['01-search.html', '02-open-listing.html']);
    expect(rec.golden?.events[0]?.payload).toEqual({ result_count: 3 });
    expect(rec.harFile).toBe(join(dir, 'recording.har'));
  });

  it('reports a missing HAR, a bad golden and a folder/site mismatch by file', () => {
    const dir = join(root(), 'homey-demo');
    writeRecording(dir, { 'meta.json': JSON.stringify(META), 'steps.json': JSON.stringify(STEPS) });
    expect(recordingError(() => readRecording(dir)).file).toBe(join(dir, 'recording.har'));
    writeRecording(dir, { 'recording.har': '{}', 'golden.json': '{"version":2,"events":[]}' });
    expect(() => readRecording(dir).golden).toThrow(/golden\.json: version: is 2, expected 1. Regenerate it with `npm run replay -- homey-demo --update`/);
    // The rest of the recording stays readable: a replay does not need the golden, and --update replaces it.
    expect(readRecording(dir).steps.map((s) => s.name)).toEqual(STEPS.map((s) => s.name));
    rmSync(dir, { recursive: true });
    expect(() => readRecording(dir)).toThrow(/`npm run record -- <url> --name homey-demo`/);
    const other = join(root(), 'other');
    writeRecording(other, { 'meta.json': JSON.stringify(META), 'steps.json': '[' });
    expect(recordingError(() => readRecording(other)).field).toBe('site');
  });

  it('lists folders sorted, skipping hidden temporary folders and files', () => {
    for (const name of ['streamline-demo', 'homey-demo', '.homey-demo.tmp-abc', 'beta']) mkdirSync(join(root(), name));
    writeFileSync(join(root(), 'README.md'), '');
    expect(listRecordings(root())).toEqual(['beta', 'homey-demo', 'streamline-demo'].map((n) => join(root(), n)));
    expect(listRecordings(join(root(), 'nope'))).toEqual([]);
  });

  it('names snapshots NN-<slug>.html from a 0-based index', () => {
    expect(snapshotName(0, 'search')).toBe('01-search.html');
    expect(snapshotName(1, 'Open listing: Sea View!')).toBe('02-open-listing-sea-view.html');
    expect(snapshotName(9, 'Café')).toBe('10-cafe.html');
    expect(snapshotName(2, '***')).toBe('03-step.html');
  });
});

describe('writeRecordingAtomically', () => {
  const hidden = (dir: string) => readdirSync(dir).filter((n) => n.startsWith('.'));

  it('writes every file, nested ones included', () => {
    const target = join(root(), 'recordings', 'homey-demo');
    writeRecordingAtomically(target, { 'meta.json': '{}', 'snapshots/01-search.html': '<p>', 'recording.har': Buffer.from('har') });
    expect(readFileSync(join(target, 'snapshots/01-search.html'), 'utf8')).toBe('<p>');
    expect(readFileSync(join(target, 'recording.har'), 'utf8')).toBe('har');
    expect(hidden(join(root(), 'recordings'))).toEqual([]);
  });

  it('refuses to overwrite without force and leaves the old recording as it was', () => {
    const target = join(root(), 'homey-demo');
    writeRecordingAtomically(target, { 'meta.json': 'old', 'steps.json': 'old' });
    const e = recordingError(() => writeRecordingAtomically(target, { 'meta.json': 'new' }));
    expect(e.message).toMatch(/already exists\. Pass --force/);
    // the recorder stages before it starts the browser: the refusal comes before anything is written
    expect(() => stageRecording(target)).toThrow(/already exists/);
    expect(hidden(root())).toEqual([]);
    expect(readFileSync(join(target, 'meta.json'), 'utf8')).toBe('old');
    writeRecordingAtomically(target, { 'meta.json': 'new' }, { force: true });
    expect(readdirSync(target)).toEqual(['meta.json']);
    expect(readFileSync(join(target, 'meta.json'), 'utf8')).toBe('new');
    expect(hidden(root())).toEqual([]);
  });

  it('leaves nothing half-written when a write fails', () => {
    const target = join(root(), 'fresh');
    // `a` as a file and as a folder: the second write fails after the first succeeded
    expect(() => writeRecordingAtomically(target, { 'meta.json': '{}', a: 'x', 'a/b': 'y' })).toThrow();
    expect(existsSync(target)).toBe(false);
    expect(hidden(root())).toEqual([]);
    const existing = join(root(), 'existing');
    writeRecordingAtomically(existing, { 'meta.json': 'old' });
    expect(() => writeRecordingAtomically(existing, { 'meta.json': 'new', a: 'x', 'a/b': 'y' }, { force: true })).toThrow();
    expect(readFileSync(join(existing, 'meta.json'), 'utf8')).toBe('old');
    expect(hidden(root())).toEqual([]);
  });

  it('rejects paths that leave the recording folder', () => {
    const target = join(root(), 'x');
    expect(() => writeRecordingAtomically(target, { '../escape.txt': 'x' })).toThrow(RecordingError);
    expect(() => writeRecordingAtomically(target, { '/etc/passwd': 'x' })).toThrow(RecordingError);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(join(root(), 'escape.txt'))).toBe(false);
  });

  it('removes the temporary folder on abort, and on Ctrl-C in a running process', () => {
    const staging = stageRecording(join(root(), 'aborted'));
    writeFileSync(join(staging.dir, 'meta.json'), '{}');
    staging.abort();
    expect(readdirSync(root())).toEqual([]);

    const script = join(root(), 'child.mts');
    const target = join(root(), 'interrupted');
    writeFileSync(
      script,
      `import { stageRecording } from ${JSON.stringify(join(import.meta.dirname, 'layout.ts'))};
       import { writeFileSync } from 'node:fs';
       const s = stageRecording(${JSON.stringify(target)});
       writeFileSync(s.dir + '/recording.har', 'partial');
       console.log(s.dir);
       process.kill(process.pid, 'SIGINT');
       setTimeout(() => { console.log('still alive'); s.commit(); }, 2000);`,
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: join(import.meta.dirname, '..', '..'), encoding: 'utf8', timeout: 30_000 });
    const tempDir = child.stdout.trim().split('\n')[0]!;
    expect(child.stderr).not.toMatch(/Error/);
    expect(tempDir).toContain('.interrupted.tmp-');
    expect(child.signal).toBe('SIGINT');
    expect(child.stdout).not.toContain('still alive');
    expect(existsSync(tempDir)).toBe(false);
    expect(existsSync(target)).toBe(false);
  }, 40_000);
});
