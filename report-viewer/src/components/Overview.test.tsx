// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from '../App.tsx';
import { memorySource, reportFiles, runIndex, siteReport } from '../test/helpers.ts';

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

  it('says what a subset report holds and marks the results of earlier runs', async () => {
    const index = runIndex(reports);
    index.scope = { kind: 'subset', ranThisRun: 1 };
    index.recordings = index.recordings.map((r) =>
      r.site === 'alpha' ? { ...r, ranAt: '2025-11-21T10:00:00.000Z' } : { ...r, ranAt: '2025-11-20T09:14:05.000Z', tracker: '0123456789ab', earlier: true },
    );
    window.history.replaceState(null, '', '#/');
    const { container } = render(<App source={memorySource(reportFiles(reports, { 'index.json': JSON.stringify(index) }))} />);
    await screen.findByRole('heading', { name: 'Run' });
    expect(screen.getByTestId('scope').textContent).toBe('a subset run: 1 result from this run, 2 results from earlier runs (marked earlier)');
    const marker = (site: string) => container.querySelector(`tr[data-site="${site}"] .earlier-tag`);
    expect(marker('alpha')).toBeNull();
    expect(marker('bravo')?.textContent).toBe('earlier · 2025-11-20 09:14:05 UTC');
    expect(marker('bravo')?.getAttribute('title')).toContain('tracker 0123456789ab');
  });

  it('names the shards of a merged report, and the missing ones', async () => {
    const index = runIndex(reports);
    const shard = (current: number) => ({ current, total: 3, startedAt: index.startedAt, durationMs: 1, recordings: 1 });
    index.scope = { kind: 'merged', ranThisRun: 3, shards: [shard(1), shard(3)], missingShards: [2] };
    window.history.replaceState(null, '', '#/');
    render(<App source={memorySource(reportFiles(reports, { 'index.json': JSON.stringify(index) }))} />);
    await screen.findByRole('heading', { name: 'Run' });
    expect(screen.getByTestId('scope').textContent).toBe('shards 1/3, 3/3 merged · missing: shard 2/3 (its recordings are not here)');
  });
});
