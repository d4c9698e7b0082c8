// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
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

  describe('a Riot unit page (stay in the hash)', () => {
    const w = window as any;
    afterEach(() => delete w.Drupal);
    const UNIT = '<h1 class="title" id="page-title">Sea Oats</h1>';
    const stayHash = hash(['rcav', JSON.stringify({ rcav: { begin: '06/12/2027', end: '06/19/2027', adult: 4, child: 2 } })]);

    it("its property view is Drupal.settings' entity id; a page without one is no unit page", async () => {
      w.Drupal = { settings: { rcItemAvailForm: [{ df: 'mm/dd/yy', eid: '62' }] } };
      const run = runAdapter('bluetent-riot', `/duck-vacation-rentals/sea-oats${stayHash}`, UNIT);
      await run.settle();
      expect(run.events('property')).toEqual([{ action: 'property', listing_id: '62', listing_name: 'Sea Oats' }]);
      delete w.Drupal;
      const none = runAdapter('bluetent-riot', '/duck-vacation-rentals/area-guide', '<h1 id="page-title">Area guide</h1>');
      await none.settle();
      expect(none.events()).toEqual([]);
    });

    // the unit's priced window from /rcapi/item/avail/search (index file ids 59408888125, 59398015399: bare array,
    // prices[0].p and c) and RESCMS's pricing answer; the call without dates takes the hash's stay
    it("its pricing calls are quotes: rcapi's priced window ([] refused), the simple answer's exact price; the stay from the call, else the hash", async () => {
      w.Drupal = { settings: { rcItemAvailForm: [{ eid: '62' }] } };
      const run = runAdapter('bluetent-riot', `/duck-vacation-rentals/sea-oats${stayHash}`, UNIT);
      const get = (url: string, answer: unknown) => publish(call('xhr', 'GET', `${location.origin}${url}`, null, 200, JSON.stringify(answer), {}));
      get('/rcapi/item/avail/search?rcav%5Bbegin%5D=06%2F12%2F2027&rcav%5Bend%5D=06%2F19%2F2027&rcav%5Badult%5D=4&rcav%5Bchild%5D=2&rcav%5Beid%5D=62&rcav%5Bflex%5D=&rcav%5Bflex_type%5D=d', [
        { eid: 62, name: 'Sea Oats', prices: [{ eid: 62, p: '3184.20', c: 'USD', qp: { rcav: { begin: '06/12/2027' }, eid: 62 } }] },
      ]);
      get('/rcapi/item/avail/search?rcav%5Bbegin%5D=07%2F03%2F2027&rcav%5Bend%5D=07%2F10%2F2027&rcav%5Badult%5D=4&rcav%5Bchild%5D=2&rcav%5Beid%5D=62', []);
      get('/rescms/ajax/item/pricing/simple?rcav%5Beid%5D=62', { status: 1, content: '<span class="rc-price">$3,190</span><a data-rc-ua-ecommerce-submit-addtocart="{&quot;price&quot;:3190.4}">Book</a>', reveals: '' });
      get('/rcapi/item/avail/search?rcav%5Bbegin%5D=06%2F12%2F2027&rcav%5Bend%5D=06%2F19%2F2027&rcav%5Badult%5D=4', [{ eid: 62, prices: [{ p: '1.00' }] }, { eid: 68, prices: [] }]);
      await run.settle();
      expect(run.events('quote')).toEqual([
        expect.objectContaining({ listing_id: '62', listing_name: 'Sea Oats', checkin: '2027-06-12', checkout: '2027-06-19', guests_adults: 4, guests_children: 2, total: 3184.2, currency: 'USD', success: true }),
        expect.objectContaining({ listing_id: '62', checkin: '2027-07-03', total: null, error_message: 'Not Available', success: false }),
        expect.objectContaining({ listing_id: '62', checkin: '2027-06-12', checkout: '2027-06-19', guests_adults: 4, guests_children: 2, total: 3190.4, success: true }),
      ]);
      expect(run.events('search')).toEqual([]);
    });
  });
});
