import { describe, expect, it } from 'vitest';
import { load } from 'cheerio';
import { useDemo } from '../server/testing.ts';
import { loadTruth } from '../server/truth.ts';
import { wpNonce } from '../server/wordpress.ts';

const demo = useDemo('q4vr-b');
const truth = loadTruth('q4vr-b');
const truthFor = (step: string, i = 0) => truth.steps[step].expect![i].payload as Record<string, any>;
const nonce = wpNonce('q4vr-b', 'q4vr-search');
/** The rate box's stay form as jQuery serializes it, sent as a GET with action unit_rate_check_vr. */
const rateCheck = async (end: string, action = 'unit_rate_check_vr') => {
  const q = new URLSearchParams({ post_type: 'vacation_rental', s: '', action, unit_code: '1907-2044', start_date: '01/08/2027', end_date: end, guests: '2,2,0', search_nonce: nonce });
  const res = await demo.get(`/wp-admin/admin-ajax.php?${q}`);
  return { status: res.status, body: res.status === 200 ? JSON.parse(res.body) : res.body };
};

describe('q4vr-b admin-ajax unit_rate_check_vr (GET)', () => {
  it('answers { success, data: "<fragment>" }: the total in h5.total-price, or the refusal in li.stay-error-list-item', async () => {
    const { body } = await rateCheck('01/12/2027');
    expect(body.success).toBe(true);
    expect(Number(load(body.data)('h5.total-price').text().replace(/[$,]/g, ''))).toBe(truthFor('quote').total);
    const refused = (await rateCheck('01/10/2027')).body;
    expect(load(refused.data)('li.stay-error-list-item').text()).toBe(truthFor('quote-error').error_message);
  });

  it('is the only stay action of this site (q4vr_stay answers 0, as WordPress does for an unknown action)', async () => {
    expect(await rateCheck('01/12/2027', 'q4vr_stay')).toEqual({ status: 400, body: '0' });
  });
});

describe('q4vr-b pages', () => {
  it('the pre_get_posts search on the home URL lists the free houses; the links carry only the stay', async () => {
    const $ = await demo.page('/?post_type=vacation_rental&s=&start_date=01%2F08%2F2027&end_date=01%2F12%2F2027&guests=2%2C2%2C0');
    expect($('article.type-vacation_rental').length).toBe(truthFor('search').result_count);
    expect($('#post-2044 h3 a').attr('href')).toBe('/vacation-rentals/pelican-watch/?start_date=01%2F08%2F2027&end_date=01%2F12%2F2027&guests=2%2C2%2C0');
  });

  it('the unit page: the stay form sends unit_rate_check_vr; unit code and title as truth says', async () => {
    const page = await demo.get('/vacation-rentals/pelican-watch/?start_date=01%2F08%2F2027&end_date=01%2F12%2F2027&guests=2%2C2%2C0');
    const $ = load(page.body);
    const form = $('form[data-call-type="q4_vr_search_form_ajax"]');
    expect(form.find('[name=action]').val()).toBe('unit_rate_check_vr');
    expect(form.find('#unitCode').val()).toBe(truthFor('open-property').listing_id);
    expect($('h1.unit-title').text()).toBe(truthFor('open-property').listing_name);
    expect(page.body).toContain(`"search_nonce":"${nonce}"`);
  });
});
