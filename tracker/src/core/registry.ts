// The provider registry: adapters register themselves, the core looks them up by the site mapping's name.
import type { Provider } from './types';

const providers: Record<string, Provider> = {};

export function registerProvider(provider: Provider): void {
  providers[provider.name] = provider;
}

export function getProvider(name: string): Provider {
  const provider = providers[name];
  if (!provider) throw new Error(`No provider found for ${name}`);
  return provider;
}

export function providerNames(): string[] {
  return Object.keys(providers).sort();
}
