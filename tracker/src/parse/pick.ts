/**
 * Path lookup in the spirit of yt-dlp's traverse_obj: `pick(json, 'data', 'items', 0, 'price')`.
 * Steps into objects, arrays and functions only; a negative number indexes an array from its end.
 * Any missing step, undefined or null gives null. Never throws (throwing getters, revoked proxies...).
 */
export const pick = (obj: unknown, ...path: PropertyKey[]): unknown => {
  try {
    let v: any = obj;
    for (const k of path) {
      // Object(v) is v itself for objects and functions only, a wrapper for any primitive
      if (v == null || Object(v) !== v) return null;
      v = Array.isArray(v) && typeof k == 'number' && k < 0 ? v[v.length + k] : v[k];
    }
    return v ?? null;
  } catch {
    return null;
  }
};
