import { describe, it, expect, afterEach } from 'vitest';
import { decode, loadConfig, matchHost, findSite, findSites, T } from './config';
// @ts-expect-error -- plain ESM build helper without type declarations
import { encodeConfig } from '../../build/bake-config.mjs';

// what the build bakes into the bundle (ASCII JSON)
const encode = (value: unknown): string => encodeConfig(value);
const baked = encode({
  endpoint: 'https://collect.example/',
  sessionPage: 'https://collect.example/session.html',
  errorEndpoint: 'https://errors.example/store/',
  scriptHosts: ['cdn.example'],
  sites: [{ host: 'www.villas.example', provider: 'baked-one', siteKey: 'b1' }, { host: '*.cottages.example', provider: 'baked-two' }],
});

describe('config', () => {
  const defaults = { ...T };
  afterEach(() => Object.assign(T, defaults));

  it('decodes the baked string, including non-ASCII text, quotes and backslashes', () => {
    const value = { endpoint: 'https://x.example', note: 'Montaña ☀ "a\\b" 😀' };
    const baked = encode(value);
    expect(baked).toMatch(/^[\x20-\x7e]*$/); // ASCII only, whatever charset the script is served with
    expect(decode(baked)).toEqual(value);
    expect(decode('%%% not the baked form')).toEqual({});
    expect(decode('')).toEqual({});
  });

  it('uses the baked config when the page has no override, without the trailing slash of the endpoint', () => {
    const config = loadConfig(baked, null);
    expect(config.endpoint).toBe('https://collect.example');
    expect(config.sessionPage).toBe('https://collect.example/session.html');
    expect(config.scriptHosts).toEqual(['cdn.example']);
    expect(config.sites.map((s) => s.provider)).toEqual(['baked-one', 'baked-two']);
  });

  it('merges window.__beaconConfig over it: null is a value, undefined is not, page sites replace the baked ones of their hosts', () => {
    const config = loadConfig(baked, {
      endpoint: 'http://127.0.0.1:9/collect',
      sessionPage: null,
      errorEndpoint: undefined,
      sites: [{ host: 'www.villas.example', provider: 'page-one', siteKey: 'p1' }],
    });
    expect(config.endpoint).toBe('http://127.0.0.1:9/collect');
    expect(config.sessionPage).toBeNull();
    expect(config.errorEndpoint).toBe('https://errors.example/store/');
    expect(config.sites.map((s) => s.provider)).toEqual(['page-one', 'baked-two']);
    expect(findSite(config.sites, 'www.villas.example')?.provider).toBe('page-one');
    expect(findSite(config.sites, 'book.cottages.example')?.provider).toBe('baked-two');
  });

  it('reads window.__beaconConfig itself when no override is passed, and its test timers', () => {
    (globalThis as any).window = { __beaconConfig: { endpoint: 'https://other.example', test: { lockMs: 500 } } };
    try {
      expect(loadConfig(baked).endpoint).toBe('https://other.example');
      expect(T.lockMs).toBe(500);
      expect(T.debounceMs).toBe(100);
    } finally {
      delete (globalThis as any).window;
    }
  });

  it('production timer defaults are the spec values', () => {
    expect(T).toEqual({ debounceMs: 100, lockMs: 15000, frameMs: 3000 });
  });

  it('matches hosts exactly or by *.domain (the domain itself and any subdomain)', () => {
    expect(matchHost('www.example.com', 'www.example.com')).toBe(true);
    expect(matchHost('www.example.com', 'WWW.Example.com')).toBe(true);
    expect(matchHost('www.example.com', 'example.com')).toBe(false);
    expect(matchHost('*.example.com', 'example.com')).toBe(true);
    expect(matchHost('*.example.com', 'a.b.example.com')).toBe(true);
    expect(matchHost('*.example.com', 'badexample.com')).toBe(false);
    expect(matchHost('*.example.com', 'example.com.evil.net')).toBe(false);
  });

  it('prefers an exact mapping over a wildcard, whatever the order; none gives undefined', () => {
    const sites = [
      { host: '*.example.com', provider: 'wild' },
      { host: 'shop.example.com', provider: 'exact' },
    ];
    expect(findSite(sites, 'shop.example.com')?.provider).toBe('exact');
    expect(findSite(sites, 'blog.example.com')?.provider).toBe('wild');
    expect(findSite(sites, 'example.org')).toBeUndefined();
  });

  it('finds every install of a host: several exact mappings are a shared domain; wildcards count only without an exact one', () => {
    const sites = [
      { host: '*.engine.example', provider: 'wild' },
      { host: 'book.engine.example', provider: 'a', siteKey: 'a' },
      { host: 'book.engine.example', provider: 'b', siteKey: 'b' },
    ];
    expect(findSites(sites, 'book.engine.example').map((s) => s.siteKey)).toEqual(['a', 'b']);
    expect(findSites(sites, 'other.engine.example').map((s) => s.provider)).toEqual(['wild']);
    expect(findSites(sites, 'example.org')).toEqual([]);
  });
});
