import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type RefObject } from 'react';
import { formatHash, NO_FILTERS, type Filters } from '../route.ts';
import { formatBytes, formatDate, formatDuration } from '../format.ts';
import type { Recording, RunIndex, SiteStatus } from '../types.ts';
import { StatusBadge } from './Status.tsx';

const ROW_HEIGHT = 40;
const HEAD_HEIGHT = 42;
const STATUSES: SiteStatus[] = ['fail', 'error', 'pass'];

export function RunSummary({ index }: { index: RunIndex }) {
  const { tracker, counts } = index;
  return (
    <section className="summary" aria-labelledby="run-summary-heading">
      <h2 id="run-summary-heading">Run</h2>
      <dl>
        <div>
          <dt>Tracker build</dt>
          <dd>
            <code title={tracker.hash}>{tracker.hash.slice(0, 12)}</code> · {formatBytes(tracker.bytes)} ({formatBytes(tracker.gzipBytes)}{' '}
            gzip)
          </dd>
        </div>
        <div>
          <dt>Started</dt>
          <dd>
            <time dateTime={index.startedAt}>{formatDate(index.startedAt)}</time>
          </dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{formatDuration(index.durationMs)}</dd>
        </div>
        {index.scope && (
          <div>
            <dt>Holds</dt>
            <dd data-testid="scope">
              <ScopeText index={index} />
            </dd>
          </div>
        )}
        <div>
          <dt>Recordings</dt>
          <dd data-testid="counts">
            {counts.total} total: <StatusBadge status="pass" /> {counts.pass}, <StatusBadge status="fail" /> {counts.fail},{' '}
            <StatusBadge status="error" /> {counts.error}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** What the report holds (RunIndex.scope), in plain words: this run's results, earlier ones, shards. */
export function ScopeText({ index }: { index: RunIndex }) {
  const scope = index.scope;
  if (!scope) return null;
  const earlier = index.recordings.filter((r) => r.earlier).length;
  const results = (n: number) => `${n} result${n === 1 ? '' : 's'}`;
  const shards = scope.shards?.length ? `shards ${scope.shards.map((s) => `${s.current}/${s.total}`).join(', ')}` : 'reports';
  return (
    <>
      {scope.kind === 'all' && <>every recording, all from this run</>}
      {scope.kind === 'subset' && (
        <>
          a subset run: {results(scope.ranThisRun)} from this run
          {earlier > 0 ? <>, {results(earlier)} from earlier runs (marked <span className="earlier-tag">earlier</span>)</> : <>; the other recordings are not in this report</>}
        </>
      )}
      {scope.kind === 'shard' && scope.shard && (
        <>
          shard {scope.shard.current}/{scope.shard.total} of a sharded run: its recordings only
        </>
      )}
      {scope.kind === 'merged' && (
        <>
          {shards} merged{earlier > 0 ? <>, {results(earlier)} from earlier runs (marked <span className="earlier-tag">earlier</span>)</> : null}
        </>
      )}
      {scope.missingShards?.length ? (
        <strong className="scope-missing">
          {' '}
          · missing: shard {scope.missingShards.map((n) => `${n}/${scope.shards?.[0]?.total ?? '?'}`).join(', ')} (its recordings are not here)
        </strong>
      ) : null}
    </>
  );
}

interface FilterBarProps {
  filters: Filters;
  providers: string[];
  onChange: (filters: Filters) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}

function FilterBar({ filters, providers, onChange, searchRef }: FilterBarProps) {
  const toggle = (status: SiteStatus, on: boolean) =>
    onChange({ ...filters, status: on ? [...filters.status, status] : filters.status.filter((s) => s !== status) });
  const active = filters.status.length > 0 || filters.provider !== '' || filters.q !== '';
  return (
    <form className="filters" role="search" aria-label="Filter recordings" onSubmit={(e) => e.preventDefault()}>
      <fieldset>
        <legend>Status</legend>
        {STATUSES.map((status) => (
          <label key={status}>
            <input
              type="checkbox"
              name="status"
              value={status}
              checked={filters.status.includes(status)}
              onChange={(e) => toggle(status, e.currentTarget.checked)}
            />
            <StatusBadge status={status} />
          </label>
        ))}
      </fieldset>
      <label>
        Provider{' '}
        <select value={filters.provider} onChange={(e) => onChange({ ...filters, provider: e.currentTarget.value })}>
          <option value="">all providers</option>
          {providers.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </label>
      <label>
        Search{' '}
        <input
          ref={searchRef}
          type="search"
          placeholder="site, provider or status  ( / )"
          value={filters.q}
          onChange={(e) => onChange({ ...filters, q: e.currentTarget.value })}
          onKeyDown={(e) => {
            if (e.key === 'Escape') e.currentTarget.blur();
          }}
        />
      </label>
      {active && (
        <button type="button" onClick={() => onChange(NO_FILTERS)}>
          Clear filters
        </button>
      )}
    </form>
  );
}

interface OverviewProps {
  index: RunIndex;
  visible: Recording[];
  providers: string[];
  filters: Filters;
  onFilters: (filters: Filters) => void;
  cursor: string | null;
  onOpen: (site: string) => void;
  searchRef: RefObject<HTMLInputElement | null>;
  /** focus the cursor row's link when this changes (j/k moved it) */
  focusToken: number;
}

export function Overview({ index, visible, providers, filters, onFilters, cursor, onOpen, searchRef, focusToken }: OverviewProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: visible.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    paddingStart: HEAD_HEIGHT,
    overscan: 12,
    getItemKey: (i) => visible[i].site,
    // A container that measures 0 high (not laid out yet, or no layout at all) still shows a window's worth of rows.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight || 800 })),
  });
  const cursorIndex = cursor === null ? -1 : visible.findIndex((r) => r.site === cursor);

  useEffect(() => {
    if (cursorIndex < 0 || focusToken === 0) return;
    virtualizer.scrollToIndex(cursorIndex, { align: 'auto' });
    const frame = requestAnimationFrame(() => {
      const link = scrollRef.current?.querySelector<HTMLAnchorElement>(`tr[data-index="${cursorIndex}"] a`);
      link?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [focusToken]);

  const items = virtualizer.getVirtualItems();
  const top = items.length ? items[0].start - HEAD_HEIGHT : 0;
  const bottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <div className="overview" data-view="overview">
      <header className="page-head">
        <h1>Beacon replay report</h1>
      </header>
      <RunSummary index={index} />
      <section className="recordings" aria-labelledby="recordings-heading">
        <h2 id="recordings-heading">
          Recordings{' '}
          <span className="muted" data-testid="shown-count">
            ({visible.length === index.recordings.length ? `${visible.length}` : `${visible.length} of ${index.recordings.length}`} shown)
          </span>
        </h2>
        <FilterBar filters={filters} providers={providers} onChange={onFilters} searchRef={searchRef} />
        {index.recordings.length === 0 ? (
          <p className="notice">
            This run replayed no recordings. Record one with <code>npm run record</code>, then run <code>npm run replay</code>.
          </p>
        ) : visible.length === 0 ? (
          <p className="notice" role="status">
            No recording matches these filters.{' '}
            <button type="button" onClick={() => onFilters(NO_FILTERS)}>
              Clear filters
            </button>
          </p>
        ) : (
          <div className="table-scroll" ref={scrollRef} tabIndex={-1}>
            <table className="recordings-table" aria-rowcount={visible.length + 1}>
              <caption className="visually-hidden">Recordings, failures first. Press j and k to move, Enter to open.</caption>
              <thead>
                <tr aria-rowindex={1} style={{ height: HEAD_HEIGHT }}>
                  <th scope="col" className="col-cursor">
                    <span className="visually-hidden">Selected</span>
                  </th>
                  <th scope="col">Status</th>
                  <th scope="col">Recording</th>
                  <th scope="col">Provider</th>
                  <th scope="col" className="num">
                    Differing events
                  </th>
                  <th scope="col" className="num">
                    Unmatched requests
                  </th>
                  <th scope="col" className="num">
                    Duration
                  </th>
                </tr>
              </thead>
              <tbody>
                {top > 0 && (
                  <tr aria-hidden="true" className="spacer" style={{ height: top }}>
                    <td colSpan={7} />
                  </tr>
                )}
                {items.map((item) => {
                  const r = visible[item.index];
                  const isCursor = item.index === cursorIndex;
                  return (
                    <tr
                      key={item.key}
                      data-index={item.index}
                      data-site={r.site}
                      data-status={r.status}
                      aria-rowindex={item.index + 2}
                      aria-current={isCursor ? 'true' : undefined}
                      className={`row-${r.status}${isCursor ? ' is-cursor' : ''}`}
                      style={{ height: ROW_HEIGHT }}
                      onClick={(e) => {
                        if ((e.target as HTMLElement).closest('a')) return;
                        onOpen(r.site);
                      }}
                    >
                      <td className="col-cursor" aria-hidden="true">
                        {isCursor ? '▶' : ''}
                      </td>
                      <td>
                        <StatusBadge status={r.status} />
                      </td>
                      <td className="site">
                        <a href={formatHash({ view: 'site', site: r.site, event: null }, filters)}>{r.site}</a>
                        {r.earlier && (
                          <span className="earlier-tag" title={`an earlier run's result${r.ranAt ? `, ran at ${formatDate(r.ranAt)}` : ''}${r.tracker ? ` with tracker ${r.tracker}` : ''}`}>
                            earlier{r.ranAt ? ` · ${formatDate(r.ranAt)}` : ''}
                          </span>
                        )}
                      </td>
                      <td>{r.provider}</td>
                      <td className="num">{r.differences}</td>
                      <td className="num">{r.unmatched}</td>
                      <td className="num">{formatDuration(r.durationMs)}</td>
                    </tr>
                  );
                })}
                {bottom > 0 && (
                  <tr aria-hidden="true" className="spacer" style={{ height: bottom }}>
                    <td colSpan={7} />
                  </tr>
                )}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
