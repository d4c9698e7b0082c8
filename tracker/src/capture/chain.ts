// The capture chain of spec section 8: a capture is a sequence of steps, each getting the previous step's
// result and returning an object (or a promise of one). This is the guard around adapter code: whatever a step
// throws ends that one capture and goes to error reporting tagged with the adapter; the host never sees it.
import type { Payload, ProviderContext } from '../core/types';
import { WaitTimeout } from './waits';

export type Step = ((value: any) => unknown) | undefined | null | false;

/** A step may return null to end the chain on purpose (not ours / nothing to send): no error, no event. */
export class ChainError extends Error {}

const blank = (v: unknown) => v == null || v === '' || (Array.isArray(v) && !v.length);

/** true for {} / [] / an object whose every value is null, '' or [] (what a map that found nothing returns). */
export const isEmpty = (v: object): boolean =>
  Array.isArray(v) ? !v.length : Object.keys(v).every((k) => blank((v as Payload)[k]));

/** Runs steps in order. Resolves with the last result, or null when a step returned null or something failed.
 * A missing step (an unset map function) or a non-object result throws a ChainError; an empty object throws
 * too. A WaitTimeout is logged as a warning; every other error goes to ctx.report with `tags`. Never rejects. */
export async function chain(
  ctx: Pick<ProviderContext, 'log' | 'report'>,
  tags: Payload,
  steps: Step[],
  input: unknown = {},
): Promise<unknown> {
  let value = input;
  try {
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i];
      if (!step) throw new ChainError(`Missing map function (step ${i})`);
      value = await step(value);
      if (value === null) return null;
      if (typeof value != 'object') throw new ChainError(`Step ${i} must return an object, got ${typeof value}`);
      if (isEmpty(value as object)) throw new ChainError(`Empty payload (step ${i})`);
    }
    return value;
  } catch (error) {
    if (error instanceof WaitTimeout) ctx.log('warn', error.message, tags);
    else ctx.report(error, tags);
    return null;
  }
}
