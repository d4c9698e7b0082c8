import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Overview } from './components/Overview.tsx';
import { SiteView } from './components/SiteView.tsx';
import { Empty, LoadError, Loading, Malformed } from './components/States.tsx';
import { loadIndex, loadSite, type Loaded } from './data/load.ts';
import type { ReportSource } from './data/source.ts';
import { providersOf, visibleRecordings } from './filters.ts';
import { isTyping, markPainted, useHashRoute } from './hooks.ts';
import { formatHash, type Filters } from './route.ts';
import type { RunIndex, SiteReport } from './types.ts';

function KeyboardHelp() {
  return (
    <footer className="keys">
      <h2 className="visually-hidden">Keyboard</h2>
      <p>
        <kbd>j</kbd>/<kbd>k</kbd> next/previous recording · <kbd>Enter</kbd> open · <kbd>n</kbd>/<kbd>p</kbd> next/previous difference ·{' '}
        <kbd>/</kbd> search · <kbd>Esc</kbd> back
      </p>
    </footer>
  );
}

export function App({ source }: { source: ReportSource }) {
  const [index, setIndex] = useState<Loaded<RunIndex>>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadIndex(source).then(
      (result) => live && setIndex(result),
      (error: unknown) => live && setIndex({ state: 'error', file: source.describe('index.json'), message: String(error) }),
    );
    return () => {
      live = false;
    };
  }, [source]);

  if (index.state === 'loading') return <main>{<Loading what="the report" />}</main>;
  if (index.state === 'empty') return <main>{<Empty />}</main>;
  if (index.state === 'malformed') return <main>{<Malformed file={index.file} reason={index.reason} />}</main>;
  if (index.state === 'error') return <main>{<LoadError file={index.file} message={index.message} />}</main>;
  return <Report source={source} index={index.value} />;
}

function Report({ source, index }: { source: ReportSource; index: RunIndex }) {
  const { route, filters, navigate } = useHashRoute();
  const visible = useMemo(() => visibleRecordings(index.recordings, filters), [index, filters]);
  const providers = useMemo(() => providersOf(index.recordings), [index]);
  const bySite = useMemo(() => new Map(index.recordings.map((r) => [r.site, r])), [index]);
  const searchRef = useRef<HTMLInputElement>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [focusToken, setFocusToken] = useState(0);
  const [pendingSearchFocus, setPendingSearchFocus] = useState(false);

  // Site reports, loaded once each (j/k back and forth is instant).
  const cache = useRef(new Map<string, Promise<Loaded<SiteReport>>>());
  const [sites, setSites] = useState<ReadonlyMap<string, Loaded<SiteReport>>>(new Map());
  const site = route.view === 'site' ? bySite.get(route.site) : undefined;
  useEffect(() => {
    if (!site || cache.current.has(site.site)) return;
    const promise = loadSite(source, site).catch(
      (error: unknown): Loaded<SiteReport> => ({ state: 'error', file: source.describe(site.file), message: String(error) }),
    );
    cache.current.set(site.site, promise);
    void promise.then((result) => setSites((m) => new Map(m).set(site.site, result)));
  }, [site, source]);

  useEffect(() => {
    if (route.view === 'overview') document.title = 'Beacon replay report';
  }, [route.view]);
  useEffect(() => {
    markPainted('beacon:overview');
  }, []);

  const setFilters = useCallback((next: Filters) => navigate(route, next, { replace: true }), [navigate, route]);
  const openSite = useCallback(
    (name: string) => {
      setCursor(name);
      navigate({ view: 'site', site: name, event: null }, filters);
    },
    [navigate, filters],
  );

  useEffect(() => {
    if (pendingSearchFocus && route.view === 'overview') {
      searchRef.current?.focus();
      searchRef.current?.select();
      setPendingSearchFocus(false);
    }
  }, [pendingSearchFocus, route.view]);

  // j/k, /, Esc (n/p belong to the recording view)
  const keyState = useRef({ route, filters, visible, cursor });
  keyState.current = { route, filters, visible, cursor };
  // A layout effect: listening before the first paint, so a key pressed as soon as the page shows is not lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const { route: r, filters: f, visible: list, cursor: c } = keyState.current;
      if (e.key === 'Escape') {
        if (isTyping(e.target)) return;
        if (r.view === 'site' && r.event !== null) navigate({ view: 'site', site: r.site, event: null }, f);
        else if (r.view === 'site') {
          setCursor(r.site);
          setFocusToken((t) => t + 1);
          navigate({ view: 'overview' }, f);
        } else return;
        e.preventDefault();
        return;
      }
      if (isTyping(e.target)) return;
      if (e.key === '/') {
        e.preventDefault();
        if (r.view !== 'overview') navigate({ view: 'overview' }, f);
        setPendingSearchFocus(true);
        return;
      }
      if (e.key !== 'j' && e.key !== 'k') return;
      if (list.length === 0) return;
      e.preventDefault();
      const step = e.key === 'j' ? 1 : -1;
      const from = r.view === 'site' ? r.site : c;
      const at = from === null ? -1 : list.findIndex((x) => x.site === from);
      const target = at < 0 ? (step > 0 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, at + step));
      const name = list[target].site;
      setCursor(name);
      // a second press before React re-renders moves on from here
      keyState.current = { ...keyState.current, cursor: name, route: r.view === 'site' ? { view: 'site', site: name, event: null } : r };
      if (r.view === 'site') {
        if (name !== r.site) navigate({ view: 'site', site: name, event: null }, f);
      } else {
        setFocusToken((t) => t + 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  let body;
  if (route.view === 'site') {
    if (!site) {
      body = (
        <div className="state state-error" data-state="error" role="alert">
          <h1>No recording named “{route.site}”</h1>
          <p>
            This report has no recording of that name. <a href={formatHash({ view: 'overview' }, filters)}>See all recordings</a>.
          </p>
        </div>
      );
    } else {
      const at = visible.findIndex((r) => r.site === site.site);
      body = (
        <SiteView
          key={site.site}
          source={source}
          recording={site}
          loaded={sites.get(site.site) ?? { state: 'loading' }}
          event={route.event}
          filters={filters}
          navigate={navigate}
          previous={at > 0 ? visible[at - 1] : null}
          next={at >= 0 && at < visible.length - 1 ? visible[at + 1] : null}
          position={at >= 0 ? { index: at, total: visible.length } : null}
        />
      );
    }
  } else {
    body = (
      <Overview
        index={index}
        visible={visible}
        providers={providers}
        filters={filters}
        onFilters={setFilters}
        cursor={cursor}
        onOpen={openSite}
        searchRef={searchRef}
        focusToken={focusToken}
      />
    );
  }
  return (
    <>
      <main data-state="ready">{body}</main>
      <KeyboardHelp />
    </>
  );
}

