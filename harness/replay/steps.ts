// A step of steps.json in a replay: actions (goto, click, fill, select) are the recorder's and the demo-site
// driver's own (harness/recording/perform-step.ts); a `wait` advances the pinned clock until its element is there
// (waits.ts), since nothing in the page moves while the clock is paused.
import type { ResolvedStep } from '../recording/steps.ts';
import type { DriverPage } from '../driver/types.ts';
import type { Waits } from './waits.ts';

/** Simulated time between two visitor actions during replay. */
export const THINK_MS = 1000;

/** Real-time limit of one click/fill/select/goto. The clock does not run while Playwright waits for an element,
 * and everything is served from memory: an element missing this long is missing. */
export const STEP_ACTION_TIMEOUT_MS = 10_000;

/** Runs one step; false when it changed nothing (a wait whose element was already there). */
export async function runReplayStep(page: DriverPage, s: ResolvedStep, waits: Waits): Promise<boolean> {
  if (s.action === 'wait') return (await waits.waitFor(s)) > 0;
  await page.perform(s, STEP_ACTION_TIMEOUT_MS);
  return true;
}
