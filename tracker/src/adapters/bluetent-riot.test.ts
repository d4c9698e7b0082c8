// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pathProblems, runAdapter } from '../capture/adapter-testing';
import { call, publish } from '../net/bus';
import './bluetent-riot';

const AVAIL = '{!tag=RCRiotAvailFilter,RiotSolrWidget,RCRiotPrices}item_id:(47 OR 62 OR 68)';
const POOL = '{!tag=RiotSolrWidget,RiotSolrFacetList-sm_field_vr_featured_amenities$name}sm_field_vr_featured_amenities$name:"Private Pool"';
const HOME = '{!tag=RiotSolrWidget,RiotSolrFacetList-sm_nid$rc_core_term_type$name}sm_nid$rc_core_term_type$name:"Private Home"';
const RCAV = JSON.stringify({ rcav: { begin: '06/12/2027', end: '06/19/2027', adult: 8, child: 1 } });
const hash = (...pairs: [string, string][]) => '#' + pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
/** A Riot query: the form body jQuery posts, answered through the `json.wrf` callback. */
function solr(numFound: number, extra = '') {
  const body = `q=*%3A*&fq=index_id%3Arci&wt=json&json.wrf=jQuery110209409870599692013_1&start=0&rows=24${extra}`;
  const answer = `jQuery110209409870599692013_1(${JSON.stringify({ responseHeader: { status: 0 }, response: { numFound, start: 0, docs: [] } })})`;
  publish(call('xhr', 'POST', `${location.origin}/solr/`, body, 200, answer, {}));
}

describe('bluetent-riot', () => {
  it('has routing cases (it captures from calls only)', () => {
    expect(pathProblems('bluetent-riot')).toEqual([]);
  });

  it("the Solr answer's numFound is the count; the stay and the facets come from the hash", async () => {
    const run = runAdapter('bluetent-riot', `/duck-vacation-rentals${hash(['fq', POOL], ['fq', HOME], ['fq', AVAIL], ['q', '*:*'], ['rcav', RCAV])}`);
    solr(2);
    await run.settle();
    expect(run.events('search')).toEqual([
      expect.objectContaining({ result_count: 2, checkin: '2027-06-12', checkout: '2027-06-19', guests_adults: [8, 8], guests_children: [1, 1], amenities: ['Private Pool'], property_types: ['Private Home'], locations: [] }),
    ]);
  });

  it('a query repeating the hash (show more) is not resent; a changed hash is; an ids lookup is no search', async () => {
    const run = runAdapter('bluetent-riot', '/duck-vacation-rentals#q=*:*');
    solr(6);
    await run.settle();
    solr(6, '&rows=48');
    solr(1, '&ids=k3v9xq-rci-47');
    await run.settle();
    expect(run.events('search').map((e) => e.result_count)).toEqual([6]);
    history.replaceState(null, '', `/duck-vacation-rentals${hash(['fq', AVAIL], ['q', '*:*'], ['rcav', RCAV])}`);
    solr(3);
    await run.settle();
    expect(run.events('search')).toEqual([expect.objectContaining({ result_count: 6, checkin: null, guests_adults: null }), expect.objectContaining({ result_count: 3, checkin: '2027-06-12' })]);
  });
});
