// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { pageGlobal } from './page-global';

describe('pageGlobal', () => {
  it('reads a page global by path', () => {
    (window as any).listeo_core = { currency: 'EUR' };
    expect(pageGlobal('listeo_core.currency')).toBe('EUR');
    expect(pageGlobal('listeo_core.missing.deeper')).toBeNull();
    delete (window as any).listeo_core;
  });
});
