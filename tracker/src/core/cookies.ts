// Cookies on the broadest domain that accepts them (spec 4): try from the top-level domain downward with a
// 7-day test cookie, delete it, and use the first domain that worked. The browser itself refuses public
// suffixes (com, co.uk), so the first accepted level is the registrable domain shared by all subdomains.
import { log } from './log';
import { newId } from './ids';

const DAY = 86400;
const TEST = '__beacon_test';

/** Anything with a document.cookie-like accessor (tests pass a fake jar). */
export interface Jar {
  cookie: string;
}

// undefined: not discovered yet; null: no domain accepted a cookie.
let found: string | null | undefined;

function attrs(maxAge: number, domain: string, secure: boolean): string {
  // SameSite=None requires Secure, and browsers drop Secure cookies set from http: pages, so plain http
  // pages (tests, local demos) get the browser's default SameSite instead.
  return `; path=/; max-age=${maxAge}${domain ? '; domain=' + domain : ''}${secure ? '; SameSite=None; Secure' : ''}`;
}

export function readCookie(name: string, jar: Jar = document): string | null {
  try {
    for (const part of jar.cookie.split(/;\s*/)) {
      const eq = part.indexOf('=');
      if (part.slice(0, eq) === name) return decodeURIComponent(part.slice(eq + 1));
    }
  } catch {}
  return null;
}

/**
 * Returns the broadest domain that accepts a cookie ('' means host-only, used for IPs and hosts like
 * localhost where no Domain attribute is accepted), or null with the log `Unable to set cookie`.
 */
export function discoverDomain(host: string, jar: Jar, secure: boolean): string | null {
  // Every cookie access is a synchronous round trip to the browser process: IP addresses go host-only at once.
  // a.example.com: com, example.com, a.example.com, then host-only ('').
  const candidates = /^[\d.]+$|:/.test(host) ? [''] : host.split('.').map((_, i, parts) => parts.slice(-1 - i).join('.')).concat('');
  for (const domain of candidates) {
    const value = newId();
    try {
      jar.cookie = TEST + '=' + value + attrs(7 * DAY, domain, secure);
      if (readCookie(TEST, jar) === value) {
        jar.cookie = TEST + '=' + attrs(0, domain, secure);
        return domain;
      }
    } catch {}
  }
  log('Unable to set cookie');
  return null;
}

/** Sets a 1-year cookie on the discovered domain; false when no domain accepts cookies. */
export function setCookie(name: string, value: string, jar: Jar = document): boolean {
  try {
    const secure = location.protocol === 'https:';
    if (found === undefined) found = discoverDomain(location.hostname, jar, secure);
    if (found === null) return false;
    jar.cookie = name + '=' + encodeURIComponent(value) + attrs(365 * DAY, found, secure);
    return true;
  } catch {
    return false;
  }
}
