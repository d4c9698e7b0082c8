// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { all, attr, el, exists, text, value, visible } from './dom';

beforeEach(() => {
  document.body.innerHTML = `
    <h1 class="title">  Sea
       Loft&nbsp;&nbsp;Villa </h1>
    <p class="empty">   </p>
    <a class="link" href="/x" data-id=" 42 ">go</a>
    <input id="checkin" value="2026-07-01">
    <input id="blank" value="  ">
    <div id="filters">
      <label><input type="checkbox" name="a" value="pool" checked> Pool</label>
      <label><input type="checkbox" name="a" value="wifi"> WiFi</label>
      <label><input type="checkbox" name="a" value="any" checked> Any   Features</label>
    </div>
    <ul><li>one</li><li> </li><li>two</li></ul>
    <div id="hidden-parent" style="display:none"><span class="inner">x</span></div>
    <div id="invisible" style="visibility:hidden">y</div>
    <div id="attr-hidden" hidden>z</div>
    <div id="shown">w</div>`;
});

describe('text', () => {
  it('collapses whitespace and nbsp', () => expect(text('.title')).toBe('Sea Loft Villa'));
  it('is null when absent or blank', () => {
    expect(text('.nope')).toBeNull();
    expect(text('.empty')).toBeNull();
  });
  it('is null on an invalid selector instead of throwing', () => expect(text('<<<')).toBeNull());
  it('reads within a root and accepts an element', () => {
    expect(text('span', el('#hidden-parent'))).toBe('x');
    expect(text(el('.link') as Element)).toBe('go');
  });
});

describe('attr / value / all / exists', () => {
  it('attr trims, null when missing', () => {
    expect(attr('.link', 'data-id')).toBe('42');
    expect(attr('.link', 'title')).toBeNull();
    expect(attr('.nope', 'href')).toBeNull();
  });
  it('value reads the live property', () => {
    (el('#checkin') as HTMLInputElement).value = '2026-07-08';
    expect(value('#checkin')).toBe('2026-07-08');
    expect(value('#blank')).toBeNull();
    expect(value('#nope')).toBeNull();
  });
  it('all returns an array, [] on bad selectors', () => {
    expect(all('li')).toHaveLength(3);
    expect(all('::bad(')).toEqual([]);
  });
  it('exists', () => {
    expect(exists('#shown')).toBe(true);
    expect(exists('#nope')).toBe(false);
  });
});

describe('visible', () => {
  it('is false for display:none ancestors, visibility:hidden, hidden attribute and absence', () => {
    expect(visible('.inner')).toBe(false);
    expect(visible('#invisible')).toBe(false);
    expect(visible('#attr-hidden')).toBe(false);
    expect(visible('#nope')).toBe(false);
  });
  it('is true for a rendered element', () => expect(visible('#shown')).toBe(true));
  it('follows the element as it is revealed', () => {
    (el('#hidden-parent') as HTMLElement).style.display = 'block';
    expect(visible('.inner')).toBe(true);
  });
});
