// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { call } from '../../net/bus';
import { formList } from './form-list';

const post = (body: string) => ({ call: call('xhr', 'POST', 'https://h.test/wp-admin/admin-ajax.php', body, 200, '{}', {}) });

describe('formList', () => {
  it('reads name, name[] and name[key] from the request body, blanks dropped', () => {
    const s = post('action=x&amenities%5B%5D=Any+Features&amenities%5B%5D=Pool&amenities%5B%5D=&tax-listing_feature%5Bsauna%5D=sauna&tax=no');
    expect(formList(s, 'amenities')).toEqual(['Any Features', 'Pool']);
    expect(formList(s, 'tax-listing_feature')).toEqual(['sauna']);
    expect(formList(s, 'tax')).toEqual(['no']);
    expect(formList(s, 'missing')).toEqual([]);
    expect(formList(post(''), 'x')).toEqual([]);
  });
  it('reads the page query for page captures', () => {
    history.replaceState(null, '', '/search/?feature%5B%5D=wifi&feature%5B%5D=pool');
    expect(formList({ call: null }, 'feature')).toEqual(['wifi', 'pool']);
  });
});
