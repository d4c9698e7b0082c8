import { describe, it, expect, vi, afterEach } from 'vitest';
import { newId } from './ids';

describe('newId', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is a v4 UUID built from crypto.getRandomValues (which the harness pins)', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(((a: Uint8Array) => a.fill(0xab)) as unknown as typeof crypto.getRandomValues);
    expect(newId()).toBe('abababab-abab-4bab-abab-abababababab');
  });

  it('falls back to Math.random', () => {
    vi.spyOn(crypto, 'getRandomValues').mockImplementation(() => {
      throw new Error('no crypto');
    });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    expect(newId()).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('differs each time', () => {
    expect(newId()).not.toBe(newId());
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
