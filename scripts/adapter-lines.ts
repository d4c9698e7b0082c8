// How much of an adapter is code rather than data (issue 15). For each adapter file, two counts of non-blank,
// non-comment lines:
// - outside: lines outside imports and outside the registerProvider(defineAdapter({…})) statement (the spec's
//   data, its small map functions and pathCases): the file's private helpers and state;
// - in functions: lines inside any function body, wherever it is (map functions included; pathCases excluded),
//   the fuller measure of imperative code.
// Prints each file and the medians; with --only a,b,… only those files count (to compare the same adapters).
//   npx tsx scripts/adapter-lines.ts            the work tree
//   npx tsx scripts/adapter-lines.ts <commit>   the adapters as they were at a commit
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { EXIT, HELP_OPTION, parseCommandLine, parseOrUsage, UsageError } from './cli.ts';

const ROOT = resolve(import.meta.dirname, '..');
const DIR = 'tracker/src/adapters';
const isAdapterFile = (f: string) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts';

/** Lines (1-based) that hold code: any token that is not a comment. */
function codeLines(file: ts.SourceFile): Set<number> {
  const lines = new Set<number>();
  const visit = (node: ts.Node): void => {
    if (node.kind >= ts.SyntaxKind.FirstToken && node.kind <= ts.SyntaxKind.LastToken) {
      lines.add(file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1);
      lines.add(file.getLineAndCharacterOfPosition(node.getEnd()).line + 1);
    }
    // tokens are not children in the AST: take every child including tokens
    for (const child of node.getChildren(file)) visit(child);
  };
  visit(file);
  lines.delete(file.getLineAndCharacterOfPosition(file.getEnd()).line + 1); // the end-of-file token
  return lines;
}

type Span = [number, number];
const within = (spans: Span[]) => (line: number) => spans.some(([a, b]) => line >= a && line <= b);

/** Line spans of the nodes `pick` selects (not looking inside a selected node). */
function spansOf(file: ts.SourceFile, pick: (node: ts.Node) => boolean): Span[] {
  const spans: Span[] = [];
  const lineOf = (pos: number) => file.getLineAndCharacterOfPosition(pos).line + 1;
  const visit = (node: ts.Node): void => {
    if (pick(node)) spans.push([lineOf(node.getStart(file)), lineOf(node.getEnd())]);
    else node.forEachChild(visit);
  };
  visit(file);
  return spans;
}

const isSpecStatement = (file: ts.SourceFile) => (node: ts.Node) => ts.isExpressionStatement(node) && /defineAdapter\(/.test(node.getText(file));
const isFunctionBody = (node: ts.Node) => !!node.parent && (ts.isArrowFunction(node.parent) || ts.isFunctionDeclaration(node.parent) || ts.isFunctionExpression(node.parent) || ts.isMethodDeclaration(node.parent)) && node === (node.parent as ts.FunctionLikeDeclaration).body;
const isPathCases = (node: ts.Node) => ts.isPropertyAssignment(node) && node.name.getText() === 'pathCases';

export function imperativeLines(name: string, source: string): { outside: number; inFunctions: number } {
  const file = ts.createSourceFile(name, source, ts.ScriptTarget.Latest, true);
  const lines = [...codeLines(file)];
  const excluded = within([...spansOf(file, ts.isImportDeclaration), ...spansOf(file, isSpecStatement(file))]);
  const bodies = within(spansOf(file, isFunctionBody));
  const cases = within(spansOf(file, isPathCases));
  return { outside: lines.filter((l) => !excluded(l)).length, inFunctions: lines.filter((l) => bodies(l) && !cases(l)).length };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const USAGE = `usage: npx tsx scripts/adapter-lines.ts [<commit>] [--only a,b,…]

Counts each adapter's imperative lines (outside the spec statement; in function bodies) and their medians.

  <commit>       the adapters as they were at this commit (default: the work tree)
  --only a,b,…   only these adapter files count (to compare the same adapters)
  -h, --help     this text`;

function main(argv: string[]): number {
  const args = parseOrUsage('adapter-lines', USAGE, (list) => {
    const { values, positionals } = parseCommandLine({ args: list, allowPositionals: true, options: { ...HELP_OPTION, only: { type: 'string' } } });
    if (values.help) return 'help';
    if (positionals.length > 1) throw new UsageError(`one commit expected, got ${positionals.join(' ')}`);
    return { rev: positionals[0], only: values.only?.split(',').map((s) => `${s.replace(/\.ts$/, '')}.ts`) ?? null };
  }, argv);
  if (args === 'help') return EXIT.ok;
  if (!args) return EXIT.usage;
  const { rev, only } = args;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  const all = rev ? git('ls-tree', '--name-only', `${rev}:${DIR}`).split('\n').filter(isAdapterFile) : readdirSync(join(ROOT, DIR)).filter(isAdapterFile);
  const files = only ? all.filter((f) => only.includes(f)) : all;
  const read = (f: string) => (rev ? git('show', `${rev}:${DIR}/${f}`) : readFileSync(join(ROOT, DIR, f), 'utf8'));
  const counts = files
    .map((f) => ({ f, source: read(f) }))
    .filter(({ source }) => source.includes('defineAdapter(')) // core-only providers (pageview-only) have no spec
    .map(({ f, source }) => ({ f, ...imperativeLines(f, source) }));
  console.log('outside  in functions  file');
  for (const { f, outside, inFunctions } of counts) console.log(`${String(outside).padStart(7)}  ${String(inFunctions).padStart(12)}  ${f}`);
  const where = `${counts.length} adapters${rev ? ` at ${rev}` : ''}`;
  console.log(`median over ${where}: ${median(counts.map((c) => c.outside))} lines outside the spec, ${median(counts.map((c) => c.inFunctions))} lines in functions`);
  return EXIT.ok;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) process.exitCode = main(process.argv.slice(2));
