import { describe, expect, it } from 'vitest';
import { formatHash, NO_FILTERS, parseHash } from './route.ts';

describe('hash routes', () => {
  it('round-trips every view with filters', () => {
    const cases = [
      { route: { view: 'overview' as const }, filters: NO_FILTERS },
      { route: { view: 'site' as const, site: 'homey-demo', event: null }, filters: { status: ['fail' as const, 'error' as const], provider: 'homey', q: 'lake tahoe' } },
      { route: { view: 'site' as const, site: 'a b/c', event: 12 }, filters: NO_FILTERS },
    ];
    for (const c of cases) expect(parseHash(formatHash(c.route, c.filters))).toEqual(c);
  });

  it('writes the documented forms', () => {
    expect(formatHash({ view: 'overview' })).toBe('#/');
    expect(formatHash({ view: 'site', site: 'homey-demo', event: null })).toBe('#/site/homey-demo');
    expect(formatHash({ view: 'site', site: 'homey-demo', event: 3 }, { status: ['error', 'fail'], provider: '', q: '' })).toBe(
      '#/site/homey-demo/event/3?status=fail,error',
    );
  });

  it('reads odd hashes as the overview and ignores unknown statuses', () => {
    expect(parseHash('').route).toEqual({ view: 'overview' });
    expect(parseHash('#/nonsense').route).toEqual({ view: 'overview' });
    expect(parseHash('#/site/x/event/abc').route).toEqual({ view: 'site', site: 'x', event: null });
    expect(parseHash('#/?status=fail,bogus,fail').filters.status).toEqual(['fail']);
  });
});
