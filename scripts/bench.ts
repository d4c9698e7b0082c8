// `npm run bench`: runs every scripts/bench/*.bench.ts in name order (or those an argument names: a bench's exact
// name selects that bench alone, `replay` is not `replay-scale`; otherwise every bench whose name contains it).
// Each module's default export runs its measurement and returns rows to print; figures are ratios against a
// baseline measured in the same run wherever a baseline exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';

export type BenchRow = { figure: string; value: string; budget?: string; ok?: boolean };

const dir = join(import.meta.dirname, 'bench');
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .sort()
  .map((file) => ({ file, name: file.replace('.bench.ts', '') }));

/** A bench's first comment line: what it measures. */
/** What a bench measures: its first comment line up to the first colon or full stop (issue references dropped). */
function summary(file: string): string {
  const first = /^\/\/ (.*)/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '';
  return first.replace(/\s*\(issue \d+[^)]*\)/, '').split(/[:.](\s|$)/)[0]!;
}

const USAGE = `usage: npm run bench [-- <name>…]

Runs the benchmarks of scripts/bench/ (all of them, or those named: a bench's exact name selects that bench alone,
any other word every bench whose name contains it) and prints their figures with the budget each is held to.

${benches.map((b) => `  ${b.name.padEnd(12)} ${summary(b.file)}`).join('\n')}

  -h, --help  this text

exit codes: ${EXIT.ok} every figure within its budget; ${EXIT.failed} a figure over budget; ${EXIT.usage} bad usage (unknown option or bench)`;

const args = parseOrUsage('bench', USAGE, (argv) => {
  const { values, positionals } = parseCommandLine({ args: argv, allowPositionals: true, options: { ...HELP_OPTION } });
  if (values.help) return 'help';
  const unknown = positionals.filter((x) => !benches.some((b) => b.name.includes(x)));
  if (unknown.length) throw new UsageError(`no bench named like ${unknown.map((x) => `"${x}"`).join(', ')}; the benches: ${benches.map((b) => b.name).join(', ')}`);
  return positionals;
});
if (args === 'help') process.exit(EXIT.ok);
if (!args) process.exit(EXIT.usage);
const picks = (name: string, x: string) => (benches.some((b) => b.name === x) ? name === x : name.includes(x));
const chosen = benches.filter((b) => args.length === 0 || args.some((x) => picks(b.name, x)));

let failed = false;
for (const { file, name } of chosen) {
  console.log(`\n== ${name}`);
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: () => Promise<BenchRow[]> };
  const rows = await mod.default();
  for (const row of rows) {
    const mark = row.ok === undefined ? '' : row.ok ? '  ok' : '  OVER BUDGET';
    console.log(`  ${row.figure.padEnd(52)} ${row.value.padStart(14)}${row.budget ? `   (budget ${row.budget})` : ''}${mark}`);
    if (row.ok === false) failed = true;
  }
}
process.exit(failed ? EXIT.failed : EXIT.ok);
