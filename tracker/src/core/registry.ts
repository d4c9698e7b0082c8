// The provider registry: adapters register themselves, the core looks them up by the site mapping's name.
// In the bundle, adapters register lazily (tracker/build/adapter-modules.mjs): a name and a function that defines
// the provider, run the first time that name is asked for, so a page builds only the adapter its site uses.
import type { Provider } from './types';

const providers: Record<string, Provider> = Object.create(null);
const later: Record<string, () => void> = Object.create(null);
const early: Record<string, true> = Object.create(null);
/** fetches the file that registers a provider, by name (the all-sites tag's adapter parts: src/adapter-parts.ts) */
let partOf: ((name: string) => Promise<void>) | undefined;
const tried: Record<string, true> = Object.create(null);

export function registerProvider(provider: Provider): void {
  providers[provider.name] = provider;
}

/** `define` registers the provider `name` when run; it runs at most once, on the first getProvider(name).
 * `atEvaluation`: when the page's site maps to it, define it while the script is evaluated (JSONP watches). */
export function registerLazy(name: string, define: () => void, atEvaluation?: boolean): void {
  later[name] = define;
  if (atEvaluation) early[name] = true;
}

/** Whether a lazy provider wants defining at evaluation (and, without a name, whether any does). */
export function wantsEarly(name?: string): boolean {
  return name == null ? Object.keys(early).length > 0 : !!early[name];
}

/** `load(name)` fetches the file that registers provider `name`: every adapter part has its slug's file, so the
 * main part names none of them (a name no part has is a file that does not load, and getProvider says no provider). */
export function registerParts(load: (name: string) => Promise<void>): void {
  partOf = load;
}

/** Loads the part that registers provider `name`, once; undefined when nothing needs loading (the provider is in
 * this script, or its name cannot be a part's). */
export function loadPart(name: string): Promise<void> | undefined {
  if (!partOf || later[name] || providers[name] || tried[name] || !/^[a-z0-9-]+$/.test(name)) return;
  tried[name] = true;
  return partOf(name);
}

export function getProvider(name: string): Provider {
  const define = later[name];
  if (define) {
    delete later[name];
    define();
  }
  const provider = providers[name];
  if (!provider) throw new Error(`No provider found for ${name}`);
  return provider;
}

export function providerNames(): string[] {
  return [...new Set(Object.keys(providers).concat(Object.keys(later)))].sort();
}
