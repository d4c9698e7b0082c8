// The pieces of a recording's page: problems in plain words, the harness's diff, HAR calls, console, accept command.
import { useState } from 'react';
import { acceptCommand, prettyBody, shortValue } from '../format.ts';
import type { ConsoleLine, DiffEntry, ServedCall, SiteReport } from '../types.ts';
import { Body } from './Json.tsx';

/** What the replay found that production would suffer (a Content-Security-Policy that blocks the embed tag):
 * a finding for the site owner, whatever the status. */
export function Findings({ report }: { report: SiteReport }) {
  const findings = report.findings ?? [];
  if (findings.length === 0) return null;
  return (
    <section className="problems" aria-labelledby="findings-heading" data-testid="findings">
      <h2 id="findings-heading">Findings for the site</h2>
      <ul>
        {findings.map((f, i) => (
          <li key={i}>{f}</li>
        ))}
      </ul>
    </section>
  );
}

export function Problems({ report }: { report: SiteReport }) {
  if (report.status !== 'error' && report.unmatched.length === 0) return null;
  return (
    <section className="problems" aria-labelledby="problems-heading">
      <h2 id="problems-heading">
        <span aria-hidden="true">⚠ </span>What went wrong first
      </h2>
      {report.status === 'error' && (
        <div className="problem problem-error" role="alert" data-testid="replay-error">
          <h3>The replay could not finish</h3>
          <p>{report.error ?? 'The harness marked this recording as an error without saying why.'}</p>
          <p className="muted">
            The events below are what the tracker had sent before it stopped, so they are likely incomplete.
          </p>
        </div>
      )}
      {report.unmatched.length > 0 && (
        <div className="problem problem-unmatched" data-testid="unmatched">
          <h3>
            {report.unmatched.length === 1
              ? '1 request got no answer from the recording'
              : `${report.unmatched.length} requests got no answer from the recording`}
          </h3>
          <p>
            The page asked for these during the replay and nothing in <code>recording.har</code> matched, so each got a 404. The page
            (and so the tracker) may have behaved differently than when it was recorded. Re-record the site, or check whether the
            page now sends something new.
          </p>
          <ol className="unmatched-list">
            {report.unmatched.map((u, i) => {
              const body = prettyBody(u.body);
              return (
                <li key={i}>
                  <p>
                    In step <strong>“{u.step}”</strong> the page sent{' '}
                    <code>
                      {u.method} {u.url}
                    </code>
                    .
                  </p>
                  {body.kind !== 'none' && <Body text={body.text} kind={body.kind} label="Request body" />}
                  <p className="muted">
                    Matcher key: <code>{u.key}</code>
                  </p>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </section>
  );
}

const KIND_LABEL: Record<DiffEntry['kind'], string> = {
  changed: '~ changed',
  added: '+ added (actual only)',
  removed: '− removed (expected only)',
};

function Short({ value, Tag }: { value: unknown; Tag: 'del' | 'ins' }) {
  const { text, full } = shortValue(value);
  return <Tag title={text === full ? undefined : full}>{text}</Tag>;
}

/** The header of a field-difference table: path, change, the two values, then any extra columns. */
export function DiffTableHead({ extra = [] }: { extra?: string[] }) {
  return (
    <thead>
      <tr>
        {['JSON path', 'Change', '− Expected', '+ Actual', ...extra].map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function HarnessDiff({ entries, rowOf, hrefOf }: { entries: DiffEntry[]; rowOf: (entry: number) => number | null; hrefOf: (row: number) => string }) {
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="harness-diff-heading">
      <details open={entries.length <= 20}>
        <summary>
          <h2 id="harness-diff-heading">Differences the harness reported ({entries.length})</h2>
        </summary>
        <table className="diff-table" data-testid="harness-diff">
          <caption className="visually-hidden">Each difference between golden.json and the actual events, by JSON path</caption>
          <DiffTableHead extra={['Event']} />
          <tbody>
            {entries.map((d, i) => {
              const row = rowOf(i);
              return (
                <tr key={i} className={`kind-${d.kind}`}>
                  <th scope="row">
                    <code>{d.path}</code>
                  </th>
                  <td className="nowrap">{KIND_LABEL[d.kind]}</td>
                  <td>{d.kind === 'added' ? '' : <Short value={d.expected} Tag="del" />}</td>
                  <td>{d.kind === 'removed' ? '' : <Short value={d.actual} Tag="ins" />}</td>
                  <td>{row === null ? '—' : <a href={hrefOf(row)}>#{row}</a>}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </details>
    </section>
  );
}

export function Sources({ calls }: { calls: ServedCall[] }) {
  if (calls.length === 0) return <p className="muted">No HAR call was served in this step before the event was sent.</p>;
  return (
    <ol className="sources" data-testid="sources">
      {calls.map((call, i) => {
        const request = prettyBody(call.requestBody);
        const response = prettyBody(call.responseBody);
        return (
          <li key={i}>
            <details open={i === calls.length - 1}>
              <summary>
                <code>
                  {call.method} {call.url}
                </code>{' '}
                → <strong>{call.status}</strong>{' '}
                <span className="muted">
                  (HAR entry {call.entry}, matched by rule “{call.rule}”{call.fallback ? `, answered by the ${call.fallback} fallback` : ''}, step “{call.step}”)
                </span>
              </summary>
              <Body text={request.text} kind={request.kind} label="Request body" />
              <Body text={response.text} kind={response.kind} label="Response body" />
            </details>
          </li>
        );
      })}
    </ol>
  );
}

const CONSOLE_ICON: Record<string, string> = { error: '✗', warning: '⚠', warn: '⚠' };

type ConsoleSource = NonNullable<ConsoleLine['source']>;

/** Who a console line is from; reports written before the harness said so go by its type and the tracker's prefix. */
export function sourceOf(line: ConsoleLine): ConsoleSource {
  if (line.source) return line.source;
  if (line.type === 'harness') return 'harness';
  if (line.type === 'tracker-error-report' || line.text.startsWith('[beacon]')) return 'tracker';
  return 'page';
}

const SOURCE_LABEL: Record<ConsoleSource, string> = { page: 'page', tracker: 'tracker', harness: 'harness' };

export function ConsoleTable({ lines, caption }: { lines: ConsoleLine[]; caption: string }) {
  const mixed = new Set(lines.map(sourceOf)).size > 1;
  return (
    <table className="console-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          {mixed && <th scope="col">From</th>}
          <th scope="col">Step</th>
          <th scope="col">Message</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={i} className={`console-${line.type}`}>
            <td>
              <span aria-hidden="true">{CONSOLE_ICON[line.type] ?? '·'} </span>
              {line.type}
            </td>
            {mixed && <td>{SOURCE_LABEL[sourceOf(line)]}</td>}
            <td>{line.step}</td>
            <td>
              <pre>{line.text}</pre>
              {/* Chromium's "Failed to load resource" names no URL: the harness keeps the one it reported */}
              {line.url && (
                <p className="console-url">
                  <code>{line.url}</code>
                </p>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const CONSOLE_PARTS: { source: ConsoleSource; id: string; title: string; empty: string; caption: string }[] = [
  { source: 'tracker', id: 'tracker-log-heading', title: 'Tracker log', empty: 'The tracker logged nothing during this replay.', caption: "The tracker's own console lines and error reports during the replay" },
  {
    source: 'page',
    id: 'console-heading',
    title: 'Page console',
    empty: "The page's own scripts and resources logged nothing during this replay.",
    caption: "The page's console during the replay: its scripts' messages and the resources it failed to load, with their URLs",
  },
  { source: 'harness', id: 'harness-notes-heading', title: 'Harness notes', empty: 'The harness noted nothing.', caption: 'What the harness noted during the replay' },
];

/** The replay's console, split by who wrote it: the tracker's log, the page's console, the harness's notes. */
export function ConsoleLog({ lines }: { lines: ConsoleLine[] }) {
  return (
    <>
      {CONSOLE_PARTS.map(({ source, id, title, empty, caption }) => {
        const part = lines.filter((line) => sourceOf(line) === source);
        if (source === 'harness' && part.length === 0) return null;
        return (
          <section key={source} aria-labelledby={id} data-testid={`console-${source}`}>
            <details open={part.length > 0 && part.length <= 50}>
              <summary>
                <h2 id={id}>
                  {title} ({part.length === 1 ? '1 line' : `${part.length} lines`})
                </h2>
              </summary>
              {part.length === 0 ? <p className="muted">{empty}</p> : <ConsoleTable lines={part} caption={caption} />}
            </details>
          </section>
        );
      })}
    </>
  );
}

function copyByHand(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {}
  area.remove();
  return ok;
}

export function AcceptCommand({ site }: { site: string }) {
  const command = acceptCommand(site);
  const [message, setMessage] = useState('');
  const copy = async () => {
    let ok: boolean;
    try {
      await navigator.clipboard.writeText(command);
      ok = true;
    } catch {
      ok = copyByHand(command);
    }
    setMessage(ok ? `Copied “${command}”.` : 'Could not reach the clipboard: select the command above and copy it.');
  };
  return (
    <section className="accept" aria-labelledby="accept-heading">
      <h2 id="accept-heading">Accept the new baseline</h2>
      <p>
        If the actual events are right, make them this recording’s golden by running, in the repository:{' '}
        <code data-testid="accept-command">{command}</code>{' '}
        <button type="button" onClick={() => void copy()}>
          Copy command
        </button>
      </p>
      <p className="muted">
        The viewer writes nothing: the command rewrites <code>recordings/{site}/golden.json</code>, for review like any change.
      </p>
      <p role="status" data-testid="copy-status">
        {message}
      </p>
    </section>
  );
}

const FALLBACK_WORDS: Record<string, string> = {
  repeat: 'every recorded answer of the request was served already: the last one again',
  'similar-body': 'no recorded request matched: the recorded one with the most similar body',
};
const VERDICT_WORDS: Record<string, string> = {
  unchanged: 'changed no event (the replay without it sent the same events)',
  changed: 'CHANGED events, and the recording does not allow it: this fails the site',
  allowed: 'changed events, allowed by the recording',
};
const NORMALISED_WORDS: [keyof NonNullable<SiteReport['normalised']>, string][] = [
  ['user', 'user ids → <user:n>'],
  ['session', 'session ids → <session:n>'],
  ['pageview', 'pageview ids → <pageview:n>'],
  ['time', 'times of time fields → <time>'],
  ['number', 'page_timing numbers → <number>'],
  ['timeLikeKept', 'time-like values in other fields, kept as sent'],
];

/** Issue 29, "nothing hidden": the answers the matcher's fallbacks gave and their check, and what normalising
 * replaced, per kind. Older reports carry neither: nothing is shown then. */
export function Honesty({ report }: { report: SiteReport }) {
  const { fallbacks, normalised } = report;
  if (!fallbacks && !normalised) return null;
  return (
    <section className="honesty" aria-labelledby="honesty-heading">
      <h2 id="honesty-heading">What the harness stood in for</h2>
      {fallbacks && (
        <div data-testid="fallbacks">
          <h3>Answers from a matcher fallback</h3>
          <table className="counts">
            <caption className="visually-hidden">Answers served by each matcher fallback</caption>
            <thead>
              <tr>
                <th scope="col">Fallback</th>
                <th scope="col">Answers</th>
                <th scope="col">When it answers</th>
                <th scope="col">Check</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(fallbacks.counts).map(([name, n]) => {
                const check = fallbacks.checks.find((c) => c.fallback === name);
                return (
                  <tr key={name} data-fallback={name}>
                    <th scope="row">{name}</th>
                    <td data-testid={`fallback-count-${name}`}>{n}</td>
                    <td className="muted">{FALLBACK_WORDS[name] ?? ''}</td>
                    <td className={check ? `verdict-${check.verdict}` : 'muted'}>
                      {check ? VERDICT_WORDS[check.verdict] : n > 0 ? 'not checked (the replay did not finish)' : '—'}
                      {check?.allowedBecause && <> (“{check.allowedBecause}”)</>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {fallbacks.checks
            .filter((c) => c.verdict !== 'unchanged')
            .map((c) => (
              <div key={c.fallback} className={`problem problem-fallback verdict-${c.verdict}`} role={c.verdict === 'changed' ? 'alert' : undefined} data-testid={`fallback-check-${c.fallback}`}>
                <p>
                  The <strong>{c.fallback}</strong> fallback answered <code>{c.requests.join(', ')}</code>; without it the events differ:
                </p>
                <ul>
                  {c.changes.map((line, i) => (
                    <li key={i}>
                      <code>{line}</code>
                    </li>
                  ))}
                </ul>
                {c.verdict === 'changed' && (
                  <p className="muted">
                    Re-record the site, or allow the fallback in its meta.json: <code>{`"matcher": { "allowFallbacks": { "${c.fallback}": "<why>" } }`}</code>
                  </p>
                )}
              </div>
            ))}
          {fallbacks.answers.length > 0 && (
            <details>
              <summary>The {fallbacks.answers.length === 1 ? 'answer' : `${fallbacks.answers.length} answers`}</summary>
              <ol>
                {fallbacks.answers.map((a, i) => (
                  <li key={i}>
                    {a.fallback}: step “{a.step}” <code>{a.method} {a.url}</code> (HAR entry {a.entry})
                  </li>
                ))}
              </ol>
            </details>
          )}
        </div>
      )}
      {normalised && (
        <div data-testid="normalised">
          <h3>Values normalised in the events</h3>
          <ul className="normalised">
            {NORMALISED_WORDS.map(([kind, words]) => (
              <li key={kind} data-kind={kind}>
                <strong>{normalised[kind]}</strong> {words}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

/** Issue 33: what the tracker's inspector said of each host call it saw (window.__beacon.inspect(), read after each
 * step), page by page: the rule that took it, or no rule, and the event it became or why not. */
export function Trace({ report }: { report: SiteReport }) {
  const trace = report.trace;
  if (!trace) return null;
  return (
    <section className="trace" aria-labelledby="trace-heading" data-testid="trace">
      <h2 id="trace-heading">Host calls the tracker saw (inspector trace)</h2>
      <p className="muted">
        Each page's calls as <code>window.__beacon.inspect()</code> listed them after the last step on that page (its last 20 calls):
        the adapter rule that took each call, or none, and the event it became or why not.
      </p>
      {trace.note && <p className="notice" data-testid="trace-note">{trace.note}</p>}
      {trace.pages.length === 0 && !trace.note && <p className="muted">No page was read.</p>}
      {trace.pages.map((p, i) => (
        <table key={i} className="trace-table" data-testid="trace-page">
          <caption>
            After step “{p.step}” on <code>{p.url}</code>
          </caption>
          <thead>
            <tr>
              <th scope="col">Call</th>
              <th scope="col">Status</th>
              <th scope="col">Rule</th>
              <th scope="col">Event or why not</th>
            </tr>
          </thead>
          <tbody>
            {p.rows.length === 0 && (
              <tr>
                <td colSpan={4} className="muted">
                  The tracker saw no host call on this page.
                </td>
              </tr>
            )}
            {p.rows.map((r, j) => (
              <tr key={j} data-testid="trace-row" data-rule={r.rule ? 'yes' : 'no'}>
                <td>
                  <code>
                    {r.method} {r.url}
                  </code>
                </td>
                <td>{r.status}</td>
                <td>{r.rule ? `${r.adapter ?? ''} ${r.rule}`.trim() : <span className="no-rule">this call matched no rule</span>}</td>
                <td>{r.event ? `became “${r.event}”` : r.skip ?? (r.rule ? '—' : 'no event: no rule took it')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}
