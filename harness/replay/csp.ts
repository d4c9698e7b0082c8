// A recorded site's Content-Security-Policy and the embed tag. In production the tag loads the tracker from the
// script host and posts to the collection endpoint (tracker/service.json); a policy whose script-src or
// connect-src (or default-src) does not allow them blocks the tracker, and the site sees no events. The replay runs
// the tracker as the site would once its policy allows the tag: it adds the replay's own tracker and capture
// origins to the served policy (header or <meta http-equiv>), and reports the finding with the directives to
// extend, in production terms, so the site owner can be told before the install is blamed.
import { readInstallRecords } from '../../tracker/build/install-records.mjs';

/** The service settings a build gets by default (tracker/service.json, read as the build reads it). */
const SERVICE = readInstallRecords(null) as { endpoint: string; scriptHosts: string[] };
/** What production needs the policy to allow: the tag's script origin and the collection endpoint's origin. */
export const PRODUCTION_SCRIPT_ORIGIN = `https://${SERVICE.scriptHosts[0]}`;
export const PRODUCTION_CONNECT_ORIGIN = new URL(SERVICE.endpoint).origin;

type Directives = Map<string, string[]>;

function parse(policy: string): Directives {
  const out: Directives = new Map();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/).filter(Boolean);
    if (name && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), values);
  }
  return out;
}

function serialise(d: Directives): string {
  return [...d].map(([k, v]) => [k, ...v].join(' ')).join('; ');
}

/** Whether a source list allows loading from `origin` (host sources, schemes, *; nonces and hashes do not). */
function allows(sources: string[], origin: string): boolean {
  const u = new URL(origin);
  if (sources.includes("'strict-dynamic'")) return false; // host sources are ignored under strict-dynamic
  return sources.some((s) => {
    const v = s.toLowerCase();
    if (v === '*') return u.protocol === 'https:' || u.protocol === 'http:';
    if (v === `${u.protocol}`) return true;
    const m = /^(?:(https?):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?(?:\/.*)?$/.exec(v);
    if (!m || v.startsWith("'")) return false;
    if (m[1] && m[1] !== u.protocol.slice(0, -1)) return false;
    return m[2] ? u.hostname.endsWith(`.${m[3]}`) : u.hostname === m[3];
  });
}

/** The directive that governs `kind` (script-src-elem, script-src, default-src; connect-src, default-src), or null. */
function governing(d: Directives, kind: 'script' | 'connect'): string | null {
  const order = kind === 'script' ? ['script-src-elem', 'script-src', 'default-src'] : ['connect-src', 'default-src'];
  return order.find((n) => d.has(n)) ?? null;
}

export interface CspFinding {
  /** the directives to extend in production and with what, e.g. "script-src https://cdn.beacon-analytics.com" */
  extend: string[];
}

/** What this policy would block of the embed tag in production (null: nothing). */
export function productionBlocks(policy: string): CspFinding | null {
  const d = parse(policy);
  const extend: string[] = [];
  for (const [kind, origin] of [['script', PRODUCTION_SCRIPT_ORIGIN], ['connect', PRODUCTION_CONNECT_ORIGIN]] as const) {
    const name = governing(d, kind);
    if (name && !allows(d.get(name)!, origin)) extend.push(`${name} ${origin}`);
  }
  return extend.length ? { extend } : null;
}

/** The policy with the replay's tracker and capture origins allowed (what the site's policy would be with the
 * tag allowed); unchanged when it already allows them. */
export function allowReplayTracker(policy: string, scriptOrigin: string, connectOrigin: string): string {
  const d = parse(policy);
  let changed = false;
  for (const [kind, origin] of [['script', scriptOrigin], ['connect', connectOrigin]] as const) {
    const name = governing(d, kind);
    if (!name || allows(d.get(name)!, origin)) continue;
    const sources = d.get(name)!.filter((s) => s !== "'none'");
    // strict-dynamic would ignore the origin: the embed tag's own instructions ask sites to allow its host
    d.set(name, [...sources.filter((s) => s !== "'strict-dynamic'"), origin]);
    changed = true;
  }
  return changed ? serialise(d) : policy;
}

const META = /<meta\b[^>]*http-equiv\s*=\s*["']?content-security-policy["']?[^>]*>/gi;

/** The policies of <meta http-equiv="Content-Security-Policy"> tags in an HTML text. */
export function metaPolicies(html: string): string[] {
  return [...html.matchAll(META)].map((m) => /content\s*=\s*"([^"]*)"|content\s*=\s*'([^']*)'/i.exec(m[0])).flatMap((c) => (c ? [c[1] ?? c[2] ?? ''] : []));
}

/** The HTML with each meta policy rewritten by `fix`. */
export function rewriteMetaPolicies(html: string, fix: (policy: string) => string): string {
  return html.replace(META, (tag) =>
    tag.replace(/(content\s*=\s*)(?:"([^"]*)"|'([^']*)')/i, (_m, pre: string, dq: string | undefined, sq: string | undefined) =>
      dq !== undefined ? `${pre}"${fix(dq)}"` : `${pre}'${fix(sq ?? '').replace(/'/g, '&#39;')}'`,
    ),
  );
}

/** The policy with an inline script allowed by its hash (`'sha256-…'`): the HAR-serving proxy puts the replay's
 * document script first in every HTML answer (harness/proxy/har-proxy.ts), which a policy without
 * 'unsafe-inline' would block in Firefox and WebKit (Chromium's init scripts are not page scripts). Unchanged when
 * the policy already runs inline scripts ('unsafe-inline' with no nonce or hash, which would turn it off). */
export function allowInlineScript(policy: string, hashSource: string): string {
  const d = parse(policy);
  const name = governing(d, 'script');
  if (!name) return policy;
  const sources = d.get(name)!;
  const lower = sources.map((s) => s.toLowerCase());
  const keyed = lower.some((s) => /^'(nonce-|sha256-|sha384-|sha512-)/.test(s) || s === "'strict-dynamic'");
  if (lower.includes("'unsafe-inline'") && !keyed) return policy;
  d.set(name, [...sources.filter((s) => s !== "'none'"), hashSource]);
  return serialise(d);
}
