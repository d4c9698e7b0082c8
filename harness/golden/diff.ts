// Compares expected (golden) and actual normalised events: the one event alignment of the project. The replay's
// verdict (diff), the terminal lines (describeDiff) and the report viewer's side-by-side table (SiteReport.alignment,
// rendered as given) all come from compareEvents.
//
// Alignment: events are paired only when step and action are equal, keeping order on both sides (an LCS), so
// that one missing or extra event shows as one removed or added event instead of shifting every later one; a
// reordering reads as a removal and an addition. Among alignments with the most pairs, the one whose paired
// payloads are most alike wins (two quotes in one step pair with the quote that has the same numbers); among
// those, an event pairs with the earliest candidate. Paired events are then compared field by field: objects key
// by key, arrays index by index, strings and other values whole, a type change as one changed value.
//
// Paths: a field of a paired event is named from the golden side, `events[3].payload.total` (3 = index in
// golden.json); a whole removed event is `events[<golden index>]`, a whole added event `events[<actual index>]`.
// expectedIndex/actualIndex are always set where they apply.
import type { AlignedRow, DiffEntry, GoldenEvent } from '../report/types.ts';
import { compareCodeUnits } from '../har/body.ts';

const IDENT = /^[A-Za-z_$][\w$]*$/;

function child(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return IDENT.test(key) ? `${path}.${key}` : `${path}[${JSON.stringify(key)}]`;
}

type Kind = 'object' | 'array' | 'value';
const kindOf = (v: unknown): Kind => (Array.isArray(v) ? 'array' : v !== null && typeof v === 'object' ? 'object' : 'value');

function leaves(v: unknown, path: string, out: Map<string, string>): void {
  const k = kindOf(v);
  if (k === 'array') {
    const a = v as unknown[];
    if (a.length === 0) out.set(path, '[]');
    a.forEach((x, i) => leaves(x, `${path}[${i}]`, out));
  } else if (k === 'object') {
    const keys = Object.keys(v as object);
    if (keys.length === 0) out.set(path, '{}');
    for (const key of keys) leaves((v as Record<string, unknown>)[key], child(path, key), out);
  } else {
    out.set(path, JSON.stringify(v));
  }
}

function leafMap(e: GoldenEvent): Map<string, string> {
  const out = new Map<string, string>();
  leaves(e, '', out);
  return out;
}

/** Share of equal leaf fields, 0..1. */
function similarity(la: Map<string, string>, lb: Map<string, string>): number {
  let equal = 0;
  let common = 0;
  for (const [p, v] of la) {
    const w = lb.get(p);
    if (w === undefined) continue;
    common++;
    if (w === v) equal++;
  }
  const total = la.size + lb.size - common;
  return total === 0 ? 1 : equal / total;
}

function compare(path: string, e: unknown, a: unknown, base: { expectedIndex: number; actualIndex: number }, out: DiffEntry[]): void {
  const ke = kindOf(e);
  const ka = kindOf(a);
  if (ke !== ka) {
    out.push({ path, kind: 'changed', ...base, expected: e, actual: a });
    return;
  }
  if (ke === 'object') {
    const eo = e as Record<string, unknown>;
    const ao = a as Record<string, unknown>;
    const keys = [...new Set([...Object.keys(eo), ...Object.keys(ao)])].sort(compareCodeUnits);
    for (const k of keys) {
      const inE = Object.prototype.hasOwnProperty.call(eo, k);
      const inA = Object.prototype.hasOwnProperty.call(ao, k);
      if (inE && !inA) out.push({ path: child(path, k), kind: 'removed', ...base, expected: eo[k] });
      else if (!inE && inA) out.push({ path: child(path, k), kind: 'added', ...base, actual: ao[k] });
      else compare(child(path, k), eo[k], ao[k], base, out);
    }
    return;
  }
  if (ke === 'array') {
    const ea = e as unknown[];
    const aa = a as unknown[];
    const n = Math.max(ea.length, aa.length);
    for (let i = 0; i < n; i++) {
      if (i >= aa.length) out.push({ path: child(path, i), kind: 'removed', ...base, expected: ea[i] });
      else if (i >= ea.length) out.push({ path: child(path, i), kind: 'added', ...base, actual: aa[i] });
      else compare(child(path, i), ea[i], aa[i], base, out);
    }
    return;
  }
  if (!Object.is(e, a)) out.push({ path, kind: 'changed', ...base, expected: e, actual: a });
}

