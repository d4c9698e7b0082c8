// Deep links: every view is a URL hash, filters included, so a reviewer can paste it in a review comment.
//   #/                                 overview
//   #/site/<site>                      one recording
//   #/site/<site>/event/<i>            one recording with aligned row i opened
//   …?status=fail,error&provider=homey&q=text   filters, on any view (j/k walk the filtered list)
import type { SiteStatus } from './types.ts';

export type Route = { view: 'overview' } | { view: 'site'; site: string; event: number | null };

export interface Filters {
  /** statuses to show; empty means all */
  status: SiteStatus[];
  /** provider to show; empty means all */
  provider: string;
  q: string;
}

export const NO_FILTERS: Filters = { status: [], provider: '', q: '' };
const STATUSES: SiteStatus[] = ['pass', 'fail', 'error'];

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export function parseHash(hash: string): { route: Route; filters: Filters } {
  const raw = hash.replace(/^#/, '');
  const q = raw.indexOf('?');
  const pathPart = q < 0 ? raw : raw.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : raw.slice(q + 1));
  const filters: Filters = {
    status: (params.get('status') ?? '')
      .split(',')
      .filter((s): s is SiteStatus => (STATUSES as string[]).includes(s))
      .filter((s, i, all) => all.indexOf(s) === i),
    provider: params.get('provider') ?? '',
    q: params.get('q') ?? '',
  };
  const parts = pathPart.split('/').filter(Boolean).map(decode);
  let route: Route = { view: 'overview' };
  if (parts[0] === 'site' && parts[1]) {
    const event = parts[2] === 'event' && /^\d+$/.test(parts[3] ?? '') ? Number(parts[3]) : null;
    route = { view: 'site', site: parts[1], event };
  }
  return { route, filters };
}

export function formatHash(route: Route, filters: Filters = NO_FILTERS): string {
  let path = '#/';
  if (route.view === 'site') {
    path = `#/site/${encodeURIComponent(route.site)}`;
    if (route.event !== null) path += `/event/${route.event}`;
  }
  const params = new URLSearchParams();
  if (filters.status.length) params.set('status', STATUSES.filter((s) => filters.status.includes(s)).join(','));
  if (filters.provider) params.set('provider', filters.provider);
  if (filters.q) params.set('q', filters.q);
  const query = params.toString().replace(/%2C/g, ',');
  return query ? `${path}?${query}` : path;
}
