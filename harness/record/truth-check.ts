// A demo site's golden against its truth.json (demo-sites/kit/truth.ts): used by `npm run record:demos` and the
// golden spec. null when the demo site has no truth.json yet.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { GoldenEvent } from '../report/types.ts';
import { checkAgainstTruth, loadTruth } from '../../demo-sites/kit/truth.ts';

export async function truthProblems(demoDir: string, events: GoldenEvent[]): Promise<string[] | null> {
  const file = join(demoDir, 'truth.json');
  if (!existsSync(file)) return null;
  return checkAgainstTruth(loadTruth(file), events);
}
