import { describe, expect, it } from 'vitest';
import { getProvider, loadPart, providerNames, registerLazy, registerPart, registerProvider, wantsEarly } from './registry';

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

  it('loads an adapter part once, only for a provider this script does not hold', async () => {
    let loads = 0;
    registerPart('in-part', async () => {
      loads++;
      registerLazy('in-part', () => registerProvider({ name: 'in-part', start() {} }));
    });
    registerPart('lazy-one', async () => void loads++); // held already: never loaded
    expect(providerNames()).toContain('in-part');
    expect(() => getProvider('in-part')).toThrow('No provider found for in-part');
    expect(loadPart('lazy-one')).toBeUndefined();
    expect(loadPart('unknown')).toBeUndefined();
    await loadPart('in-part');
    expect(loadPart('in-part')).toBeUndefined();
    expect(getProvider('in-part').name).toBe('in-part');
    expect(loads).toBe(1);
  });

  it('names no provider for Object.prototype keys', () => {
    expect(() => getProvider('constructor')).toThrow('No provider found for constructor');
  });
});
