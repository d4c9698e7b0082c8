// Internals shared by the parsers (not part of the public API).

/** Wraps `f` so that it returns `fallback` instead of throwing (parsers never throw into the host page). */
export const safe =
  <A extends unknown[], R, F>(f: (...a: A) => R, fallback: F) =>
  (...a: A): R | F => {
    try {
      return f(...a);
    } catch {
      return fallback;
    }
  };

/** A string (up to `max` chars) or a finite number as text; anything else null. */
export const str = (v: unknown, max = 500): string | null =>
  typeof v == 'number' ? (isFinite(v) ? '' + v : null) : typeof v == 'string' && v.length <= max ? v : null;

/** Lower case without accents: "Févr." -> "fevr.". */
export const norm = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
