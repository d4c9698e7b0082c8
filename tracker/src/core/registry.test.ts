import { describe, expect, it } from 'vitest';
import { getProvider, providerNames, registerLazy, registerProvider, wantsEarly } from './registry';

describe('registry', () => {
  it('defines a lazy provider once, on its first lookup', () => {
    let runs = 0;
    registerLazy('lazy-one', () => {
      runs++;
      registerProvider({ name: 'lazy-one', start() {} });
    });
    expect(runs).toBe(0);
    expect(providerNames()).toContain('lazy-one');
    expect(getProvider('lazy-one').name).toBe('lazy-one');
    expect(getProvider('lazy-one').name).toBe('lazy-one');
    expect(runs).toBe(1);
  });

  it('says which lazy providers want defining at evaluation', () => {
    registerLazy('lazy-early', () => registerProvider({ name: 'lazy-early', start() {} }), true);
    expect(wantsEarly()).toBe(true);
    expect(wantsEarly('lazy-early')).toBe(true);
    expect(wantsEarly('lazy-one')).toBe(false);
  });

  it('names no provider for Object.prototype keys', () => {
    expect(() => getProvider('constructor')).toThrow('No provider found for constructor');
  });
});
