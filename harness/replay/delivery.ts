// Which of the tracker's deliveries a replay runs (README "Per-site bundles"):
//   tag         the all-sites two-part tag, dist/tag/tracker.js, which loads its main part, the site's adapter
//               part, its upload part and its host's install records (map/<key>.js) from beside itself, each
//               served as the CDN serves dist/tag/ (routing.ts): what a customer's page gets, and the default;
//   one-script  dist/tracker.js: every adapter and record in one script;
//   per-site    dist/tag/sites/<siteKey>.js: the site's own pair (core + its adapters + its records), built on
//               demand with the recordings' records (`npm run build:recordings -- --site <key>`).
import { existsSync, statSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, TAG_FILE, TRACKER_FILE } from './build.ts';
import { readRecording } from '../recording/layout.ts';
import { startRecord } from '../recording/mapping.ts';

export const DELIVERIES = ['tag', 'one-script', 'per-site'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** The site key of a recording's per-site build: its start host's record's. */
export function siteKeyOf(dir: string): string {
  const r = readRecording(dir);
  const key = startRecord(r.mapping, r.meta.startUrl).siteKey;
  if (!key) throw new Error(`${dir}/mapping.json: the start host's record has no siteKey, so the site has no per-site build`);
  return key;
}

export const perSiteTag = (key: string, root = ROOT): string => join(root, 'dist', 'tag', 'sites', `${key}.js`);

/** The file served at the tracker's URL for `dir` in `delivery`. */
export function deliveryFile(delivery: Delivery, dir: string): string {
  if (delivery === 'tag') return TAG_FILE;
  if (delivery === 'one-script') return TRACKER_FILE;
  return perSiteTag(siteKeyOf(dir));
}

/** Builds the per-site pairs of these recordings that are missing or older than the all-sites build. */
export async function ensurePerSiteBuilt(dirs: string[], log: (line: string) => void = () => {}): Promise<void> {
  const built = existsSync(TRACKER_FILE) ? statSync(TRACKER_FILE).mtimeMs : Infinity;
  const keys = [...new Set(dirs.map(siteKeyOf))].filter((k) => !existsSync(perSiteTag(k)) || statSync(perSiteTag(k)).mtimeMs < built);
  for (const key of keys) {
    log(`Building the per-site pair of ${key}: npm run build:recordings -- --site ${key}`);
    const code = await new Promise<number | string>((ok) => {
      const child = spawn('npm', ['run', 'build:recordings', '--silent', '--', '--site', key], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
      child.on('error', (e) => ok(e.message));
      child.on('exit', (c, signal) => ok(c ?? signal ?? 'unknown'));
    });
    if (code !== 0) throw new Error(`the per-site build of ${key} failed (exit ${code})`);
  }
}
