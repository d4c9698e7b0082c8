// Which adapter `npm run record` records a site with when --provider is not given, and the warning when that falls
// back to pageview-only for a URL that is in fact a demo site (its .test host mapped by the caller, or the
// localhost alias `npm run demo-sites` prints): such a golden would hold page views only, with nothing to say so.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The providers a site can be recorded with: one adapter per file in tracker/src/adapters/ (slug = file name). */
export function knownProviders(dir = join(import.meta.dirname, '..', 'tracker', 'src', 'adapters')): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'index.ts')
    .map((f) => f.slice(0, -3))
    .sort();
}

export interface DemoHost {
  slug: string;
  provider: string;
  host: string;
  startUrl: string;
}

export interface ProviderChoice {
  provider: string;
  /** set when the choice is pageview-only for a URL whose demo site has an adapter */
  warning: string | null;
}

export function chooseProvider(opts: {
  url: string;
  /** the recording's name, when an adapter of that name exists */
  adapterNamedLikeSite: string | null;
  /** the provider of the demo site record started for this URL */
  startedDemoProvider: string | null;
  demos: DemoHost[];
  /** `.test` → `.localhost`, as the demo-sites server answers without host mapping */
  localhostAlias: (host: string) => string;
}): ProviderChoice {
  const provider = opts.adapterNamedLikeSite ?? opts.startedDemoProvider ?? 'pageview-only';
  if (provider !== 'pageview-only') return { provider, warning: null };
  const host = new URL(opts.url).hostname;
  const demo = opts.demos.find((d) => d.host === host || opts.localhostAlias(d.host) === host);
  if (!demo || demo.provider === 'pageview-only') return { provider, warning: null };
  return {
    provider,
    warning:
      `${host} is the demo site ${demo.slug}, whose provider is ${demo.provider}, but none was chosen: this records a pageview-only golden. ` +
      `Pass --provider ${demo.provider}, or record its .test URL (${demo.startUrl}) without --host-resolver-rules so that record serves the demo sites itself and picks it.`,
  };
}
