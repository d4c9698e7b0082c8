// What the command-line entry points share: node:util's parseArgs for every option (one parser, the same
// `--flag value` / `--flag=value` forms everywhere), bad usage as its own error printed with the usage text, and
// the exit codes the scripts document.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {}

/** Exit codes shared by the scripts (each script's usage says which it uses). */
export const EXIT = {
  ok: 0,
  /** the work ran and found something wrong (a golden differs, a truth disagrees, a step failed) */
  failed: 1,
  usage: 2,
  /** the work could not run (a recording could not be replayed, the build or the browser failed) */
  error: 3,
} as const;

/** node:util parseArgs (strict unless the config says otherwise), whose complaints (unknown option, missing value) are UsageErrors. */
export function parseCommandLine<T extends ParseArgsConfig>(config: T): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config); // strict by default: unknown options and missing values throw
  } catch (e) {
    if (!String((e as NodeJS.ErrnoException).code).startsWith('ERR_PARSE_ARGS')) throw e;
    // Node's message goes on to explain `--` for positionals that start with a dash: the first sentence is the news.
    throw new UsageError((e as Error).message.split(/(?<=\.) /)[0]!);
  }
}

/** The --help / -h option every script accepts. */
export const HELP_OPTION = { help: { type: 'boolean', short: 'h' } } as const;

/**
 * Parses argv with `parse`; on --help prints the usage and returns 'help'; on a UsageError prints
 * `<command>: <problem>` and the usage, and returns null.
 */
export function parseOrUsage<T>(command: string, usage: string, parse: (argv: string[]) => T | 'help', argv = process.argv.slice(2)): T | 'help' | null {
  try {
    const parsed = parse(argv);
    if (parsed === 'help') console.log(usage);
    return parsed;
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${command}: ${e.message}\n\n${usage}`);
    return null;
  }
}
