// steps.json: the steps a recording replays (and a demo site is driven by), its schema and what a step means.
//
//   [{ "name", one of "goto"|"click"|"fill"|"select"|"wait", selector?, url?, value?, text? }]
//
// Exactly one action key per step; its value is the action's target:
//   { "name": "search",   "goto": "https://www.example.test/search?arrive=2025-01-10" }   (or a path, against meta.startUrl)
//   { "name": "open",     "click": ".listing a", "text": "Sea View" }                        (text narrows the match)
//   { "name": "checkin",  "fill": "#checkin", "value": "2025-01-10" }
//   { "name": "guests",   "select": "select[name=guests]", "value": "2" }
//   { "name": "results",  "wait": ".results", "text": "3 properties" }                      (visible; text and url optional)
// The target may instead be given as `true` with `url` (goto) or `selector` (the others):
//   { "name": "search", "goto": true, "url": "…" }, { "name": "thanks", "wait": true, "url": "/thank-you" }
// Step names are unique (goldens refer to them).
import * as v from 'valibot';
import { RecordingError } from './error.ts';
import { check, expected, nonEmptyString, pathTo, strictObject } from './schema.ts';

export const STEP_ACTIONS = ['goto', 'click', 'fill', 'select', 'wait'] as const;
export type StepAction = (typeof STEP_ACTIONS)[number];

export const STEPS_HINT = 'Fix steps.json by hand (format in harness/recording/steps.ts), or record again with --force.';

const target = (action: StepAction) => {
  const message = expected(`a non-empty string (or true with ${action === 'goto' ? 'url' : 'selector'})`);
  return v.optional(v.union([v.literal(true), nonEmptyString(message)], message));
};
const text = v.optional(v.string(expected('a string')));

/** One step as written in steps.json (see the header). */
export const StepSchema = v.pipe(
  strictObject(
    {
      name: nonEmptyString(expected('a non-empty string')),
      goto: target('goto'),
      click: target('click'),
      fill: target('fill'),
      select: target('select'),
      wait: target('wait'),
      selector: text,
      url: text,
      value: text,
      text,
    },
    'an object such as { "name": "search", "goto": "https://…" }',
    (_key, allowed) => `is not a step field (allowed: ${allowed})`,
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const step = dataset.value;
    const fail = (field: string | null, message: string) => addIssue({ message, ...(field ? { path: pathTo(step, field) } : {}) });
    const actions = STEP_ACTIONS.filter((a) => step[a] !== undefined);
    if (actions.length === 0) return fail(null, `step "${step.name}" has no action; add one of ${STEP_ACTIONS.join(', ')}`);
    if (actions.length > 1) return fail(actions[1]!, `step "${step.name}" has both ${actions.join(' and ')}; give each step exactly one action`);
    const action = actions[0]!;
    const r = resolveStep(step);
    if (action === 'goto' && !r.url) fail('url', `step "${step.name}" has goto: true but no url`);
    else if ((action === 'fill' || action === 'select') && !r.selector) fail('selector', `step "${step.name}" has ${action}: true but no selector`);
    else if ((action === 'fill' || action === 'select') && r.value === null) fail('value', `step "${step.name}" (${action}) needs a value`);
    else if (action === 'click' && !r.selector && !r.text) fail('selector', `step "${step.name}" has click: true but neither selector nor text`);
    else if (action === 'wait' && !r.selector && !r.text && !r.url) fail('selector', `step "${step.name}" has wait: true but no selector, text or url to wait for`);
  }),
);

export type Step = v.InferOutput<typeof StepSchema>;

/** steps.json as a whole: a list of steps with unique names. */
export const StepsSchema = v.pipe(
  v.array(StepSchema, expected('an array of steps')),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const names = new Map<string, number>();
    dataset.value.forEach((step, i) => {
      const first = names.get(step.name);
      if (first !== undefined) {
        addIssue({ message: `"${step.name}" is already the name of step ${first}; step names must be unique (goldens refer to them)`, path: pathTo(dataset.value, i, 'name') });
      } else names.set(step.name, i);
    });
  }),
);

/** A step with its action spelled out; `url` is absolute when resolveStep was given the start URL. */
export interface ResolvedStep {
  name: string;
  action: StepAction;
  selector: string | null;
  url: string | null;
  value: string | null;
  text: string | null;
}

/** Validates steps.json's content; `file` names it in messages. */
export function parseSteps(json: unknown, file: string): Step[] {
  const r = check(StepsSchema, json);
  if (!r.ok) throw new RecordingError(file, r.path || null, r.problem, STEPS_HINT);
  return r.value;
}

/** Spells out a step's action; relative goto/wait URLs are resolved against `baseUrl` (meta.startUrl) when given. */
export function resolveStep(step: Step, baseUrl?: string): ResolvedStep {
  const action = STEP_ACTIONS.find((a) => step[a] !== undefined) ?? 'wait';
  const target = step[action];
  const own = typeof target === 'string' ? target : null;
  let url = action === 'goto' ? own ?? step.url ?? null : step.url ?? null;
  if (url && baseUrl) {
    try {
      url = new URL(url, baseUrl).href;
    } catch {}
  }
  return {
    name: step.name,
    action,
    selector: action === 'goto' ? step.selector ?? null : own ?? step.selector ?? null,
    url,
    value: step.value ?? null,
    text: step.text ?? null,
  };
}
