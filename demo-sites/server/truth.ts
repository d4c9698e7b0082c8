// truth.json: what a correct tracker must report on a demo site, written by hand from the site's own data (never
// from running the tracker), and the checker that holds events (a golden, a replay) against it.
//
// {
//   "version": 1, "site": "homey", "provider": "homey",
//   "strict": ["search", "property", "quote", "conversion"],
//   "steps": {
//     "quote": {
//       "expect": [{ "action": "quote", "payload": { "total": 2061.75, "success": true }, "note": "why" }],
//       "forbid": [{ "action": "conversion", "reason": "why it must not fire" }]
//     }
//   }
// }
//
// - `expect`: each event must be sent in that step (or in the `wait` steps right after it), with every listed payload
//   field equal: objects and arrays compare whole, numbers to within half a cent; fields not listed are not checked.
// - `forbid`: no event of that action (and, when `payload` is given, with those fields) may be sent in that step.
// - `strict`: events of these actions must each match an expectation of their step; any other is reported.
//   So a step absent from truth must send none of them.
// - Events of a `wait` step count for the step before it: a wait does nothing, the tracker is reporting what the
//   previous action caused (how long that takes is the harness's business, not the truth's).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import type { GoldenEvent } from '../../harness/report/types.ts';
import { check, expected, nonEmptyString, plainObject, strictObject } from '../../harness/recording/schema.ts';
import { readStepsFile, truthFile } from './server.ts';
import { stepAction, type Step } from './steps.ts';

export type TruthEvent = Pick<GoldenEvent, 'step' | 'action' | 'payload'>;

const payload = (what: string) => plainObject(expected(`an object of payload fields ${what}`));
const action = nonEmptyString(expected('an event action such as "quote"'));
const reason = v.optional(nonEmptyString(expected('the reason, a non-empty string')));

const ExpectationSchema = strictObject(
  { action, payload: payload('that must be sent'), note: v.optional(v.string(expected('a string (why)'))) },
  '{ "action": "quote", "payload": { … }, "note": "why" }',
  (_key, allowed) => `is not an expectation field (allowed: ${allowed})`,
);
const ProhibitionSchema = strictObject(
  { action, reason: nonEmptyString(expected('a non-empty string (why it must not fire)')), payload: v.optional(payload('that the forbidden event would have')) },
  '{ "action": "conversion", "reason": "why it must not fire" }',
  (_key, allowed) => `is not a prohibition field (allowed: ${allowed})`,
);
const TruthStepSchema = strictObject(
  { expect: v.optional(v.array(ExpectationSchema, expected('an array of expected events'))), forbid: v.optional(v.array(ProhibitionSchema, expected('an array of forbidden events'))) },
  '{ "expect": [...], "forbid": [...] }',
  (_key, allowed) => `is not a step field (allowed: ${allowed})`,
);

/** truth.json (see the header); the type is inferred from it. */
export const TruthSchema = strictObject(
  {
    version: v.literal(1, expected('1 (the truth format version)')),
    site: nonEmptyString(expected('the demo site\'s slug')),
    provider: nonEmptyString(expected('the adapter slug')),
    strict: v.optional(v.array(action, expected('an array of actions'))),
    /** kinds this platform does not have at all, each with the reason (e.g. no public confirmation page) */
    lacks: v.optional(
      strictObject(
        { search: reason, property: reason, quote: reason, conversion: reason },
        'an object of kinds (search, property, quote, conversion) to the reason',
        (_key, allowed) => `is not an event kind (allowed: ${allowed})`,
      ),
    ),
    steps: v.record(v.string(), TruthStepSchema, expected('an object of step names to { "expect", "forbid" }')),
  },
  'an object { "version": 1, "site", "provider", "steps" }',
  (_key, allowed) => `is not a truth.json field (allowed: ${allowed})`,
);

export type Expectation = v.InferOutput<typeof ExpectationSchema>;
export type Prohibition = v.InferOutput<typeof ProhibitionSchema>;
export type TruthStep = v.InferOutput<typeof TruthStepSchema>;
export type Truth = v.InferOutput<typeof TruthSchema> & {
  /** step name → the step its events count for (wait steps → the action before); filled in by loadTruth */
  owners?: Record<string, string>;
};

const TRUTH_HINT = 'Fix truth.json by hand (format in demo-sites/server/truth.ts): it is written from the site\'s own data, never from a run.';

export class TruthError extends Error {
  constructor(readonly file: string, readonly field: string | null, problem: string) {
    super(`${file}${field ? `: ${field}` : ''}: ${problem}. ${TRUTH_HINT}`);
    this.name = 'TruthError';
  }
}

/** Which step each step's events count for: a `wait` step's events count for the nearest action step before it. */
export function stepOwners(steps: Step[]): Record<string, string> {
  const owners: Record<string, string> = {};
  let owner = '';
  for (const step of steps) {
    if (stepAction(step) !== 'wait' || !owner) owner = step.name;
    owners[step.name] = owner;
  }
  return owners;
}

