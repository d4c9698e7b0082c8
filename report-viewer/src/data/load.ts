// Loads and checks report files, turning every failure into a state the UI can say in plain words.
import type { Recording, RunIndex, SiteReport } from '../types.ts';
import { MissingFile, reportPath, type ReportSource } from './source.ts';
import { ShapeError, validateRunIndex, validateSiteReport } from './validate.ts';

export type Loaded<T> =
  | { state: 'loading' }
  | { state: 'ready'; value: T }
  /** no report at all: index.json does not exist */
  | { state: 'empty' }
  /** the file exists but is not what the contract says */
  | { state: 'malformed'; file: string; reason: string }
  /** the file could not be read */
  | { state: 'error'; file: string; message: string };

function parse(text: string): { ok: true; value: unknown } | { ok: false; reason: string } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, reason: `it is not valid JSON (${(error as Error).message})` };
  }
}

export async function loadIndex(source: ReportSource): Promise<Loaded<RunIndex>> {
  const file = 'index.json';
  let text: string;
  try {
    text = await source.read(file);
  } catch (error) {
    if (error instanceof MissingFile) return { state: 'empty' };
    return { state: 'error', file: source.describe(file), message: (error as Error).message };
  }
  const parsed = parse(text);
  if (!parsed.ok) return { state: 'malformed', file: source.describe(file), reason: parsed.reason };
  try {
    const index = validateRunIndex(parsed.value);
    index.recordings.forEach((r, i) => {
      try {
        reportPath(r.file);
      } catch (error) {
        throw new ShapeError(`recordings[${i}].file: ${(error as Error).message}`);
      }
    });
    return { state: 'ready', value: index };
  } catch (error) {
    if (error instanceof ShapeError) return { state: 'malformed', file: source.describe(file), reason: error.message };
    throw error;
  }
}

export async function loadSite(source: ReportSource, recording: Recording): Promise<Loaded<SiteReport>> {
  const file = recording.file;
  let text: string;
  try {
    text = await source.read(file);
  } catch (error) {
    const message =
      error instanceof MissingFile
        ? `index.json lists it for ${recording.site}, but the file is not there (${error.message})`
        : (error as Error).message;
    return { state: 'error', file: source.describe(file), message };
  }
  const parsed = parse(text);
  if (!parsed.ok) return { state: 'malformed', file: source.describe(file), reason: parsed.reason };
  try {
    return { state: 'ready', value: validateSiteReport(parsed.value, recording.site) };
  } catch (error) {
    if (error instanceof ShapeError) return { state: 'malformed', file: source.describe(file), reason: error.message };
    throw error;
  }
}

export async function loadSnapshot(source: ReportSource, path: string): Promise<Loaded<string>> {
  try {
    return { state: 'ready', value: await source.read(path) };
  } catch (error) {
    const message = error instanceof MissingFile ? `the snapshot file is missing (${error.message})` : (error as Error).message;
    return { state: 'error', file: source.describe(path), message };
  }
}
