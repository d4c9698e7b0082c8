// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App.tsx';
import { ev, memorySource, reportFiles, siteReport } from '../test/helpers.ts';
import { snapshotDocument } from './Snapshot.tsx';

beforeEach(() => window.history.replaceState(null, '', '#/'));
afterEach(cleanup);

const expected = [
  ev('search', 'pageview', { page: '/' }),
  ev('search', 'search', { guests: 2 }),
  ev('property', 'property', { id: '7' }),
  ev('property', 'pageview', { page: '/p/7' }),
  ev('quote', 'quote', { total: 120, currency: 'USD' }),
  ev('book', 'pageview', { page: '/book' }),
  ev('book', 'conversion', { total: 120 }),
];
const actual = [expected[0], expected[1], expected[3], ev('quote', 'quote', { total: 135, currency: 'USD', fees: 15 }), expected[5], expected[6], ev('book', 'debug', {})];
const report = siteReport('homey-demo', {
  status: 'fail',
  expected,
  actual,
  // as harness/golden/diff.ts's compareEvents writes them: the differences, and the rows that name them
  diff: [
    { path: 'events[2]', kind: 'removed', expectedIndex: 2, expected: expected[2] },
    { path: 'events[4].payload.fees', kind: 'added', expectedIndex: 4, actualIndex: 3, actual: 15 },
    { path: 'events[4].payload.total', kind: 'changed', expectedIndex: 4, actualIndex: 3, expected: 120, actual: 135 },
    { path: 'events[6]', kind: 'added', actualIndex: 6, actual: actual[6] },
  ],
  alignment: [
    { kind: 'same', expectedIndex: 0, actualIndex: 0, diff: [] },
    { kind: 'same', expectedIndex: 1, actualIndex: 1, diff: [] },
    { kind: 'removed', expectedIndex: 2, actualIndex: null, diff: [0] },
    { kind: 'same', expectedIndex: 3, actualIndex: 2, diff: [] },
    { kind: 'changed', expectedIndex: 4, actualIndex: 3, diff: [1, 2] },
    { kind: 'same', expectedIndex: 5, actualIndex: 4, diff: [] },
    { kind: 'same', expectedIndex: 6, actualIndex: 5, diff: [] },
    { kind: 'added', expectedIndex: null, actualIndex: 6, diff: [3] },
  ],
  unmatched: [{ step: 'quote', method: 'POST', url: 'https://www.homey-demo.test/wp-admin/admin-ajax.php', body: 'action=homey_calculate_booking_cost', key: 'k' }],
  sources: [[], [], [], [{ entry: 9, step: 'quote', method: 'POST', url: 'https://www.homey-demo.test/q', status: 200, requestBody: '{"a":1}', responseBody: '{"total_price":135}', rule: 'exact' }], [], [], []],
  snapshots: [{ step: 'quote', path: 'snapshots/homey-demo/03-quote.html' }],
  console: [{ type: 'warning', text: 'quote retried', step: 'quote' }],
});
const files = reportFiles([report, siteReport('other-site')], {
  'snapshots/homey-demo/03-quote.html': '<!doctype html><p id="x">Quote page</p><script>document.body.dataset.ran = "yes"</script>',
});

async function openSite(hash: string) {
  window.history.replaceState(null, '', hash);
  const view = render(<App source={memorySource(files)} />);
  await screen.findByTestId('events');
  return view;
}

const rowKinds = (container: HTMLElement) => [...container.querySelectorAll('tr[data-row]')].map((r) => `${r.getAttribute('data-row')}:${r.getAttribute('data-kind')}`);

