// Merging shard reports (harness/replay/merge.ts), keeping earlier results in a subset run's report
// (prepareReportDir + runIndex) and reading --shard (harness/replay/shard.ts), on report folders written here.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunIndex, SiteReport, SiteStatus } from '../report/types.ts';
import { MergeError, mergeReports } from './merge.ts';
import { prepareReportDir, runIndex, writeRunIndex, writeSiteReport } from './report.ts';
import { goldenSitesInListing, parseShard } from './shard.ts';

let tmp: string;
beforeEach(() => {
  tmp = mkdtempSync(join(tmpdir(), 'beacon-merge-'));
});
afterEach(() => rmSync(tmp, { recursive: true, force: true }));

const TRACKER = { hash: 'aaaaaaaaaaaa', bytes: 100, gzipBytes: 50 };

function site(name: string, status: SiteStatus = 'pass', ranAt = '2026-01-01T00:00:01.000Z'): SiteReport {
  return {
    version: 1,
    site: name,
    provider: 'p',
    status,
    error: status === 'error' ? 'boom' : null,
    expected: [],
    actual: [{ step: 'load', action: 'pageview', payload: { n: name } }],
    diff: status === 'fail' ? [{ path: 'events[0]', kind: 'added', actualIndex: 0 }] : [],
    alignment: [{ kind: 'added', expectedIndex: null, actualIndex: 0, diff: status === 'fail' ? [0] : [] }],
    unmatched: [],
    sources: [[]],
    snapshots: [{ step: 'load', path: `snapshots/${name}/01-load.html` }],
    console: [],
    durationMs: 10,
    ranAt,
    tracker: TRACKER.hash,
  };
}

/** A report folder as `npm run replay` writes it. */
function report(dir: string, sites: SiteReport[], opts: { shard?: { current: number; total: number }; tracker?: typeof TRACKER; startedAt?: string } = {}): string {
  const full = join(tmp, dir);
  mkdirSync(full, { recursive: true });
  for (const s of sites) {
    writeSiteReport(full, s);
    mkdirSync(join(full, 'snapshots', s.site), { recursive: true });
    writeFileSync(join(full, 'snapshots', s.site, '01-load.html'), `<p>${s.site}</p>`);
  }
  const index = runIndex(opts.tracker ?? TRACKER, new Date(opts.startedAt ?? '2026-01-01T00:00:00.000Z'), sites, { kind: opts.shard ? 'shard' : 'all', shard: opts.shard });
  writeRunIndex(full, index);
  return full;
}

const readIndex = (dir: string) => JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')) as RunIndex;
const mergeError = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(MergeError);
    return (e as Error).message;
  }
  throw new Error('no MergeError');
};

