// Makes sure each engine's browser is installed (idempotent): Chromium, Firefox (firefox-esr) and WebKit
// (webkit2gtk-driver + xvfb). Run by `npm test` and `npm run replay`. As root it installs Debian's packages with
// apt-get; otherwise it prints the command to run.
import { ENGINES, ensureEngine, parseEngines, type Engine } from '../harness/engines.ts';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';

const USAGE = `usage: npm run ensure-browser [-- --browser chromium|firefox|webkit|all]

Makes sure each engine's browser is installed for the browser tests and replays (default: all three); as root it
installs Debian's packages (chromium; firefox-esr; webkit2gtk-driver and xvfb) with apt-get, otherwise it prints
the command to run. Idempotent: nothing is installed when everything is there.

exit codes: ${EXIT.ok} every engine asked for is there; ${EXIT.failed} one could not be found or installed; ${EXIT.usage} bad usage`;

const args = parseOrUsage('ensure-browser', USAGE, (argv) => {
  const { values } = parseCommandLine({ args: argv, options: { ...HELP_OPTION, browser: { type: 'string' } } });
  if (values.help) return 'help';
  try {
    return { engines: parseEngines(values.browser, [...ENGINES]) };
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
});
if (args === 'help') process.exit(EXIT.ok);
if (!args) process.exit(EXIT.usage);

const failed: Engine[] = [];
for (const engine of args.engines) {
  try {
    ensureEngine(engine, (line) => console.log(line));
  } catch (error) {
    console.error(`${engine}: ${(error as Error).message}`);
    failed.push(engine);
  }
}
process.exit(failed.length ? EXIT.failed : EXIT.ok);
