// Aligns expected (golden) and actual events and names each difference at its JSON path.
// Alignment: jsondiffpatch's LCS over the events' "step + action" keys, so a missing or extra event becomes one
// removed or added row and everything after it stays paired with its counterpart. Field differences: jsondiffpatch
// on each aligned pair, flattened into { path, kind, expected, actual }.
import { create, type Delta } from 'jsondiffpatch';
import type { DiffEntry, GoldenEvent } from '../types.ts';

export type RowKind = 'same' | 'changed' | 'removed' | 'added';

export interface FieldChange {
  /** path inside the event, e.g. `payload.total` or `payload.items[1].price` */
  path: string;
  kind: 'changed' | 'added' | 'removed';
  expected?: unknown;
  actual?: unknown;
}

export interface AlignedRow {
  /** position in the aligned list; the `event/<i>` of a deep link */
  index: number;
  kind: RowKind;
  step: string;
  action: string;
  expectedIndex: number | null;
  actualIndex: number | null;
  expected: GoldenEvent | null;
  actual: GoldenEvent | null;
  /** field differences between expected and actual (empty unless kind is changed) */
  changes: FieldChange[];
  /** the harness's own diff entries that point at this row */
  reported: DiffEntry[];
  /** whether a reviewer should look at this row: it differs, or the harness says it does */
  differs: boolean;
}

export interface Alignment {
  rows: AlignedRow[];
  /** harness diff entries that point at no row (indices out of range) */
  unplaced: DiffEntry[];
  counts: Record<RowKind, number>;
}

// Event keys are strings, compared by value; moves off so a reordering reads as removed + added, in place.
const keyDiffer = create({ arrays: { detectMove: false } });
// Inside payloads: arrays of objects are matched by position (jsondiffpatch's default without objectHash), so a
// changed item reads as `items[1].price` rather than a removed and an added item.
const fieldDiffer = create({ arrays: { detectMove: false }, cloneDiffValues: false });

export function eventKey(event: GoldenEvent): string {
  return `${event.step}\u0000${event.action}`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  if (IDENTIFIER.test(key)) return base ? `${base}.${key}` : key;
  return `${base}[${JSON.stringify(key)}]`;
}

function isArrayDelta(delta: object): delta is { _t: 'a' } & Record<string, Delta> {
  return (delta as { _t?: unknown })._t === 'a';
}

function walk(delta: Delta, path: string, out: FieldChange[]): void {
  if (delta === undefined) return;
  if (Array.isArray(delta)) {
    if (delta.length === 1) out.push({ path, kind: 'added', actual: delta[0] });
    else if (delta.length === 2) out.push({ path, kind: 'changed', expected: delta[0], actual: delta[1] });
    else if (delta.length === 3 && delta[2] === 0) out.push({ path, kind: 'removed', expected: delta[0] });
    return;
  }
  if (isArrayDelta(delta)) {
    const keys = Object.keys(delta)
      .filter((k) => k !== '_t')
      .sort((a, b) => Number(a.replace('_', '')) - Number(b.replace('_', '')) || (a.startsWith('_') ? -1 : 1));
    for (const key of keys) walk(delta[key], joinPath(path, Number(key.replace('_', ''))), out);
    return;
  }
  for (const [key, child] of Object.entries(delta as Record<string, Delta>)) walk(child, joinPath(path, key), out);
}

/** The differences between two values, each at its JSON path (a removed and an added value at one path read as changed). */
export function fieldChanges(expected: unknown, actual: unknown, base = ''): FieldChange[] {
  const raw: FieldChange[] = [];
  walk(fieldDiffer.diff(expected, actual), base, raw);
  const out: FieldChange[] = [];
  for (const change of raw) {
    const previous = out.find((c) => c.path === change.path);
    if (previous && previous.kind === 'removed' && change.kind === 'added') {
      previous.kind = 'changed';
      previous.actual = change.actual;
    } else {
      out.push(change);
    }
  }
  return out;
}

function eventsIndexOf(path: string): number | null {
  const m = /^events\[(\d+)\]/.exec(path);
  return m ? Number(m[1]) : null;
}

type Pair = [expected: number, actual: number];

