// `npm run replay` as a user meets it (issue 20): a golden.json that is not JSON is an ERROR whose hint names the
// real site, and `--update` regenerates it; a changed golden is a FAIL, with an exit code of its own and the
// "see what differs" line that only a difference earns. Runs scripts/replay.ts on a copy in .beacon-tmp/.
import { test, expect } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { listRecordings, readRecording } from './recording/layout.ts';
import { stringifyGolden } from './golden/normalise.ts';
import { ensureTrackerBuilt, ROOT } from './replay/build.ts';
import { EXIT } from '../scripts/cli.ts';
import { runScript } from '../scripts/run-script.ts';

const TMP = join(ROOT, '.beacon-tmp', `replay-cli-spec-${process.pid}`);

/** The committed recording with the smallest HAR that has a golden: quickest to replay. */
function smallestRecording(): string | undefined {
  return listRecordings(join(ROOT, 'recordings'))
    .filter((d) => existsSync(join(d, 'golden.json')))
    .sort((a, b) => statSync(join(a, 'recording.har')).size - statSync(join(b, 'recording.har')).size)[0];
}

test.afterAll(() => rmSync(TMP, { recursive: true, force: true }));

test('a golden.json that is not JSON: ERROR naming the site, then --update regenerates it; a changed golden: FAIL', async () => {
  test.setTimeout(300_000);
  const source = smallestRecording();
  test.skip(!source, 'no committed recording with a golden');
  await ensureTrackerBuilt();
  const site = basename(source!);
  const root = join(TMP, 'recordings');
  const dir = join(root, site);
  mkdirSync(root, { recursive: true });
  cpSync(source!, dir, { recursive: true });
  const golden = join(dir, 'golden.json');
  const replay = (...args: string[]) => runScript('replay.ts', [site, '--workers', '1', '--report-dir', join(TMP, 'report'), ...args], { BEACON_RECORDINGS: root });

  writeFileSync(golden, '<<<<<<< HEAD\n');
  const broken = await replay();
  expect(broken.code, broken.stdout + broken.stderr).toBe(EXIT.error);
  expect(broken.stdout).toContain(`npm run replay -- ${site} --update`);
  expect(broken.stdout).not.toContain('<site>');
  expect(broken.stdout, 'nothing was compared, so there is nothing to see').not.toContain('See what differs');

  const updated = await replay('--update');
  expect(updated.code, updated.stdout + updated.stderr).toBe(EXIT.ok);
  expect(updated.stdout).toContain('the previous golden.json was unreadable, so it is replaced');
  const regenerated = readRecording(dir).golden;
  expect(regenerated?.events.length).toBeGreaterThan(0);
  expect(readFileSync(golden, 'utf8')).toBe(stringifyGolden(regenerated!));

  const [first, ...rest] = regenerated!.events;
  writeFileSync(golden, stringifyGolden({ version: 1, events: [{ ...first!, payload: { ...first!.payload, not_sent: 'by the tracker' } }, ...rest] }));
  const changed = await replay();
  expect(changed.code, changed.stdout + changed.stderr).toBe(EXIT.failed);
  expect(changed.stdout).toContain('See what differs with: npm run report');
  expect(changed.stdout).toContain(`If the change is intended: npm run replay -- ${site} --update`);
});
