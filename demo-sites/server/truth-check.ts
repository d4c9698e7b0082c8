// A demo site's golden against the truth.json in its recording's folder (truth.ts): used by `npm run record:demos`,
// `npm run new-adapter` and the golden spec. null when the recording has no truth.json yet. Here, not in harness/:
// the harness never imports demo-sites/ (the demo sites use the harness's recording layout and report types, not
// the other way round).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GoldenEvent } from '../../harness/report/types.ts';
import { checkAgainstTruth, loadTruth } from './truth.ts';

/** `recordingDir`: recordings/<slug>/ (truth.json beside steps.json and golden.json). */
export async function truthProblems(recordingDir: string, events: GoldenEvent[]): Promise<string[] | null> {
  const file = join(recordingDir, 'truth.json');
  if (!existsSync(file)) return null;
  return checkAgainstTruth(loadTruth(file), events);
}