describe('mergeReports', () => {
  it('joins shard reports into one: every site, its file and snapshots, counts, the shards', () => {
    const a = report('s1', [site('bravo'), site('delta', 'fail')], { shard: { current: 1, total: 2 }, startedAt: '2026-01-01T00:00:00.000Z' });
    const b = report('s2', [site('alpha', 'error'), site('charlie')], { shard: { current: 2, total: 2 }, startedAt: '2026-01-01T00:00:05.000Z' });
    const out = join(tmp, 'merged');
    const { index, warnings } = mergeReports([a, b], out);
    expect(warnings).toEqual([]);
    expect(index.recordings.map((r) => [r.site, r.status])).toEqual([
      ['alpha', 'error'],
      ['bravo', 'pass'],
      ['charlie', 'pass'],
      ['delta', 'fail'],
    ]);
    expect(index.counts).toEqual({ total: 4, pass: 2, fail: 1, error: 1 });
    expect(index.scope).toMatchObject({ kind: 'merged', ranThisRun: 4, shards: [{ current: 1, total: 2, recordings: 2 }, { current: 2, total: 2, recordings: 2 }] });
    expect(index.scope!.missingShards).toBeUndefined();
    expect(index.startedAt).toBe('2026-01-01T00:00:00.000Z');
    expect(readIndex(out)).toEqual(index);
    for (const name of ['alpha', 'bravo', 'charlie', 'delta']) {
      expect((JSON.parse(readFileSync(join(out, `${name}.json`), 'utf8')) as SiteReport).site).toBe(name);
      expect(readFileSync(join(out, 'snapshots', name, '01-load.html'), 'utf8')).toBe(`<p>${name}</p>`);
    }
  });

  it('names a missing folder, a folder without a report, a malformed index, a missing site report and one an older harness wrote', () => {
    const a = report('s1', [site('alpha')], { shard: { current: 1, total: 2 } });
    expect(mergeError(() => mergeReports([a, join(tmp, 'nope')], join(tmp, 'out')))).toContain(`${join(tmp, 'nope')}: no such folder`);
    mkdirSync(join(tmp, 'empty'));
    expect(mergeError(() => mergeReports([a, join(tmp, 'empty')], join(tmp, 'out')))).toContain('holds no index.json');
    const bad = report('bad', [site('bravo')]);
    writeFileSync(join(bad, 'index.json'), '{"version": 1, "tracker": ');
    expect(mergeError(() => mergeReports([a, bad], join(tmp, 'out')))).toMatch(/bad\/index\.json: index\.json is not valid JSON/);
    writeFileSync(join(bad, 'index.json'), JSON.stringify({ ...readIndex(a), recordings: [{ site: 'bravo', provider: 'p', status: 'ok', differences: 0, unmatched: 0, durationMs: 1, file: 'bravo.json' }] }));
    expect(mergeError(() => mergeReports([a, bad], join(tmp, 'out')))).toContain('recordings[0].status is "ok"');
    const gone = report('gone', [site('charlie')], { shard: { current: 2, total: 2 } });
    rmSync(join(gone, 'charlie.json'));
    expect(mergeError(() => mergeReports([a, gone], join(tmp, 'out')))).toContain('lists charlie.json for charlie, but');
    const older = report('older', [site('delta')], { shard: { current: 2, total: 2 } });
    const { alignment: _dropped, ...withoutAlignment } = site('delta');
    writeFileSync(join(older, 'delta.json'), JSON.stringify(withoutAlignment));
    const message = mergeError(() => mergeReports([a, older], join(tmp, 'out')));
    expect(message).toContain(`${join(older, 'delta.json')}: the report of delta has no \`alignment\``);
    expect(message).toContain('Re-run this shard');
    expect(existsSync(join(tmp, 'out')), 'nothing written when the merge is refused').toBe(false);
  });

  it('refuses a site in two reports, saying which site and which folders', () => {
    const a = report('s1', [site('alpha'), site('bravo')], { shard: { current: 1, total: 2 } });
    const b = report('s2', [site('bravo')], { shard: { current: 2, total: 2 } });
    const message = mergeError(() => mergeReports([a, b], join(tmp, 'out')));
    expect(message).toContain(`site bravo is in two reports: ${a} and ${b}`);
    expect(message).not.toContain('site alpha');
  });

  it('refuses reports of different tracker builds, naming each build and its folders', () => {
    const a = report('s1', [site('alpha')], { shard: { current: 1, total: 2 } });
    const b = report('s2', [site('bravo')], { shard: { current: 2, total: 2 }, tracker: { ...TRACKER, hash: 'bbbbbbbbbbbb' } });
    const message = mergeError(() => mergeReports([a, b], join(tmp, 'out')));
    expect(message).toContain('different tracker builds');
    expect(message).toContain(`aaaaaaaaaaaa (${a})`);
    expect(message).toContain(`bbbbbbbbbbbb (${b})`);
  });

  it('refuses shards of different splits and a shard given twice; a missing shard is a warning in the report', () => {
    const a = report('s1', [site('alpha')], { shard: { current: 1, total: 2 } });
    const b = report('s2', [site('bravo')], { shard: { current: 2, total: 3 } });
    expect(mergeError(() => mergeReports([a, b], join(tmp, 'out')))).toContain('shards of different splits');
    const c = report('s1-again', [], { shard: { current: 1, total: 2 } });
    expect(mergeError(() => mergeReports([a, c], join(tmp, 'out')))).toContain('shard 1/2 is given twice');
    const three = report('t3', [site('charlie')], { shard: { current: 3, total: 3 } });
    const { index, warnings } = mergeReports([b, three], join(tmp, 'out'));
    expect(index.scope!.missingShards).toEqual([1]);
    expect(warnings).toEqual(['shard 1/3 not given: the merged report lacks its recordings']);
  });

  it('will not write over or inside one of its inputs', () => {
    const a = report('s1', [site('alpha')]);
    expect(mergeError(() => mergeReports([a], a))).toContain('would be written over this input');
    expect(mergeError(() => mergeReports([a], join(a, 'merged')))).toContain('inside this input');
  });

  it('writes beside shard-i-of-n folders and leaves them alone', () => {
    const a = report('replay-report/shard-1-of-2', [site('alpha')], { shard: { current: 1, total: 2 } });
    const b = report('replay-report/shard-2-of-2', [site('bravo')], { shard: { current: 2, total: 2 } });
    mergeReports([a, b], join(tmp, 'replay-report'));
    expect(readIndex(join(tmp, 'replay-report')).counts.total).toBe(2);
    // merging again replaces the merged report, not the shards'
    mergeReports([a, b], join(tmp, 'replay-report'));
    expect(readIndex(a).recordings.map((r) => r.site)).toEqual(['alpha']);
    expect(readIndex(b).recordings.map((r) => r.site)).toEqual(['bravo']);
  });
});

