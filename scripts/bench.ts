// `npm run bench`: runs every scripts/bench/*.bench.ts in name order (or those whose name contains an argument).
// Each module's default export runs its measurement and returns rows to print; figures are ratios against a
// baseline measured in the same run wherever a baseline exists.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export type BenchRow = { figure: string; value: string; budget?: string; ok?: boolean };

const dir = join(import.meta.dirname, 'bench');
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();

let failed = false;
for (const file of files) {
  console.log(`\n== ${file.replace('.bench.ts', '')}`);
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: () => Promise<BenchRow[]> };
  const rows = await mod.default();
  for (const row of rows) {
    const mark = row.ok === undefined ? '' : row.ok ? '  ok' : '  OVER BUDGET';
    console.log(`  ${row.figure.padEnd(52)} ${row.value.padStart(14)}${row.budget ? `   (budget ${row.budget})` : ''}${mark}`);
    if (row.ok === false) failed = true;
  }
}
process.exit(failed ? 1 : 0);
