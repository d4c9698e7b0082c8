// @vitest-environment happy-dom
import { describe, it, expect, vi, afterEach } from 'vitest';
import { local, session, toJSON, getJSON, setJSON } from './storage';

describe('storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('reads and writes the real storage when it works', () => {
    expect(local.set('k', 'v')).toBe(true);
    expect(localStorage.getItem('k')).toBe('v');
    expect(session.set('k', 's')).toBe(true);
    expect(sessionStorage.getItem('k')).toBe('s');
    local.remove('k');
    expect(local.get('k')).toBeNull();
  });

  it('keeps working in memory when the storage throws on access (Safari private mode, blocked storage)', () => {
    const getter = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('insecure', 'SecurityError');
    });
    expect(local.get('a')).toBeNull();
    expect(local.set('a', '1')).toBe(false);
    expect(local.get('a')).toBe('1');
    local.remove('a');
    expect(local.get('a')).toBeNull();
    getter.mockRestore();
  });

  it('keeps a value it could not write (quota) in memory, shadowing the stale stored one', () => {
    const data: Record<string, string> = { b: 'old' };
    let full = true;
    const fake = {
      getItem: (k: string) => data[k] ?? null,
      setItem: (k: string, v: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        data[k] = v;
      },
      removeItem: (k: string) => delete data[k],
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(fake as unknown as Storage);
    expect(local.set('b', 'new')).toBe(false);
    expect(local.get('b')).toBe('new');
    full = false;
    expect(local.set('b', 'newer')).toBe(true);
    expect(data.b).toBe('newer');
    expect(local.get('b')).toBe('newer');
  });

  it('serialises undefined as null and reads bad JSON as null', () => {
    expect(toJSON({ a: undefined, b: [undefined, 1], c: null })).toBe('{"a":null,"b":[null,1],"c":null}');
    setJSON(local, 'j', { x: undefined });
    expect(getJSON(local, 'j')).toEqual({ x: null });
    local.set('bad', '{oops');
    expect(getJSON(local, 'bad')).toBeNull();
    expect(getJSON(local, 'missing')).toBeNull();
  });
});
