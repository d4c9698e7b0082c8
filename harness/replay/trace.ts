// The per-call trace of a replay (issue 33 item 2): what the tracker's own inspector says of each host call (the rule
// that took it, the event it became or why not), read in the page with `window.__beacon.inspect()` (the main part
// loads the inspector part, tracker.inspect.js, served from dist/tag/ as every part is) at the end of each step.
// A document's rows are those of the last step it lived through (its later reads replace its earlier ones), so
// every page of the journey keeps its rows, the last page's at the end of the replay.
//
// What it must not change: the tracker's events (goldens unchanged). Without the #beaconInspect flag the part only
// publishes the rows' function (it wraps nothing); it is read after a step has settled, when the page is idle and
// the clock stands still; the document is marked with a symbol-keyed property (no window global, no Math.random:
// the page upload's globals and the seeded randomness stay as they were).
// Determinism: the rows are the inspector's, in the order of the answers the tag's buffer holds (the last 20 calls
// of a document: net/bus.ts), URLs with their query values blanked.
import type { DriverPage } from '../driver/types.ts';
import type { TracePage, TraceReport, TraceRow } from '../report/types.ts';

/** What the page answers: its rows, or why not, and whether this document was read before. */
interface Read {
  again: boolean;
  url: string;
  rows: TraceRow[] | null;
  note: string | null;
}

const READ = `(async () => {
  const mark = Symbol.for('beacon.replay.trace');
  const again = document[mark] === true;
  Object.defineProperty(document, mark, { value: true, configurable: true });
  const blank = (u) => { try { const x = new URL(u); const n = [...new Set(x.searchParams.keys())]; return x.origin + x.pathname + (n.length ? '?' + n.map((k) => encodeURIComponent(k) + '=').join('&') : ''); } catch { return String(u).split('?')[0]; } };
  const url = blank(location.href);
  const b = window.__beacon;
  if (!b || typeof b.inspect !== 'function') return { again, url, rows: null, note: 'no inspector on this page (window.__beacon.inspect is missing: a one-script or per-site build carries none, or the tracker did not start)' };
  try {
    const rows = await b.inspect();
    if (!Array.isArray(rows)) return { again, url, rows: null, note: 'window.__beacon.inspect() did not resolve with an array' };
    return { again, url, note: null, rows: rows.map((r) => ({ method: String(r.method), url: String(r.url), status: Number(r.status), adapter: r.adapter == null ? null : String(r.adapter), rule: r.rule == null ? null : String(r.rule), event: r.event == null ? null : String(r.event), skip: r.skip == null ? null : String(r.skip) })) };
  } catch (e) {
    return { again, url, rows: null, note: 'window.__beacon.inspect() failed: ' + String(e && e.message || e) };
  }
})()`;

/** Collects the trace step by step (read after each step), then gives the report's TraceReport. */
export class TraceCollector {
  private readonly pages: TracePage[] = [];
  private readonly notes: string[] = [];

  /** Reads the current document's rows at the end of `step`. Never throws (a page gone mid-read is a note). */
  async read(page: DriverPage, step: string, timeoutMs = 10_000): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const read = await Promise.race([
        page.evaluate<Read>(READ),
        new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs))),
      ]);
      if (read.rows === null) {
        const note = `step "${step}": ${read.note}`;
        if (!this.notes.some((n) => n.endsWith(`: ${read.note}`))) this.notes.push(note);
        return;
      }
      const entry: TracePage = { step, url: read.url, rows: read.rows };
      if (read.again && this.pages.length) this.pages[this.pages.length - 1] = entry;
      else this.pages.push(entry);
    } catch (e) {
      this.notes.push(`step "${step}": the rows could not be read (${(e as Error).message.split('\n')[0]})`);
    } finally {
      clearTimeout(timer);
    }
  }

  report(): TraceReport {
    return { pages: this.pages, note: this.notes.length ? this.notes.join('; ') : null };
  }
}
