// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { checked, pageHeading, texts } from './page-text';

beforeEach(() => {
  document.head.innerHTML = '<meta property="og:title" content=" Sea  Loft ">';
  document.body.innerHTML = `<ul><li>one</li><li> </li><li>two</li></ul>
    <div id="filters">
      <label><input type="checkbox" name="a" value="pool" checked> Pool</label>
      <label><input type="checkbox" name="a" value="wifi"> WiFi</label>
      <label><input type="checkbox" name="a" value="any" checked> Any   Features</label>
    </div>`;
});

describe('texts', () => {
  it('drops blanks', () => expect(texts('li')).toEqual(['one', 'two']));
  it('reads within a root, [] on an invalid selector', () => {
    expect(texts('li', document.querySelector('ul'))).toEqual(['one', 'two']);
    expect(texts('<<<')).toEqual([]);
  });
});

describe('pageHeading', () => {
  it('is the h1, else the og:title', () => {
    expect(pageHeading()).toBe('Sea Loft');
    document.body.insertAdjacentHTML('afterbegin', '<h1>  Klitrosen </h1>');
    expect(pageHeading()).toBe('Klitrosen');
  });
});

describe('checked', () => {
  it('gives values or label texts of checked boxes', () => {
    expect(checked('#filters input')).toEqual(['pool', 'any']);
    expect(checked('#filters input', null, true)).toEqual(['Pool', 'Any Features']);
  });
});
