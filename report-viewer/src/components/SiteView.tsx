import { useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { Loaded } from '../data/load.ts';
import type { ReportSource } from '../data/source.ts';
import { eventRows, type EventRow, type EventRows, type FieldChange } from '../diff/rows.ts';
import type { LineMark } from '../diff/jsonLines.ts';
import { formatDate, formatDuration, formatValue } from '../format.ts';
import { isTyping, markPainted, type Navigate } from '../hooks.ts';
import { formatHash, type Filters } from '../route.ts';
import type { Recording, SiteReport } from '../types.ts';
import { JsonBlock } from './Json.tsx';
import { AcceptCommand, ConsoleLog, ConsoleTable, DiffTableHead, Findings, HarnessDiff, Honesty, Problems, Sources, Trace } from './Parts.tsx';
import { SnapshotFrame } from './Snapshot.tsx';
import { LoadError, Loading, Malformed } from './States.tsx';
import { StatusBadge } from './Status.tsx';

interface SiteViewProps {
  source: ReportSource;
  recording: Recording;
  loaded: Loaded<SiteReport>;
  event: number | null;
  filters: Filters;
  navigate: Navigate;
  previous: Recording | null;
  next: Recording | null;
  /** position in the filtered list, for "3 of 12" */
  position: { index: number; total: number } | null;
}

export function SiteView(props: SiteViewProps) {
  const { recording, loaded, filters, previous, next, position } = props;
  const siteHref = (site: string) => formatHash({ view: 'site', site, event: null }, filters);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${recording.site} — Beacon replay report`;
    headingRef.current?.focus({ preventScroll: true });
  }, [recording.site]);

  return (
    <div className="site" data-view="site" data-site={recording.site}>
      <nav className="site-nav" aria-label="Recordings">
        <a href={formatHash({ view: 'overview' }, filters)}>
          <span aria-hidden="true">← </span>All recordings <kbd>Esc</kbd>
        </a>
        {position && (
          <span className="muted">
            {position.index + 1} of {position.total}
          </span>
        )}
        {previous ? (
          <a href={siteHref(previous.site)} rel="prev">
            Previous: {previous.site} <kbd>k</kbd>
          </a>
        ) : (
          <span className="muted">first recording</span>
        )}
        {next ? (
          <a href={siteHref(next.site)} rel="next">
            Next: {next.site} <kbd>j</kbd>
          </a>
        ) : (
          <span className="muted">last recording</span>
        )}
      </nav>
      <header className="page-head">
        <h1 ref={headingRef} tabIndex={-1}>
          {recording.site}
        </h1>
        <p className="site-meta">
          <StatusBadge status={recording.status} /> · provider <strong>{recording.provider}</strong> · replayed in{' '}
          {formatDuration(recording.durationMs)}
          {recording.ranAt && (
            <>
              {' '}
              · ran at <time dateTime={recording.ranAt}>{formatDate(recording.ranAt)}</time>
            </>
          )}
          {recording.earlier && (
            <>
              {' '}
              <span className="earlier-tag" data-testid="earlier">
                earlier run{recording.tracker ? `, tracker ${recording.tracker}` : ''}
              </span>
            </>
          )}
        </p>
      </header>
      {loaded.state === 'loading' && <Loading what={`the report of ${recording.site}`} />}
      {loaded.state === 'malformed' && <Malformed file={loaded.file} reason={loaded.reason} level={2} />}
      {loaded.state === 'error' && <LoadError file={loaded.file} message={loaded.message} level={2} />}
      {loaded.state === 'empty' && <LoadError file={recording.file} message="the file is empty" level={2} />}
      {loaded.state === 'ready' && <SiteBody {...props} report={loaded.value} />}
    </div>
  );
}

function SiteBody({ source, report, event, filters, navigate }: SiteViewProps & { report: SiteReport }) {
  // the harness's alignment, as the report carries it
  const alignment = useMemo(() => eventRows(report), [report]);
  const differing = useMemo(() => alignment.rows.filter((r) => r.differs).map((r) => r.index), [alignment]);
  const eventHref = (row: number) => formatHash({ view: 'site', site: report.site, event: row }, filters);
  const open = event !== null && event < alignment.rows.length ? event : null;

  // n/p: next and previous difference (opens it, so the deep link names it)
  const state = useRef({ open, differing });
  state.current = { open, differing };
  // A layout effect: listening before the first paint, so a key pressed as soon as the page shows is not lost.
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      if (e.key !== 'n' && e.key !== 'p') return;
      const { open: current, differing: list } = state.current;
      if (list.length === 0) return;
      let target: number | undefined;
      if (e.key === 'n') target = current === null ? list[0] : list.find((i) => i > current);
      else target = current === null ? list[list.length - 1] : [...list].reverse().find((i) => i < current);
      if (target === undefined) return;
      e.preventDefault();
      state.current.open = target; // a second press before React re-renders moves on from here
      navigate({ view: 'site', site: report.site, event: target }, filters);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate, report.site, filters]);

  useEffect(() => {
    markPainted(`beacon:site:${report.site}`);
  }, [report.site]);

  const rowOf = (entry: number) => alignment.rowOfEntry[entry] ?? null;

  return (
    <>
      <Problems report={report} />
      <Findings report={report} />
      <DiffSummary alignment={alignment} report={report} differing={differing.length} />
      <Honesty report={report} />
      {report.status !== 'pass' && <AcceptCommand site={report.site} />}
      <HarnessDiff entries={report.diff} rowOf={rowOf} hrefOf={eventHref} />
      <div className="diff-and-trace">
        <EventTable source={source} report={report} alignment={alignment} open={open} eventHref={eventHref} closeHref={formatHash({ view: 'site', site: report.site, event: null }, filters)} />
        <Trace report={report} />
      </div>
      <ConsoleLog lines={report.console} />
    </>
  );
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function DiffSummary({ alignment, report, differing }: { alignment: EventRows; report: SiteReport; differing: number }) {
  const { counts } = alignment;
  const parts: string[] = [];
  if (counts.changed) parts.push(`${counts.changed} changed`);
  if (counts.removed) parts.push(`${counts.removed} missing from the replay (− expected only)`);
  if (counts.added) parts.push(`${counts.added} extra in the replay (+ actual only)`);
  return (
    <section className="diff-summary" aria-labelledby="summary-heading">
      <h2 id="summary-heading">Events</h2>
      <p data-testid="diff-summary">
        The golden expects {plural(report.expected.length, 'event')}; the replay sent {report.actual.length}.{' '}
        {differing === 0
          ? 'They match.'
          : `${plural(differing, 'aligned event differs', 'aligned events differ')}: ${parts.join(', ')}.`}{' '}
        {differing > 0 && (
          <span className="muted">
            Press <kbd>n</kbd> and <kbd>p</kbd> to step through the differences.
          </span>
        )}
      </p>
    </section>
  );
}

type Segment = { type: 'row'; row: EventRow } | { type: 'fold'; rows: EventRow[] };

function segmentsOf(rows: EventRow[], open: number | null, expanded: ReadonlySet<number>): Segment[] {
  const out: Segment[] = [];
  let run: EventRow[] = [];
  const flush = () => {
    if (run.length === 0) return;
    if (expanded.has(run[0].index)) for (const row of run) out.push({ type: 'row', row });
    else out.push({ type: 'fold', rows: run });
    run = [];
  };
  for (const row of rows) {
    if (!row.differs && row.index !== open) {
      run.push(row);
    } else {
      flush();
      out.push({ type: 'row', row });
    }
  }
  flush();
  return out;
}

function marksFor(row: EventRow, side: 'expected' | 'actual'): Map<string, LineMark> {
  const marks = new Map<string, LineMark>();
  if (row.kind === 'removed' && side === 'expected') marks.set('payload', 'removed');
  if (row.kind === 'added' && side === 'actual') marks.set('payload', 'added');
  for (const c of row.changes) {
    if (c.kind === 'changed') marks.set(c.path, 'changed');
    else if (c.kind === 'removed' && side === 'expected') marks.set(c.path, 'removed');
    else if (c.kind === 'added' && side === 'actual') marks.set(c.path, 'added');
  }
  return marks;
}

/** One side's payload of an event row, or a note that this side has no event. */
function PayloadCell({ row, side, absent }: { row: EventRow; side: 'expected' | 'actual'; absent: string }) {
  const event = row[side];
  const label = `${side === 'expected' ? 'Expected' : 'Actual'} payload of event ${row.index}`;
  return (
    <td className="side">
      {event ? <JsonBlock value={event.payload} basePath="payload" marks={marksFor(row, side)} side={side} label={label} /> : <p className="absent">{absent}</p>}
    </td>
  );
}

const RESULT: Record<EventRow['kind'], { symbol: string; text: string }> = {
  same: { symbol: '=', text: 'unchanged' },
  changed: { symbol: '~', text: 'changed' },
  removed: { symbol: '−', text: 'missing from the replay' },
  added: { symbol: '+', text: 'extra in the replay' },
};

const CHANGE_LABEL: Record<FieldChange['kind'], string> = { changed: 'changed', added: '+ added', removed: '− removed' };

function ResultCell({ row }: { row: EventRow }) {
  const result = RESULT[row.kind];
  return (
    <td className="result">
      <span className={`result-${row.kind}`}>
        <span aria-hidden="true">{result.symbol} </span>
        {result.text}
        {row.kind === 'changed' && ` (${plural(row.changes.length, 'field')})`}
      </span>
      {row.changes.length > 0 && (
        <ul className="change-list">
          {row.changes.map((c) => (
            <li key={c.path}>
              <code>{c.path}</code> {CHANGE_LABEL[c.kind]}
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

interface EventTableProps {
  source: ReportSource;
  report: SiteReport;
  alignment: EventRows;
  open: number | null;
  eventHref: (row: number) => string;
  closeHref: string;
}

function EventTable({ source, report, alignment, open, eventHref, closeHref }: EventTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const segments = segmentsOf(alignment.rows, open, expanded);
  const detailRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open === null) return;
    const row = document.getElementById(`event-${open}`);
    row?.scrollIntoView?.({ block: 'start' });
    detailRef.current?.focus({ preventScroll: true });
  }, [open]);

  if (alignment.rows.length === 0) {
    return <p className="notice">Neither the golden nor the replay has any event.</p>;
  }
  return (
    <table className="events" data-testid="events">
      <caption>
        Expected events (golden.json) and the events this build sent, aligned by step and action. Unchanged events are folded.
      </caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          <th scope="col">Step</th>
          <th scope="col">Action</th>
          <th scope="col">Result</th>
          <th scope="col">
            <span aria-hidden="true">− </span>Expected (golden)
          </th>
          <th scope="col">
            <span aria-hidden="true">+ </span>Actual (this build)
          </th>
        </tr>
      </thead>
      {segments.map((seg) => {
        if (seg.type === 'fold') {
          const first = seg.rows[0].index;
          const last = seg.rows[seg.rows.length - 1].index;
          const steps = [...new Set(seg.rows.map((r) => r.step))];
          return (
            <tbody key={`fold-${first}`} className="fold">
              <tr>
                <td colSpan={6}>
                  <button
                    type="button"
                    aria-expanded="false"
                    onClick={() => setExpanded((s) => new Set([...s, first]))}
                    data-testid="fold"
                  >
                    <span aria-hidden="true">▸ </span>
                    {seg.rows.length === 1 ? `1 unchanged event (#${first})` : `${seg.rows.length} unchanged events (#${first}–#${last})`}
                  </button>{' '}
                  <span className="muted">steps: {steps.join(', ')}</span>
                </td>
              </tr>
            </tbody>
          );
        }
        const { row } = seg;
        const isOpen = row.index === open;
        return (
          <tbody key={row.index} className={`event kind-${row.kind}${isOpen ? ' is-open' : ''}`}>
            <tr id={`event-${row.index}`} data-row={row.index} data-kind={row.kind} aria-current={isOpen ? 'true' : undefined}>
              <th scope="row">
                <a href={isOpen ? closeHref : eventHref(row.index)} aria-expanded={isOpen} aria-label={`${isOpen ? 'Close' : 'Open'} event ${row.index} details`}>
                  <span aria-hidden="true">{isOpen ? '▾' : '▸'} </span>#{row.index}
                </a>
              </th>
              <td>{row.step}</td>
              <td>{row.action}</td>
              <ResultCell row={row} />
              <PayloadCell row={row} side="expected" absent="(no expected event)" />
              <PayloadCell row={row} side="actual" absent="(not sent in the replay)" />
            </tr>
            {isOpen && (
              <tr className="detail">
                <td colSpan={6}>
                  <EventDetail source={source} report={report} row={row} headingRef={detailRef} />
                </td>
              </tr>
            )}
          </tbody>
        );
      })}
    </table>
  );
}