describe('a subset run keeps the earlier results of the other recordings', () => {
  it('keeps the named ones, marked earlier with when they ran; drops the rest', () => {
    const dir = report('r', [site('alpha', 'pass', '2026-01-01T00:00:01.000Z'), site('bravo', 'fail', '2026-01-01T00:00:02.000Z'), site('gone')]);
    const kept = prepareReportDir(dir, ['alpha', 'bravo']);
    expect(kept.map((r) => [r.site, r.earlier, r.ranAt])).toEqual([
      ['alpha', true, '2026-01-01T00:00:01.000Z'],
      ['bravo', true, '2026-01-01T00:00:02.000Z'],
    ]);
    expect(existsSync(join(dir, 'alpha.json'))).toBe(true);
    expect(existsSync(join(dir, 'snapshots', 'alpha', '01-load.html'))).toBe(true);
    expect(existsSync(join(dir, 'gone.json')), 'a recording neither replayed nor kept leaves the report').toBe(false);
    expect(existsSync(join(dir, 'snapshots', 'gone'))).toBe(false);
    const index = runIndex(TRACKER, new Date(), [site('charlie', 'pass', '2026-02-01T00:00:00.000Z')], { earlier: kept });
    expect(index.recordings.map((r) => [r.site, r.earlier ?? false])).toEqual([
      ['alpha', true],
      ['bravo', true],
      ['charlie', false],
    ]);
    expect(index.scope).toEqual({ kind: 'subset', ranThisRun: 1 });
    expect(index.counts).toEqual({ total: 3, pass: 2, fail: 1, error: 0 });
  });

  it('an old index without ranAt: the kept rows take its startedAt and tracker', () => {
    const dir = report('r', [site('alpha')]);
    const old = readIndex(dir);
    writeFileSync(join(dir, 'index.json'), JSON.stringify({ ...old, scope: undefined, recordings: old.recordings.map(({ ranAt: _r, tracker: _t, ...rest }) => rest) }));
    const [row] = prepareReportDir(dir, ['alpha']);
    expect(row).toMatchObject({ site: 'alpha', earlier: true, ranAt: old.startedAt, tracker: TRACKER.hash });
  });

  it('a run of everything replaces the report', () => {
    const dir = report('r', [site('alpha')]);
    expect(prepareReportDir(dir)).toEqual([]);
    expect(existsSync(join(dir, 'alpha.json'))).toBe(false);
    expect(existsSync(join(dir, 'snapshots'))).toBe(false);
  });
});

describe('--shard', () => {
  it('reads i/n and refuses anything else with the reason', () => {
    expect(parseShard('2/3')).toEqual({ current: 2, total: 3 });
    expect(() => parseShard('3/2')).toThrow('i must be from 1 to 2');
    expect(() => parseShard('0/2')).toThrow('i must be from 1 to 2');
    expect(() => parseShard('1/0')).toThrow('n must be at least 1');
    expect(() => parseShard('x')).toThrow('expected i/n');
    expect(() => parseShard('1/2/3')).toThrow('expected i/n');
  });

  it('takes the top-level `golden <site>` tests of golden.spec.ts from a Playwright listing', () => {
    const spec = (title: string, file = 'harness/golden.spec.ts', projectName = 'golden') => ({ title, file, tests: [{ projectName }] });
    const listing = {
      suites: [
        { title: 'harness/golden.spec.ts', file: 'harness/golden.spec.ts', specs: [spec('golden a'), spec('truth a'), spec('golden b')], suites: [{ title: '', file: 'harness/golden.spec.ts', specs: [spec('golden nested')] }] },
        { title: 'harness/other.spec.ts', file: 'harness/other.spec.ts', specs: [spec('golden c', 'harness/other.spec.ts')] },
      ],
    };
    expect(goldenSitesInListing(listing)).toEqual(['a', 'b']);
  });
});
