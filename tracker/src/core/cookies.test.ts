// @vitest-environment happy-dom
import { describe, it, expect, vi, beforeEach } from 'vitest';
import type { Jar } from './cookies';

/** A cookie jar that behaves like a browser for one host: it refuses the domains not in `accepts`. */
function jar(host: string, accepts: string[]) {
  const store = new Map<string, string>();
  const writes: string[] = [];
  const j: Jar & { writes: string[] } = {
    writes,
    get cookie() {
      return [...store].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair, ...attrs] = line.split('; ');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      const domain = attrs.find((a) => a.startsWith('domain='))?.slice(7) ?? '';
      if (domain && !accepts.includes(domain)) return;
      if (!domain && !accepts.includes(host)) return;
      if (attrs.includes('max-age=0')) store.delete(name);
      else store.set(name, value);
    },
  };
  return j;
}

describe('cookie domain discovery', () => {
  let cookies: typeof import('./cookies');
  beforeEach(async () => {
    vi.resetModules();
    cookies = await import('./cookies');
  });

  it('tries from the top-level domain downward and keeps the first that accepts, deleting the 7-day test cookie', () => {
    const j = jar('www.shop.example.co.uk', ['example.co.uk', 'shop.example.co.uk', 'www.shop.example.co.uk']);
    expect(cookies.discoverDomain('www.shop.example.co.uk', j, true)).toBe('example.co.uk');
    const tried = j.writes.map((w) => /domain=([^;]*)/.exec(w)?.[1]);
    expect(tried).toEqual(['uk', 'co.uk', 'example.co.uk', 'example.co.uk']);
    expect(j.writes[0]).toMatch(/^__beacon_test=[0-9a-f-]{36}; path=\/; max-age=604800; domain=uk; SameSite=None; Secure$/);
    expect(j.writes[3]).toBe('__beacon_test=; path=/; max-age=0; domain=example.co.uk; SameSite=None; Secure');
    expect(j.cookie).toBe('');
  });

  it('falls back to a host-only cookie (IP addresses, localhost) and logs Unable to set cookie when nothing works', () => {
    const ip = jar('127.0.0.1', ['127.0.0.1']);
    expect(cookies.discoverDomain('127.0.0.1', ip, false)).toBe('');
    expect(ip.writes.filter((w) => w.includes('domain='))).toEqual([]);
    expect(cookies.discoverDomain('localhost', jar('localhost', []), false)).toBe(null);
    expect(cookies.discoverDomain('localhost', jar('localhost', ['localhost']), false)).toBe('localhost');
    const onlyHost = jar('intranet', []);
    onlyHost.cookie = 'x=1'; // refused too: no cookie can be set
    localStorage.setItem('__beaconDebug', '1');
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(cookies.discoverDomain('a.intranet', onlyHost, false)).toBeNull();
    expect(log).toHaveBeenCalledWith('[beacon]', 'Unable to set cookie');
    localStorage.removeItem('__beaconDebug');
  });

  it('omits SameSite=None; Secure on http pages, where browsers drop Secure cookies', () => {
    const j = jar('a.example.com', ['example.com']);
    cookies.discoverDomain('a.example.com', j, false);
    expect(j.writes[0]).toMatch(/max-age=604800; domain=com$/);
  });

  it('sets 1-year cookies on the discovered domain, discovering once', () => {
    const j = jar(location.hostname, [location.hostname]);
    expect(cookies.setCookie('__beacon', '{"a":"b c"}', j)).toBe(true);
    expect(cookies.readCookie('__beacon', j)).toBe('{"a":"b c"}');
    const set = j.writes.filter((w) => w.startsWith('__beacon='));
    expect(set[0]).toContain('; path=/; max-age=31536000');
    const before = j.writes.length;
    cookies.setCookie('__beacon', 'again', j);
    expect(j.writes.length).toBe(before + 1);
  });
});
