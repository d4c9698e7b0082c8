// One copy of every fact (issue 28): a site's install records live in its recording's mapping.json and nowhere
// else, its steps in its recording's steps.json and nowhere else. Walks the tree (what git would commit) and fails
// on a second copy: a JSON file holding install records outside recordings/*/mapping.json, a host mapped in two
// files, a steps.json outside a recording, or a JSON list of steps under another name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SKIP = new Set(['node_modules', 'dist', '.git', '.beacon-tmp', 'replay-report', 'test-results', 'playwright-report']);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || (name.startsWith('.') && name !== '.ci')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
  return out;
}

const files = walk(ROOT).map((f) => relative(ROOT, f));
const isRecord = (x: unknown): boolean => !!x && typeof x === 'object' && typeof (x as { host?: unknown }).host === 'string' && typeof (x as { provider?: unknown }).provider === 'string';
const recordsIn = (data: unknown): { host: string }[] =>
  (Array.isArray(data) ? data : data && typeof data === 'object' && Array.isArray((data as { sites?: unknown }).sites) ? (data as { sites: unknown[] }).sites : [data]).filter(isRecord) as { host: string }[];

describe('one copy of every fact', () => {
  it('install records live only in recordings/<site>/mapping.json, each host in one of them', () => {
    const where = new Map<string, string>();
    const strays: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.json') && !f.endsWith('.har') && !/(^|\/)(package(-lock)?|tsconfig[^/]*)\.json$/.test(f))) {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(join(ROOT, file), 'utf8'));
      } catch {
        continue;
      }
      const records = recordsIn(data);
      if (!records.length) continue;
      if (!/^recordings\/[a-z0-9-]+\/mapping\.json$/.test(file)) strays.push(file);
      for (const r of records) {
        expect(where.get(r.host), `${r.host} is mapped in ${where.get(r.host)} and ${file}`).toBeUndefined();
        where.set(r.host, file);
      }
    }
    expect(strays, 'install records outside recordings/*/mapping.json').toEqual([]);
    expect(where.size).toBeGreaterThan(80);
  });

  it('steps live only in recordings/<site>/steps.json, and no other file repeats them', () => {
    const steps = files.filter((f) => f.endsWith('/steps.json') || f === 'steps.json');
    expect(steps.filter((f) => !/^recordings\/[a-z0-9-]+\/steps\.json$/.test(f)), 'steps.json outside a recording').toEqual([]);
    // a copy under another name: any JSON list of steps ({ name, goto | click | fill | select | wait … }) elsewhere
    const ACTION = ['goto', 'click', 'fill', 'select', 'wait', 'press', 'scroll'];
    const isSteps = (x: unknown) => Array.isArray(x) && x.length > 0 && x.every((s) => s && typeof s === 'object' && typeof s.name === 'string' && ACTION.some((a) => a in s));
    const copies = files.filter((f) => f.endsWith('.json') && !f.endsWith('.har') && !/^recordings\/[a-z0-9-]+\/steps\.json$/.test(f)).filter((f) => {
      try {
        return isSteps(JSON.parse(readFileSync(join(ROOT, f), 'utf8')));
      } catch {
        return false;
      }
    });
    expect(copies, 'lists of steps outside recordings/*/steps.json').toEqual([]);
    expect(steps.length).toBeGreaterThan(80);
  });
});
