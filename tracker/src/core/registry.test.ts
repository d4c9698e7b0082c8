import { describe, expect, it } from 'vitest';
import { getProvider, loadPart, providerNames, registerLazy, registerParts, registerProvider, wantsEarly } from './registry';

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

  it('loads an adapter part once, by the provider\'s name, only for a provider this script does not hold', async () => {
    const loads: string[] = [];
    expect(loadPart('in-part')).toBeUndefined(); // no loader of parts: a build without them
    registerParts(async (name) => {
      loads.push(name);
      if (name === 'in-part') registerLazy('in-part', () => registerProvider({ name: 'in-part', start() {} }));
    });
    expect(() => getProvider('in-part')).toThrow('No provider found for in-part');
    expect(loadPart('lazy-one')).toBeUndefined(); // held already: never loaded
    expect(loadPart('../x')).toBeUndefined(); // no part's name
    await loadPart('in-part');
    expect(loadPart('in-part')).toBeUndefined();
    expect(getProvider('in-part').name).toBe('in-part');
    await loadPart('unknown'); // a file that registers nothing: still no provider
    expect(() => getProvider('unknown')).toThrow('No provider found for unknown');
    expect(loads).toEqual(['in-part', 'unknown']);
  });

  it('names no provider for Object.prototype keys', () => {
    expect(() => getProvider('constructor')).toThrow('No provider found for constructor');
  });
});
