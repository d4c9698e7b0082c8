// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App.tsx';
import { memorySource, reportFiles, siteReport } from '../test/helpers.ts';

beforeEach(() => window.history.replaceState(null, '', '#/'));
afterEach(cleanup);

const reports = [
  siteReport('alpha', { provider: 'streamline' }),
  siteReport('bravo', { provider: 'homey', status: 'fail', diff: [{ path: 'events[0]', kind: 'removed', expectedIndex: 0 }] }),
  siteReport('charlie', { provider: 'homey', status: 'error', error: 'boom' }),
];
const shown = (container: HTMLElement) => [...container.querySelectorAll('tr[data-site]')].map((r) => r.getAttribute('data-site'));

async function overview(hash = '#/') {
  window.history.replaceState(null, '', hash);
  const view = render(<App source={memorySource(reportFiles(reports))} />);
  await screen.findByRole('heading', { name: 'Run' });
  return view;
}

describe('overview', () => {
  it('filters by status, provider and text, keeping the filters in the hash', async () => {
    const { container } = await overview();
    expect(shown(container)).toEqual(['charlie', 'bravo', 'alpha']);
    fireEvent.click(screen.getByRole('checkbox', { name: /fail/ }));
    expect(shown(container)).toEqual(['bravo']);
    expect(window.location.hash).toBe('#/?status=fail');
    fireEvent.click(screen.getByRole('checkbox', { name: /fail/ }));
    fireEvent.change(screen.getByRole('combobox', { name: /Provider/ }), { target: { value: 'homey' } });
    expect(shown(container)).toEqual(['charlie', 'bravo']);
    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: 'brav' } });
    expect(shown(container)).toEqual(['bravo']);
    expect(window.location.hash).toBe('#/?provider=homey&q=brav');
    fireEvent.change(screen.getByRole('searchbox', { name: /Search/ }), { target: { value: 'nothing-like-this' } });
    expect(container.textContent).toContain('No recording matches these filters');
  });

  it('starts from the filters in the hash', async () => {
    const { container } = await overview('#/?status=pass');
    expect(shown(container)).toEqual(['alpha']);
    expect((screen.getByRole('checkbox', { name: /pass/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('moves with j/k, opens with the link, and / focuses the search', async () => {
    const { container } = await overview();
    const press = (key: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
    press('j');
    press('j');
    await waitFor(() => expect(container.querySelector('tr[aria-current="true"]')?.getAttribute('data-site')).toBe('bravo'));
    press('k');
    await waitFor(() => expect(container.querySelector('tr[aria-current="true"]')?.getAttribute('data-site')).toBe('charlie'));
    press('/');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('searchbox')));
  });
});
