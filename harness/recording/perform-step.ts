// What a step does in a page: the one place the recorder, the replay (harness/replay/steps.ts, except `wait`,
// which advances the replay's clock) and the demo-site driver (demo-sites/server/steps.ts) turn a resolved step into
// Playwright calls, so all act alike. stepTarget is how they find the step's element.
import type { Locator, Page } from 'playwright';
import type { ResolvedStep } from './steps.ts';

/** The step's element: the first match of its selector, narrowed to elements containing its text when it has
 * one; a step with text and no selector: the first element containing the text. */
export function stepTarget(page: Page, s: ResolvedStep): Locator {
  let loc = s.selector ? page.locator(s.selector) : page.locator('body *');
  if (s.text) loc = s.selector ? loc.filter({ hasText: s.text }) : page.getByText(s.text, { exact: false });
  return loc.first();
}

export async function performStep(page: Page, s: ResolvedStep, target: () => Locator, timeout: number): Promise<void> {
  switch (s.action) {
    case 'goto':
      await page.goto(s.url as string, { waitUntil: 'load', timeout });
      break;
    case 'click':
      await target().click({ timeout });
      break;
    case 'fill':
      await target().fill(s.value ?? '', { timeout });
      break;
    case 'select':
      await target().selectOption(s.value ?? '', { timeout });
      break;
    case 'wait':
      if (s.selector || s.text) await target().waitFor({ state: 'visible', timeout });
      if (s.url) await page.waitForURL((u) => u.href.startsWith(s.url as string), { timeout });
      break;
  }
}