/** Pairs of (expected index, actual index), or -1 on the side that has no partner, in order. */
export function alignEvents(expected: GoldenEvent[], actual: GoldenEvent[]): [number, number][] {
  const n = expected.length;
  const m = actual.length;
  const same = (i: number, j: number) => expected[i]!.step === actual[j]!.step && expected[i]!.action === actual[j]!.action;
  // best[i][j]: best (pairs, similarity) for expected[i..] and actual[j..]
  const pairs: Int32Array[] = [];
  const sims: Float64Array[] = [];
  for (let i = 0; i <= n; i++) {
    pairs.push(new Int32Array(m + 1));
    sims.push(new Float64Array(m + 1));
  }
  const expectedLeaves = expected.map(leafMap);
  const actualLeaves = actual.map(leafMap);
  const simCache = new Map<number, number>();
  const sim = (i: number, j: number) => {
    const key = i * (m + 1) + j;
    let s = simCache.get(key);
    if (s === undefined) simCache.set(key, (s = similarity(expectedLeaves[i]!, actualLeaves[j]!)));
    return s;
  };
  const better = (p1: number, s1: number, p2: number, s2: number) => p1 > p2 || (p1 === p2 && s1 > s2 + 1e-12);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      let p = pairs[i + 1]![j]!;
      let s = sims[i + 1]![j]!;
      if (better(pairs[i]![j + 1]!, sims[i]![j + 1]!, p, s)) {
        p = pairs[i]![j + 1]!;
        s = sims[i]![j + 1]!;
      }
      if (same(i, j)) {
        const mp = pairs[i + 1]![j + 1]! + 1;
        const ms = sims[i + 1]![j + 1]! + sim(i, j);
        if (!better(p, s, mp, ms)) {
          p = mp;
          s = ms;
        }
      }
      pairs[i]![j] = p;
      sims[i]![j] = s;
    }
  }
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    const p = pairs[i]![j]!;
    const s = sims[i]![j]!;
    if (same(i, j) && pairs[i + 1]![j + 1]! + 1 === p && Math.abs(sims[i + 1]![j + 1]! + sim(i, j) - s) < 1e-9) {
      out.push([i++, j++]);
    } else if (pairs[i + 1]![j]! === p && Math.abs(sims[i + 1]![j]! - s) < 1e-9) {
      out.push([i++, -1]);
    } else {
      out.push([-1, j++]);
    }
  }
  while (i < n) out.push([i++, -1]);
  while (j < m) out.push([-1, j++]);
  return out;
}

export interface EventComparison {
  /** every difference, row by row */
  diff: DiffEntry[];
  /** every event of both lists in one row, in order; each row names its entries in `diff` */
  alignment: AlignedRow[];
}

/** Aligns expected and actual events and names each difference (the report's `diff` and `alignment`). */
export function compareEvents(expected: GoldenEvent[], actual: GoldenEvent[]): EventComparison {
  const diff: DiffEntry[] = [];
  const alignment: AlignedRow[] = [];
  for (const [i, j] of alignEvents(expected, actual)) {
    const start = diff.length;
    let kind: AlignedRow['kind'];
    if (j < 0) {
      diff.push({ path: `events[${i}]`, kind: 'removed', expectedIndex: i, expected: expected[i] });
      kind = 'removed';
    } else if (i < 0) {
      diff.push({ path: `events[${j}]`, kind: 'added', actualIndex: j, actual: actual[j] });
      kind = 'added';
    } else {
      compare(`events[${i}]`, expected[i], actual[j], { expectedIndex: i, actualIndex: j }, diff);
      kind = diff.length > start ? 'changed' : 'same';
    }
    alignment.push({
      kind,
      expectedIndex: i < 0 ? null : i,
      actualIndex: j < 0 ? null : j,
      diff: Array.from({ length: diff.length - start }, (_, n) => start + n),
    });
  }
  return { diff, alignment };
}

export function diffEvents(expected: GoldenEvent[], actual: GoldenEvent[]): DiffEntry[] {
  return compareEvents(expected, actual).diff;
}

/**
 * The alignment of a report that reports no differences (the replay could not run, or there is no golden to
 * compare with): the same rows, pointing at no diff entry.
 */
export function alignmentWithoutDiff(expected: GoldenEvent[], actual: GoldenEvent[]): AlignedRow[] {
  return compareEvents(expected, actual).alignment.map((row) => ({ ...row, diff: [] }));
}

function preview(v: unknown, max = 120): string {
  const s = v === undefined ? 'undefined' : JSON.stringify(v);
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function isWholeEvent(d: DiffEntry): boolean {
  return /^events\[\d+\]$/.test(d.path) && (d.expectedIndex === undefined || d.actualIndex === undefined);
}

/** One line per difference, for the terminal. */
export function describeDiff(entries: DiffEntry[]): string[] {
  return entries.map((d) => {
    if (isWholeEvent(d)) {
      const ev = (d.kind === 'removed' ? d.expected : d.actual) as GoldenEvent | undefined;
      const what = ev ? `${ev.action} in step "${ev.step}"` : 'event';
      return d.kind === 'removed'
        ? `- ${d.path} missing: golden has ${what} ${preview(ev?.payload)}, the replay did not send it`
        : `+ ${d.path} unexpected: the replay sent ${what} ${preview(ev?.payload)}, not in the golden`;
    }
    const where = d.actualIndex !== undefined && d.actualIndex !== d.expectedIndex ? ` (actual events[${d.actualIndex}])` : '';
    if (d.kind === 'changed') return `~ ${d.path}${where}: expected ${preview(d.expected)}, got ${preview(d.actual)}`;
    if (d.kind === 'removed') return `- ${d.path}${where}: expected ${preview(d.expected)}, missing`;
    return `+ ${d.path}${where}: not in the golden, got ${preview(d.actual)}`;
  });
}