function EventDetail({
  source,
  report,
  row,
  headingRef,
}: {
  source: ReportSource;
  report: SiteReport;
  row: EventRow;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const calls = row.actualIndex === null ? null : (report.sources[row.actualIndex] ?? []);
  const snapshot = report.snapshots.find((s) => s.step === row.step);
  const consoleLines = report.console.filter((c) => c.step === row.step);
  return (
    <section className="event-detail" aria-labelledby={`detail-${row.index}`} data-testid="event-detail">
      <h3 id={`detail-${row.index}`} ref={headingRef} tabIndex={-1}>
        Event #{row.index}: “{row.action}” in step “{row.step}”
      </h3>
      <p className="muted">
        {row.expectedIndex === null ? 'not in golden.json' : `golden.json events[${row.expectedIndex}]`} ·{' '}
        {row.actualIndex === null ? 'not sent in the replay' : `actual events[${row.actualIndex}]`}
      </p>
      <h4>Differences</h4>
      {row.kind === 'removed' && <p>The golden expects this event, and the replay did not send it.</p>}
      {row.kind === 'added' && <p>The replay sent this event, and the golden does not expect it.</p>}
      {row.kind === 'same' && <p>None: the expected and actual events are equal.</p>}
      {row.changes.length > 0 && (
        <table className="diff-table" data-testid="field-diff">
          <caption className="visually-hidden">Fields that differ in event {row.index}</caption>
          <DiffTableHead />
          <tbody>
            {row.changes.map((c) => (
              <tr key={c.path} className={`kind-${c.kind}`}>
                <th scope="row">
                  <code>{c.path}</code>
                </th>
                <td>{CHANGE_LABEL[c.kind]}</td>
                <td>{c.kind === 'added' ? <span className="absent">(absent)</span> : <del>{formatValue(c.expected)}</del>}</td>
                <td>{c.kind === 'removed' ? <span className="absent">(absent)</span> : <ins>{formatValue(c.actual)}</ins>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h4>HAR calls that fed it</h4>
      {calls === null ? <p className="muted">This event was not sent in the replay, so no call fed it.</p> : <Sources calls={calls} />}
      <h4>The page after step “{row.step}”</h4>
      {snapshot ? (
        <SnapshotFrame source={source} path={snapshot.path} step={row.step} />
      ) : (
        <p className="muted">No DOM snapshot was recorded for step “{row.step}”.</p>
      )}
      {consoleLines.length > 0 && (
        <>
          <h4>Console during step “{row.step}” (tracker, page and harness)</h4>
          <ConsoleTable lines={consoleLines} caption={`Console lines during step ${row.step}`} />
        </>
      )}
    </section>
  );
}
