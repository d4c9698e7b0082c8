// Adapter unit tests without a browser (happy-dom): start one registered adapter on a fake core context at a page,
// hand it host calls as the network observers would, and read back what it tracked. Test-only: nothing in the
// bundle imports this file.
import { vi } from 'vitest';
import type { Payload, ProviderContext, SiteMapping } from '../core/types';
import { getProvider } from '../core/registry';
import { call, publish, resetBus } from '../net/bus';
import { pathCaseFailures, type Adapter } from './adapter';
import { uploading } from './upload-hold';

export interface AdapterRun {
  ctx: ProviderContext & { track: ReturnType<typeof vi.fn> };
  /** an admin-ajax POST (form body) answered with `answer` (JSON-encoded unless a string) */
  ajax(body: string, answer: unknown, url?: string): void;
  /** lets deferred delivery, the capture chain and waits run (and a page upload being built finish) */
  settle(ms?: number): Promise<void>;
  /** what was tracked, as { action, ...payload }, optionally of one action */
  events(action?: string): Payload[];
}

/** The adapter registered under `slug` (its module must have been imported). */
export const adapterOf = (slug: string): Adapter => getProvider(slug) as Adapter;

/** Its pathCases that fail (empty when they hold). */
export const pathProblems = (slug: string): string[] => pathCaseFailures(adapterOf(slug).spec);

/** Starts the adapter at `url` with `html` as the page body; storage and the call bus start empty. */
export function runAdapter(slug: string, url = '/', html = '', site: Partial<SiteMapping> = {}): AdapterRun {
  resetBus();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', url);
  document.body.innerHTML = html;
  const ctx = { site: { host: location.hostname, provider: slug, ...site }, track: vi.fn(), log: vi.fn(), report: vi.fn(), isDisabled: () => false };
  adapterOf(slug).start(ctx);
  return {
    ctx,
    ajax: (body, answer, url = `${location.origin}/wp-admin/admin-ajax.php`) =>
      publish(call('xhr', 'POST', url, body, 200, typeof answer == 'string' ? answer : JSON.stringify(answer), {})),
    settle: async (ms = 20) => {
      const sleep = (t: number) => new Promise((ok) => setTimeout(ok, t));
      await sleep(ms);
      // a page upload is built in idle slices, and what was captured meanwhile waits for it
      for (let i = 0; uploading() && i < 200; i++) await sleep(10);
      if (ms) await sleep(ms);
    },
    events: (action) => ctx.track.mock.calls.filter(([a]) => !action || a === action).map(([a, p]) => ({ action: a, ...p })),
  };
}
