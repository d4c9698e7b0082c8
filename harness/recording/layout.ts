// The recording folder, a contract read by the replayer, the viewer, CI and outside checks:
//
//   recordings/<site>/recording.har          HAR 1.2, bodies embedded (base64 where binary), secrets redacted
//   recordings/<site>/snapshots/NN-<step>.html  DOM after each step, NN = 01, 02, …
//   recordings/<site>/steps.json             see ./steps.ts
//   recordings/<site>/meta.json              see ./meta.ts (the pinned environment, replay settings)
//   recordings/<site>/mapping.json           see ./mapping.ts (the site's install records: the only copy)
//   recordings/<site>/golden.json            see harness/golden/normalise.ts
//   recordings/<site>/truth.json             a demo site's ground truth (demo-sites/server/truth.ts), written by hand
//                                            from its data; no recording writes it, a new one keeps it
//
// Recordings are found by listing folders (no hand-kept list). Everything that reads or writes the folder goes
// through this module (reading, naming) and ./atomic-write.ts (writing: temporary folder beside the target, then
// rename). The formats of its files are in ./steps.ts, ./meta.ts and harness/golden/.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import type { GoldenFile } from '../report/types.ts';
import { readGolden } from '../golden/normalise.ts';
import { replaceFileAtomically } from './atomic-write.ts';
import { RecordingError } from './error.ts';
import { META_HINT, parseMeta, type Meta } from './meta.ts';
import { STEPS_HINT, parseSteps, type Step } from './steps.ts';
import { MAPPING_FILE, readMapping, startRecord, type InstallRecord } from './mapping.ts';

export const RECORDING_FILES = {
  har: 'recording.har',
  steps: 'steps.json',
  meta: 'meta.json',
  mapping: MAPPING_FILE,
  golden: 'golden.json',
  snapshots: 'snapshots',
} as const;

export interface Recording {
  site: string;
  dir: string;
  meta: Meta;
  /** the site's install records (mapping.json) */
  mapping: InstallRecord[];
  /** the adapter that reports the site: the provider of the start URL's record */
  provider: string;
  steps: Step[];
  harFile: string;
  goldenFile: string;
  snapshotsDir: string;
  /** snapshot file names present, sorted */
  snapshots: string[];
  /**
   * null when golden.json does not exist yet (replay --update writes it). Read and validated when first asked for,
   * so an invalid golden.json throws there: a replay does not need it, and --update replaces it.
   */
  readonly golden: GoldenFile | null;
}

function readJson(file: string, hint: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new RecordingError(file, null, `cannot be read (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, hint);
  }
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new RecordingError(file, null, `is not valid JSON (${(e as Error).message})`, hint);
  }
}

/** Reads and validates `<dir>/meta.json` (its site must be the folder's name). */
export function readMeta(dir: string): Meta {
  const file = join(dir, RECORDING_FILES.meta);
  return parseMeta(readJson(file, META_HINT), file, basename(resolve(dir)));
}

/** Reads and validates `<dir>/steps.json`. */
export function readSteps(dir: string): Step[] {
  const file = join(dir, RECORDING_FILES.steps);
  return parseSteps(readJson(file, STEPS_HINT), file);
}

/** Reads and validates a recording folder (meta.json, steps.json, golden.json when present). The HAR is only checked to exist: read it with readHar. */
export function readRecording(dir: string): Recording {
  const site = basename(resolve(dir));
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new RecordingError(dir, null, 'is not a folder', `Record the site with \`npm run record -- <url> --name ${site}\`, or check the name.`);
  }
  const harFile = join(dir, RECORDING_FILES.har);
  const goldenFile = join(dir, RECORDING_FILES.golden);
  const snapshotsDir = join(dir, RECORDING_FILES.snapshots);
  const meta = readMeta(dir);
  const mapping = readMapping(dir);
  const provider = startRecord(mapping, meta.startUrl, join(dir, MAPPING_FILE)).provider;
  const steps = readSteps(dir);
  if (!existsSync(harFile)) throw new RecordingError(harFile, null, 'is missing', `Record the site again with \`npm run record -- <url> --name ${site} --force\`.`);
  const snapshots = existsSync(snapshotsDir) ? readdirSync(snapshotsDir).filter((f) => f.endsWith('.html')).sort() : [];
  let golden: { file: GoldenFile | null } | undefined;
  return {
    site,
    dir,
    meta,
    mapping,
    provider,
    steps,
    harFile,
    goldenFile,
    snapshotsDir,
    snapshots,
    get golden() {
      golden ??= { file: existsSync(goldenFile) ? readGolden(goldenFile) : null };
      return golden.file;
    },
  };
}

/** The recording folders under `root`, sorted by name. Hidden folders (temporary writes) are skipped; a missing root gives []. */
export function listRecordings(root = 'recordings'): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !d.name.startsWith('.'))
    .map((d) => d.name)
    .sort()
    .map((name) => join(root, name));
}

/** `snapshots/` file name for the step at 0-based `index`: snapshotName(0, 'Search results') -> '01-search-results.html'. */
export function snapshotName(index: number, stepName: string): string {
  return `${String(index + 1).padStart(2, '0')}-${slugify(stepName) || 'step'}.html`;
}

export function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** Writes a recording's golden.json (the text stringifyGolden gives). */
export const writeGolden = (recording: Pick<Recording, 'goldenFile'>, text: string): void => replaceFileAtomically(recording.goldenFile, text);
