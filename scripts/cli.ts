// What the command-line entry points share: bad usage is its own error, printed with the usage text, exit 2.

export class UsageError extends Error {}

/** Parses argv with `parse`; on a UsageError prints `<command>: <problem>` and the usage, and returns null. */
export function parseOrUsage<T>(command: string, usage: string, parse: (argv: string[]) => T, argv = process.argv.slice(2)): T | null {
  try {
    return parse(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${command}: ${e.message}\n\n${usage}`);
    return null;
  }
}
