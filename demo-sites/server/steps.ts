// steps.json: the steps a recording replays, in the harness's format (harness/recording/steps.ts owns it; this
// file only adds what demo sites need). Each step has a name and exactly one action:
//   { "name": "search", "goto": "http://www.homey-demo.test/search-results/?…" }
//   { "name": "quote", "click": "#get-quote" }
//   { "name": "email", "fill": "#email", "value": "jamie@example.com" }
//   { "name": "adults", "select": "#adult_guest", "value": "2" }
//   { "name": "quote-shown", "wait": "#quote-total", "text": "$3,270.88" }   (text: the element must contain it)
// A `wait` step does nothing by itself: whatever the tracker sends during it belongs to the step before
// (truth.ts folds wait steps into the action they wait for).
import type { Page } from 'playwright';
import { parseSteps, resolveStep, type Step, type StepAction } from '../../harness/recording/steps.ts';
import { performStep, stepTarget } from '../../harness/recording/perform-step.ts';
import { NetworkWatch } from '../../harness/recording/network-watch.ts';

export type { Step, StepAction };

export const stepAction = (step: Step): StepAction => resolveStep(step).action;

/**
 * Problems with a demo site's steps list (empty when valid): the harness's rules, plus the demo sites' own:
 * the first step is a goto with an absolute URL, names are lowercase words joined by dashes.
 */
export function validateSteps(steps: unknown): string[] {
  try {
    parseSteps(steps, 'steps.json');
  } catch (error) {
    return [(error as Error).message];
  }
  const list = steps as Step[];
  const problems: string[] = [];
  if (list.length === 0) problems.push('steps.json is empty');
  list.forEach((step, i) => {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(step.name)) problems.push(`[${i}].name "${step.name}": use lowercase words joined by dashes`);
  });
  const first = list[0] ? resolveStep(list[0]) : null;
  if (first && (first.action !== 'goto' || !/^https?:\/\//.test(first.url ?? ''))) problems.push('the first step must be a goto with an absolute URL');
  return problems;
}

const watches = new WeakMap<Page, NetworkWatch>();

/** Starts counting a page's requests (call before its first step); runStep then waits for the count to settle. */
export function trackNetwork(page: Page): void {
  if (!watches.has(page)) watches.set(page, new NetworkWatch(page));
}

/** Resolves once no request has been in flight for `quietMs` (or after `timeout`): the harness's network-quiet
 * wait (harness/recording/network-watch.ts). */
export async function networkQuiet(page: Page, quietMs = 250, timeout = 10_000): Promise<void> {
  await watches.get(page)?.quiet({ quietMs, capMs: timeout });
}

/** Runs one step in a Playwright page the way the replayer does, then waits until its network is quiet (call trackNetwork first). */
export async function runStep(page: Page, step: Step, timeout = 10_000): Promise<void> {
  const s = resolveStep(step);
  await performStep(page, s, () => stepTarget(page, s), timeout);
  await networkQuiet(page, 250, timeout);
}
