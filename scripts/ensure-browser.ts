// Makes sure a Chromium is available (idempotent). Run by `npm test` and `npm run replay`.
import { ensureChromium } from '../harness/browser.ts';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage } from './cli.ts';

const USAGE = `usage: npm run ensure-browser

Makes sure a Chromium is available for the browser tests and replays (idempotent); BEACON_VERBOSE=1 prints its path.

exit codes: ${EXIT.ok} a Chromium is there; ${EXIT.failed} none could be found or installed; ${EXIT.usage} bad usage`;

const args = parseOrUsage('ensure-browser', USAGE, (argv) => (parseCommandLine({ args: argv, options: { ...HELP_OPTION } }).values.help ? 'help' : {}));
if (args === 'help') process.exit(EXIT.ok);
if (!args) process.exit(EXIT.usage);

try {
  const path = ensureChromium((line) => console.log(line));
  if (process.env.BEACON_VERBOSE) console.log(`Chromium: ${path}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
