import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const demo = useDemo('q4vr');
const truth = loadTruth('q4vr');
const truthFor = (step: string, i = 0) => truth.steps[step].expect![i].payload as Record<string, any>;
const nonce = wpNonce('q4vr', 'q4vr-search');
/** The stay form as jQuery serializes it, sent as a GET. */
const stay = async (start: string, end: string, searchNonce = nonce) => {
  const q = new URLSearchParams({ post_type: 'vacation_rental', s: '', action: 'q4vr_stay', unit_code: '1907-2031', start_date: start, end_date: end, guests: '4,1,0', search_nonce: searchNonce });
  const res = await demo.get(`/wp-admin/admin-ajax.php?${q}`);
  return { status: res.status, body: res.status === 200 ? JSON.parse(res.body) : res.body };
};

describe('q4vr admin-ajax q4vr_stay (GET)', () => {
  it('answers { success, data: "<fragment>" } with the total in h5.total-price and the /booking/ hand-off', async () => {
    const { body } = await stay('12/14/2026', '12/19/2026');
    expect(body.success).toBe(true);
    expect(typeof body.data).toBe('string');
    const $ = load(body.data);
    expect($('h5.total-price').text()).toBe('$1,984.40');
    expect(Number($('h5.total-price').text().replace(/[$,]/g, ''))).toBe(truthFor('quote').total);
    expect($('#book-now').attr('href')).toBe('/booking/?start_date=12%2F14%2F2026&end_date=12%2F19%2F2026&unit_code=1907-2031&guests=4%2C1%2C0');
  });

  it('refuses booked dates in li.stay-error-list-item, still with success true; a wrong nonce is -1', async () => {
    const { body } = await stay('12/21/2026', '12/26/2026');
    expect(body.success).toBe(true);
    expect(load(body.data)('li.stay-error-list-item').text()).toBe(truthFor('quote-error').error_message);
    expect(await stay('12/14/2026', '12/19/2026', 'nope')).toEqual({ status: 403, body: '-1' });
  });
});

describe('q4vr pages', () => {
  it('the archive lists the free units as vacation_rental posts; the unit page has the stay form and VRAjax', async () => {
    const list = load((await demo.get('/vacation-rentals/?start_date=12%2F14%2F2026&end_date=12%2F19%2F2026&guests=4%2C1%2C0')).body);
    expect(list('article.type-vacation_rental').length).toBe(truthFor('search').result_count);
    const unit = await demo.get('/vacation-rentals/dune-song/?start_date=12%2F14%2F2026&end_date=12%2F19%2F2026&guests=4%2C1%2C0');
    const $ = load(unit.body);
    expect($('body').hasClass('single-vacation_rental')).toBe(true);
    expect($('form[data-call-type="q4_vr_search_form_ajax"] #unitCode').val()).toBe(truthFor('open-property').listing_id);
    expect($('h1.unit-title').text()).toBe(truthFor('open-property').listing_name);
    expect($('[name=start_date]').val()).toBe('12/14/2026');
    expect(unit.body).toContain(`"search_nonce":"${nonce}"`);
  });
});
