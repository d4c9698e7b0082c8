// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import './listings-bookings';

describe('listings-bookings', () => {
  it('routes as its pathCases say', () => expect(pathProblems('listings-bookings')).toEqual([]));

  it('reports the listing page once its name shows', async () => {
    const run = runAdapter('listings-bookings', '/listings/3301?check_in=2027-06-15', '<section id="app"><h1 class="listing-name">Oyster Pond House</h1></section>');
    await run.settle();
    expect(run.events('property')).toEqual([{ action: 'property', listing_id: '3301', listing_name: 'Oyster Pond House' }]);
  });
});