describe('a recording', () => {
  it('shows the harness\'s rows in order and folds the unchanged ones', async () => {
    const { container } = await openSite('#/site/homey-demo');
    // rows: 0,1 same; 2 removed (property); 3 same; 4 changed (quote); 5,6 same; 7 added (debug)
    expect(rowKinds(container)).toEqual(['2:removed', '4:changed', '7:added']);
    const folds = screen.getAllByTestId('fold').map((b) => b.textContent);
    expect(folds).toEqual(['▸ 2 unchanged events (#0–#1)', '▸ 1 unchanged event (#3)', '▸ 2 unchanged events (#5–#6)']);
    fireEvent.click(screen.getAllByTestId('fold')[0]);
    expect(rowKinds(container)).toEqual(['0:same', '1:same', '2:removed', '4:changed', '7:added']);
  });

  it('marks each difference at its path with symbols and words, not colour alone', async () => {
    const { container } = await openSite('#/site/homey-demo');
    const changed = container.querySelector('tr[data-row="4"]')!;
    expect(changed.textContent).toContain('~ changed (2 fields)');
    expect(changed.textContent).toContain('payload.total changed');
    expect(changed.textContent).toContain('payload.fees + added');
    const del = changed.querySelector('del[data-path="payload.total"]')!;
    expect(del.textContent).toContain('−');
    expect(del.textContent).toContain('"total": 120');
    const ins = changed.querySelector('ins[data-path="payload.total"]')!;
    expect(ins.textContent).toContain('+');
    expect(ins.textContent).toContain('"total": 135');
    expect(changed.querySelector('ins[data-path="payload.fees"]')).not.toBeNull();
    expect(changed.querySelector('del[data-path="payload.currency"]')).toBeNull();
    expect(container.querySelector('tr[data-row="2"]')!.textContent).toContain('− missing from the replay');
    expect(container.querySelector('tr[data-row="7"]')!.textContent).toContain('+ extra in the replay');
  });

  it('shows the alignment it is given, pairing nothing itself', async () => {
    // Two equal quotes; the report pairs the golden's with the second and calls the first extra.
    const quotes = [ev('quote', 'quote', { total: 1 }), ev('quote', 'quote', { total: 1 })];
    const given = siteReport('given-rows', {
      status: 'fail',
      expected: [quotes[0]],
      actual: quotes,
      diff: [{ path: 'events[0]', kind: 'added', actualIndex: 0, actual: quotes[0] }],
      alignment: [
        { kind: 'added', expectedIndex: null, actualIndex: 0, diff: [0] },
        { kind: 'same', expectedIndex: 0, actualIndex: 1, diff: [] },
      ],
    });
    window.history.replaceState(null, '', '#/site/given-rows/event/1');
    const { container } = render(<App source={memorySource(reportFiles([given]))} />);
    await screen.findByTestId('events');
    expect(rowKinds(container)).toEqual(['0:added', '1:same']);
    expect(screen.getByTestId('event-detail').textContent).toContain('golden.json events[0] · actual events[1]');
    expect(screen.getByTestId('diff-summary').textContent).toContain('1 aligned event differs: 1 extra in the replay (+ actual only).');
  });

  it('links each harness difference to its row', async () => {
    await openSite('#/site/homey-demo');
    const links = [...screen.getByTestId('harness-diff').querySelectorAll('tbody tr')].map((tr) => `${tr.querySelector('code')!.textContent} ${tr.querySelector('a')?.getAttribute('href')}`);
    expect(links).toEqual([
      'events[2] #/site/homey-demo/event/2',
      'events[4].payload.fees #/site/homey-demo/event/4',
      'events[4].payload.total #/site/homey-demo/event/4',
      'events[6] #/site/homey-demo/event/7',
    ]);
  });

  it('shows unmatched requests and the accept command before the events', async () => {
    const { container } = await openSite('#/site/homey-demo');
    const text = container.textContent!;
    expect(text.indexOf('1 request got no answer from the recording')).toBeGreaterThan(-1);
    expect(text.indexOf('got no answer')).toBeLessThan(text.indexOf('Expected events (golden.json)'));
    expect(screen.getByTestId('accept-command').textContent).toBe('npm run replay -- homey-demo --update');
  });

  it('shows the findings for the site (a Content-Security-Policy that blocks the embed tag), none when there are none', async () => {
    expect(screen.queryByTestId('findings')).toBeNull();
    const finding = 'the Content-Security-Policy header of https://csp.example/ (entry 0) would block the embed tag in production: extend script-src https://cdn.beacon-analytics.com';
    window.history.replaceState(null, '', '#/site/csp-demo');
    render(<App source={memorySource(reportFiles([siteReport('csp-demo', { status: 'pass', findings: [finding] })]))} />);
    expect((await screen.findByTestId('findings')).textContent).toContain(finding);
  });

  it('copies the exact accept command', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openSite('#/site/homey-demo');
    fireEvent.click(screen.getByRole('button', { name: 'Copy command' }));
    await waitFor(() => expect(screen.getByTestId('copy-status').textContent).toContain('Copied'));
    expect(writeText).toHaveBeenCalledWith('npm run replay -- homey-demo --update');
  });

  it('opens an event from the deep link with its field diff, HAR calls and sandboxed snapshot', async () => {
    await openSite('#/site/homey-demo/event/4');
    const detail = screen.getByTestId('event-detail');
    expect(within(detail).getByRole('heading', { name: 'Event #4: “quote” in step “quote”' })).toBeTruthy();
    const diff = within(detail).getByTestId('field-diff');
    expect(diff.textContent).toContain('payload.total');
    expect(diff.textContent).toContain('120');
    expect(diff.textContent).toContain('135');
    const sources = within(detail).getByTestId('sources');
    expect(sources.textContent).toContain('POST https://www.homey-demo.test/q');
    expect(sources.textContent).toContain('"total_price": 135');
    expect(detail.textContent).toContain('quote retried');
    const frame = await within(detail).findByTitle('DOM snapshot after step quote');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('Content-Security-Policy');
    expect(frame.getAttribute('srcdoc')).toContain('Quote page');
  });

  it('steps through differences with n and p, updating the deep link', async () => {
    await openSite('#/site/homey-demo');
    const press = (key: string) => act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true })));
    press('n');
    await waitFor(() => expect(window.location.hash).toBe('#/site/homey-demo/event/2'));
    press('n');
    await waitFor(() => expect(window.location.hash).toBe('#/site/homey-demo/event/4'));
    press('n');
    await waitFor(() => expect(window.location.hash).toBe('#/site/homey-demo/event/7'));
    press('n');
    press('p');
    await waitFor(() => expect(window.location.hash).toBe('#/site/homey-demo/event/4'));
    press('Escape');
    await waitFor(() => expect(window.location.hash).toBe('#/site/homey-demo'));
    press('Escape');
    await waitFor(() => expect(window.location.hash).toBe('#/'));
  });
});

describe('snapshotDocument', () => {
  it('puts a policy that loads nothing first, keeping the doctype first', () => {
    const doc = snapshotDocument('<!DOCTYPE html><html><body>x</body></html>');
    expect(doc.startsWith('<!DOCTYPE html><meta http-equiv="Content-Security-Policy" content="default-src \'none\'')).toBe(true);
    expect(snapshotDocument('<p>x</p>').startsWith('<meta http-equiv="Content-Security-Policy"')).toBe(true);
  });
});
