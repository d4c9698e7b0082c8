// @vitest-environment happy-dom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { App } from './App.tsx';
import { ev, memorySource, reportFiles, siteReport } from './test/helpers.ts';

beforeEach(() => window.history.replaceState(null, '', '#/'));
afterEach(cleanup);

describe('report states', () => {
  it('says it is loading while index.json is on its way', () => {
    render(<App source={memorySource({}, { pending: true })} />);
    expect(screen.getByRole('status').textContent).toMatch(/Loading the report/);
  });

  it('says which command makes a report when there is none', async () => {
    const { container } = render(<App source={memorySource({})} />);
    await screen.findByRole('heading', { name: 'No report yet' });
    expect(container.textContent).toContain('npm run replay');
    expect(container.querySelector('[data-state="empty"]')).not.toBeNull();
  });

  it('names the file and the reason when index.json is not JSON', async () => {
    render(<App source={memorySource({ 'index.json': '{"version": 1,' })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The report is malformed');
    expect(alert.textContent).toContain('report/index.json');
    expect(alert.textContent).toMatch(/not valid JSON/);
  });

  it('names the field when index.json has the wrong shape', async () => {
    const index = JSON.parse(reportFiles([siteReport('a')])['index.json'] as string);
    index.recordings[0].status = 'ok';
    render(<App source={memorySource({ 'index.json': JSON.stringify(index) })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('recordings[0].status is the string "ok"; expected one of pass, fail, error');
  });

  it('says when the format version is not the one it reads', async () => {
    const index = JSON.parse(reportFiles([])['index.json'] as string);
    index.version = 2;
    render(<App source={memorySource({ 'index.json': JSON.stringify(index) })} />);
    expect((await screen.findByRole('alert')).textContent).toContain('format version 2');
  });

  it('shows an error state when index.json cannot be read', async () => {
    render(<App source={memorySource({ 'index.json': new Error('the server answered 500 Internal Server Error') })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    expect(alert.textContent).toContain('500 Internal Server Error');
  });

  it('shows the run summary and one row per recording when the report is good', async () => {
    const reports = [siteReport('pass-site'), siteReport('fail-site', { status: 'fail', diff: [{ path: 'events[0]', kind: 'removed', expectedIndex: 0 }] })];
    const { container } = render(<App source={memorySource(reportFiles(reports))} />);
    await screen.findByRole('heading', { name: 'Run' });
    expect(screen.getByTestId('counts').textContent).toMatch(/2 total/);
    expect(container.textContent).toContain('abcdef012345');
    const rows = [...container.querySelectorAll('tr[data-site]')].map((r) => r.getAttribute('data-site'));
    expect(rows).toEqual(['fail-site', 'pass-site']);
  });

  it('says so when a run replayed nothing', async () => {
    const { container } = render(<App source={memorySource(reportFiles([]))} />);
    await screen.findByRole('heading', { name: 'Run' });
    expect(container.textContent).toContain('This run replayed no recordings');
  });
});

describe('recording states', () => {
  const good = siteReport('good', { expected: [ev('s', 'a')], actual: [ev('s', 'a')], alignment: [{ kind: 'same', expectedIndex: 0, actualIndex: 0, diff: [] }] });

  it('names the site file and the field when it is malformed', async () => {
    const broken = { ...good, expected: [{ step: 's', payload: {} }] };
    window.history.replaceState(null, '', '#/site/good');
    render(<App source={memorySource({ ...reportFiles([good]), 'good.json': JSON.stringify(broken) })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('report/good.json');
    expect(alert.textContent).toContain('expected[0].action is missing; expected a string');
  });

  it('refuses a report without the harness\'s alignment (an older harness wrote it) and says to re-run the replay', async () => {
    const { alignment: _dropped, ...older } = good;
    window.history.replaceState(null, '', '#/site/good');
    render(<App source={memorySource({ ...reportFiles([good]), 'good.json': JSON.stringify(older) })} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('report/good.json is not a replay report this viewer can read: it has no alignment');
    expect(alert.textContent).toContain('an older harness wrote it. Run npm run replay again');
  });

  it('says when a listed site file is missing', async () => {
    window.history.replaceState(null, '', '#/site/good');
    const files = reportFiles([good]);
    delete files['good.json'];
    render(<App source={memorySource(files)} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('could not be loaded');
    expect(alert.textContent).toContain('index.json lists it for good');
  });

  it('says when the deep link names a recording the report does not have', async () => {
    window.history.replaceState(null, '', '#/site/nope');
    render(<App source={memorySource(reportFiles([good]))} />);
    expect((await screen.findByRole('alert')).textContent).toContain('No recording named “nope”');
  });

  it('follows the hash from overview to a recording and back', async () => {
    render(<App source={memorySource(reportFiles([good]))} />);
    await screen.findByRole('heading', { name: 'Run' });
    act(() => {
      window.location.hash = '#/site/good';
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await screen.findByRole('heading', { level: 1, name: 'good' });
    await waitFor(() => expect(screen.getByTestId('diff-summary').textContent).toContain('They match.'));
  });
});
