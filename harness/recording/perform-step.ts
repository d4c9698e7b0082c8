// What a step does in a page: the one place the recorder and the demo-site driver (demo-sites/kit/steps.ts) turn a
// resolved step into Playwright calls, so both act alike. Each caller says how it finds the step's element.
import type { Locator, Page } from 'playwright';
import type { ResolvedStep } from './layout.ts';

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
