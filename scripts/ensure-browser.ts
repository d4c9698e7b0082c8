// Makes sure a Chromium is available (idempotent). Run by `npm test` and `npm run replay`.
import { ensureChromium } from '../harness/browser.ts';

try {
  const path = ensureChromium((line) => console.log(line));
  if (process.env.BEACON_VERBOSE) console.log(`Chromium: ${path}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
