import { describe, it, expect, vi, afterEach } from 'vitest';
import { hash16, fallbackHash } from './hash';

describe('hash16', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the first 16 hex characters of SHA-256', async () => {
    expect(await hash16('abc')).toBe('ba7816bf8f01cfea');
    expect(await hash16('guest@example.com')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('falls back to a stable 16-hex hash when crypto.subtle is missing', async () => {
    vi.stubGlobal('crypto', {});
    const a = await hash16('guest@example.com');
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(a).toBe(fallbackHash('guest@example.com'));
    expect(a).not.toBe(fallbackHash('guest@example.org'));
    expect(fallbackHash('')).toMatch(/^[0-9a-f]{16}$/);
    expect(fallbackHash('abc')).toBe(fallbackHash('abc'));
  });
});
