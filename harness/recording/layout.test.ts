import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { META, thrown } from '../testing.ts';

const MAPPING = { host: 'www.homey-demo.test', provider: 'homey', siteKey: 'sk_demo', clientId: 12, installId: null };
import { RecordingError } from './error.ts';
import { listRecordings, readRecording, snapshotName } from './layout.ts';
import type { Step } from './steps.ts';

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
      'mapping.json': JSON.stringify(MAPPING),
      'steps.json': JSON.stringify(STEPS),
      'recording.har': '{"log":{"entries":[]}}',
      'golden.json': JSON.stringify({ version: 1, events: [{ step: 'search', action: 'search', payload: { result_count: 3 } }] }),
      'snapshots/02-open-listing.html': '<html></html>',
      'snapshots/01-search.html': '<html></html>',
    });
    const rec = readRecording(dir);
    expect(rec.site).toBe('homey-demo');
    expect(rec.meta).toEqual(META);
    expect(rec.mapping).toEqual([MAPPING]);
    expect(rec.provider).toBe('homey');
    expect(rec.steps.map((s) => s.name)).toEqual(STEPS.map((s) => s.name));
    expect(rec.snapshots).toEqual(['01-search.html', '02-open-listing.html']);
    expect(rec.golden?.events[0]?.payload).toEqual({ result_count: 3 });
    expect(rec.harFile).toBe(join(dir, 'recording.har'));
  });

  it('reports a missing HAR, a bad golden and a folder/site mismatch by file', () => {
    const dir = join(root(), 'homey-demo');
    writeRecording(dir, { 'meta.json': JSON.stringify(META), 'steps.json': JSON.stringify(STEPS) });
    expect(recordingError(() => readRecording(dir)).file).toBe(join(dir, 'mapping.json'));
    writeRecording(dir, { 'mapping.json': JSON.stringify({ ...MAPPING, host: 'elsewhere.example' }) });
    expect(recordingError(() => readRecording(dir)).message).toMatch(/mapping\.json: has no record for www\.homey-demo\.test, the host of the recording's start URL/);
    writeRecording(dir, { 'mapping.json': JSON.stringify({ ...MAPPING, provider: 'homie' }) });
    expect(recordingError(() => readRecording(dir)).message).toMatch(/mapping\.json: .*field "provider" is "homie", which is no provider/);
    writeRecording(dir, { 'mapping.json': JSON.stringify(MAPPING) });
    expect(recordingError(() => readRecording(dir)).file).toBe(join(dir, 'recording.har'));
    writeRecording(dir, { 'recording.har': '{}', 'golden.json': '{"version":2,"events":[]}' });
    expect(() => readRecording(dir).golden).toThrow(/golden\.json: version: is 2, expected 1 \(the golden format version\)\. Regenerate it with `npm run replay -- homey-demo --update`/);
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
