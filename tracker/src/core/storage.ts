// Safe local/session storage. Safari private mode, blocked cookies, sandboxed frames and full quotas make the
// Storage API throw; every access is caught and a per-tab in-memory copy takes over for that key, so the
// tracker keeps working (without cross-tab sharing) and never throws into the host.
import { parse, stringify } from '../builtins/json';

export interface Store {
  get(key: string): string | null;
  /** false when the value only made it into the in-memory fallback */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** every key, stored or only in memory */
  keys(): string[];
}

function store(name: 'localStorage' | 'sessionStorage'): Store {
  // A key present here shadows the real storage: it holds what we could not persist.
  const mem = new Map<string, string>();
  const real = (): Storage => window[name];
  return {
    get(key) {
      if (mem.has(key)) return mem.get(key) as string;
      try {
        return real().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        real().setItem(key, value);
        mem.delete(key);
        return true;
      } catch {
        mem.set(key, value);
        return false;
      }
    },
    remove(key) {
      mem.delete(key);
      try {
        real().removeItem(key);
      } catch {}
    },
    keys() {
      const out = Array.from(mem.keys());
      try {
        const s = real();
        for (let i = 0; i < s.length; i++) out.push(s.key(i) as string);
      } catch {}
      return out;
    },
  };
}

export const local = store('localStorage');
export const session = store('sessionStorage');

/** JSON text of a value, undefined as null (spec 3: "Undefined values are sent as null"), whatever the host
 *  did to JSON or the built-ins' toJSON (builtins/json.ts). */
export const toJSON = stringify;

/** The value of JSON text; null for null (a missing key) and for what does not parse. */
export function fromJSON<T>(text: string | null): T | null {
  try {
    return parse(text as string) as T;
  } catch {
    return null;
  }
}

export const getJSON = <T>(s: Store, key: string): T | null => fromJSON<T>(s.get(key));

export function setJSON(s: Store, key: string, value: unknown): boolean {
  return s.set(key, toJSON(value));
}
