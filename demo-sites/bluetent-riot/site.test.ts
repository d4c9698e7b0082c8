import { describe, expect, it } from 'vitest';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';

const demo = useDemo('bluetent-riot');
const truth = loadTruth('bluetent-riot');
const count = (step: string) => (truth.steps[step].expect![0].payload as Record<string, any>).result_count;
const AVAIL = '{!tag=RCRiotAvailFilter,RiotSolrWidget,RCRiotPrices}item_id:(47 OR 62 OR 68)';
const POOL = '{!tag=RiotSolrWidget,RiotSolrFacetList-sm_field_vr_featured_amenities$name}sm_field_vr_featured_amenities$name:"Private Pool"';
/** A Riot query as the app posts it; the answer's data from its JSONP callback. */
async function solr(...fqs: string[]) {
  const fields: Record<string, string> = { q: '*:*', wt: 'json', 'json.wrf': 'jQuery110209409870599692013_1', start: '0', rows: '24' };
  const body = new URLSearchParams(fields);
  for (const fq of [...fqs, 'index_id:rci']) body.append('fq', fq);
  const res = await demo.server().request('bluetent-riot', '/solr/', { method: 'POST', body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' } });
  expect(res.headers['content-type']).toContain('javascript');
  const m = /^jQuery110209409870599692013_1\((.*)\)$/s.exec(res.body)!;
  return JSON.parse(m[1]);
}

describe('bluetent-riot Solr and availability', () => {
  it("numFound follows the hash's filters as the truth says", async () => {
    expect((await solr()).response.numFound).toBe(count('open-search'));
    expect((await solr(AVAIL)).response.numFound).toBe(count('search-dates'));
    const pool = await solr(POOL, AVAIL);
    expect(pool.response.numFound).toBe(count('private-pool'));
    expect(pool.response.docs.map((d: any) => d.ss_name)).toEqual(['Sea Oats', 'Sound Sunset']);
  });

  it('/rcapi/item/avail/search lists the entities free for the stay and the party', async () => {
    const q = new URLSearchParams({ 'rcav[begin]': '06/12/2027', 'rcav[end]': '06/19/2027', 'rcav[adult]': '8', 'rcav[child]': '0', 'rcav[flex]': '', 'rcav[flex_type]': 'd' });
    const items = JSON.parse((await demo.get(`/rcapi/item/avail/search?${q}`)).body);
    expect(items.map((i: any) => i.eid)).toEqual([47, 62, 68]);
    expect(items[0].prices[0]).toMatchObject({ eid: 47, c: 'USD' });
  });
});
