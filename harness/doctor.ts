// What `npm run doctor` checks (scripts/doctor.ts prints it): whether each recording can be replayed on this
// machine. Every file of a recording is checked on its own, so one run lists every problem, each with the file
// and what to do; the browser part (does this Chromium accept the recording's pinned environment) needs a browser
// and is a separate function.
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Browser } from 'playwright';
import { RECORDING_FILES, listRecordings, readMeta, readSteps } from './recording/layout.ts';
import type { Meta } from './recording/meta.ts';
import { readHar } from './har/read.ts';
import { readGolden } from './golden/normalise.ts';
import { contextOptions, envOf, PINNED_USER_AGENT, type RecordedEnv } from './pinned-env.ts';

export interface RecordingCheck {
  site: string;
  dir: string;
  /** one line per problem: the file (and field), what is wrong, what to do */
  problems: string[];
  /** worth knowing, not a problem */
  notes: string[];
  /** null when meta.json is unusable */
  meta: Meta | null;
  harEntries: number | null;
  steps: number | null;
}

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** Checks one recording folder's files without a browser. */
export function checkRecording(dir: string): RecordingCheck {
  const check: RecordingCheck = { site: basename(dir), dir, problems: [], notes: [], meta: null, harEntries: null, steps: null };
  const attempt = <T>(read: () => T): T | null => {
    try {
      return read();
    } catch (e) {
      check.problems.push(message(e));
      return null;
    }
  };
  check.meta = attempt(() => readMeta(dir));
  check.steps = attempt(() => readSteps(dir))?.length ?? null;
  const harFile = join(dir, RECORDING_FILES.har);
  if (!existsSync(harFile)) check.problems.push(`${harFile}: is missing. Record the site again with \`npm run record -- <url> --name ${check.site} --force\`.`);
  else {
    const har = attempt(() => readHar(harFile));
    if (har) {
      check.harEntries = har.entries.length;
      if (har.entries.length === 0) check.problems.push(`${harFile}: has no entries, so a replay can answer nothing. Record the site again with --force.`);
    }
  }
  const goldenFile = join(dir, RECORDING_FILES.golden);
  if (!existsSync(goldenFile)) check.problems.push(`${goldenFile}: is missing, so replays have nothing to compare with. Write it with \`npm run replay -- ${check.site} --update\` and read it before committing.`);
  else attempt(() => readGolden(goldenFile));
  if (check.meta && check.meta.userAgent !== PINNED_USER_AGENT) {
    check.notes.push(`recorded with the user agent "${check.meta.userAgent}", not today's pinned one; replays use the recording's own (meta.json), so its golden holds`);
  }
  return check;
}

/** Checks every recording folder under `root` (hidden folders are skipped, as everywhere). */
export function checkRecordings(root: string): RecordingCheck[] {
  return listRecordings(root).map(checkRecording);
}

/** The distinct pinned environments of the recordings whose meta.json is usable. */
export function environmentsOf(checks: RecordingCheck[]): { env: RecordedEnv; sites: string[] }[] {
  const byKey = new Map<string, { env: RecordedEnv; sites: string[] }>();
  for (const c of checks) {
    if (!c.meta) continue;
    const env = envOf(c.meta);
    const key = JSON.stringify(env);
    const entry = byKey.get(key) ?? { env, sites: [] };
    entry.sites.push(c.site);
    byKey.set(key, entry);
  }
  return [...byKey.values()];
}

/**
 * Opens a page in each environment with this browser and reads back what a replay pins: time zone, locale,
 * user agent, screen. A problem line per environment the browser refuses or does not honour.
 */
export async function checkEnvironments(browser: Browser, envs: { env: RecordedEnv; sites: string[] }[]): Promise<string[]> {
  const problems: string[] = [];
  for (const { env, sites } of envs) {
    const who = `${sites.slice(0, 3).join(', ')}${sites.length > 3 ? ` and ${sites.length - 3} more` : ''}`;
    try {
      const context = await browser.newContext(contextOptions(env));
      try {
        const page = await context.newPage();
        const seen = (await page.evaluate(
          '({ timezone: Intl.DateTimeFormat().resolvedOptions().timeZone, locale: navigator.language, userAgent: navigator.userAgent, width: screen.width, height: screen.height })',
        )) as { timezone: string; locale: string; userAgent: string; width: number; height: number };
        const want = { timezone: env.timezone, locale: env.locale, userAgent: env.userAgent, width: env.viewport.width, height: env.viewport.height };
        for (const k of Object.keys(want) as (keyof typeof want)[]) {
          if (seen[k] !== want[k]) problems.push(`meta.json of ${who}: this browser gives ${k} ${JSON.stringify(seen[k])} instead of ${JSON.stringify(want[k])}. Use another Chromium (BEACON_CHROMIUM=/path) or report it: replays of these recordings would not be pinned.`);
        }
      } finally {
        await context.close();
      }
    } catch (e) {
      problems.push(`meta.json of ${who}: this browser refuses the recorded environment (${message(e).split('\n')[0]}). Use another Chromium (BEACON_CHROMIUM=/path), or fix timezone/locale/viewport in meta.json.`);
    }
  }
  return problems;
}
