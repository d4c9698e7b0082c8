import { safe, str } from './util';

const WORDS = ['false', '0', 'no', 'off', 'true', '1', 'yes', 'on'];

/** true/1/yes/on -> true, false/0/no/off -> false (any case, trimmed); booleans pass; anything else null. */
export const parseBoolean = safe((v: unknown): boolean | null => {
  if (typeof v == 'boolean') return v;
  const i = WORDS.indexOf((str(v, Infinity) ?? '').trim().toLowerCase());
  return i < 0 ? null : i > 3;
}, null);