/** Reads and checks `recordings/<slug>/truth.json` (or a truth.json path), with the step owners from the steps.json beside it. Throws TruthError. */
export function loadTruth(slugOrPath: string): Truth {
  const path = slugOrPath.endsWith('.json') ? slugOrPath : truthFile(slugOrPath);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new TruthError(path, null, `cannot be read as JSON (${(e as Error).message})`);
  }
  const r = check(TruthSchema, json);
  if (!r.ok) throw new TruthError(path, r.path || null, r.problem);
  return { ...r.value, owners: stepOwners(readStepsFile(join(dirname(path), 'steps.json'))) };
}

/**
 * Problems with a truth file's content (empty when fine): its shape (every problem, each with its path, e.g.
 * `steps.quote.expect[0].payload: is missing, expected …`), then its steps against steps.json.
 */
export function validateTruth(truth: unknown, steps: Step[]): string[] {
  // `owners` is what loadTruth adds, not part of the file
  const file = isObject(truth) ? (({ owners: _owners, ...rest }) => rest)(truth) : truth;
  const r = check(TruthSchema, file, { all: true });
  if (!r.ok) return r.issues.map((i) => `${i.path || 'truth.json'}: ${i.problem}`);
  const problems: string[] = [];
  const owners = stepOwners(steps);
  for (const name of Object.keys(r.value.steps)) {
    if (!(name in owners)) problems.push(`step "${name}" is not in steps.json`);
    else if (owners[name] !== name) problems.push(`step "${name}" is a wait step: put its events under "${owners[name]}"`);
  }
  return problems;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Where `actual` differs from `expected` (paths like `line_items.Rent`); empty when equal. */
export function differences(expected: unknown, actual: unknown, path = ''): string[] {
  if (typeof expected === 'number' && typeof actual === 'number') return Math.abs(expected - actual) < 0.005 ? [] : [path];
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual) || actual.length !== expected.length) return [path];
    return expected.flatMap((e, i) => differences(e, actual[i], `${path}[${i}]`));
  }
  if (isObject(expected)) {
    if (!isObject(actual)) return [path];
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
    return keys.flatMap((k) => (k in expected && k in actual ? differences(expected[k], actual[k], path ? `${path}.${k}` : k) : [path ? `${path}.${k}` : k]));
  }
  return expected === actual ? [] : [path];
}

/** Fields of `wanted` that `payload` gets wrong. */
function wrongFields(wanted: Record<string, unknown>, payload: Record<string, unknown>): string[] {
  return Object.keys(wanted).flatMap((k) => (differences(wanted[k], payload?.[k]).length ? [k] : []));
}

const show = (v: unknown): string => (v === undefined ? 'nothing' : JSON.stringify(v));

/**
 * Holds events against a truth: every expected event present in its step with the listed fields equal, no
 * forbidden event in its step, and (strict actions) nothing unexpected. Returns the problems, empty when satisfied.
 * Pass `steps` when the truth did not come from loadTruth, so wait steps fold into their action.
 */
export function checkAgainstTruth(truth: Truth, events: TruthEvent[], steps?: Step[]): string[] {
  const owners = steps ? stepOwners(steps) : (truth.owners ?? {});
  const ownerOf = (e: TruthEvent) => owners[e.step] ?? e.step;
  const used = new Set<number>();
  const flagged = new Set<number>();
  const problems: string[] = [];

  for (const [name, step] of Object.entries(truth.steps)) {
    const mine = events.map((e, i) => ({ e, i })).filter(({ e }) => ownerOf(e) === name);
    for (const want of step.expect ?? []) {
      const hit = mine.find(({ e, i }) => !used.has(i) && e.action === want.action && wrongFields(want.payload, e.payload).length === 0);
      if (hit) {
        used.add(hit.i);
        continue;
      }
      const near = mine.find(({ e, i }) => !used.has(i) && e.action === want.action);
      if (near) {
        used.add(near.i);
        const fields = wrongFields(want.payload, near.e.payload);
        problems.push(
          `step "${name}": ${want.action} has wrong ${fields.join(', ')}: ` +
            fields.map((f) => `${f} expected ${show(want.payload[f])}, got ${show(near.e.payload?.[f])}`).join('; '),
        );
        continue;
      }
      const elsewhere = events.find((e, i) => !used.has(i) && e.action === want.action && wrongFields(want.payload, e.payload).length === 0);
      problems.push(
        `step "${name}": expected a ${want.action} event${want.note ? ` (${want.note})` : ''}, none was sent` +
          (elsewhere ? `; a matching one came in step "${elsewhere.step}"` : ''),
      );
    }
    for (const ban of step.forbid ?? []) {
      for (const { e, i } of mine) {
        if (e.action !== ban.action || (ban.payload && wrongFields(ban.payload, e.payload).length)) continue;
        flagged.add(i);
        problems.push(`step "${name}": forbidden ${ban.action} was sent (${ban.reason}): ${show(e.payload)}`);
      }
    }
  }
  const strict = new Set(truth.strict ?? []);
  events.forEach((e, i) => {
    if (strict.has(e.action) && !used.has(i) && !flagged.has(i)) problems.push(`step "${ownerOf(e)}": unexpected ${e.action} event: ${show(e.payload)}`);
  });
  return problems;
}
