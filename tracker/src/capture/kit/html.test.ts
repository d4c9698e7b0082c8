// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { all } from '../dom';
import { fragment, htmlText } from './html';

describe('fragment / htmlText', () => {
  it('reads text out of markup, whole or by selector', () => {
    const error = '<p id="booking_info_text"><span class="not-available-msg">Minimum booking is\n 3 days</span></p>';
    expect(htmlText(error)).toBe('Minimum booking is 3 days');
    expect(htmlText('<div class="alert alert-danger" role="alert"><strong>Sorry!</strong> Not available.</div>', '.alert-danger')).toBe('Sorry! Not available.');
    expect(htmlText('<ul><li class="found">12 homes found</li></ul>', '.found')).toBe('12 homes found');
    expect(htmlText('plain text')).toBe('plain text');
  });

  it('gives null for no markup, a missing node, or blank text', () => {
    for (const v of [null, undefined, '', 0, {}, ['<b>x</b>']]) expect(htmlText(v)).toBeNull();
    expect(htmlText('<p>x</p>', '.missing')).toBeNull();
    expect(htmlText('<p> </p>')).toBeNull();
  });

  it('is inert and detached: nothing runs, nothing joins the page', () => {
    (window as any).ran = false;
    const f = fragment('<script>window.ran = true</script><img src="x" onerror="window.ran = true"><i class="card">1</i><i class="card">2</i>');
    expect(all('.card', f).length).toBe(2);
    expect(document.querySelector('.card')).toBeNull();
    expect((window as any).ran).toBe(false);
  });
});