/** LCS pairs of two key lists (jsondiffpatch), ties resolved towards the earliest event on each side. */
function lcsPairs(eKeys: string[], aKeys: string[]): Pair[] {
  const delta = keyDiffer.diff(eKeys, aKeys) as Record<string, unknown> | undefined;
  const removed = new Set<number>();
  const added = new Set<number>();
  for (const key of Object.keys(delta ?? {})) {
    if (key === '_t') continue;
    if (key.startsWith('_')) removed.add(Number(key.slice(1)));
    else added.add(Number(key));
  }
  const es = eKeys.map((_, i) => i).filter((i) => !removed.has(i));
  const as = aKeys.map((_, i) => i).filter((i) => !added.has(i));
  const pairs: Pair[] = es.map((e, n) => [e, as[n]]);
  // Slide each pair to the earliest unpaired event with the same key (two identical "quote" events, one extra:
  // the first pairs with the golden's, the second is the extra one).
  const usedE = new Set(es);
  const usedA = new Set(as);
  for (let n = 0; n < pairs.length; n++) {
    const [e, a] = pairs[n];
    const prevE = n > 0 ? pairs[n - 1][0] : -1;
    const prevA = n > 0 ? pairs[n - 1][1] : -1;
    for (let i = prevE + 1; i < e; i++) {
      if (!usedE.has(i) && eKeys[i] === eKeys[e]) {
        usedE.delete(e);
        usedE.add(i);
        pairs[n][0] = i;
        break;
      }
    }
    for (let j = prevA + 1; j < a; j++) {
      if (!usedA.has(j) && aKeys[j] === aKeys[a]) {
        usedA.delete(a);
        usedA.add(j);
        pairs[n][1] = j;
        break;
      }
    }
  }
  return pairs;
}

/**
 * Pairs expected and actual events. The harness's own pairs (diff entries naming both indices) are anchors, so the
 * side-by-side view agrees with its verdict; between anchors, an LCS over "step + action".
 */
export function pairEvents(expected: GoldenEvent[], actual: GoldenEvent[], reported: DiffEntry[] = []): Pair[] {
  const eKeys = expected.map(eventKey);
  const aKeys = actual.map(eventKey);
  const candidates = reported
    .filter((d) => d.expectedIndex !== undefined && d.actualIndex !== undefined)
    .map((d): Pair => [d.expectedIndex!, d.actualIndex!])
    .filter(([e, a]) => e >= 0 && a >= 0 && e < expected.length && a < actual.length && eKeys[e] === aKeys[a])
    .sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  const anchors: Pair[] = [];
  for (const pair of candidates) {
    const last = anchors[anchors.length - 1];
    if (!last || (pair[0] > last[0] && pair[1] > last[1])) anchors.push(pair);
  }
  const pairs: Pair[] = [];
  let e0 = 0;
  let a0 = 0;
  for (const anchor of [...anchors, [expected.length, actual.length] as Pair]) {
    for (const [e, a] of lcsPairs(eKeys.slice(e0, anchor[0]), aKeys.slice(a0, anchor[1]))) pairs.push([e0 + e, a0 + a]);
    if (anchor[0] < expected.length) pairs.push(anchor);
    e0 = anchor[0] + 1;
    a0 = anchor[1] + 1;
  }
  return pairs;
}

export function alignEvents(expected: GoldenEvent[], actual: GoldenEvent[], reported: DiffEntry[] = []): Alignment {
  const rows: AlignedRow[] = [];
  const push = (e: number | null, a: number | null) => {
    const exp = e === null ? null : expected[e];
    const act = a === null ? null : actual[a];
    const changes = exp && act ? fieldChanges(exp, act) : [];
    const kind: RowKind = exp && act ? (changes.length ? 'changed' : 'same') : exp ? 'removed' : 'added';
    const source = (exp ?? act)!;
    rows.push({
      index: rows.length,
      kind,
      step: source.step,
      action: source.action,
      expectedIndex: e,
      actualIndex: a,
      expected: exp,
      actual: act,
      changes,
      reported: [],
      differs: kind !== 'same',
    });
  };
  let i = 0;
  let j = 0;
  for (const [e, a] of [...pairEvents(expected, actual, reported), [expected.length, actual.length] as Pair]) {
    while (i < e) push(i++, null);
    while (j < a) push(null, j++);
    if (e < expected.length) push(i++, j++);
  }

  const byExpected = new Map<number, AlignedRow>();
  const byActual = new Map<number, AlignedRow>();
  for (const row of rows) {
    if (row.expectedIndex !== null) byExpected.set(row.expectedIndex, row);
    if (row.actualIndex !== null) byActual.set(row.actualIndex, row);
  }
  const unplaced: DiffEntry[] = [];
  for (const entry of reported) {
    const viaActual = entry.actualIndex !== undefined ? byActual.get(entry.actualIndex) : undefined;
    const viaExpected = entry.expectedIndex !== undefined ? byExpected.get(entry.expectedIndex) : undefined;
    const fromPath = eventsIndexOf(entry.path);
    const viaPath = fromPath === null ? undefined : entry.kind === 'added' ? byActual.get(fromPath) : byExpected.get(fromPath);
    const exact = viaActual && viaActual === viaExpected ? viaActual : undefined;
    const row = exact ?? (entry.kind === 'added' ? (viaActual ?? viaExpected ?? viaPath) : (viaExpected ?? viaActual ?? viaPath));
    if (row) {
      row.reported.push(entry);
      row.differs = true;
    } else {
      unplaced.push(entry);
    }
  }

  const counts: Record<RowKind, number> = { same: 0, changed: 0, removed: 0, added: 0 };
  for (const row of rows) counts[row.kind]++;
  return { rows, unplaced, counts };
}
