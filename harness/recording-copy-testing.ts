// What the harness's end-to-end specs that change a recording share: a copy of a committed recording in
// .beacon-tmp/ whose HAR a spec may edit, and a replay of it with the all-sites tag as built (what a customer's page
// gets). Test support only.
import type { Browser } from '@playwright/test';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureTrackerBuilt, ROOT, TAG_FILE } from './replay/build.ts';
import { runSite, type SiteRun } from './replay/run.ts';

/** The HAR as a spec edits it: entries with their request and response content. */
export type EditableHar = { log: { entries: { request: { url: string; postData?: { text?: string } }; response: { content: { text?: string } } }[] } };

/** A fresh copy of recordings/<site> at <tmp>/<label>/<site>; `edit` may change its HAR in place. Returns the folder. */
export function recordingCopy(site: string, tmp: string, label: string, edit?: (har: EditableHar) => void): string {
  const dir = join(tmp, label, site);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, '..'), { recursive: true });
  cpSync(join(ROOT, 'recordings', site), dir, { recursive: true });
  if (edit) {
    const harFile = join(dir, 'recording.har');
    const har = JSON.parse(readFileSync(harFile, 'utf8')) as EditableHar;
    edit(har);
    writeFileSync(harFile, JSON.stringify(har));
  }
  return dir;
}

/** Replays a recording folder with the all-sites two-part tag as built. */
export async function replayTag(browser: Browser, dir: string): Promise<SiteRun> {
  await ensureTrackerBuilt();
  return runSite(browser, dir, { trackerSource: readFileSync(TAG_FILE) });
}
