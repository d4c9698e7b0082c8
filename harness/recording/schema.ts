// What the harness's file formats are checked with: valibot schemas (one definition gives the TypeScript type
// and the check), and the few helpers that turn valibot's first issue into our kind of message: the field's path
// (`[3].selector`, `viewport.width`, `log.entries[1].request.url`), what it is and what was expected.
//
// Conventions for a schema's messages: a message says what the value is and what was expected, without the path
// ("is 0, expected a positive integer"); `expected(what)` writes that. Build objects with `object` /
// `strictObject` below, so that a missing field is named with what it should have held rather than valibot's
// generic "Invalid key". Used by steps.json and meta.json (this folder), golden.json (harness/golden/), the HAR
// reader (harness/har/) and truth.json (demo-sites/server/truth.ts).
import * as v from 'valibot';

type Issue = v.BaseIssue<unknown>;
type Message = string | ((issue: Issue) => string);
type AnySchema = v.GenericSchema;
type Entries = Record<string, AnySchema>;

/** A value as messages show it: `missing`, `null`, `"text"`, `42`, `{"a":1}` (cut at 80 characters). */
export function show(value: unknown): string {
  if (value === undefined) return 'missing';
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') return String(value);
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/** The message "is <value>, expected <what>". */
export const expected =
  (what: string) =>
  (issue: Issue): string =>
    `is ${show(issue.input)}, expected ${what}`;

/** The message a schema gives for `issue` (a schema without one of its own: its pipe's first item's, or its wrapped schema's). */
function messageOf(schema: unknown, issue: Issue): string | null {
  const s = schema as { message?: Message; pipe?: unknown[]; wrapped?: unknown } | undefined;
  if (!s) return null;
  if (typeof s.message === 'function') return s.message(issue);
  if (typeof s.message === 'string') return s.message;
  if (s.pipe?.length) return messageOf(s.pipe[0], issue);
  if (s.wrapped) return messageOf(s.wrapped, issue);
  return null;
}

const lastKey = (issue: Issue): string => String(issue.path?.[issue.path.length - 1]?.key ?? '');

/** The object schemas' one message: a wrong type, a missing field (said the way the field's own schema says it), an unknown one. */
function objectMessage(entries: Entries, what: string, unknownKey?: (key: string, allowed: string) => string): (issue: Issue) => string {
  return (issue) => {
    if (!issue.path?.length) return expected(what)(issue);
    const key = lastKey(issue);
    if (issue.expected === 'never') return (unknownKey ?? ((_k, allowed) => `is not an allowed field (allowed: ${allowed})`))(key, Object.keys(entries).join(', '));
    return messageOf(entries[key], issue) ?? 'is missing';
  };
}

const isPlainObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Any JSON object (not an array, not null), kept as it is. */
export const plainObject = (message: Message) => v.custom<Record<string, unknown>>(isPlainObject, message);

/** v.object (of a JSON object: not an array, not null) whose messages follow the conventions above; `what` describes the object ("an object such as …"). Unknown fields are dropped. */
export function object<E extends Entries>(entries: E, what: string) {
  return v.pipe(plainObject(expected(what)), v.object(entries, objectMessage(entries, what)));
}

/** v.strictObject whose messages follow the conventions above; an unknown field is named by `unknownKey(key, 'a, b, c')`. */
export function strictObject<E extends Entries>(entries: E, what: string, unknownKey: (key: string, allowed: string) => string) {
  return v.pipe(plainObject(expected(what)), v.strictObject(entries, objectMessage(entries, what, unknownKey)));
}

/** A string with something in it besides spaces. */
export const nonEmptyString = (message: Message) => v.pipe(v.string(message), v.check((s) => s.trim() !== '', message));

/** A list of such strings; `item` says what each one is ("a field name"). */
export const nonEmptyStrings = (message: Message, item: string) => v.array(nonEmptyString(expected(`${item} (a non-empty string)`)), message);

/** An issue's field path: `[3].selector`, `viewport.width`, `log.entries[1].request.url` ('' for the value as a whole). */
export function issuePath(issue: Issue): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    out += typeof key === 'number' ? `[${key}]` : `${out ? '.' : ''}${String(key)}`;
  }
  return out;
}

/** Path items for `rawCheck`'s addIssue, so a check over a whole list can name the one field at fault. */
export function pathTo(input: unknown, ...keys: (string | number)[]): [v.IssuePathItem, ...v.IssuePathItem[]] {
  const items: v.IssuePathItem[] = [];
  let at: any = input;
  for (const key of keys) {
    const value = at?.[key];
    items.push(
      (typeof key === 'number'
        ? { type: 'array', origin: 'value', input: at, key, value }
        : { type: 'object', origin: 'value', input: at, key, value }) as v.IssuePathItem,
    );
    at = value;
  }
  return items as [v.IssuePathItem, ...v.IssuePathItem[]];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; path: string; problem: string; issues: { path: string; problem: string }[] };

/**
 * Checks `input` against `schema`. On failure: the first problem's path and message (what messages report), and
 * every problem found (`all: true` keeps going after the first).
 */
export function check<S extends AnySchema>(schema: S, input: unknown, opts: { all?: boolean } = {}): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input, { abortEarly: !opts.all });
  if (result.success) return { ok: true, value: result.output };
  const issues = result.issues.map((issue) => ({ path: issuePath(issue), problem: issue.message }));
  return { ok: false, ...issues[0]!, issues };
}

/** `true` when A and B are the same type; with `assertSame`, a compile-time check that a schema's type is a contract's. */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const assertType = <_T extends true>(): void => {};
